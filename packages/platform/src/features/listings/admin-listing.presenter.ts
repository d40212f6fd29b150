import { envelope, type Resource, refOf } from '../../http/envelope.ts';
import { WireMoney, WireUuid, type WireValue } from '../../http/wire-values.ts';
import { presentUser } from '../users/user.presenter.ts';
import type { AdminListing } from './admin-listings.service.ts';

/**
 * The admin view of a `listing` (core's `AdminListingResourceSchema`): title, description, state,
 * deleted flag, creation time, price, public data and metadata whatever the state — never the
 * author's private data — with the author's email and display name as flat attributes (an
 * operator's facts, shown for banned and deleted authors too) and `relationships.author`.
 */
export function presentAdminListing({ listing, author }: AdminListing): Resource {
  return {
    id: new WireUuid(listing.id),
    type: 'listing',
    attributes: {
      title: listing.title,
      description: listing.description,
      state: listing.state,
      deleted: listing.deleted,
      createdAt: listing.createdAt,
      price: listing.price && new WireMoney(listing.price.amount, listing.price.currency),
      publicData: listing.publicData as WireValue,
      metadata: listing.metadata as WireValue,
      authorEmail: author?.email ?? null,
      authorDisplayName: author?.displayName ?? null,
    },
    relationships: { author: { data: author ? refOf('user', author.id) : null } },
  };
}

/**
 * The document of admin listing endpoints: one listing or a page of them, each author's public
 * `user` resource in `included` — always, so that `relationships.author` (which the envelope keeps
 * only for resources it carries, as the Marketplace API does) names the author on every answer.
 */
export function adminListingDocument(
  data: AdminListing | AdminListing[],
  meta: Record<string, WireValue> = {},
): WireValue {
  const items = Array.isArray(data) ? data : [data];
  const authors = items.flatMap(({ author }) => (author ? [presentUser(author)] : []));
  const resources = items.map(presentAdminListing);
  return envelope(Array.isArray(data) ? resources : resources[0]!, authors, meta);
}
