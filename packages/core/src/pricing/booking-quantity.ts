/** A point in time as callers pass it. */
export type Instant = Date | number;

const MS_PER_DAY = 86_400_000;
const MS_PER_HOUR = 3_600_000;

const toMs = (instant: Instant): number => (typeof instant === 'number' ? instant : instant.getTime());
/**
 * Nights or days booked between `start` and an exclusive `end`: whole days of 24 hours, rounded, so
 * that a booking from one local midnight to another counts its days in any time zone, a day of 23 or
 * 25 hours at a daylight-saving change included (and UTC midnights, as older clients send, alike).
 */
export function calculateQuantityFromDates(start: Instant, end: Instant): number {
  return Math.round((toMs(end) - toMs(start)) / MS_PER_DAY);
}

/**
 * Hours booked, possibly fractional (90 minutes → 1.5). A plain number on purpose: the web
 * template sends the same float, so both sides compute the same line total from it.
 */
export function calculateQuantityFromHours(start: Instant, end: Instant): number {
  return (toMs(end) - toMs(start)) / MS_PER_HOUR;
}
