import {
  type AvailabilityExceptionResource,
  AvailabilityExceptionResourceSchema,
  TimeSlotResourceSchema,
} from '@mercato/core/contracts/availability-exception';
import { z } from 'zod';
import type { ApiResponse, Query, Session } from '../session.ts';

type ExceptionResponse = Promise<ApiResponse<AvailabilityExceptionResource>>;
type Instant = Date | string;

/** A listing's availability: exceptions to its weekly plan (author only) and its bookable time slots. */
export function availabilityExceptionsResource(session: Session) {
  return {
    /** `availability_exceptions/query`: the exceptions of one of the caller's listings in a window. */
    query: (
      query: Query & { listingId: string; start: string; end: string; page?: number; perPage?: number },
    ) =>
      session.call(
        'GET',
        'availability_exceptions/query',
        z.array(AvailabilityExceptionResourceSchema),
        query,
      ),
    /** `availability_exceptions/create`: seats for a range instead of the plan's (0 closes it). */
    create: (
      params: { listingId: string; start: Instant; end: Instant; seats: number },
      query: Query = {},
    ): ExceptionResponse =>
      session.call(
        'POST',
        'availability_exceptions/create',
        AvailabilityExceptionResourceSchema,
        { expand: true, ...query },
        params,
      ),
    /** `availability_exceptions/delete`. */
    delete: (params: { id: string }, query: Query = {}): ExceptionResponse =>
      session.call(
        'POST',
        'availability_exceptions/delete',
        AvailabilityExceptionResourceSchema,
        { expand: true, ...query },
        params,
      ),
  };
}

/** `timeslots/query`: when a listing can be booked (spec §7), with the interval parameters. */
export function timeslotsResource(session: Session) {
  return {
    query: (
      query: Query & {
        listingId: string;
        start: string;
        end: string;
        page?: number;
        perPage?: number;
        intervalDuration?: string;
        intervalAlign?: string;
        maxPerInterval?: number;
        minDurationStartingInInterval?: number;
      },
    ) => session.call('GET', 'timeslots/query', z.array(TimeSlotResourceSchema), query),
  };
}
