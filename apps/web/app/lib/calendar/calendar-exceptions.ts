// Availability exceptions on the listing editor's month calendar: which days each one touches, the
// instants a month's grid spans, and a range in words. Apart from month-calendar.ts, which the
// listing page's booking calendar shares, so that the page's first load does not carry them.
import { dateOfDayNumber, dayNumberOf, dayStartOf, wallClockOf } from './local-time.ts';
import { type CalendarDay, MONTH_NAMES } from './month-calendar.ts';

/** An exception as the calendar shows it. */
export interface CalendarException {
  id: string;
  start: Date;
  end: Date;
  seats: number;
}

/** The instants the grid spans in `timeZone`: what to ask `availability_exceptions/query` for. */
export function gridWindow(weeks: readonly CalendarDay[][], timeZone: string): { start: Date; end: Date } {
  const first = dayNumberOf(weeks[0]![0]!.date)!;
  const last = dayNumberOf(weeks[weeks.length - 1]![6]!.date)!;
  return { start: dayStartOf(first, timeZone), end: dayStartOf(last + 1, timeZone) };
}

/**
 * The exceptions touching each day of the grid, by date: an exception from Monday 22:00 to
 * Tuesday 02:00 marks both days; one ending exactly at midnight does not mark the next day.
 */
export function exceptionsByDate<T extends CalendarException>(
  weeks: readonly CalendarDay[][],
  exceptions: readonly T[],
  timeZone: string,
): Map<string, T[]> {
  const byDate = new Map<string, T[]>();
  const firstDay = dayNumberOf(weeks[0]![0]!.date)!;
  const lastDay = dayNumberOf(weeks[weeks.length - 1]![6]!.date)!;
  for (const exception of exceptions) {
    const from = wallClockOf(exception.start, timeZone).day;
    const endClock = wallClockOf(new Date(exception.end.getTime() - 1), timeZone);
    for (let day = Math.max(from, firstDay); day <= Math.min(endClock.day, lastDay); day++) {
      const date = dateOfDayNumber(day);
      const list = byDate.get(date) ?? [];
      list.push(exception);
      byDate.set(date, list);
    }
  }
  for (const list of byDate.values()) list.sort((a, b) => a.start.getTime() - b.start.getTime());
  return byDate;
}

const SHORT_MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function shortDate(date: string): string {
  const day = dayNumberOf(date)!;
  const weekday = WEEKDAYS[(((day + 3) % 7) + 7) % 7];
  return `${weekday} ${Number(date.slice(8, 10))} ${SHORT_MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

/**
 * An exception's range in words on the listing's wall clock: whole days as `Mon 7 Dec 2026` or
 * `Mon 7 Dec 2026 – Wed 9 Dec 2026`, anything else with times (`Mon 7 Dec 2026, 09:00 – 12:00`).
 */
export function describeRange(start: Date, end: Date, timeZone: string): string {
  const from = wallClockOf(start, timeZone);
  const to = wallClockOf(end, timeZone);
  if (from.time === '00:00' && to.time === '00:00') {
    const lastDate = dateOfDayNumber(to.day - 1);
    return lastDate === from.date ? shortDate(from.date) : `${shortDate(from.date)} – ${shortDate(lastDate)}`;
  }
  if (from.date === to.date) return `${shortDate(from.date)}, ${from.time} – ${to.time}`;
  return `${shortDate(from.date)}, ${from.time} – ${shortDate(to.date)}, ${to.time}`;
}
