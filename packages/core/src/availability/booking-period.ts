// How a booking's time reads to people: on the listing's own clock, naming its zone when it shows
// hours. The web pages (checkout, order, sale, inbox) and the transaction emails share it, so an
// email says exactly what the order page says.

import { AvailabilityPlanSchema, planTimeZone } from './availability-plan.ts';

/** Booking start and end as the listing's clock shows them, e.g. "Mon, Dec 7, 10:00 – 12:00". */
export function bookingPeriodText(
  booking: { start: string; end: string } | null,
  kind: 'time' | 'day',
  timeZone = 'Etc/UTC',
): string | null {
  if (!booking) return null;
  const start = new Date(booking.start);
  const end = new Date(booking.end);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  if (kind === 'day') {
    const day = (d: Date) =>
      d.toLocaleDateString('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
    return `${day(start)} – ${day(end)}`;
  }
  const date = start.toLocaleDateString('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  const time = (d: Date) =>
    d.toLocaleTimeString('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  // On the listing's clock, and saying which: the customer may be anywhere (the listing page too
  // names the zone of its times).
  return `${date}, ${time(start)} – ${time(end)} (${zoneName(timeZone)})`;
}

/** A zone as people read it: `America/New_York` → `America/New York`, `Etc/UTC` → `UTC`. */
export function zoneName(timeZone: string): string {
  return timeZone === 'Etc/UTC' || timeZone === 'UTC' ? 'UTC' : timeZone.replaceAll('_', ' ');
}

/** How a listing's bookings are counted and on which clock they are shown, from its plan. */
export function listingClockOf(availabilityPlan: unknown): { kind: 'time' | 'day'; timeZone: string } {
  const plan = AvailabilityPlanSchema.safeParse(availabilityPlan);
  if (!plan.success) return { kind: 'time', timeZone: 'Etc/UTC' };
  return {
    kind: plan.data.type === 'availability-plan/time' ? 'time' : 'day',
    timeZone: planTimeZone(plan.data),
  };
}
