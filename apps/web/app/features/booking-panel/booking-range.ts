// Choosing a booking by the night or by the day in the booking panel's calendar (issue #26): which
// days can begin one, which can end it, and why the others cannot. Pure and on day numbers counted
// from the first bookable day on the listing's clock (0); the calendar turns them into dates, the
// checkout link into the listing's midnights (ADR 013).

/** Nights (check-in to check-out: the last day is left in the morning) or whole days (the last day is booked). */
export type RangeUnit = 'night' | 'day';

/** What can be booked: the free seats of each day from the first bookable one (0: none), the longest booking. */
export interface RangeRules {
  unit: RangeUnit;
  seats: readonly number[];
  /** Nights or days one booking may last at most. */
  maxLength: number;
}

/** The days chosen so far: the first one, then the day after the last one booked (the check-out day of nights). */
export interface RangeChoice {
  start: number | null;
  end: number | null;
}

/** Days booked in a row, `[start, end)`. */
export interface DayRange {
  start: number;
  end: number;
}

/**
 * Why a day cannot be chosen: it cannot begin a booking (`unavailable`), or cannot end the one begun —
 * it comes before its start, a day between them is not free (`day`), the booking would be longer than
 * allowed, or reach past the days open for booking.
 */
export type RangeRefusal =
  | { reason: 'unavailable' }
  | { reason: 'before-start' }
  | { reason: 'not-free'; day: number }
  | { reason: 'too-long' }
  | { reason: 'too-far' };

/** Nothing chosen yet. */
export const NO_CHOICE: RangeChoice = { start: null, end: null };

/** The longest booking the panel takes, in nights or days (the platform sets none; the 90 bookable days do). */
export const MAX_BOOKING_DAYS = 30;

/** The most seats one booking can take from the panel. */
export const MAX_SEATS_PER_BOOKING = 20;

/** Whether `day` has a free seat. */
export function isFree(rules: RangeRules, day: number): boolean {
  return (rules.seats[day] ?? 0) >= 1;
}

/** The end of a booking whose second chosen day is `day`: that day for nights, the day after for days. */
export function endOfChosen(rules: RangeRules, day: number): number {
  return rules.unit === 'night' ? day : day + 1;
}

/** The day a booking's end is chosen on (its check-out day, or its last day): `endOfChosen` undone. */
export function chosenDayOfEnd(rules: RangeRules, end: number): number {
  return rules.unit === 'night' ? end : end - 1;
}

/** The furthest end of a booking from `start`: up to the first day without a free seat, at most `maxLength` on. */
export function furthestEnd(rules: RangeRules, start: number): number {
  let end = start;
  while (end < start + rules.maxLength && isFree(rules, end)) end++;
  return end;
}

/** Why `[start, end)` cannot be booked, or null when it can (`start` is taken to be free). */
export function endRefusal(rules: RangeRules, start: number, end: number): RangeRefusal | null {
  if (end <= start) return { reason: 'before-start' };
  const furthest = furthestEnd(rules, start);
  if (end <= furthest) return null;
  if (furthest === start + rules.maxLength) return { reason: 'too-long' };
  return furthest >= rules.seats.length ? { reason: 'too-far' } : { reason: 'not-free', day: furthest };
}

/**
 * The booking a choice stands for, or null while it stands for none: nights need a check-out, while
 * a day chosen alone books that day.
 */
export function bookedRange(rules: RangeRules, choice: RangeChoice): DayRange | null {
  if (choice.start === null) return null;
  if (choice.end !== null) return { start: choice.start, end: choice.end };
  return rules.unit === 'day' ? { start: choice.start, end: choice.start + 1 } : null;
}

/**
 * What choosing `day` makes of `choice`, as people expect of a date-range calendar: the first day
 * chosen begins a booking, the second ends it (a day before the first begins it again instead), and
 * a day chosen after a whole booking begins a new one. A day that cannot be chosen leaves the choice
 * as it was, with the reason.
 */
export function chooseDay(
  rules: RangeRules,
  choice: RangeChoice,
  day: number,
): { choice: RangeChoice; refusal: RangeRefusal | null } {
  if (choice.start !== null && choice.end === null) {
    const end = endOfChosen(rules, day);
    const refusal = endRefusal(rules, choice.start, end);
    if (!refusal) return { choice: { start: choice.start, end }, refusal: null };
    if (refusal.reason !== 'before-start' || day === choice.start) return { choice, refusal };
  }
  return isFree(rules, day)
    ? { choice: { start: day, end: null }, refusal: null }
    : { choice, refusal: { reason: 'unavailable' } };
}

/** Where a day stands in the choice: its first day, a day within, its check-out or last day, or none of them. */
export function dayPlace(
  rules: RangeRules,
  choice: RangeChoice,
  day: number,
): 'start' | 'inside' | 'end' | null {
  if (choice.start === null) return null;
  if (day === choice.start) return 'start';
  if (choice.end === null) return null;
  const last = chosenDayOfEnd(rules, choice.end);
  if (day === last) return 'end';
  return day > choice.start && day < last ? 'inside' : null;
}

/** The seats free on every day of a booking (what the seats select offers). */
export function seatsFreeIn(rules: RangeRules, range: DayRange): number {
  let seats = Number.POSITIVE_INFINITY;
  for (let day = range.start; day < range.end; day++) seats = Math.min(seats, rules.seats[day] ?? 0);
  return seats === Number.POSITIVE_INFINITY ? 0 : seats;
}
