import { describe, expect, it } from 'vitest';
import {
  SEARCH_DATES_MAX_DAYS,
  SEARCH_MIN_DURATION_MAX_MINUTES,
  SEARCH_WINDOW_MAX_DAYS,
  SEARCH_ZONE_LEAD_HOURS,
  SEARCH_ZONE_TRAIL_HOURS,
} from './search-limits.ts';

describe('search limits', () => {
  it('lets the longest chosen dates, with their time-zone margins, fit the window and no more', () => {
    const windowHours = (days: number) => days * 24 + SEARCH_ZONE_LEAD_HOURS + SEARCH_ZONE_TRAIL_HOURS;
    expect(SEARCH_DATES_MAX_DAYS).toBe(88);
    expect(windowHours(SEARCH_DATES_MAX_DAYS)).toBeLessThanOrEqual(SEARCH_WINDOW_MAX_DAYS * 24);
    expect(windowHours(SEARCH_DATES_MAX_DAYS + 1)).toBeGreaterThan(SEARCH_WINDOW_MAX_DAYS * 24);
  });

  it('bounds minDuration by the whole window', () => {
    expect(SEARCH_MIN_DURATION_MAX_MINUTES).toBe(90 * 24 * 60);
  });
});
