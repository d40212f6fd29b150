import { DAY_MS } from '@mercato/core/availability/time-constants';
import {
  type AvailabilityIndexEntry,
  INDEX_AHEAD_DAYS,
  INDEX_NEEDED_AHEAD_DAYS,
  INDEX_ROLL_AHEAD_DAYS,
  indexEntryOf,
} from '@mercato/core/search/availability-index';
import type { PlatformContext } from '../../context.ts';
import { toJsonObject } from '../../db/convert.ts';
import { findExceptionsOverlappingMany } from '../availability/availability.queries.ts';
import { availabilityPlanOf } from '../availability/time-slots.service.ts';
import { findSeatHoldingBookingsOfMany } from '../bookings/bookings.queries.ts';
import {
  findEntriesEndingBefore,
  findPlansOfListings,
  findQueuedListings,
  lockIndexWriters,
  replaceEntries,
} from './availability-index.repository.ts';

/** Listings worked out per transaction. */
const BATCH = 500;

/**
 * Brings the availability index up to date before a search reads it: the listings the triggers
 * queued (a new listing, a plan, an exception or a booking changed) and those whose entry no longer
 * reaches past every bookable window. Two indexed reads when there is nothing to do.
 */
export function ensureAvailabilityIndex(ctx: PlatformContext): Promise<number> {
  return refreshUntilDone(ctx, INDEX_NEEDED_AHEAD_DAYS);
}

/**
 * The worker's roll: what {@link ensureAvailabilityIndex} does, and entries renewed days before a
 * search would need them, so that searches rarely wait for one.
 */
export function rollAvailabilityIndex(ctx: PlatformContext): Promise<number> {
  return refreshUntilDone(ctx, INDEX_ROLL_AHEAD_DAYS);
}

async function refreshUntilDone(ctx: PlatformContext, aheadDays: number): Promise<number> {
  let refreshed = 0;
  for (;;) {
    const until = ctx.clock().getTime() + aheadDays * DAY_MS;
    const queued = await findQueuedListings(ctx.db, BATCH);
    const ending = await findEntriesEndingBefore(ctx.db, until, BATCH);
    const listingIds = [...new Set([...queued.listingIds, ...ending])];
    if (listingIds.length === 0 && queued.queueIds.length === 0) return refreshed;
    await refreshEntries(ctx, listingIds, queued.queueIds);
    refreshed += listingIds.length;
  }
}

/**
 * Works the entries of these listings out anew from their plans, exceptions and seat-holding
 * bookings, and takes the queue rows that asked for it off the queue, in one transaction. A row
 * queued while this ran stays queued (only the rows read are deleted), so nothing is missed.
 */
async function refreshEntries(
  ctx: PlatformContext,
  listingIds: readonly string[],
  queueIds: readonly (number | string)[],
): Promise<void> {
  const now = ctx.clock().getTime();
  const range = { start: new Date(now - 2 * DAY_MS), end: new Date(now + (INDEX_AHEAD_DAYS + 2) * DAY_MS) };
  await ctx.db.transaction().execute(async (trx) => {
    await lockIndexWriters(trx, ctx.dialect);
    const entries = new Map<string, AvailabilityIndexEntry>();
    if (listingIds.length > 0) {
      const [plans, exceptions, bookings] = await Promise.all([
        findPlansOfListings(trx, listingIds),
        findExceptionsOverlappingMany(trx, listingIds, range),
        findSeatHoldingBookingsOfMany(trx, listingIds, range),
      ]);
      for (const [id, { plan, deleted }] of plans) {
        const parsed = deleted
          ? null
          : availabilityPlanOf(ctx, id, plan === null ? null : toJsonObject(plan));
        entries.set(id, indexEntryOf(parsed, exceptions.get(id) ?? [], bookings.get(id) ?? [], now));
      }
    }
    await replaceEntries(trx, ctx.dialect, listingIds, entries, queueIds);
  });
}
