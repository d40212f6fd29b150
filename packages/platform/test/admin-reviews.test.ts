import { randomUUID } from 'node:crypto';
import { AdminReviewResourceSchema } from '@mercato/core/contracts/admin-review';
import { adminReviewsResource } from '@mercato/sdk/admin/reviews';
import { createAdminSession, memoryOperatorTokenStore } from '@mercato/sdk/admin/session';
import { injectTransport } from '@mercato/sdk/transport';
import { type Migration, Migrator } from 'kysely';
import { expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/database.ts';
import { ALL_MIGRATIONS } from '../src/db/migrations/all-migrations.ts';
import { auditEntries } from '../src/features/operators/operators.service.ts';
import { insertReview } from '../src/features/reviews/reviews.repository.ts';
import { type Body, call, errorCodes } from './api-client.ts';
import { describeEachDialect } from './harness.ts';
import { anonToken, send } from './support/actors.ts';
import { newOperator, operatorSessionOf } from './support/operators.ts';
import { accepted } from './support/transaction-scenarios.ts';
import { includedOf, relogin, runDueJobs, transition } from './support/transactions.ts';

const DAY = 86_400_000;

// The console's moderation of reviews on the admin API (issue #30, ADR 019): operators find
// reviews, hidden ones too; admins hide an abusive one from every marketplace read — the reviews of
// a listing, a profile and a transaction, `reviews/show`, and so any rating drawn from them — and
// show it again, each change with its audit entry. A hidden review still counts as its author's.
describeEachDialect('admin reviews', (platform) => {
  const p = platform;
  const asOperator = async (role: 'admin' | 'support') => {
    const operator = await newOperator(p(), role);
    return { ...operator, token: await operatorSessionOf(p(), operator.id) };
  };
  const adminGet = (path: string, bearer: string) =>
    send(p(), { method: 'GET', url: `/v1/admin/${path}` }, { bearer });
  const adminPost = (path: string, body: Record<string, unknown>, bearer: string) =>
    send(p(), { method: 'POST', url: `/v1/admin/${path}`, body }, { bearer });
  const auditOf = async (id: string) =>
    (await auditEntries(p().ctx, { subjectType: 'review', subjectId: id, limit: 100, offset: 0 })).entries;

  /** A completed booking both parties reviewed: the customer's review of the provider is the abusive one. */
  async function reviewed() {
    const { provider, customer, id } = await accepted(p());
    p().clock.advance(5 * DAY);
    await runDueJobs(p());
    const customerToken = await relogin(p(), customer);
    const providerToken = await relogin(p(), provider);
    const first = await transition(p(), customerToken, id, 'transition/review-1-by-customer', {
      reviewRating: 1,
      reviewContent: 'Rude and useless, avoid.',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    p().clock.advance(1000);
    const second = await transition(p(), providerToken, id, 'transition/review-2-by-provider', {
      reviewRating: 4,
      reviewContent: 'A punctual guest.',
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const reviews = includedOf(second.body, 'review');
    const abusive = reviews.find((r) => r.attributes.type === 'ofProvider')!.id as string;
    const fair = reviews.find((r) => r.attributes.type === 'ofCustomer')!.id as string;
    return { provider, customer, transactionId: id, customerToken, providerToken, abusive, fair };
  }

  /** What each kind of reader finds of the provider's reviews: the listing's, the profile's, and their ratings. */
  async function publicReads(s: Awaited<ReturnType<typeof reviewed>>, token: string) {
    const onListing = await call(p(), 'GET', `reviews/query?listing_id=${s.provider.listingId}`, token);
    const onProfile = await call(p(), 'GET', `reviews/query?subject_id=${s.provider.id}`, token);
    const ofTransaction = await call(p(), 'GET', `reviews/query?transaction_id=${s.transactionId}`, token);
    // The listing's rating as its page and a search show it, kept in its metadata (ADR 022).
    const listing = await call(p(), 'GET', `listings/show?id=${s.provider.listingId}`, token);
    const search = await call(p(), 'GET', `listings/query?ids=${s.provider.listingId}`, token);
    expect([onListing.status, onProfile.status, ofTransaction.status]).toEqual([200, 200, 200]);
    expect([listing.status, search.status]).toEqual([200, 200]);
    const rating = listing.body.data.attributes.metadata.reviews;
    expect(search.body.data[0].attributes.metadata.reviews).toEqual(rating);
    return {
      listingRating: rating,
      listing: onListing.body.data.map((r: Body) => r.id),
      listingTotal: onListing.body.meta.totalItems,
      profileRatings: onProfile.body.data.map((r: Body) => r.attributes.rating),
      transaction: ofTransaction.body.data.map((r: Body) => r.id).sort(),
    };
  }

  /** The reviews a party of the transaction sees with it. */
  async function transactionReviews(token: string, transactionId: string): Promise<string[]> {
    const shown = await call(p(), 'GET', `transactions/show?id=${transactionId}&include=reviews`, token);
    expect(shown.status).toBe(200);
    return includedOf(shown.body, 'review')
      .map((r) => r.id as string)
      .sort();
  }

  it('hides a review from every marketplace read, its author’s too, and shows it again', async () => {
    const s = await reviewed();
    const admin = await asOperator('admin');
    const anon = await anonToken(p());
    const both = [s.abusive, s.fair].sort();
    for (const token of [anon, s.providerToken, s.customerToken]) {
      expect(await publicReads(s, token)).toEqual({
        listingRating: { count: 1, averageRating: 1 },
        listing: [s.abusive],
        listingTotal: 1,
        profileRatings: [1],
        transaction: both,
      });
    }

    // The console finds it among the provider's worst, with the names of the people and the listing.
    const found = await adminGet(`reviews/query?subjectId=${s.provider.id}&maxRating=2`, admin.token);
    expect(found.statusCode, found.body).toBe(200);
    const body = found.json() as Body;
    expect(body.meta).toEqual({ totalItems: 1, totalPages: 1, page: 1, perPage: 100 });
    expect(body.data[0]).toMatchObject({
      id: s.abusive,
      type: 'review',
      attributes: {
        type: 'ofProvider',
        state: 'public',
        rating: 1,
        content: 'Rude and useless, avoid.',
        hidden: false,
        hiddenAt: null,
        authorId: s.customer.id,
        subjectId: s.provider.id,
        listingId: s.provider.listingId,
        transactionId: s.transactionId,
        listingTitle: 'Sunset kayak tour',
      },
    });
    expect(body.data[0].attributes.authorDisplayName).toMatch(/^\S+ \S$/);
    expect(body.data[0].attributes.subjectDisplayName).toMatch(/^\S+ \S$/);
    expect(() => AdminReviewResourceSchema.parse(body.data[0])).not.toThrow();

    const hiddenAt = p().clock.read().toISOString();
    const hidden = await adminPost('reviews/hide', { id: s.abusive }, admin.token);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((hidden.json() as Body).data.attributes).toMatchObject({ hidden: true, hiddenAt });
    const again = await adminPost('reviews/hide', { id: s.abusive }, admin.token);
    expect(again.statusCode).toBe(409);
    expect((again.json() as Body).errors[0].title).toBe('This review is hidden already');

    // Gone for everyone, its author included: the lists, their counts and ratings, the review itself,
    // and the transaction's reviews of both parties.
    for (const token of [anon, s.providerToken, s.customerToken]) {
      expect(await publicReads(s, token)).toEqual({
        listingRating: undefined,
        listing: [],
        listingTotal: 0,
        profileRatings: [],
        transaction: [s.fair],
      });
      const one = await call(p(), 'GET', `reviews/show?id=${s.abusive}`, token);
      expect(one.status).toBe(404);
    }
    expect(await transactionReviews(s.customerToken, s.transactionId)).toEqual([s.fair]);
    expect(await transactionReviews(s.providerToken, s.transactionId)).toEqual([s.fair]);
    const transactions = await call(p(), 'GET', 'transactions/query?include=reviews', s.customerToken);
    expect(includedOf(transactions.body, 'review').map((r) => r.id)).toEqual([s.fair]);

    // The console still sees it, with its flag: in the filtered list and in the transaction.
    const hiddenOnes = await adminGet(`reviews/query?hidden=true&subjectId=${s.provider.id}`, admin.token);
    expect((hiddenOnes.json() as Body).data.map((r: Body) => r.id)).toEqual([s.abusive]);
    const shownOnes = await adminGet(
      `reviews/query?hidden=false&transactionId=${s.transactionId}`,
      admin.token,
    );
    expect((shownOnes.json() as Body).data.map((r: Body) => r.id)).toEqual([s.fair]);
    const tx = await adminGet(`transactions/show?id=${s.transactionId}`, admin.token);
    expect(tx.statusCode).toBe(200);
    const flags = (tx.json() as Body).included
      .filter((r: Body) => r.type === 'review')
      .map((r: Body) => [r.id, r.attributes.hidden]);
    expect(new Map(flags)).toEqual(
      new Map([
        [s.abusive, true],
        [s.fair, false],
      ]),
    );

    p().clock.advance(1000);
    const shown = await adminPost('reviews/unhide', { id: s.abusive }, admin.token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect((shown.json() as Body).data.attributes).toMatchObject({ hidden: false, hiddenAt: null });
    const twice = await adminPost('reviews/unhide', { id: s.abusive }, admin.token);
    expect(twice.statusCode).toBe(409);
    expect((twice.json() as Body).errors[0].title).toBe('This review is not hidden');
    for (const token of [anon, s.customerToken]) {
      expect(await publicReads(s, token)).toEqual({
        listingRating: { count: 1, averageRating: 1 },
        listing: [s.abusive],
        listingTotal: 1,
        profileRatings: [1],
        transaction: both,
      });
      expect((await call(p(), 'GET', `reviews/show?id=${s.abusive}`, token)).status).toBe(200);
    }
    expect(await transactionReviews(s.providerToken, s.transactionId)).toEqual(both);

    expect((await auditOf(s.abusive)).map((e) => [e.action, e.actor, e.before, e.after])).toEqual([
      ['review.unhide', admin.email, { hidden: true }, { hidden: false }],
      ['review.hide', admin.email, { hidden: false }, { hidden: true }],
    ]);
    expect(await auditOf(s.fair)).toEqual([]);
  });

  it('keeps the rating of a listing reviewed before ratings were kept: the migration fills it in', async () => {
    const s = await reviewed();
    const anon = await anonToken(p());
    const rating = async () =>
      (await call(p(), 'GET', `listings/show?id=${s.provider.listingId}`, anon)).body.data.attributes.metadata
        .reviews;
    expect(await rating()).toEqual({ count: 1, averageRating: 1 });
    const migrator = new Migrator({
      db: p().ctx.db,
      provider: { getMigrations: async (): Promise<Record<string, Migration>> => ALL_MIGRATIONS },
    });
    const down = await migrator.migrateTo('20261213-0034-mail-idempotency');
    expect(down.error).toBeUndefined();
    expect(await rating()).toBeUndefined();
    await migrateToLatest(p().ctx.db);
    expect(await rating()).toEqual({ count: 1, averageRating: 1 });
  });

  it('keeps a hidden review its author’s: they cannot review the transaction again', async () => {
    const { provider, customer, id } = await accepted(p());
    p().clock.advance(5 * DAY);
    await runDueJobs(p());
    // (Console sessions last hours: the operator logs in once the days have passed.)
    const admin = await asOperator('admin');
    // The customer's review, as it stands once written (the transaction still open to reviews).
    const reviewId = randomUUID();
    await insertReview(p().ctx.db, {
      id: reviewId,
      transactionId: id,
      listingId: provider.listingId,
      authorId: customer.id,
      subjectId: provider.id,
      type: 'ofProvider',
      state: 'pending',
      rating: 1,
      content: 'Awful.',
      createdAt: p().clock.read(),
      hiddenAt: null,
    });
    expect((await adminPost('reviews/hide', { id: reviewId }, admin.token)).statusCode).toBe(200);
    const token = await relogin(p(), customer);
    // Unpublished and hidden: not even its author sees it.
    expect((await call(p(), 'GET', `reviews/show?id=${reviewId}`, token)).status).toBe(404);
    expect(await transactionReviews(token, id)).toEqual([]);
    const retry = await transition(p(), token, id, 'transition/review-1-by-customer', {
      reviewRating: 5,
      reviewContent: 'Actually lovely.',
    });
    expect(retry.status).toBe(409);
    expect(errorCodes(retry.body)).toEqual(['transaction-already-reviewed-by-customer']);
    const all = await adminGet(`reviews/query?transactionId=${id}`, admin.token);
    expect((all.json() as Body).data.map((r: Body) => [r.id, r.attributes.hidden])).toEqual([
      [reviewId, true],
    ]);
  });

  it('lets support read but not change, and refuses marketplace users and unknown reviews', async () => {
    const s = await reviewed();
    const support = await asOperator('support');
    const admin = await asOperator('admin');
    const read = await adminGet(`reviews/query?authorId=${s.customer.id}`, support.token);
    expect(read.statusCode, read.body).toBe(200);
    expect((read.json() as Body).data.map((r: Body) => r.id)).toEqual([s.abusive]);
    const refused = await adminPost('reviews/hide', { id: s.abusive }, support.token);
    expect(refused.statusCode).toBe(403);
    expect((await adminPost('reviews/unhide', { id: s.abusive }, support.token)).statusCode).toBe(403);
    // A marketplace user's token never opens the admin API, not even the party's.
    expect((await adminGet('reviews/query', s.customerToken)).statusCode).toBe(401);
    expect((await adminPost('reviews/hide', { id: s.abusive }, s.providerToken)).statusCode).toBe(401);
    expect(await auditOf(s.abusive)).toEqual([]);
    expect((await publicReads(s, s.providerToken)).listing).toEqual([s.abusive]);

    const unknown = await adminPost('reviews/hide', { id: randomUUID() }, admin.token);
    expect(unknown.statusCode).toBe(404);
    const badRating = await adminGet('reviews/query?maxRating=6', admin.token);
    expect(badRating.statusCode).toBe(400);
    const bigPage = await adminGet('reviews/query?perPage=101', admin.token);
    expect(bigPage.statusCode).toBe(400);
  });

  it('lists reviews newest first, a page at a time', async () => {
    const s = await reviewed();
    const admin = await asOperator('admin');
    const first = await adminGet(`reviews/query?transactionId=${s.transactionId}&perPage=1`, admin.token);
    const firstBody = first.json() as Body;
    expect(firstBody.meta).toEqual({ totalItems: 2, totalPages: 2, page: 1, perPage: 1 });
    expect(firstBody.data.map((r: Body) => r.id)).toEqual([s.fair]);
    const second = await adminGet(
      `reviews/query?transactionId=${s.transactionId}&perPage=1&page=2`,
      admin.token,
    );
    expect((second.json() as Body).data.map((r: Body) => r.id)).toEqual([s.abusive]);
  });

  it("serves the console's SDK, whose schemas read every answer", async () => {
    const s = await reviewed();
    const admin = await asOperator('admin');
    const reviews = adminReviewsResource(
      createAdminSession({
        transport: injectTransport((options) => p().app.inject(options)),
        tokenStore: memoryOperatorTokenStore(admin.token),
      }),
    );
    const worst = await reviews.query({ subjectId: s.provider.id, hidden: false, maxRating: 1, perPage: 5 });
    expect(worst.data.map((r) => r.id)).toEqual([s.abusive]);
    expect(worst.meta).toEqual({ totalItems: 1, totalPages: 1, page: 1, perPage: 5 });
    expect((await reviews.hide(s.abusive)).data.attributes.hidden).toBe(true);
    await expect(reviews.hide(s.abusive)).rejects.toMatchObject({ status: 409 });
    expect((await reviews.query({ hidden: true, authorId: s.customer.id })).data.map((r) => r.id)).toEqual([
      s.abusive,
    ]);
    expect((await reviews.unhide(s.abusive)).data.attributes.hiddenAt).toBeNull();
  });
});
