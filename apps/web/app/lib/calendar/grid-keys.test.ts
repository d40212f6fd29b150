import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayAfterKey } from './grid-keys.ts';
import { dateOfDayNumber, dayNumberOf } from './local-time.ts';

const day = (date: string) => dayNumberOf(date) ?? Number.NaN;
const moved = (key: string, date: string) => {
  const after = dayAfterKey(key, day(date));
  return after === null ? null : dateOfDayNumber(after);
};

describe('dayAfterKey', () => {
  it('moves by a day, a week, to the week’s Monday and Sunday, and to the same day a month away', () => {
    // Wednesday 9 December 2026.
    expect(moved('ArrowLeft', '2026-12-09')).toBe('2026-12-08');
    expect(moved('ArrowRight', '2026-12-09')).toBe('2026-12-10');
    expect(moved('ArrowUp', '2026-12-09')).toBe('2026-12-02');
    expect(moved('ArrowDown', '2026-12-09')).toBe('2026-12-16');
    expect(moved('Home', '2026-12-09')).toBe('2026-12-07');
    expect(moved('End', '2026-12-09')).toBe('2026-12-13');
    expect(moved('PageUp', '2026-12-09')).toBe('2026-11-09');
    expect(moved('PageDown', '2026-12-09')).toBe('2027-01-09');
    expect(moved('Enter', '2026-12-09')).toBeNull();
  });

  it('keeps to the end of a shorter month', () => {
    expect(moved('PageDown', '2027-01-31')).toBe('2027-02-28');
    expect(moved('PageUp', '2028-03-30')).toBe('2028-02-29');
    expect(moved('PageUp', '2027-01-15')).toBe('2026-12-15');
  });

  it('keeps Home and End in the week, on a Monday and a Sunday, and PageUp undoes PageDown (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (n) => {
        const home = dayAfterKey('Home', n) ?? Number.NaN;
        const end = dayAfterKey('End', n) ?? Number.NaN;
        expect(new Date(home * 86_400_000).getUTCDay()).toBe(1);
        expect(end - home).toBe(6);
        expect(n >= home && n <= end).toBe(true);
        // PageDown: the next month, the same day or its last one; PageUp back again when it was the same.
        const [year, month, date] = dateOfDayNumber(n).split('-').map(Number) as [number, number, number];
        const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
        const next = new Date(Date.UTC(year, month, Math.min(date, length))).toISOString().slice(0, 10);
        const down = dayAfterKey('PageDown', n) ?? Number.NaN;
        expect(dateOfDayNumber(down)).toBe(next);
        if (date <= length) expect(dayAfterKey('PageUp', down)).toBe(n);
      }),
    );
  });
});
