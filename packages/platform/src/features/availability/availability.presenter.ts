import { createHash } from 'node:crypto';
import type { TimeSlot } from '@mercato/core/availability/time-slots';
import { envelope, type Resource } from '../../http/envelope.ts';
import { sparseFieldsOf } from '../../http/query.ts';
import { WireKeyword, WireUuid, type WireValue } from '../../http/wire-values.ts';
import { presentListing } from '../listings/listing.presenter.ts';
import type { Listing } from '../listings/listing.ts';
import type { AvailabilityException } from './availability-exception.ts';

/** The `availabilityException` resource (api notes §5), with its `ownListing` when it is included. */
export function presentAvailabilityException(
  exception: AvailabilityException,
  ownListing?: Resource,
): Resource {
  const resource: Resource = {
    id: new WireUuid(exception.id),
    type: 'availabilityException',
    attributes: { seats: exception.seats, start: exception.start, end: exception.end },
  };
  if (!ownListing) return resource;
  return {
    ...resource,
    relationships: { ownListing: { data: { id: ownListing.id, type: ownListing.type } } },
  };
}

// Slots are computed, not stored: a name-based UUID (RFC 9562 v5 layout over SHA-1) gives the same
// slot the same id in every answer, so clients merging resources by type and id stay consistent.
function timeSlotId(listingId: string, slot: TimeSlot): string {
  const hex = createHash('sha1')
    .update(`${listingId}|${slot.start.getTime()}|${slot.end.getTime()}|${slot.seats}`)
    .digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The `timeSlot` resource (api notes §5): its type is a keyword, like the plan's. */
export function presentTimeSlot(listingId: string, slot: TimeSlot): Resource {
  return {
    id: new WireUuid(timeSlotId(listingId, slot)),
    type: 'timeSlot',
    attributes: { type: new WireKeyword(slot.type), seats: slot.seats, start: slot.start, end: slot.end },
  };
}

/** Relationship paths an `availabilityException` can include. */
export const AVAILABILITY_EXCEPTION_INCLUDES = ['ownListing'] as const;

/**
 * The document of exception endpoints: one exception or a page of them (all of one listing), with
 * that listing as `ownListing` when asked for.
 */
export function exceptionsDocument(
  data: AvailabilityException | AvailabilityException[],
  listing: Listing,
  query: { include?: string[] | undefined } & Record<string, unknown>,
  meta: Record<string, WireValue> = {},
): WireValue {
  const ownListing = query.include?.includes('ownListing')
    ? presentListing(listing, 'ownListing')
    : undefined;
  const present = (exception: AvailabilityException) => presentAvailabilityException(exception, ownListing);
  return envelope(
    Array.isArray(data) ? data.map(present) : present(data),
    ownListing ? [ownListing] : [],
    meta,
    sparseFieldsOf(query),
  );
}

/** The document of `timeslots/query`: one page of a listing's slots. */
export function timeSlotsDocument(
  listingId: string,
  slots: readonly TimeSlot[],
  query: Record<string, unknown>,
  meta: Record<string, WireValue>,
): WireValue {
  return envelope(
    slots.map((slot) => presentTimeSlot(listingId, slot)),
    [],
    meta,
    sparseFieldsOf(query),
  );
}
