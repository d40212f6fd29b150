import { randomUUID } from 'node:crypto';
import { DashboardResourceSchema } from '@mercato/core/contracts/admin-dashboard';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { writeAsset } from '../src/features/assets/assets.service.ts';
import { insertListing } from '../src/features/listings/listings.repository.ts';
import { defineJob, PermanentJobError } from '../src/jobs/job-definition.ts';
import { createJobRunner } from '../src/jobs/job-runner.ts';
import { scheduleJob } from '../src/jobs/jobs.service.ts';
import { type Body, buildSignup, call, newUser } from './api-client.ts';
import { describeEachDialect } from './harness.ts';
import { anonToken, banActor, deleteActor, newActor, send } from './support/actors.ts';
import { saveAccessRules } from './support/marketplace-config.ts';
import { newOperator, operatorSessionOf } from './support/operators.ts';
import {
  accepted,
  inquiry,
  orderItem,
  preauthorized,
  purchased,
  requested,
} from './support/transaction-scenarios.ts';
import { operatorTransition, relogin, transition, trustedTokenOf } from './support/transactions.ts';

const ADMIN_API_TOKEN = 'operator-admin-token-dashboard-0123456789';
const URL = '/v1/admin/dashboard/show';
const WEEKS = 12;

type Money = { amount: number; currency: string };

/**
 * What the test seeded, counted by the week it happened in as the test's timeline says (an index of
 * the 12 weeks up to the final read, -1 before them): the figures the dashboard must show.
 */
class Seeded {
  readonly newUsers = Array<number>(WEEKS).fill(0);
  readonly newPublishedListings = Array<number>(WEEKS).fill(0);
  readonly newTransactions = Array<number>(WEEKS).fill(0);
  readonly money = new Map<string, { gmv: number; commission: number; payments: number }[]>();
  users = 0;
  constructor(public week = -1) {}

  user(n = 1): void {
    this.users += n;
    if (this.week >= 0) this.newUsers[this.week]! += n;
  }
  publishedListing(): void {
    if (this.week >= 0) this.newPublishedListings[this.week]! += 1;
  }
  /** A transaction with its parties and listing, as every scenario makes them. */
  scenario(): void {
    this.user(2);
    this.publishedListing();
    if (this.week >= 0) this.newTransactions[this.week]! += 1;
  }
  /** A payment captured now: its pay-in and payout totals as the API answered them. */
  captured(tx: Body): void {
    const payin = tx.attributes.payinTotal as Money;
    const payout = tx.attributes.payoutTotal as Money;
    if (this.week < 0) return;
    const weeks =
      this.money.get(payin.currency) ??
      Array.from({ length: WEEKS }, () => ({ gmv: 0, commission: 0, payments: 0 }));
    const week = weeks[this.week]!;
    week.gmv += payin.amount;
    week.commission += payin.amount - payout.amount;
    week.payments += 1;
    this.money.set(payin.currency, weeks);
  }
}

// The operator console's dashboard (issue #30): the figures of a history seeded across weeks by
// moving the clock, each compared with what the test itself counted while seeding.
describeEachDialect(
  'the console dashboard',
  (platform) => {
    const moveTo = (iso: string) => {
      const ms = new Date(iso).getTime() - platform().clock.read().getTime();
      expect(ms, `the clock only moves forward, to ${iso}`).toBeGreaterThanOrEqual(0);
      platform().clock.advance(ms);
    };
    const show = async (query = '', role: 'admin' | 'support' = 'support') => {
      const operator = await newOperator(platform(), role);
      const token = await operatorSessionOf(platform(), operator.id);
      return send(platform(), { method: 'GET', url: URL, query }, { bearer: token });
    };

    it('counts users, listings, transactions, money and what waits, week by week up to now', async () => {
      const p = platform();
      // A commission on both sides, so what the marketplace keeps is not zero.
      await writeAsset(
        p.ctx,
        '/transactions/commission.json',
        { providerCommission: { percentage: 10 }, customerCommission: { percentage: 5 } },
        'test',
      );
      // The clock starts on Sunday 2026-11-22; the final read is on Wednesday 2027-02-10, so the
      // 12 weeks are those of Monday 2026-11-23 (index 0) to Monday 2027-02-08 (index 11).
      const seeded = new Seeded(-1);

      // Before the window: captured on Sunday, the last one a millisecond before it opens.
      seeded.captured((await accepted(p)).created.body.data);
      seeded.scenario();
      moveTo('2026-11-22T23:59:59.999Z');
      seeded.captured((await accepted(p)).created.body.data);
      seeded.scenario();

      // Week 0 opens on Monday at midnight and closes on Sunday 23:59:59.999.
      moveTo('2026-11-23T00:00:00.000Z');
      seeded.week = 0;
      seeded.captured((await accepted(p)).created.body.data);
      seeded.scenario();
      moveTo('2026-11-29T23:59:59.999Z');
      seeded.captured((await purchased(p)).created.body.data);
      seeded.scenario();
      moveTo('2026-11-30T00:00:00.000Z');
      seeded.week = 1;
      seeded.captured((await purchased(p)).created.body.data);
      seeded.scenario();

      // Week 2: an order in another currency (a listing stored in euros: the default marketplace
      // currency is the dollar).
      moveTo('2026-12-09T12:00:00.000Z');
      seeded.week = 2;
      const seller = await newUser(p);
      const euroListing = randomUUID();
      await insertListing(p.ctx.db, {
        id: euroListing,
        authorId: seller.id,
        now: p.clock.read(),
        state: 'published',
        deleted: false,
        title: 'Linen tea towel',
        description: null,
        geolocation: null,
        price: { amount: 1800, currency: 'EUR' },
        availabilityPlan: null,
        publicData: {
          listingType: 'sell-products',
          unitType: 'item',
          transactionProcessAlias: 'default-purchase/release-1',
          shippingEnabled: true,
          shippingPriceInSubunitsOneItem: 500,
          shippingPriceInSubunitsAdditionalItems: 200,
        },
        privateData: {},
      });
      const stocked = await call(p, 'POST', 'stock/compare_and_set', seller.token, {
        listingId: euroListing,
        oldTotal: null,
        newTotal: 2,
      });
      expect(stocked.status).toBe(200);
      const buyer = await newUser(p);
      const euroOrder = await orderItem(p, await trustedTokenOf(p, buyer.token), euroListing);
      expect(euroOrder.status, JSON.stringify(euroOrder.body)).toBe(200);
      const euroPaid = await transition(p, buyer.token, euroOrder.body.data.id, 'transition/confirm-payment');
      expect(euroPaid.body.data.attributes.state).toBe('state/purchased');
      expect(euroPaid.body.data.attributes.payinTotal.currency).toBe('EUR');
      seeded.captured(euroPaid.body.data);
      seeded.scenario();

      // Requested and paid on Sunday night of week 3, accepted (captured) on Monday of week 4: the
      // transaction counts where it was made, its money where it was taken.
      moveTo('2026-12-20T22:00:00.000Z');
      seeded.week = 3;
      const booking = await preauthorized(p);
      seeded.scenario();
      moveTo('2026-12-21T01:00:00.000Z');
      seeded.week = 4;
      const acceptedLate = await transition(
        p,
        await relogin(p, booking.provider),
        booking.id,
        'transition/accept',
      );
      expect(acceptedLate.body.data.attributes.state).toBe('state/accepted');
      seeded.captured(acceptedLate.body.data);

      // Week 5: an order paid, then cancelled by the operator and refunded: no money kept.
      moveTo('2026-12-30T12:00:00.000Z');
      seeded.week = 5;
      const refunded = await purchased(p);
      seeded.scenario();
      const cancelled = await operatorTransition(p, { id: refunded.id, transition: 'transition/cancel' });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(cancelled.body.data.attributes.payinTotal.amount).toBe(0);

      // Week 6: an order paid, delivered and disputed.
      moveTo('2027-01-05T12:00:00.000Z');
      seeded.week = 6;
      const disputed = await purchased(p);
      seeded.captured(disputed.created.body.data);
      seeded.scenario();
      const delivered = await transition(
        p,
        disputed.provider.token,
        disputed.id,
        'transition/mark-delivered',
      );
      expect(delivered.body.data.attributes.state).toBe('state/delivered');
      const dispute = await transition(p, disputed.customer.token, disputed.id, 'transition/dispute', {
        protectedData: { disputeReason: 'The mug arrived cracked.' },
      });
      expect(dispute.body.data.attributes.state).toBe('state/disputed');

      // Week 7: an inquiry and a request never paid: transactions without money.
      moveTo('2027-01-11T09:00:00.000Z');
      seeded.week = 7;
      await inquiry(p);
      seeded.scenario();
      await requested(p);
      seeded.scenario();

      // Week 8: three sign-ups, one banned since and one deleted (a sign-up all the same).
      moveTo('2027-01-20T15:00:00.000Z');
      seeded.week = 8;
      const banned = await newActor(p);
      await banActor(p, banned);
      const deleted = await newActor(p);
      await deleteActor(p, deleted);
      await newActor(p);
      seeded.user(3);
      seeded.users -= 1;

      // Week 9: a sign-up waiting for approval.
      moveTo('2027-01-27T10:00:00.000Z');
      seeded.week = 9;
      await saveAccessRules(p, { requireApprovalToJoin: true });
      const pending = await send(
        p,
        {
          method: 'POST',
          url: '/v1/api/current_user/create',
          query: 'expand=true',
          body: buildSignup(),
        },
        { bearer: await anonToken(p) },
      );
      expect(pending.statusCode, pending.body).toBe(200);
      expect(pending.json().data.attributes.state).toBe('pendingApproval');
      seeded.user();
      await saveAccessRules(p, {});

      // Week 10: listings in every other state, and a deleted one, by a new author.
      moveTo('2027-02-03T10:00:00.000Z');
      seeded.week = 10;
      const author = await newUser(p);
      seeded.user();
      for (const [state, deletedListing] of [
        ['draft', false],
        ['pendingApproval', false],
        ['closed', false],
        ['published', true],
      ] as const) {
        await insertListing(p.ctx.db, {
          id: randomUUID(),
          authorId: author.id,
          now: p.clock.read(),
          state,
          deleted: deletedListing,
          title: `A ${state} listing`,
          description: null,
          geolocation: null,
          price: null,
          availabilityPlan: null,
          publicData: {},
          privateData: {},
        });
      }

      // Week 11, the current one: a booking accepted, a job failed for good and one to be retried.
      moveTo('2027-02-08T08:00:00.000Z');
      seeded.week = 11;
      seeded.captured((await accepted(p)).created.body.data);
      seeded.scenario();
      const broken = defineJob({
        name: 'dashboard-test.broken',
        payload: z.object({}),
        handle: async () => {
          throw new PermanentJobError('broken for good');
        },
      });
      const flaky = defineJob({
        name: 'dashboard-test.flaky',
        payload: z.object({}),
        handle: async () => {
          throw new Error('try again later');
        },
      });
      await scheduleJob(p.ctx, broken, {});
      await scheduleJob(p.ctx, flaky, {});
      expect(await createJobRunner(p.ctx, { jobs: [broken, flaky] }).runDue()).toBe(2);

      moveTo('2027-02-10T09:00:00.000Z');
      const res = await show();
      expect(res.statusCode, res.body).toBe(200);
      const dashboard = DashboardResourceSchema.parse(res.json().data);
      const figures = dashboard.attributes;

      expect(figures.generatedAt).toBe('2027-02-10T09:00:00.000Z');
      expect(figures.weeks).toHaveLength(WEEKS);
      expect(figures.weeks[0]).toBe('2026-11-23');
      expect(figures.weeks[1]).toBe('2026-11-30');
      expect(figures.weeks[11]).toBe('2027-02-08');

      // 29 sign-ups, one deleted: 28 accounts, one banned and one waiting.
      expect(seeded.users).toBe(28);
      expect(figures.users).toEqual({
        total: seeded.users,
        active: seeded.users - 2,
        pendingApproval: 1,
        banned: 1,
        newPerWeek: seeded.newUsers,
      });
      // Written out as well, so a mistake of the bookkeeping above cannot hide one of the figures.
      expect(figures.users.newPerWeek).toEqual([4, 2, 2, 2, 0, 2, 2, 4, 3, 1, 1, 2]);

      // Twelve scenarios' listings are published (two of them before the window).
      expect(figures.listings).toEqual({
        draft: 1,
        pendingApproval: 1,
        published: 12,
        closed: 1,
        newPerWeek: seeded.newPublishedListings,
      });
      expect(figures.listings.newPerWeek).toEqual([2, 1, 1, 1, 0, 1, 1, 2, 0, 0, 0, 1]);

      expect(figures.transactions.perWeek).toEqual(seeded.newTransactions);
      expect(figures.transactions.perWeek).toEqual([2, 1, 1, 1, 0, 1, 1, 2, 0, 0, 0, 1]);
      expect(figures.transactions.total).toBe(12);
      expect(figures.transactions.byState).toEqual([
        { processName: 'default-booking', state: 'state/accepted', count: 5 },
        { processName: 'default-booking', state: 'state/inquiry', count: 1 },
        { processName: 'default-booking', state: 'state/pending-payment', count: 1 },
        { processName: 'default-purchase', state: 'state/purchased', count: 3 },
        { processName: 'default-purchase', state: 'state/canceled', count: 1 },
        { processName: 'default-purchase', state: 'state/disputed', count: 1 },
      ]);

      const expectedMoney = [...seeded.money.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, weeks]) => ({
          currency,
          perWeek: weeks.map((w) => ({
            gmv: { amount: w.gmv, currency },
            commission: { amount: w.commission, currency },
            payments: w.payments,
          })),
        }));
      expect(figures.money).toEqual(expectedMoney);
      const usd = figures.money.find((m) => m.currency === 'USD')?.perWeek ?? [];
      // The Sunday 23:59:59.999 order counts in week 0, Monday's midnight one in week 1; the refunded
      // order of week 5 counts nothing; the late-accepted booking counts in week 4.
      expect(usd.map((w) => w.payments)).toEqual([2, 1, 0, 0, 1, 0, 1, 0, 0, 0, 0, 1]);
      expect(usd.every((w) => w.commission.amount < w.gmv.amount || w.gmv.amount === 0)).toBe(true);
      expect(usd[0]?.commission.amount).toBeGreaterThan(0);
      const eur = figures.money.find((m) => m.currency === 'EUR')?.perWeek ?? [];
      expect(eur.map((w) => w.payments)).toEqual([0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
      expect(eur[2]?.gmv).toEqual(euroPaid.body.data.attributes.payinTotal);

      expect(figures.waiting).toEqual({ pendingUsers: 1, pendingListings: 1, disputes: 1, failedJobs: 1 });
    });

    it('covers fewer weeks when asked, and refuses what is not a number of weeks', async () => {
      const res = await show('weeks=1', 'admin');
      expect(res.statusCode, res.body).toBe(200);
      const figures = DashboardResourceSchema.parse(res.json().data).attributes;
      expect(figures.weeks).toEqual(['2027-02-08']);
      expect(figures.users.newPerWeek).toHaveLength(1);
      expect(figures.money.every((m) => m.perWeek.length === 1)).toBe(true);
      for (const query of ['weeks=0', 'weeks=53', 'weeks=two', 'weeks=1.5', 'since=2027-01-01']) {
        expect((await show(query)).statusCode, query).toBe(400);
      }
    });

    it('answers Transit with money as Money', async () => {
      const operator = await newOperator(platform(), 'support');
      const token = await operatorSessionOf(platform(), operator.id);
      const res = await send(
        platform(),
        { method: 'GET', url: URL },
        { bearer: token },
        { accept: 'application/transit+json' },
      );
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('~#mn');
    });

    it('is for operators only: a marketplace user or no token gets 401', async () => {
      const user = await newActor(platform());
      expect(
        (await send(platform(), { method: 'GET', url: URL }, { bearer: user.accessToken })).statusCode,
      ).toBe(401);
      expect((await send(platform(), { method: 'GET', url: URL }, null)).statusCode).toBe(401);
    });
  },
  { ADMIN_API_TOKEN },
);
