import { describe, expect, it } from 'vitest';
import { clipToBookableWindow, getBookableWindow, toEpochMs } from './bookable-window.ts';
import { buildDayPlan, buildTimePlan } from './test-builders.ts';

const DAY = 86_400_000;
const now = new Date('2026-06-01T10:37:00Z');

describe('getBookableWindow', () => {
  it('runs from now for exactly 90 × 24 hours for time plans', () => {
    expect(getBookableWindow(buildTimePlan(), now)).toEqual({
      start: now.getTime(),
      end: now.getTime() + 90 * DAY,
    });
  });

  it('runs over the 90 local days from today for day plans', () => {
    const window = getBookableWindow(buildDayPlan({ timezone: 'America/New_York' }), now);
    expect(new Date(window.start).toISOString()).toBe('2026-06-01T04:00:00.000Z');
    expect(new Date(window.end).toISOString()).toBe('2026-08-30T04:00:00.000Z');
  });

  it('takes now as Date or epoch ms', () => {
    expect(toEpochMs(now)).toBe(now.getTime());
    expect(getBookableWindow(buildTimePlan(), now.getTime())).toEqual(
      getBookableWindow(buildTimePlan(), now),
    );
  });
});

describe('clipToBookableWindow', () => {
  const plan = buildTimePlan();

  it('clips a range reaching into the past or past 90 days', () => {
    expect(clipToBookableWindow(plan, now.getTime() - DAY, now.getTime() + 200 * DAY, now)).toEqual({
      start: now.getTime(),
      end: now.getTime() + 90 * DAY,
    });
  });

  it('leaves a range inside the window as it is', () => {
    const start = now.getTime() + DAY;
    expect(clipToBookableWindow(plan, start, start + DAY, now)).toEqual({ start, end: start + DAY });
  });

  it('answers null for a range wholly outside', () => {
    expect(clipToBookableWindow(plan, now.getTime() - 2 * DAY, now.getTime() - DAY, now)).toBeNull();
    expect(clipToBookableWindow(plan, now.getTime() + 91 * DAY, now.getTime() + 92 * DAY, now)).toBeNull();
  });
});
