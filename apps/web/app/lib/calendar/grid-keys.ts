import { dateOfDayNumber, dayNumberOf } from './local-time.ts';

// The keys of a month grid of days, as the WAI-ARIA date picker pattern has them: arrows by a day
// or a week, Home and End to the week's Monday and Sunday, PageUp and PageDown to the same day of
// the month before or after (its last day when it has fewer).

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** The day (a day number: days since 1970-01-01) `key` moves the focus to from `day`, or null for other keys. */
export function dayAfterKey(key: string, day: number): number | null {
  if (key in STEPS) return day + (STEPS[key] ?? 0);
  const weekday = (((day + 3) % 7) + 7) % 7; // Monday 0: 1970-01-01 was a Thursday
  if (key === 'Home') return day - weekday;
  if (key === 'End') return day + 6 - weekday;
  if (key !== 'PageUp' && key !== 'PageDown') return null;
  const date = dateOfDayNumber(day);
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + (key === 'PageUp' ? -1 : 1);
  const firstOf = (i: number) =>
    dayNumberOf(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`) ?? day;
  const first = firstOf(index);
  return first + Math.min(Number(date.slice(8)), firstOf(index + 1) - first) - 1;
}
