import { type ListingResource, ListingResourceSchema } from '@mercato/core/contracts/listing';
import type { ApiResponse, Query, Session } from '../session.ts';

/** The public `listing` resource. */
export function listingsResource(session: Session) {
  return {
    /** `listings/show`: a published or closed listing (the author also sees drafts). */
    show: (query: Query & { id: string }): Promise<ApiResponse<ListingResource>> =>
      session.call('GET', 'listings/show', ListingResourceSchema, query),
  };
}
