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

/** What makes the ids of one listing's time slots differ from another listing's. */
function listingHashOf(listingId: string): string {
  return createHash('sha1').update(listingId).digest('hex');
}

// Slots are computed, not stored. Their ids are UUIDv8 (RFC 9562 §5.8, custom layout) built from what
// makes a slot itself — start (48 bits of epoch ms), seats and length (seconds) — and a hash of the
// listing, so the same slot keeps its id in every answer (clients merge resources by type and id),
// at a fraction of the cost of hashing every slot.
function timeSlotId(listingHash: string, slot: TimeSlot): string {
  const start = slot.start.getTime().toString(16).padStart(12, '0');
  const seats = (slot.seats & 0xfff).toString(16).padStart(3, '0');
  const seconds = Math.round((slot.end.getTime() - slot.start.getTime()) / 1000) & 0xffffff;
  const variant = ((Number.parseInt(listingHash[0]!, 16) & 0x3) | 0x8).toString(16);
  return (
    `${start.slice(0, 8)}-${start.slice(8, 12)}-8${seats}-${variant}${listingHash.slice(1, 4)}-` +
    `${seconds.toString(16).padStart(6, '0')}${listingHash.slice(4, 10)}`
  );
}

/** The `timeSlot` resource (api notes §5): its type is a keyword, like the plan's. */
function presentTimeSlot(listingHash: string, slot: TimeSlot): Resource {
  return {
    id: new WireUuid(timeSlotId(listingHash, slot)),
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
  const listingHash = listingHashOf(listingId);
  return envelope(
    slots.map((slot) => presentTimeSlot(listingHash, slot)),
    [],
    meta,
    sparseFieldsOf(query),
  );
}
