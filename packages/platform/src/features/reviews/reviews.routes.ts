import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { envelope, type Resource } from '../../http/envelope.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import { apiQuerySchema, pageMeta, paginationShape, sparseFieldsOf } from '../../http/query.ts';
import { makeAccessGuards } from '../access/access.guards.ts';
import { makeGuards } from '../auth/guards.ts';
import { userResources } from '../users/user-resources.service.ts';
import { presentReview } from './review.presenter.ts';
import type { Review } from './review.ts';
import { queryReviews, showReview } from './reviews.service.ts';

const REVIEW_INCLUDES = ['author', 'author.profileImage', 'subject', 'subject.profileImage'] as const;
const id = (what: string) => z.uuid(`must be a ${what} id`).optional();

// Both spellings of ids are accepted (api notes §3.3): the template sends listing_id and subject_id.
const QuerySchema = apiQuerySchema(
  {
    listingId: id('listing'),
    listing_id: id('listing'),
    subjectId: id('user'),
    subject_id: id('user'),
    transactionId: id('transaction'),
    transaction_id: id('transaction'),
    type: z.enum(['ofProvider', 'ofCustomer']).optional(),
    state: z.literal('public').optional(),
    ...paginationShape(100, 100),
  },
  { include: REVIEW_INCLUDES },
).transform(({ listing_id, subject_id, transaction_id, ...q }) => ({
  ...q,
  listingId: q.listingId ?? listing_id,
  subjectId: q.subjectId ?? subject_id,
  transactionId: q.transactionId ?? transaction_id,
}));
const ShowQuerySchema = apiQuerySchema({ id: z.uuid('must be a review id') }, { include: REVIEW_INCLUDES });

const viewerOf = (request: FastifyRequest) =>
  request.principal?.kind === 'user' ? request.principal.userId : null;

/** `reviews/query` and `reviews/show` (api notes §4 #44–45): readable by whoever may read. */
export async function reviewsRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const { requireToken } = makeGuards(ctx);
  const { requireRead } = makeAccessGuards(ctx);

  async function document(
    reviews: Review[],
    single: boolean,
    query: Record<string, unknown> & { include?: string[] | undefined },
    meta = {},
  ) {
    const include = new Set(query.include ?? []);
    const ids = new Set<string>();
    for (const r of reviews) {
      if (include.has('author') || include.has('author.profileImage')) ids.add(r.authorId);
      if (include.has('subject') || include.has('subject.profileImage')) ids.add(r.subjectId);
    }
    const withImages = include.has('author.profileImage') || include.has('subject.profileImage');
    const people = await userResources(ctx, [...ids], withImages, query);
    const resources: Resource[] = reviews.map(presentReview);
    return envelope(
      single ? resources[0]! : resources,
      [...people.users.values(), ...people.images],
      meta,
      sparseFieldsOf(query),
    );
  }

  app.get('/api/reviews/query', { onRequest: [requireToken, requireRead] }, async (request, reply) => {
    const query = parseParams(QuerySchema, request.query, 'query');
    const { reviews, total } = await queryReviews(ctx, viewerOf(request), query);
    return sendApi(request, reply, await document(reviews, false, query, pageMeta(total, query)));
  });

  app.get('/api/reviews/show', { onRequest: [requireToken, requireRead] }, async (request, reply) => {
    const query = parseParams(ShowQuerySchema, request.query, 'query');
    const review = await showReview(ctx, viewerOf(request), query.id);
    return sendApi(request, reply, await document([review], true, query));
  });
}
