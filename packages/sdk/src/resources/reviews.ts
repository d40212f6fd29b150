import { ReviewResourceSchema } from '@mercato/core/contracts/transaction';
import { z } from 'zod';
import type { Query, Session } from '../session.ts';

/** Reviews of listings and users. */
export function reviewsResource(session: Session) {
  return {
    /** `reviews/query`: by `listingId`, `subjectId` or `transactionId`; `state: 'public'` for published only. */
    query: (
      query: Query & { listingId?: string; subjectId?: string; transactionId?: string; state?: 'public' },
    ) => session.call('GET', 'reviews/query', z.array(ReviewResourceSchema), query),
    /** `reviews/show`: one review. */
    show: (query: Query & { id: string }) => session.call('GET', 'reviews/show', ReviewResourceSchema, query),
  };
}
