import { dateOfDayNumber, dayNumberOf, wallClockOf } from './local-time.ts';

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

/** The months' names, January first. */
export const MONTH_NAMES = [
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
