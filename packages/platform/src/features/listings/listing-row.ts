import type { ListingState } from '@mercato/core/contracts/listing';
import type { Selectable } from 'kysely';
import { toBool, toDate, toJsonObject } from '../../db/convert.ts';
import type { ListingsTable } from '../../db/schema.ts';
import type { Listing } from './listing.ts';

// Shared by the listings repository and search's, which reads the same rows.

/**
 * A listings row (with its image ids) as a Listing. The four JSON columns are parsed when first read:
 * a page of search results presents only the attributes its sparse fields ask for, and parsing every
 * plan and data object of every row cost more than presenting the rest.
 */
export function listingRowToListing(row: Selectable<ListingsTable>, imageIds: string[]): Listing {
  const lat = row.geolocation_lat;
  const lng = row.geolocation_lng;
  let availabilityPlan: Record<string, unknown> | null | undefined;
  let publicData: Record<string, unknown> | undefined;
  let privateData: Record<string, unknown> | undefined;
  let metadata: Record<string, unknown> | undefined;
  return {
    id: row.id,
    authorId: row.author_id,
    state: row.state as ListingState,
    deleted: toBool(row.deleted),
    title: row.title,
    description: row.description,
    geolocation: lat === null || lng === null ? null : { lat: Number(lat), lng: Number(lng) },
    price:
      row.price_amount === null || row.price_currency === null
        ? null
        : { amount: Number(row.price_amount), currency: row.price_currency },
    get availabilityPlan() {
      if (availabilityPlan === undefined)
        availabilityPlan = row.availability_plan === null ? null : toJsonObject(row.availability_plan);
      return availabilityPlan;
    },
    set availabilityPlan(value) {
      availabilityPlan = value;
    },
    get publicData() {
      publicData ??= toJsonObject(row.public_data);
      return publicData;
    },
    set publicData(value) {
      publicData = value;
    },
    get privateData() {
      privateData ??= toJsonObject(row.private_data);
      return privateData;
    },
    set privateData(value) {
      privateData = value;
    },
    get metadata() {
      metadata ??= toJsonObject(row.metadata);
      return metadata;
    },
    set metadata(value) {
      metadata = value;
    },
    imageIds,
    createdAt: toDate(row.created_at),
  };
}
