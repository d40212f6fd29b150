import type { ListingState } from '@mercato/core/contracts/listing';

/** A listing as the platform's services see it (spec §3). */
export interface Listing {
  id: string;
  authorId: string;
  state: ListingState;
  deleted: boolean;
  title: string;
  description: string | null;
  geolocation: { lat: number; lng: number } | null;
  price: { amount: number; currency: string } | null;
  availabilityPlan: Record<string, unknown> | null;
  publicData: Record<string, unknown>;
  privateData: Record<string, unknown>;
  metadata: Record<string, unknown>;
  /** Image ids in display order. */
  imageIds: string[];
  createdAt: Date;
}

/** Whether anyone who may read the marketplace may see the listing (`listings/show`). */
export function isPubliclyVisible(listing: Pick<Listing, 'state' | 'deleted'>): boolean {
  return !listing.deleted && (listing.state === 'published' || listing.state === 'closed');
}

/**
 * A plain copy of a listing, every attribute read, with `changes` over it. A spread would miss the
 * attributes a listing read from its row parses when first asked for (`listing-row.ts`).
 */
export function copyListing(listing: Listing, changes: Partial<Listing> = {}): Listing {
  return {
    id: listing.id,
    authorId: listing.authorId,
    state: listing.state,
    deleted: listing.deleted,
    title: listing.title,
    description: listing.description,
    geolocation: listing.geolocation,
    price: listing.price,
    availabilityPlan: listing.availabilityPlan,
    publicData: listing.publicData,
    privateData: listing.privateData,
    metadata: listing.metadata,
    imageIds: listing.imageIds,
    createdAt: listing.createdAt,
    ...changes,
  };
}
