import { AdminReviewResourceSchema } from '@mercato/core/contracts/admin-review';
import { z } from 'zod';
import type { AdminSession } from './session.ts';

/** The console's Reviews screen: find reviews, hidden ones too (any operator); hide or show one (admins). */
export function adminReviewsResource(session: AdminSession) {
  const change = (verb: string, id: string) =>
    session.call('POST', `reviews/${verb}`, AdminReviewResourceSchema, {}, { id });
  return {
    /** `reviews/query`: newest first, hidden or shown, by subject, author, listing, transaction and worst rating. */
    query: (
      query: {
        hidden?: boolean;
        subjectId?: string;
        authorId?: string;
        listingId?: string;
        transactionId?: string;
        /** Rated at most this (1–5). */
        maxRating?: number;
        page?: number;
        perPage?: number;
      } = {},
    ) => session.call('GET', 'reviews/query', z.array(AdminReviewResourceSchema), query),
    /** `reviews/hide`: the review leaves every marketplace page (409 when hidden already). */
    hide: (id: string) => change('hide', id),
    /** `reviews/unhide`: a hidden review shows again (409 when it is not hidden). */
    unhide: (id: string) => change('unhide', id),
  };
}
