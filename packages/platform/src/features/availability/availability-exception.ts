import type { AvailabilityException as ExceptionRange } from '@mercato/core/availability/availability-exception';

/** A stored availability exception of a listing (spec §3), as the services see it. */
export interface AvailabilityException extends ExceptionRange {
  id: string;
  listingId: string;
  createdAt: Date;
}
