import { describe, expect, it } from 'vitest';
import { datesText, fullDate, monthDay, shortDate } from './date-text.ts';

describe('dates in words', () => {
  it('names a day in full, short, or by month and day', () => {
    expect(fullDate('2026-12-09')).toBe('Wednesday, December 9, 2026');
    expect(shortDate('2026-12-09')).toBe('Wed, Dec 9');
    expect(monthDay('2026-12-09')).toBe('Dec 9');
  });

  it('names a range once by its month when it stays in one', () => {
    expect(datesText('2026-12-09', '2026-12-12')).toBe('Dec 9 – 12');
    expect(datesText('2026-12-28', '2027-01-02')).toBe('Dec 28 – Jan 2');
    expect(datesText('2026-12-09', '2026-12-09')).toBe('Dec 9');
  });
});
