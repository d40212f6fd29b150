/** A point in time as callers pass it. */
export type Instant = Date | number;

const MS_PER_DAY = 86_400_000;
const MS_PER_HOUR = 3_600_000;

const toMs = (instant: Instant): number => (typeof instant === 'number' ? instant : instant.getTime());
const utcDay = (ms: number): number => {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) / MS_PER_DAY;
};

/**
 * Nights or days booked between `start` and an exclusive `end`: whole UTC calendar days, since
 * day-based bookings are stored at UTC midnight.
 */
export function calculateQuantityFromDates(start: Instant, end: Instant): number {
  return utcDay(toMs(end)) - utcDay(toMs(start));
}

/**
 * Hours booked, possibly fractional (90 minutes → 1.5). A plain number on purpose: the web
 * template sends the same float, so both sides compute the same line total from it.
 */
export function calculateQuantityFromHours(start: Instant, end: Instant): number {
  return (toMs(end) - toMs(start)) / MS_PER_HOUR;
}
