import { z } from 'zod';
import { InstantSchema } from '../availability/availability-exception.ts';
import { SeatsSchema } from '../availability/availability-plan.ts';
import { RelationshipsSchema } from './resource.ts';

/** Most seats one exception may open: far beyond any venue, and within a 32-bit column. */
export const AVAILABILITY_EXCEPTION_MAX_SEATS = 1_000_000;

/**
 * Body of `availability_exceptions/create` (api notes §4 #30): the caller's listing, an absolute
 * range (Dates in Transit, ISO 8601 with offset in JSON) and the seats it replaces the plan's with.
 */
export const CreateAvailabilityExceptionCommandSchema = z
  .strictObject({
    listingId: z.uuid('must be a listing id'),
    start: InstantSchema,
    end: InstantSchema,
    seats: SeatsSchema.max(
      AVAILABILITY_EXCEPTION_MAX_SEATS,
      `must be at most ${AVAILABILITY_EXCEPTION_MAX_SEATS}`,
    ),
  })
  .refine((command) => command.start.getTime() < command.end.getTime(), {
    message: 'must be after start',
    path: ['end'],
  });

/** A parsed create command. */
export type CreateAvailabilityExceptionCommand = z.infer<typeof CreateAvailabilityExceptionCommandSchema>;

/** Body of `availability_exceptions/delete` (api notes §4 #31). */
export const AvailabilityExceptionIdCommandSchema = z.strictObject({
  id: z.uuid('must be an availability exception id'),
});

/** The `availabilityException` resource in JSON encoding (api notes §5). */
export const AvailabilityExceptionResourceSchema = z.object({
  id: z.string(),
  type: z.literal('availabilityException'),
  attributes: z.object({
    seats: z.number().optional(),
    start: z.string().optional(),
    end: z.string().optional(),
  }),
  relationships: RelationshipsSchema,
});
/** An exception to a listing's weekly plan, as the API answers it. */
export type AvailabilityExceptionResource = z.infer<typeof AvailabilityExceptionResourceSchema>;

/** The `timeSlot` resource in JSON encoding (api notes §5). */
export const TimeSlotResourceSchema = z.object({
  id: z.string(),
  type: z.literal('timeSlot'),
  attributes: z.object({
    type: z.enum(['time-slot/day', 'time-slot/time']),
    seats: z.number(),
    start: z.string(),
    end: z.string(),
  }),
});
/** A bookable slot of a listing. */
export type TimeSlotResource = z.infer<typeof TimeSlotResourceSchema>;
