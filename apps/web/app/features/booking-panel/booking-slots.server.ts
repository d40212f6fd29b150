import { AvailabilityPlanSchema, planTimeZone } from '@mercato/core/availability/availability-plan';
import type { ListingResource } from '@mercato/core/contracts/listing';
import type { MercatoSdk } from '@mercato/sdk/client';
import { formatMonth, type MonthRef, shiftMonth } from '../../lib/calendar/month-calendar.ts';
import {
  availableDatesOf,
  type BookingCalendarView,
  type BookingSlot,
  bookingCalendarOf,
  bookingMonthOf,
  bookingWindowOf,
} from './booking-calendar.ts';
import { bookingRangeOf, rangeWindowOf } from './booking-range-view.ts';

// Free time slots of a listing's month (bookings by the hour) or of its 90 bookable days (by the
// night or the day), kept for 60 seconds per listing and month (spec §2: the booking panel's dates
// are cached for a minute), shared by every visitor of this server — and only
// while the database's change mark stays the one they were read under, when the request knows it
// (ADR 016): a booking made or expired meanwhile shows on the next page. The checkout checks the
// time again anyway.

const TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;
const cache = new Map<string, { at: number; slots: BookingSlot[]; mark: string | undefined }>();

/** Forgets every cached month (tests). */
export function clearBookingSlotCache(): void {
  cache.clear();
}

/**
 * Forgets a listing's cached months: a booking was just requested through this server, so the
 * next visitor (and the customer going back) sees its time taken at once, not within the minute.
 */
export function forgetBookingSlots(listingId: string): void {
  for (const key of cache.keys()) if (key.startsWith(`${listingId}|`)) cache.delete(key);
}

async function slotsOf(
  sdk: MercatoSdk,
  listingId: string,
  /** `YYYY-MM` of a month, or `days` for the whole bookable window. */
  part: string,
  window: { start: Date; end: Date },
  now: number,
  mark: string | undefined,
): Promise<BookingSlot[]> {
  const key = `${listingId}|${part}`;
  const hit = cache.get(key);
  if (hit && now - hit.at < TTL_MS && (mark === undefined || hit.mark === mark)) return hit.slots;
  const response = await sdk.timeslots.query({
    listingId,
    start: window.start.toISOString(),
    end: window.end.toISOString(),
    perPage: 500,
  });
  const slots = response.data.map(({ attributes }) => ({
    start: new Date(attributes.start),
    end: new Date(attributes.end),
    seats: attributes.seats,
  }));
  if (cache.size >= MAX_ENTRIES) {
    for (const [k, entry] of cache) if (now - entry.at >= TTL_MS) cache.delete(k);
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  }
  cache.set(key, { at: now, slots, mark });
  return slots;
}

/**
 * The booking panel of a published listing booked by time, for the month and day the URL asks for
 * (`?month=YYYY-MM&date=YYYY-MM-DD`), or by the night or the day, with the range the URL carries
 * (`?month=&from=&to=`); null for listings without a plan, or when the time slots cannot be read
 * (the page still shows, without the calendar).
 */
export async function bookingCalendarFor(
  sdk: MercatoSdk,
  listing: ListingResource,
  url: URL,
  now: Date = new Date(),
  fixedLength: { name: string; minutes: number; everyMinutes: number } | null = null,
  /** The database's change mark as this request found it (`AppLoadContext.changeMark`). */
  mark: string | undefined = undefined,
): Promise<BookingCalendarView | null> {
  const parsed = AvailabilityPlanSchema.safeParse(listing.attributes.availabilityPlan);
  if (!parsed.success) return null;
  const plan = parsed.data;
  const timeZone = planTimeZone(plan);
  if (plan.type === 'availability-plan/day') {
    const window = rangeWindowOf(now, timeZone);
    const unit = (listing.attributes.publicData as { unitType?: unknown } | undefined)?.unitType;
    try {
      const slots = await slotsOf(sdk, listing.id, 'days', window, now.getTime(), mark);
      return bookingRangeOf({
        slots,
        now,
        timeZone,
        unit: unit === 'night' ? 'night' : 'day',
        window,
        params: url.searchParams,
      });
    } catch {
      return null;
    }
  }
  const asked = url.searchParams.get('month');
  const slotsIn = async (month: MonthRef): Promise<BookingSlot[]> => {
    const window = bookingWindowOf(month, now, timeZone);
    return window ? slotsOf(sdk, listing.id, formatMonth(month), window, now.getTime(), mark) : [];
  };
  const nothingFree = (slots: readonly BookingSlot[]) => availableDatesOf(slots, timeZone, now).size === 0;
  let month = bookingMonthOf(asked, now, timeZone);
  let slots: BookingSlot[];
  try {
    slots = await slotsIn(month);
    // Late in a month the rest of it can be taken or closed: unless a month is asked for, the
    // calendar opens on the first month with a free time (a query more for each month passed over).
    for (
      let next = shiftMonth(month, 1);
      asked === null && nothingFree(slots) && bookingWindowOf(next, now, timeZone);
      next = shiftMonth(next, 1)
    ) {
      const found = await slotsIn(next);
      if (!nothingFree(found)) [month, slots] = [next, found];
    }
  } catch {
    return null;
  }
  return bookingCalendarOf({
    slots,
    month,
    now,
    timeZone,
    askedDate: url.searchParams.get('date'),
    fixedLength,
  });
}
