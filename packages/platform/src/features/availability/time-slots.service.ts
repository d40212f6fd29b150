import type { AvailabilityPlan } from '@mercato/core/availability/availability-plan';
import { AvailabilityPlanSchema, DAYS_OF_WEEK } from '@mercato/core/availability/availability-plan';
import type { TimeSlotsQuery } from '@mercato/core/availability/query-time-slots';
import { queryTimeSlots } from '@mercato/core/availability/query-time-slots';
import { DAY_MS, MINUTE_MS } from '@mercato/core/availability/time-constants';
import type { TimeSlot } from '@mercato/core/availability/time-slots';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { isPubliclyVisible } from '../listings/listing.ts';
import { findListingById } from '../listings/listings.queries.ts';
import { findExceptionsOverlapping } from './availability-exceptions.repository.ts';
import { readTakenSeats } from './taken-seats.ts';

/**
 * The plan of a listing that has none: every day bookable with one seat, as Sharetribe assumes, so
 * that exceptions alone can shape such a listing's calendar.
 */
export const DEFAULT_AVAILABILITY_PLAN: AvailabilityPlan = {
  type: 'availability-plan/day',
  entries: DAYS_OF_WEEK.map((dayOfWeek) => ({ dayOfWeek, seats: 1 })),
};

/** What `timeslots/query` asks for, parsed and within the limits of `checkTimeSlotsQueryRange`. */
export interface ListingTimeSlotsQuery extends TimeSlotsQuery {
  listingId: string;
  page: number;
  perPage: number;
}

/**
 * A listing's stored plan as the slot maths reads it: none means the default plan; one that no
 * longer validates means no availability at all (no time slots, no bookings, no availability
 * search finds it), and is logged.
 */
export function availabilityPlanOf(
  ctx: PlatformContext,
  listingId: string,
  stored: unknown,
): AvailabilityPlan | null {
  if (stored === null || stored === undefined) return DEFAULT_AVAILABILITY_PLAN;
  const parsed = AvailabilityPlanSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  ctx.log.warn({ listingId }, 'stored availability plan does not validate; the listing has no availability');
  return null;
}

/**
 * The stretch whose exceptions and bookings the engine can look at: the query (with the look-ahead of
 * `minDurationStartingInInterval`) within a day of the 90-day bookable window, whatever the plan type.
 */
function readRange(query: TimeSlotsQuery, nowMs: number): { start: Date; end: Date } {
  const lookaheadMs = (query.minDurationStartingInInterval ?? 0) * MINUTE_MS;
  const start = Math.max(query.start.getTime(), nowMs - 2 * DAY_MS);
  const end = Math.min(query.end.getTime() + lookaheadMs, nowMs + 92 * DAY_MS);
  return { start: new Date(start), end: new Date(Math.max(start, end)) };
}

/**
 * `timeslots/query`: the free time of a listing from its plan, exceptions and the seats bookings
 * take, as maximal slots (or per interval, spec §7), clipped to the bookable window. Others' drafts
 * and deleted listings are 404; a closed listing, or a draft to its author, has no slots.
 */
export async function queryListingTimeSlots(
  ctx: PlatformContext,
  viewerId: string | null,
  query: ListingTimeSlotsQuery,
): Promise<{ slots: TimeSlot[]; total: number }> {
  const now = ctx.clock();
  const range = readRange(query, now.getTime());
  // One round of reads; what is read for a listing the caller may not see is never shown.
  const [listing, exceptions, bookings] = await Promise.all([
    findListingById(ctx.db, query.listingId),
    findExceptionsOverlapping(ctx.db, query.listingId, range),
    readTakenSeats(ctx, query.listingId, range),
  ]);
  const visible =
    listing && !listing.deleted && (isPubliclyVisible(listing) || listing.authorId === viewerId);
  if (!listing || !visible) {
    throw new AppError('not-found', 'Listing not found', { source: { path: ['listingId'], type: 'query' } });
  }
  const plan =
    listing.state === 'published' ? availabilityPlanOf(ctx, listing.id, listing.availabilityPlan) : null;
  if (!plan) return { slots: [], total: 0 };
  const slots = queryTimeSlots(plan, exceptions, bookings, query, now);
  const offset = (query.page - 1) * query.perPage;
  return { slots: slots.slice(offset, offset + query.perPage), total: slots.length };
}
