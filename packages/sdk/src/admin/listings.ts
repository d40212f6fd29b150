import { AdminListingResourceSchema } from '@mercato/core/contracts/admin-listing';
import type { ListingState } from '@mercato/core/contracts/listing';
import { z } from 'zod';
import type { AdminSession } from './session.ts';

/** The console's Listings screen: find and read listings (any operator), change them (admins). */
export function adminListingsResource(session: AdminSession) {
  const change = (verb: string, body: Record<string, unknown>) =>
    session.call('POST', `listings/${verb}`, AdminListingResourceSchema, {}, body);
  return {
    /** `listings/query`: newest first, by states, listing type, author, creation time, title words and featuring. */
    query: (
      query: {
        states?: ListingState[];
        listingType?: string;
        authorId?: string;
        /** Created at or after (an ISO 8601 date or time). */
        createdAtStart?: string;
        /** Created before (an ISO 8601 date or time). */
        createdAtEnd?: string;
        keywords?: string;
        featured?: boolean;
        page?: number;
        perPage?: number;
      } = {},
    ) => session.call('GET', 'listings/query', z.array(AdminListingResourceSchema), query),
    /** `listings/show`: one listing in any state, deleted ones too. */
    show: (id: string) => session.call('GET', 'listings/show', AdminListingResourceSchema, { id }),
    /** `listings/approve`: a listing pending approval is published. */
    approve: (id: string) => change('approve', { id }),
    /** `listings/close`: a published listing is closed. */
    close: (id: string) => change('close', { id }),
    /** `listings/open`: a closed listing is published again. */
    open: (id: string) => change('open', { id }),
    /** `listings/update_metadata`: merged by top-level key, `null` removing one. */
    updateMetadata: (id: string, metadata: Record<string, unknown>) =>
      change('update_metadata', { id, metadata }),
    /** `listings/feature`: first on the landing page's featured list from now, or off it. */
    feature: (id: string, featured: boolean) => change('feature', { id, featured }),
  };
}
