import { type ListingResource, ListingResourceSchema } from '@mercato/core/contracts/listing';
import { z } from 'zod';
import type { ApiResponse, Query, Session } from '../session.ts';

/**
 * The parameters of `listings/query` (api notes §7), as they go on the wire: lists comma-joined,
 * ranges `min,max` (upper bound exclusive), `bounds` `neLat,neLng,swLat,swLng`, `origin` `lat,lng`,
 * and `pub_<key>` / `meta_<key>` filters (`has_all:` / `has_any:` for multi-enum fields).
 */
export type ListingSearchQuery = Query & {
  ids?: string[];
  authorId?: string;
  keywords?: string;
  origin?: string;
  bounds?: string;
  price?: string;
  start?: string;
  end?: string;
  availability?: 'day-full' | 'day-partial' | 'time-full' | 'time-partial';
  seats?: number;
  minDuration?: number;
  minStock?: number;
  stockMode?: 'strict' | 'match-undefined';
  sort?: string;
  page?: number;
  perPage?: number;
  include?: string[];
};

/** The public `listing` resource. */
export function listingsResource(session: Session) {
  return {
    /** `listings/show`: a published or closed listing (the author also sees drafts). */
    show: (query: Query & { id: string }): Promise<ApiResponse<ListingResource>> =>
      session.call('GET', 'listings/show', ListingResourceSchema, query),
    /**
     * `listings/query`: the listing search. `meta` has totalItems, totalPages, page, perPage and
     * paginationLimit; searches by time or partial availability answer `paginationUnsupported: true`
     * with null totals instead.
     */
    query: (query: ListingSearchQuery = {}): Promise<ApiResponse<ListingResource[]>> =>
      session.call('GET', 'listings/query', z.array(ListingResourceSchema), query),
  };
}
