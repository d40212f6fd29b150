import { BOOKABLE_DAY_COUNT } from '@mercato/core/availability/booking-rules';
import { dateOfDayNumber, dayNumberOf, dayStartOf, wallClockOf } from '../../lib/calendar/local-time.ts';
import {
  formatMonth,
  type MonthRef,
  monthGrid,
  monthLabel,
  monthOfInstant,
  parseMonth,
  shiftMonth,
} from '../../lib/calendar/month-calendar.ts';
import type { BookingRangeView } from './booking-range-view.ts';

// The listing page's booking panel (spec §2 ListingPage) for bookings by the hour or by a price
// variant's session: which days of a month can be booked and the free hours of the chosen day —
// read from `timeslots/query`, on the wall clock of the listing's availability plan. Pure: the
// loader fetches, this shapes. Bookings by the night or the day choose a range instead
// (booking-range-view.ts).

/** A free slot as `timeslots/query` answers it. */
export interface BookingSlot {
  start: Date;
  end: Date;
  seats: number;
}

/** One day of the booking calendar. */
export interface BookingDayView {
  date: string;
  dayOfMonth: number;
  inMonth: boolean;
  available: boolean;
  selected: boolean;
}

/** A free period of the chosen day, on the listing's clock. */
export interface BookingTimeView {
  start: string;
  end: string;
  label: string;
}

/** What the booking panel draws: a day and its times, or a range of nights or days. */
export type BookingCalendarView = BookingTimesView | BookingRangeView;

/** The booking panel of a listing booked by the hour or by session. */
export interface BookingTimesView {
  /** `YYYY-MM` of the month shown. */
  month: string;
  label: string;
  /** The neighbouring months within the bookable window, or null at its edges. */
  previousMonth: string | null;
  nextMonth: string | null;
  weeks: BookingDayView[][];
  /** Whether the month shown has any day that can be booked. */
  hasAvailability: boolean;
  selectedDate: string | null;
  /** The free periods of the chosen day. */
  times: BookingTimeView[];
  kind: 'time';
  timeZone: string;
  /** The price variant whose session length the choices are for (kept in the calendar's links). */
  variantName: string | null;
  /** The start and end choices of the order panel's selects for the chosen day (see `bookingChoicesOf`). */
  choices: BookingChoices;
}

/** One option of a start or end select: the instant (ISO) and its wall-clock label. */
export interface BookingChoice {
  value: string;
  label: string;
  /** Which free period of the day it lies in (bookings by the hour): a booking never spans two. */
  period?: number;
}

/**
 * The ends a booking from `start` may have: after it, in the same free period (10:00 is no end of
 * a booking from 10:00, and 16:00 none of one from 09:00 when the day is free 09–12 and 14–16).
 */
export function endsAfter(choices: BookingChoices, start: string | undefined): BookingChoice[] {
  const from = choices.starts.find((choice) => choice.value === start) ?? choices.starts[0];
  if (!from) return [];
  const startMs = Date.parse(from.value);
  return choices.ends.filter(
    (end) => Date.parse(end.value) > startMs && (from.period === undefined || end.period === from.period),
  );
}

/** What the order panel offers to book on the chosen day. */
export interface BookingChoices {
  starts: BookingChoice[];
  ends: BookingChoice[];
  /** The most seats free at once on the chosen day (the seats select goes up to it). */
  maxSeats: number;
}

const HOUR_MS = 3_600_000;

const DAY_MS = 86_400_000;

/** The month to show: the one asked for (`?month=YYYY-MM`) within the bookable window, else today's. */
export function bookingMonthOf(asked: string | null, now: Date, timeZone: string): MonthRef {
  const current = monthOfInstant(now, timeZone);
  const last = monthOfInstant(new Date(now.getTime() + BOOKABLE_DAY_COUNT * DAY_MS), timeZone);
  const month = parseMonth(asked, current);
  const index = (m: MonthRef) => m.year * 12 + m.month;
  return index(month) < index(current) || index(month) > index(last) ? current : month;
}

/** The instants to ask `timeslots/query` for: the month, from now, at most the bookable days ahead. */
export function bookingWindowOf(
  month: MonthRef,
  now: Date,
  timeZone: string,
): { start: Date; end: Date } | null {
  const first = dayNumberOf(`${formatMonth(month)}-01`);
  const next = dayNumberOf(`${formatMonth(shiftMonth(month, 1))}-01`);
  if (first === null || next === null) return null;
  const start = Math.max(now.getTime(), dayStartOf(first, timeZone).getTime());
  const end = Math.min(now.getTime() + BOOKABLE_DAY_COUNT * DAY_MS, dayStartOf(next, timeZone).getTime());
  return start < end ? { start: new Date(start), end: new Date(end) } : null;
}

/**
 * The days with a free seat, by date on `timeZone`'s clock: a slot marks every day it touches, a
 * slot ending exactly at midnight not the next one. Slots already over at `now` mark nothing.
 */
export function availableDatesOf(slots: readonly BookingSlot[], timeZone: string, now: Date): Set<string> {
  const dates = new Set<string>();
  for (const slot of slots) {
    if (slot.seats < 1 || slot.end.getTime() <= now.getTime()) continue;
    const from = wallClockOf(new Date(Math.max(slot.start.getTime(), now.getTime())), timeZone).day;
    const to = wallClockOf(new Date(slot.end.getTime() - 1), timeZone).day;
    for (let day = from; day <= to; day++) dates.add(dateOfDayNumber(day));
  }
  return dates;
}

/** The free periods of one day, clipped to it and to `now`, as `09:00 – 17:00`. */
export function freeTimesOf(
  slots: readonly BookingSlot[],
  date: string,
  timeZone: string,
  now: Date,
): BookingTimeView[] {
  const day = dayNumberOf(date);
  if (day === null) return [];
  const dayStart = dayStartOf(day, timeZone).getTime();
  const dayEnd = dayStartOf(day + 1, timeZone).getTime();
  const times: BookingTimeView[] = [];
  for (const slot of slots) {
    if (slot.seats < 1) continue;
    const start = Math.max(slot.start.getTime(), dayStart, now.getTime());
    const end = Math.min(slot.end.getTime(), dayEnd);
    if (start >= end) continue;
    const from = wallClockOf(new Date(start), timeZone).time;
    const to = end === dayEnd ? '24:00' : wallClockOf(new Date(end), timeZone).time;
    times.push({
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      label: `${from} – ${to}`,
    });
  }
  return times.sort((a, b) => a.start.localeCompare(b.start));
}

/**
 * Whole hours within the free periods of a day: starts are the hours an hour can begin at, ends
 * the hours a booking can end at (an hour or more after a start of the same period).
 */
export function hourChoicesOf(times: readonly BookingTimeView[], timeZone: string): BookingChoices {
  const starts: BookingChoice[] = [];
  const ends: BookingChoice[] = [];
  const option = (ms: number, isEndOfDay: boolean): BookingChoice => ({
    value: new Date(ms).toISOString(),
    label: isEndOfDay ? '24:00' : wallClockOf(new Date(ms), timeZone).time,
  });
  times.forEach((time, period) => {
    const from = Math.ceil(new Date(time.start).getTime() / HOUR_MS) * HOUR_MS;
    const to = new Date(time.end).getTime();
    for (let ms = from; ms + HOUR_MS <= to; ms += HOUR_MS) {
      starts.push({ ...option(ms, false), period });
      ends.push({ ...option(ms + HOUR_MS, ms + HOUR_MS === to && time.label.endsWith('24:00')), period });
    }
  });
  return { starts, ends, maxSeats: 1 };
}

/**
 * Fixed-length bookings (a price variant's session): starts every `everyMinutes` (on the clock's
 * quarter, half or whole hours) where a session of `minutes` fits in a free period, each ending
 * `minutes` later.
 */
export function fixedLengthChoicesOf(
  times: readonly BookingTimeView[],
  timeZone: string,
  minutes: number,
  everyMinutes: number,
): BookingChoices {
  const starts: BookingChoice[] = [];
  const ends: BookingChoice[] = [];
  const length = minutes * 60_000;
  const step = everyMinutes * 60_000;
  const option = (ms: number): BookingChoice => ({
    value: new Date(ms).toISOString(),
    label: wallClockOf(new Date(ms), timeZone).time,
  });
  for (const time of times) {
    const from = Math.ceil(new Date(time.start).getTime() / step) * step;
    const to = new Date(time.end).getTime();
    for (let ms = from; ms + length <= to; ms += step) {
      starts.push(option(ms));
      ends.push(option(ms + length));
    }
  }
  return { starts, ends, maxSeats: 1 };
}

/** The most seats any free slot touching a day offers (at least 1). */
export function maxSeatsOnDay(
  slots: readonly BookingSlot[],
  date: string,
  timeZone: string,
  now: Date,
): number {
  const day = dayNumberOf(date);
  if (day === null) return 1;
  const dayStart = Math.max(dayStartOf(day, timeZone).getTime(), now.getTime());
  const dayEnd = dayStartOf(day + 1, timeZone).getTime();
  let most = 1;
  for (const slot of slots) {
    if (slot.start.getTime() < dayEnd && slot.end.getTime() > dayStart) most = Math.max(most, slot.seats);
  }
  return most;
}

/** The booking panel of one month, with the chosen day (`?date=`) when it can be booked. */
export function bookingCalendarOf(input: {
  slots: readonly BookingSlot[];
  month: MonthRef;
  now: Date;
  timeZone: string;
  askedDate: string | null;
  /** A price variant's session length and start interval, for listings booked by variant. */
  fixedLength?: { name: string; minutes: number; everyMinutes: number } | null;
}): BookingTimesView {
  const { slots, month, now, timeZone } = input;
  const available = availableDatesOf(slots, timeZone, now);
  const selectedDate = input.askedDate && available.has(input.askedDate) ? input.askedDate : null;
  const weeks = monthGrid(month).map((week) =>
    week.map((day) => ({
      ...day,
      available: day.inMonth && available.has(day.date),
      selected: day.date === selectedDate,
    })),
  );
  const times = selectedDate ? freeTimesOf(slots, selectedDate, timeZone, now) : [];
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const shown = (m: MonthRef) =>
    formatMonth(bookingMonthOf(formatMonth(m), now, timeZone)) === formatMonth(m);
  return {
    month: formatMonth(month),
    label: monthLabel(month),
    previousMonth: shown(previous) ? formatMonth(previous) : null,
    nextMonth: shown(next) ? formatMonth(next) : null,
    weeks,
    hasAvailability: weeks.some((week) => week.some((day) => day.available)),
    selectedDate,
    times,
    kind: 'time',
    timeZone,
    variantName: input.fixedLength?.name ?? null,
    choices: !selectedDate
      ? { starts: [], ends: [], maxSeats: 1 }
      : {
          ...(input.fixedLength
            ? fixedLengthChoicesOf(times, timeZone, input.fixedLength.minutes, input.fixedLength.everyMinutes)
            : hourChoicesOf(times, timeZone)),
          maxSeats: maxSeatsOnDay(slots, selectedDate, timeZone, now),
        },
  };
}
