import type { ListingState } from '@mercato/core/contracts/listing';
import type { Selectable } from 'kysely';
import { toBool, toDate, toJsonObject } from '../../db/convert.ts';
import type { ListingsTable } from '../../db/schema.ts';
import { copyListing, type Listing } from './listing.ts';

// Shared by the listings repository and search's, which reads the same rows.

/**
 * A listings row (with its image ids) as a Listing. The four JSON columns are parsed when first read:
 * a page of search results presents only the attributes its sparse fields ask for, and parsing every
 * plan and data object of every row cost more than presenting the rest.
 */
export function listingRowToListing(row: Selectable<ListingsTable>, imageIds: string[]): Listing {
  return new RowListing(row, imageIds);
}

/**
 * A class rather than an object literal with getters: a literal's getters are new functions each
 * time, which left every listing in V8's slow (dictionary) form, its properties in a table of its
 * own. A search page's listings then outlived the request into old space: 39 KB a request of the
 * bench's dates search, against 8 KB now, and each young collection took twice as long copying them.
 * Instances of the class share one fast shape.
 *
 * The lazy attributes are accessors of the prototype, so a spread (`{ ...listing }`) would drop them:
 * copy a Listing with {@link copyListing}. `JSON.stringify` keeps them (`toJSON`).
 */
class RowListing implements Listing {
  id: string;
  authorId: string;
  state: ListingState;
  deleted: boolean;
  title: string;
  description: string | null;
  geolocation: { lat: number; lng: number } | null;
  price: { amount: number; currency: string } | null;
  imageIds: string[];
  createdAt: Date;
  #row: Selectable<ListingsTable>;
  #availabilityPlan: Record<string, unknown> | null | undefined;
  #publicData: Record<string, unknown> | undefined;
  #privateData: Record<string, unknown> | undefined;
  #metadata: Record<string, unknown> | undefined;

  constructor(row: Selectable<ListingsTable>, imageIds: string[]) {
    const lat = row.geolocation_lat;
    const lng = row.geolocation_lng;
    this.id = row.id;
    this.authorId = row.author_id;
    this.state = row.state as ListingState;
    this.deleted = toBool(row.deleted);
    this.title = row.title;
    this.description = row.description;
    this.geolocation = lat === null || lng === null ? null : { lat: Number(lat), lng: Number(lng) };
    this.price =
      row.price_amount === null || row.price_currency === null
        ? null
        : { amount: Number(row.price_amount), currency: row.price_currency };
    this.imageIds = imageIds;
    this.createdAt = toDate(row.created_at);
    this.#row = row;
  }

  get availabilityPlan(): Record<string, unknown> | null {
    if (this.#availabilityPlan === undefined) {
      const plan = this.#row.availability_plan;
      this.#availabilityPlan = plan === null ? null : toJsonObject(plan);
    }
    return this.#availabilityPlan;
  }
  set availabilityPlan(value: Record<string, unknown> | null) {
    this.#availabilityPlan = value;
  }
  get publicData(): Record<string, unknown> {
    this.#publicData ??= toJsonObject(this.#row.public_data);
    return this.#publicData;
  }
  set publicData(value: Record<string, unknown>) {
    this.#publicData = value;
  }
  get privateData(): Record<string, unknown> {
    this.#privateData ??= toJsonObject(this.#row.private_data);
    return this.#privateData;
  }
  set privateData(value: Record<string, unknown>) {
    this.#privateData = value;
  }
  get metadata(): Record<string, unknown> {
    this.#metadata ??= toJsonObject(this.#row.metadata);
    return this.#metadata;
  }
  set metadata(value: Record<string, unknown>) {
    this.#metadata = value;
  }

  toJSON(): Listing {
    return copyListing(this);
  }
}
