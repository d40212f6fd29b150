import { randomUUID } from 'node:crypto';
import { checkExceptionRange } from '@mercato/core/availability/availability-limits';
import type { BookingState } from '@mercato/core/availability/booking-seats';
import type { CreateAvailabilityExceptionCommand } from '@mercato/core/contracts/availability-exception';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Booking } from '../bookings/booking.ts';
import { findBookingsOfListingPage } from '../bookings/bookings.queries.ts';
import type { Listing } from '../listings/listing.ts';
import { findListingById } from '../listings/listings.queries.ts';
import { getCurrentUser } from '../users/users.service.ts';
import { assertCanManageAvailability, assertRangeAllowed } from './availability.policy.ts';
import type { AvailabilityException } from './availability-exception.ts';
import {
  deleteException,
  findExceptionById,
  findExceptionsPage,
  findOverlappingException,
  insertException,
  lockListingForExceptions,
} from './availability-exceptions.repository.ts';

/** An exception with the listing it belongs to (for the `ownListing` include). */
export interface ExceptionOfListing {
  exception: AvailabilityException;
  listing: Listing;
}

const listingNotFound = (type: 'body' | 'query') =>
  new AppError('not-found', 'Listing not found', { source: { path: ['listingId'], type } });

const exceptionNotFound = () =>
  new AppError('not-found', 'Availability exception not found', { source: { path: ['id'], type: 'body' } });

/** The caller's undeleted listing; 404 alike when it is another user's or gone, so neither is told. */
async function ownListing(
  ctx: PlatformContext,
  authorId: string,
  id: string,
  type: 'body' | 'query',
): Promise<Listing> {
  const listing = await findListingById(ctx.db, id);
  if (!listing || listing.deleted || listing.authorId !== authorId) throw listingNotFound(type);
  return listing;
}

const formatRange = (e: { start: Date; end: Date }) => `${e.start.toISOString()}–${e.end.toISOString()}`;

/**
 * `availability_exceptions/create`: a new exception on one of the caller's listings. Overlapping an
 * existing exception is refused with 409; the check and the insert run under a lock on the listing,
 * so of two overlapping creates sent at once exactly one lands.
 */
export async function createAvailabilityException(
  ctx: PlatformContext,
  authorId: string,
  command: CreateAvailabilityExceptionCommand,
): Promise<ExceptionOfListing> {
  const now = ctx.clock();
  assertRangeAllowed(checkExceptionRange(command, now), 'body');
  assertCanManageAvailability(await getCurrentUser(ctx, authorId));
  const listing = await ownListing(ctx, authorId, command.listingId, 'body');
  const exception: AvailabilityException = {
    id: randomUUID(),
    listingId: listing.id,
    start: command.start,
    end: command.end,
    seats: command.seats,
    createdAt: now,
  };
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await lockListingForExceptions(trx, listing.id))) throw listingNotFound('body');
    const clash = await findOverlappingException(trx, listing.id, exception);
    if (clash) {
      throw new AppError('conflict', `The range overlaps the listing's exception ${formatRange(clash)}`, {
        source: { path: ['start'], type: 'body' },
      });
    }
    await insertException(trx, exception);
  });
  return { exception, listing };
}

/** `availability_exceptions/delete`: removes an exception of one of the caller's listings. */
export async function deleteAvailabilityException(
  ctx: PlatformContext,
  authorId: string,
  id: string,
): Promise<ExceptionOfListing> {
  assertCanManageAvailability(await getCurrentUser(ctx, authorId));
  const exception = await findExceptionById(ctx.db, id);
  if (!exception) throw exceptionNotFound();
  const listing = await findListingById(ctx.db, exception.listingId);
  if (!listing || listing.deleted || listing.authorId !== authorId) throw exceptionNotFound();
  if (!(await deleteException(ctx.db, id))) throw exceptionNotFound();
  return { exception, listing };
}

/** What `availability_exceptions/query` asks for, parsed. */
export interface ExceptionsQuery {
  listingId: string;
  start: Date;
  end: Date;
  page: number;
  perPage: number;
}

/** `availability_exceptions/query`: a page of the exceptions of one of the caller's listings. */
export async function queryAvailabilityExceptions(
  ctx: PlatformContext,
  authorId: string,
  query: ExceptionsQuery,
): Promise<{ exceptions: AvailabilityException[]; total: number; listing: Listing }> {
  const listing = await ownListing(ctx, authorId, query.listingId, 'query');
  const { exceptions, total } = await findExceptionsPage(ctx.db, {
    listingId: listing.id,
    start: query.start,
    end: query.end,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  return { exceptions, total, listing };
}

/**
 * `bookings/query`: a page of the bookings on one of the caller's listings overlapping the range,
 * in the given states (all by default), earliest first. Another user's listing is 404, as one that
 * does not exist.
 */
export async function queryListingBookings(
  ctx: PlatformContext,
  authorId: string,
  query: {
    listingId: string;
    start: Date;
    end: Date;
    states?: BookingState[] | undefined;
    page: number;
    perPage: number;
  },
): Promise<{ bookings: Booking[]; total: number }> {
  const listing = await ownListing(ctx, authorId, query.listingId, 'query');
  return findBookingsOfListingPage(ctx.db, {
    listingId: listing.id,
    start: query.start,
    end: query.end,
    states: query.states,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
}
