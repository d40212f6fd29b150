import { dateOfDayNumber, dayNumberOf, dayStartOf, wallClockOf } from './local-time.ts';

/** A month of the calendar. */
export interface MonthRef {
  year: number;
  /** 1–12. */
  month: number;
}

/** One cell of the month grid. */
export interface CalendarDay {
  date: string;
  /** Day of the month, 1–31. */
  dayOfMonth: number;
  /** Whether it belongs to the month shown (leading and trailing days of other months do not). */
  inMonth: boolean;
}

/** An exception as the calendar shows it. */
export interface CalendarException {
  id: string;
  start: Date;
  end: Date;
  seats: number;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2026-12` → December 2026; anything else (or nothing) → `fallback`. */
export function parseMonth(text: string | null | undefined, fallback: MonthRef): MonthRef {
  const match = /^(\d{4})-(\d{2})$/.exec(text ?? '');
  if (!match) return fallback;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || year < 1970 || year > 9999) return fallback;
  return { year, month };
}

/** `YYYY-MM` of a month. */
export function formatMonth({ year, month }: MonthRef): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The month `delta` months away. */
export function shiftMonth({ year, month }: MonthRef, delta: number): MonthRef {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** `December 2026`. */
export function monthLabel({ year, month }: MonthRef): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/** The month an instant falls in on the wall clock of `timeZone`. */
export function monthOfInstant(instant: Date, timeZone: string): MonthRef {
  const { date } = wallClockOf(instant, timeZone);
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

/**
 * The month as whole weeks, Monday first (spec §9: the week starts on Monday): 4 to 6 rows of
 * 7 days, with the days of the neighbouring months that complete the first and last weeks.
 */
export function monthGrid(ref: MonthRef): CalendarDay[][] {
  const first = dayNumberOf(`${formatMonth(ref)}-01`)!;
  const next = dayNumberOf(`${formatMonth(shiftMonth(ref, 1))}-01`)!;
  const mondayOffset = (((first + 3) % 7) + 7) % 7; // 1970-01-01 was a Thursday
  const gridStart = first - mondayOffset;
  const weeks: CalendarDay[][] = [];
  for (let weekStart = gridStart; weekStart < next; weekStart += 7) {
    const week: CalendarDay[] = [];
    for (let day = weekStart; day < weekStart + 7; day++) {
      const date = dateOfDayNumber(day);
      week.push({ date, dayOfMonth: Number(date.slice(8, 10)), inMonth: day >= first && day < next });
    }
    weeks.push(week);
  }
  return weeks;
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
