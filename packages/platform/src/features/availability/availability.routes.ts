import { InstantSchema } from '@mercato/core/availability/availability-exception';
import {
  checkExceptionQueryRange,
  checkTimeSlotsQueryRange,
  type RangeIssue,
} from '@mercato/core/availability/availability-limits';
import { TimeSlotsQuerySchema } from '@mercato/core/availability/query-time-slots';
import {
  AvailabilityExceptionIdCommandSchema,
  CreateAvailabilityExceptionCommandSchema,
} from '@mercato/core/contracts/availability-exception';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { envelope, unexpanded } from '../../http/envelope.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import { addMissingParameter, apiQuerySchema, pageMeta, sparseFieldsOf } from '../../http/query.ts';
import { makeAccessGuards } from '../access/access.guards.ts';
import { currentUserId, makeGuards } from '../auth/guards.ts';
import { presentBooking } from '../transactions/transaction.presenter.ts';
import {
  AVAILABILITY_EXCEPTION_INCLUDES,
  exceptionsDocument,
  presentAvailabilityException,
  timeSlotsDocument,
} from './availability.presenter.ts';
import {
  createAvailabilityException,
  deleteAvailabilityException,
  type ExceptionOfListing,
  queryAvailabilityExceptions,
  queryListingBookings,
} from './availability-exceptions.service.ts';
import { queryListingTimeSlots } from './time-slots.service.ts';

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

// Query values are strings: a missing instant is reported as missing, a malformed one as invalid.
const queryInstant = z.string().transform((value, ctx) => {
  const parsed = InstantSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  return z.NEVER;
});

const paging = (maxPerPage: number, defaultPerPage: number) => ({
  page: wholeNumber(1, 100_000).default(1),
  perPage: wholeNumber(1, maxPerPage).default(defaultPerPage),
});

// The template sends `listingId`, other clients `listing_id` (api notes §3.3): either, not both.
const listingIdShape = {
  listingId: z.uuid('must be a listing id').optional(),
  listing_id: z.uuid('must be a listing id').optional(),
};

function withListingId<T extends { listingId?: string | undefined; listing_id?: string | undefined }>(
  query: T,
  ctx: z.RefinementCtx,
): void {
  if (query.listingId === undefined && query.listing_id === undefined) {
    addMissingParameter(ctx, 'listingId');
  } else if (query.listingId !== undefined && query.listing_id !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['listing_id'], message: 'give listingId or listing_id, not both' });
  }
}

function addRangeIssues(issues: readonly RangeIssue[], ctx: z.RefinementCtx): void {
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
}

const CommandQuerySchema = apiQuerySchema({}, { include: AVAILABILITY_EXCEPTION_INCLUDES });

const ExceptionsQuerySchema = apiQuerySchema(
  { ...listingIdShape, start: queryInstant, end: queryInstant, ...paging(100, 100) },
  { include: AVAILABILITY_EXCEPTION_INCLUDES },
)
  .superRefine((query, ctx) => {
    withListingId(query, ctx);
    addRangeIssues(checkExceptionQueryRange(query), ctx);
  })
  .transform(({ listing_id, ...query }) => ({ ...query, listingId: (query.listingId ?? listing_id)! }));

const slotParams = TimeSlotsQuerySchema.shape;
const TimeSlotsApiQuerySchema = apiQuerySchema({
  ...listingIdShape,
  start: queryInstant,
  end: queryInstant,
  intervalDuration: z
    .string()
    .max(64, 'must be at most 64 characters')
    .pipe(slotParams.intervalDuration.unwrap())
    .optional(),
  intervalAlign: queryInstant.optional(),
  maxPerInterval: wholeNumber(1, 1_000_000).optional(),
  minDurationStartingInInterval: wholeNumber(0, 366 * 24 * 60).optional(),
  // The template asks for 500 a page, 31 for month views (api notes §3.4, §4.1).
  ...paging(500, 100),
})
  .superRefine((query, ctx) => {
    withListingId(query, ctx);
    addRangeIssues(checkTimeSlotsQueryRange(query), ctx);
  })
  .transform(({ listing_id, ...query }) => ({ ...query, listingId: (query.listingId ?? listing_id)! }));

const BOOKING_STATES = ['pending', 'proposed', 'accepted', 'declined', 'cancelled'] as const;
const BookingsQuerySchema = apiQuerySchema({
  ...listingIdShape,
  start: queryInstant,
  end: queryInstant,
  // `state` as the SDK sends one, `states` as a comma-separated list.
  state: z.enum(BOOKING_STATES, { message: `must be one of ${BOOKING_STATES.join(', ')}` }).optional(),
  states: z
    .string()
    .max(200)
    .transform((value) => value.split(','))
    .pipe(z.array(z.enum(BOOKING_STATES, { message: `must be ${BOOKING_STATES.join(', ')}` })))
    .optional(),
  ...paging(100, 100),
})
  .superRefine((query, ctx) => {
    withListingId(query, ctx);
    addRangeIssues(checkExceptionQueryRange(query), ctx);
  })
  .transform(({ listing_id, state, states, ...query }) => ({
    ...query,
    listingId: (query.listingId ?? listing_id)!,
    states: state || states ? [...new Set([...(state ? [state] : []), ...(states ?? [])])] : undefined,
  }));

/**
 * `availability_exceptions/create|delete|query` and `bookings/query` (the listing's author), and
 * `timeslots/query` (readers).
 */
export async function availabilityRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const { requireToken, requireUser } = makeGuards(ctx);
  const { requireRead } = makeAccessGuards(ctx);
  // Commands answer with only id and type unless `expand=true` (api notes §3.2).
  const commandDocument = (
    { exception, listing }: ExceptionOfListing,
    query: z.output<typeof CommandQuerySchema>,
  ) =>
    query.expand
      ? exceptionsDocument(exception, listing, query)
      : envelope(unexpanded(presentAvailabilityException(exception)));

  app.post('/api/availability_exceptions/create', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(CommandQuerySchema, request.query, 'query');
    const command = parseParams(CreateAvailabilityExceptionCommandSchema, request.body, 'body');
    const created = await createAvailabilityException(ctx, currentUserId(request), command);
    return sendApi(request, reply, commandDocument(created, query));
  });

  app.post('/api/availability_exceptions/delete', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(CommandQuerySchema, request.query, 'query');
    const { id } = parseParams(AvailabilityExceptionIdCommandSchema, request.body, 'body');
    const deleted = await deleteAvailabilityException(ctx, currentUserId(request), id);
    return sendApi(request, reply, commandDocument(deleted, query));
  });

  app.get('/api/availability_exceptions/query', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(ExceptionsQuerySchema, request.query, 'query');
    const { exceptions, total, listing } = await queryAvailabilityExceptions(
      ctx,
      currentUserId(request),
      query,
    );
    return sendApi(request, reply, exceptionsDocument(exceptions, listing, query, pageMeta(total, query)));
  });

  app.get('/api/bookings/query', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(BookingsQuerySchema, request.query, 'query');
    const { bookings, total } = await queryListingBookings(ctx, currentUserId(request), query);
    return sendApi(
      request,
      reply,
      envelope(bookings.map(presentBooking), [], pageMeta(total, query), sparseFieldsOf(query)),
    );
  });

  app.get('/api/timeslots/query', { onRequest: [requireToken, requireRead] }, async (request, reply) => {
    const query = parseParams(TimeSlotsApiQuerySchema, request.query, 'query');
    const principal = request.principal;
    const viewerId = principal?.kind === 'user' ? principal.userId : null;
    const { slots, total } = await queryListingTimeSlots(ctx, viewerId, query);
    return sendApi(request, reply, timeSlotsDocument(query.listingId, slots, query, pageMeta(total, query)));
  });
}
