import { BOOKABLE_DAY_COUNT } from '@mercato/core/availability/booking-rules';
import { dateOfDayNumber, dayNumberOf, dayStartOf, wallClockOf } from '../../lib/calendar/local-time.ts';
import type { BookingSlot } from './booking-calendar.ts';
import {
  chooseDay,
  chosenDayOfEnd,
  MAX_BOOKING_DAYS,
  NO_CHOICE,
  type RangeChoice,
  type RangeRules,
  type RangeUnit,
} from './booking-range.ts';

// The booking panel of a listing booked by the night or the day (spec §2 ListingPage): the free
// seats of every bookable day, read from one `timeslots/query` over the 90 bookable days on the
// listing's clock, so that the calendar can move between months and choose a range in the browser
// without asking the server again. Pure: the loader fetches, this shapes.

const DAY_MS = 86_400_000;

/** What the range calendar draws (the page's data: small, a number a day). */
export interface BookingRangeView {
  kind: 'range';
  unit: RangeUnit;
  /** The zone of the listing's availability plan: its days start at its midnights. */
  timeZone: string;
  /** The first bookable day, today on the listing's clock (`YYYY-MM-DD`): day 0 of `seats`. */
  first: string;
  /** Free seats of each bookable day from `first` (0: none). */
  seats: number[];
  maxLength: number;
  /** `YYYY-MM` of the month shown first, and of the first and last months there is anything to choose in. */
  month: string;
  firstMonth: string;
  lastMonth: string;
  /** The choice the URL carries (`?from=&to=`), as day numbers from `first`, once checked. */
  start: number | null;
  end: number | null;
}

/** The instants to ask `timeslots/query` for: the 90 bookable days from today's midnight on `timeZone`. */
export function rangeWindowOf(now: Date, timeZone: string): { start: Date; end: Date } {
  const start = dayStartOf(wallClockOf(now, timeZone).day, timeZone);
  return { start, end: new Date(start.getTime() + BOOKABLE_DAY_COUNT * DAY_MS) };
}

/**
 * The seats free all day long on each of `count` days from day number `first` on `timeZone`'s clock:
 * the fewest any slot covering the day offers, or 0 when the free slots leave a gap in it. A day is
 * looked at only within `window` (the instants asked for), the rest of it is the platform's to refuse.
 */
export function daySeatsOf(
  slots: readonly BookingSlot[],
  first: number,
  count: number,
  timeZone: string,
  window: { start: Date; end: Date },
): number[] {
  const sorted = [...slots].sort((a, b) => a.start.getTime() - b.start.getTime());
  const seats: number[] = [];
  for (let day = first; day < first + count; day++) {
    const from = Math.max(dayStartOf(day, timeZone).getTime(), window.start.getTime());
    const to = Math.min(dayStartOf(day + 1, timeZone).getTime(), window.end.getTime());
    let covered = from;
    let fewest = Number.POSITIVE_INFINITY;
    for (const slot of sorted) {
      if (covered >= to || slot.start.getTime() > covered) break;
      if (slot.end.getTime() <= covered || slot.seats < 1) continue;
      fewest = Math.min(fewest, slot.seats);
      covered = slot.end.getTime();
    }
    seats.push(from < to && covered >= to ? fewest : 0);
  }
  return seats;
}

/**
 * The range calendar of a listing: its free days from today, the month to show (`?month=`, else the
 * chosen start's, else that of the first day that can be chosen, which is today's unless the rest
 * of this month is taken: late in a month a visitor lands where there is something to choose) and
 * the choice the URL carries (`?from=` the first day, `?to=` the
 * check-out or last day; `?date=` as the first day too, where the checkout sends people back with
 * it), each kept only when the rules would let it be chosen.
 */
export function bookingRangeOf(input: {
  slots: readonly BookingSlot[];
  now: Date;
  timeZone: string;
  unit: RangeUnit;
  window: { start: Date; end: Date };
  params: URLSearchParams;
}): BookingRangeView {
  const { timeZone, unit } = input;
  const today = wallClockOf(input.now, timeZone).day;
  const seats = daySeatsOf(input.slots, today, BOOKABLE_DAY_COUNT, timeZone, input.window);
  const rules: RangeRules = { unit, seats, maxLength: MAX_BOOKING_DAYS };
  const dayOf = (name: string) => {
    const date = input.params.get(name);
    const day = date === null ? null : dayNumberOf(date);
    return day === null ? null : day - today;
  };
  let choice: RangeChoice = NO_CHOICE;
  const from = dayOf('from') ?? dayOf('date');
  if (from !== null) choice = chooseDay(rules, NO_CHOICE, from).choice;
  const to = dayOf('to');
  if (choice.start !== null && to !== null) {
    const next = chooseDay(rules, choice, to);
    if (!next.refusal && next.choice.start === choice.start) choice = next.choice;
  }
  const monthOf = (day: number) => dateOfDayNumber(today + day).slice(0, 7);
  const firstMonth = monthOf(0);
  const lastMonth = monthOf(chosenDayOfEnd(rules, seats.length));
  const asked = input.params.get('month') ?? '';
  const firstFree = seats.findIndex((_, day) => !chooseDay(rules, NO_CHOICE, day).refusal);
  const month =
    /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) && asked >= firstMonth && asked <= lastMonth
      ? asked
      : choice.start !== null
        ? monthOf(choice.start)
        : firstFree >= 0
          ? monthOf(firstFree)
          : firstMonth;
  return {
    kind: 'range',
    unit,
    timeZone,
    first: dateOfDayNumber(today),
    seats,
    maxLength: rules.maxLength,
    month,
    firstMonth,
    lastMonth,
    start: choice.start,
    end: choice.end,
  };
}
