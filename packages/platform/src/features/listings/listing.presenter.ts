import type { Resource, ResourceRef } from '../../http/envelope.ts';
import { WireKeyword, WireLatLng, WireMoney, WireUuid, type WireValue } from '../../http/wire-values.ts';
import type { Listing } from './listing.ts';

/** The two faces of a listing: `listing` for everyone, `ownListing` (with privateData) for its author. */
export type ListingResourceType = 'listing' | 'ownListing';

// The Sharetribe API writes plan types and weekdays as keywords; JSON clients see plain strings.
function presentAvailabilityPlan(plan: Record<string, unknown> | null): WireValue {
  if (!plan) return null;
  const entries = Array.isArray(plan.entries) ? (plan.entries as Record<string, unknown>[]) : [];
  return {
    ...(plan as Record<string, WireValue>),
    type: new WireKeyword(String(plan.type)),
    entries: entries.map((entry) => ({
      ...(entry as Record<string, WireValue>),
      dayOfWeek: new WireKeyword(String(entry.dayOfWeek)),
    })),
  };
}

/**
 * The `listing` / `ownListing` resource (api notes §5). A deleted listing shows only its flag, as
 * the template expects of removed things. `only` (from `fields.listing`) leaves out the attributes
 * nobody asked for, so a search page neither parses nor presents its listings' plans.
 */
export function presentListing(
  listing: Listing,
  type: ListingResourceType,
  only?: ReadonlySet<string>,
): Resource {
  const id = new WireUuid(listing.id);
  if (listing.deleted) return { id, type, attributes: { deleted: true } };
  const wanted = (name: string) => only === undefined || only.has(name);
  const attributes: Record<string, WireValue> = {};
  if (wanted('title')) attributes.title = listing.title;
  if (wanted('description')) attributes.description = listing.description;
  if (wanted('geolocation'))
    attributes.geolocation =
      listing.geolocation && new WireLatLng(listing.geolocation.lat, listing.geolocation.lng);
  if (wanted('createdAt')) attributes.createdAt = listing.createdAt;
  if (wanted('price'))
    attributes.price = listing.price && new WireMoney(listing.price.amount, listing.price.currency);
  if (wanted('availabilityPlan'))
    attributes.availabilityPlan = presentAvailabilityPlan(listing.availabilityPlan);
  if (wanted('state')) attributes.state = listing.state;
  if (wanted('deleted')) attributes.deleted = false;
  if (wanted('publicData')) attributes.publicData = listing.publicData as WireValue;
  if (wanted('metadata')) attributes.metadata = listing.metadata as WireValue;
  if (type === 'ownListing' && wanted('privateData'))
    attributes.privateData = listing.privateData as WireValue;
  return { id, type, attributes };
}

/** What a listing's requested relationships point at, already presented. */
export interface ListingRelated {
  author?: Resource | null;
  images?: Resource[];
  currentStock?: Resource | null;
  marketplace?: Resource | null;
  /** Files shown with the public listing: Mercato keeps none (a listing's files are protected). */
  publicFileAttachments?: Resource[];
}

/** Adds the requested relationships to a listing resource (refs only; the targets go to `included`). */
export function withListingRelationships(resource: Resource, related: ListingRelated): Resource {
  const refOf = (r: Resource): ResourceRef => ({ id: r.id, type: r.type });
  const relationships: NonNullable<Resource['relationships']> = {};
  if (related.author !== undefined) relationships.author = { data: related.author && refOf(related.author) };
  if (related.images !== undefined) relationships.images = { data: related.images.map(refOf) };
  if (related.currentStock !== undefined)
    relationships.currentStock = { data: related.currentStock && refOf(related.currentStock) };
  if (related.marketplace !== undefined)
    relationships.marketplace = { data: related.marketplace && refOf(related.marketplace) };
  if (related.publicFileAttachments !== undefined)
    relationships.publicFileAttachments = { data: related.publicFileAttachments.map(refOf) };
  return Object.keys(relationships).length > 0 ? { ...resource, relationships } : resource;
}
