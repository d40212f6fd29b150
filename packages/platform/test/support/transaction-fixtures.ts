import { randomUUID } from 'node:crypto';
import { insertReview } from '../../src/features/reviews/reviews.repository.ts';
import {
  insertTransaction,
  insertTransitionRecord,
} from '../../src/features/transactions/transactions.repository.ts';
import type { Fixtures } from './fixtures.ts';

/**
 * A booking transaction written straight to the database, in `state` after `lastTransition`, with
 * `customer` as its customer (a fresh user when null) on a listing of `providerId`: the matrix
 * needs transactions of callers (pending, banned…) who could not make one through the API.
 */
export async function transactionOf(
  fx: Fixtures,
  customer: { id: string } | null,
  provider: { id: string; listingId: string },
  state = 'state/delivered',
  lastTransition = 'transition/complete',
): Promise<string> {
  const customerId = customer?.id ?? (await fx.storedUser()).id;
  const id = randomUUID();
  const now = fx.platform.clock.read();
  const { db } = fx.platform.ctx;
  await insertTransaction(
    db,
    {
      id,
      processName: 'default-booking',
      processVersion: 1,
      customerId,
      providerId: provider.id,
      listingId: provider.listingId,
      createdAt: now,
    },
    {
      state,
      lastTransition,
      lastTransitionedAt: now,
      protectedData: {},
      metadata: {},
      lineItems: [],
      currency: null,
      payinTotal: null,
      payoutTotal: null,
    },
  );
  await insertTransitionRecord(db, {
    id: randomUUID(),
    transactionId: id,
    seq: 0,
    transition: lastTransition,
    by: 'system',
    createdAt: now,
  });
  return id;
}

/** A public review of `provider` on a transaction of theirs, written straight to the database. */
export async function publicReviewOf(
  fx: Fixtures,
  provider: { id: string; listingId: string },
): Promise<string> {
  const author = await fx.storedUser();
  const transactionId = await transactionOf(
    fx,
    author,
    provider,
    'state/reviewed',
    'transition/review-2-by-provider',
  );
  const id = randomUUID();
  await insertReview(fx.platform.ctx.db, {
    id,
    transactionId,
    listingId: provider.listingId,
    authorId: author.id,
    subjectId: provider.id,
    type: 'ofProvider',
    state: 'public',
    rating: 5,
    content: 'Great tour.',
    createdAt: fx.platform.clock.read(),
    hiddenAt: null,
  });
  return id;
}
