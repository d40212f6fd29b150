import { describe, expect, it } from 'vitest';
import { describeRange, exceptionsByDate, gridWindow } from './calendar-exceptions.ts';
import { instantOf } from './local-time.ts';
import { monthGrid } from './month-calendar.ts';

describe('exceptions on the calendar', () => {
  const zone = 'Europe/Helsinki';
  const weeks = monthGrid({ year: 2026, month: 12 });
  const at = (date: string, time: string) => instantOf(date, time, zone)!;

  it('asks for the grid from its first local midnight to the one after its last day', () => {
    expect(gridWindow(weeks, zone)).toEqual({
      start: new Date('2026-11-29T22:00:00Z'),
      end: new Date('2027-01-03T22:00:00Z'),
    });
  });

  it('marks each local day an exception touches; an end at midnight does not mark the next day', () => {
    const whole = { id: 'a', start: at('2026-12-24', '00:00'), end: at('2026-12-26', '00:00'), seats: 0 };
    const night = { id: 'b', start: at('2026-12-07', '22:00'), end: at('2026-12-08', '02:00'), seats: 2 };
    const marks = exceptionsByDate(weeks, [whole, night], zone);
    expect([...marks.keys()].sort()).toEqual(['2026-12-07', '2026-12-08', '2026-12-24', '2026-12-25']);
  });

  it('describes ranges on the listing wall clock', () => {
    expect(describeRange(at('2026-12-24', '00:00'), at('2026-12-26', '00:00'), zone)).toBe(
      'Thu 24 Dec 2026 – Fri 25 Dec 2026',
    );
    expect(describeRange(at('2026-12-24', '00:00'), at('2026-12-25', '00:00'), zone)).toBe('Thu 24 Dec 2026');
    expect(describeRange(at('2026-12-07', '09:00'), at('2026-12-07', '12:30'), zone)).toBe(
      'Mon 7 Dec 2026, 09:00 – 12:30',
    );
  });
});
