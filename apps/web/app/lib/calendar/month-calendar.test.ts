import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMonth, monthGrid, monthLabel, parseMonth, shiftMonth } from './month-calendar.ts';

describe('monthGrid', () => {
  it('lays December 2026 out in Monday-first weeks with the neighbouring days', () => {
    const weeks = monthGrid({ year: 2026, month: 12 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toEqual({ date: '2026-11-30', dayOfMonth: 30, inMonth: false });
    expect(weeks[0]![1]).toEqual({ date: '2026-12-01', dayOfMonth: 1, inMonth: true });
    expect(weeks[4]![6]).toEqual({ date: '2027-01-03', dayOfMonth: 3, inMonth: false });
  });

  it('holds every day of any month exactly once, in whole weeks starting on Monday (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1970, max: 2200 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const weeks = monthGrid({ year, month });
        expect(weeks.length).toBeGreaterThanOrEqual(4);
        expect(weeks.length).toBeLessThanOrEqual(6);
        const days = weeks.flat();
        const inMonth = days.filter((day) => day.inMonth);
        expect(inMonth.length).toBe(new Date(Date.UTC(year, month, 0)).getUTCDate());
        expect(inMonth.map((day) => day.dayOfMonth)).toEqual(inMonth.map((_, i) => i + 1));
        expect(new Date(`${days[0]!.date}T00:00:00Z`).getUTCDay()).toBe(1);
        for (let i = 1; i < days.length; i++) {
          expect(Date.parse(days[i]!.date) - Date.parse(days[i - 1]!.date)).toBe(86_400_000);
        }
      }),
    );
  });
});

describe('months', () => {
  it('parses, formats, shifts and names months', () => {
    const fallback = { year: 2026, month: 11 };
    expect(parseMonth('2027-02', fallback)).toEqual({ year: 2027, month: 2 });
    expect(parseMonth('2027-13', fallback)).toBe(fallback);
    expect(parseMonth(null, fallback)).toBe(fallback);
    expect(formatMonth(shiftMonth({ year: 2026, month: 12 }, 1))).toBe('2027-01');
    expect(formatMonth(shiftMonth({ year: 2026, month: 1 }, -1))).toBe('2025-12');
    expect(monthLabel({ year: 2026, month: 12 })).toBe('December 2026');
  });
});
