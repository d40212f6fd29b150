import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxPaymentsAdapter } from '../src/adapters/payments/sandbox-payments.adapter.ts';
import {
  createPaymentLedger,
  findLedgerOfTransaction,
} from '../src/features/payments/payment-ledger.repository.ts';
import { reconcilePayments } from '../src/features/transactions/payment-reconciliation.ts';
import type { Body } from './api-client.ts';
import { createTestPlatform, DIALECTS, type TestPlatform } from './harness.ts';
import { paymentAndMailFaults, WriteFaults } from './support/faults.ts';
import {
  accepted,
  type BookingParties,
  bookingParties,
  preauthorized,
  requested,
} from './support/transaction-scenarios.ts';
import { requestBooking, runDueJobs, transactionState, transition } from './support/transactions.ts';

// Issue #9's fault injection: every write and payment step of each booking transition made to fail
// in turn. Each failure must change nothing — state, history, booking, reviews, jobs — leave no
// authorisation behind, and the same transition must then go through once, moving money once.

type Stage = 'request' | 'confirm' | 'accept' | 'decline' | 'review-1' | 'review-2';
type Fault = { db: string; skip?: number } | { payment: string };

const PAYMENT_STEP: Partial<Record<Stage, string>> = {
  request: 'createPaymentIntent',
  confirm: 'confirmPaymentIntent',
  accept: 'capturePaymentIntent',
  decline: 'refundPayment',
};

// The tables each transition writes inside its database transaction. Transitions of an existing
// transaction first claim it (one update of `transactions` outside), so its write is the second.
const WRITTEN: Record<Stage, Fault[]> = {
  request: [{ db: 'transactions' }, { db: 'transaction_transitions' }, { db: 'bookings' }, { db: 'jobs' }],
  confirm: [
    { db: 'transactions' },
    { db: 'transactions', skip: 1 },
    { db: 'transaction_transitions' },
    { db: 'jobs' },
  ],
  accept: [
    { db: 'transactions', skip: 1 },
    { db: 'transaction_transitions' },
    { db: 'bookings' },
    { db: 'jobs' },
  ],
  decline: [
    { db: 'transactions', skip: 1 },
    { db: 'transaction_transitions' },
    { db: 'bookings' },
    { db: 'jobs' },
  ],
  'review-1': [
    { db: 'transactions', skip: 1 },
    { db: 'transaction_transitions' },
    { db: 'reviews' },
    { db: 'jobs' },
  ],
  // The second review inserts its own and publishes both: the update of `reviews` fails too.
  'review-2': [
    { db: 'reviews' },
    { db: 'reviews', skip: 1 },
    { db: 'transaction_transitions' },
    { db: 'jobs' },
  ],
};

const CASES: [Stage, Fault][] = (Object.keys(WRITTEN) as Stage[]).flatMap((stage) => {
  const payment = PAYMENT_STEP[stage];
  return [
    ...(payment ? [[stage, { payment }] as [Stage, Fault]] : []),
    ...WRITTEN[stage].map((fault) => [stage, fault] as [Stage, Fault]),
  ];
});

const NEXT_STATE: Record<Stage, string> = {
  request: 'state/pending-payment',
  confirm: 'state/preauthorized',
  accept: 'state/accepted',
  decline: 'state/declined',
  'review-1': 'state/reviewed-by-customer',
  'review-2': 'state/reviewed',
};

const describeFault = (fault: Fault) =>
  'payment' in fault ? `payment step ${fault.payment}` : `write #${(fault.skip ?? 0) + 1} to ${fault.db}`;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] transactions: each step of each booking transition failing in turn`, () => {
    const payments = paymentAndMailFaults();
    const writes = new WriteFaults();
    let p: TestPlatform;
    let day = 3;
    beforeAll(async () => {
      // Dozens of users sign up here: the per-address limits of real clients would stop them.
      p = await createTestPlatform(
        dialect,
        { RATE_LIMIT_ENABLED: 'false' },
        { payments: payments.proxy, mail: payments.mail },
        [writes],
      );
      payments.bind(createSandboxPaymentsAdapter(createPaymentLedger(p.ctx.db, p.clock.read)));
    });
    afterAll(async () => {
      await p?.close();
    });

    /** A booking of a new provider's listing brought to just before `stage`. */
    async function bookingBefore(stage: Stage): Promise<BookingParties & { id: string }> {
      const o = { daysAhead: day++ };
      if (stage === 'request') return { ...(await bookingParties(p, o)), id: '' };
      if (stage === 'confirm') return requested(p, o);
      if (stage === 'accept' || stage === 'decline') return preauthorized(p, o);
      const parties = await accepted(p, o);
      const { customer } = parties;
      // Accepted: the booking ends and `complete` delivers it, opening the reviews.
      await p.ctx.db
        .updateTable('jobs')
        .set({ run_at: new Date(p.clock.read().getTime() - 1000).toISOString() })
        .where('key', 'like', `transaction:${parties.id}:transition/complete:%`)
        .execute();
      await runDueJobs(p);
      if (stage === 'review-2') {
        await transition(p, customer.token, parties.id, 'transition/review-1-by-customer', {
          reviewRating: 5,
          reviewContent: 'Great',
        });
      }
      return parties;
    }

    function run(stage: Stage, parties: BookingParties & { id: string }) {
      const { provider, customer, trusted, times, id } = parties;
      switch (stage) {
        case 'request':
          return requestBooking(p, trusted, provider.listingId, times);
        case 'confirm':
          return transition(p, customer.token, id, 'transition/confirm-payment');
        case 'accept':
          return transition(p, provider.token, id, 'transition/accept');
        case 'decline':
          return transition(p, provider.token, id, 'transition/decline');
        case 'review-1':
          return transition(p, customer.token, id, 'transition/review-1-by-customer', {
            reviewRating: 4,
            reviewContent: 'Good',
          });
        case 'review-2':
          return transition(p, provider.token, id, 'transition/review-2-by-provider', {
            reviewRating: 5,
            reviewContent: 'A punctual guest',
          });
      }
    }

    /** Everything a transition may change, for one listing's transactions. */
    async function snapshotOf(listingId: string) {
      const txs = await p.ctx.db
        .selectFrom('transactions')
        .select(['id', 'state', 'last_transition', 'protected_data'])
        .where('listing_id', '=', listingId)
        .execute();
      const ids = txs.map((t) => t.id);
      const none = ['00000000-0000-0000-0000-000000000000'];
      const of = (table: 'transaction_transitions' | 'bookings' | 'reviews' | 'payment_intents') =>
        p.ctx.db
          .selectFrom(table)
          .selectAll()
          .where('transaction_id', 'in', ids.length ? ids : none)
          .execute();
      const jobs = await p.ctx.db
        .selectFrom('jobs')
        .select(['key', 'state'])
        .where('key', 'like', ids.length ? `transaction:${ids[0]}:%` : 'none')
        .orderBy('key')
        .execute();
      return {
        txs: txs.map(({ id, state, last_transition }) => ({ id, state, last_transition })),
        transitions: (await of('transaction_transitions')).length,
        bookings: (await of('bookings')).map((b) => (b as { state: string }).state),
        reviews: (await of('reviews')).map((r) => (r as { state: string }).state),
        jobs,
      };
    }

    it.each(CASES)('%s: %o fails, changes nothing, and the retry goes through once', async (stage, fault) => {
      const parties = await bookingBefore(stage);
      const before = await snapshotOf(parties.provider.listingId);
      const intentsBefore = await p.ctx.db.selectFrom('payment_intents').select('id').execute();

      if ('payment' in fault) payments.failing.add(fault.payment);
      else writes.failNextWrite(fault.db, fault.skip);
      const failed = await run(stage, parties);
      payments.failing.clear();
      const fired = 'payment' in fault || writes.fired;
      writes.clear();
      expect(fired, `${describeFault(fault)} was never attempted`).toBe(true);
      expect(failed.status, JSON.stringify(failed.body)).toBe(500);
      // A failure answers in the API's error format, without internals.
      expect((failed.body as Body).errors?.[0]?.status).toBe(500);
      expect(JSON.stringify(failed.body)).not.toContain('injected');

      expect(await snapshotOf(parties.provider.listingId)).toEqual(before);
      // No authorisation is left behind by a request that was not written.
      const newIntents = await p.ctx.db
        .selectFrom('payment_intents')
        .select(['id', 'status', 'transaction_id'])
        .where('id', 'not in', intentsBefore.length ? intentsBefore.map((i) => i.id) : ['none'])
        .execute();
      expect(newIntents.filter((i) => i.status !== 'canceled')).toEqual([]);

      const retried = await run(stage, parties);
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      expect(retried.body.data.attributes.state).toBe(NEXT_STATE[stage]);
      const id = retried.body.data.id as string;
      const ledger = await findLedgerOfTransaction(p.ctx.db, id);
      // Only a decline gives money back: a retried step must not find its payment undone.
      if (stage !== 'decline') expect(ledger.intents[0]?.amountRefunded ?? 0).toBe(0);
      const kinds = ledger.operations.filter((o) => o.status === 'succeeded').map((o) => o.kind);
      // Money moved once per step, however many attempts it took.
      for (const kind of new Set(kinds))
        expect(
          kinds.filter((k) => k === kind),
          kind,
        ).toHaveLength(1);
    });

    it('an accept that failed after its capture and was never retried is finished by reconciliation', async () => {
      const parties = await bookingBefore('accept');
      writes.failNextWrite('transaction_transitions');
      expect((await run('accept', parties)).status).toBe(500);
      expect(writes.fired).toBe(true);
      const captured = await findLedgerOfTransaction(p.ctx.db, parties.id);
      expect(captured.intents[0]?.status).toBe('succeeded');
      // Until then no other transition may run on it: the expiry timer waits for the accept.
      const declined = await run('decline', parties);
      expect(declined.status).toBe(409);
      // The payment journal kept the accept; the next reconciliation runs it to its end.
      const report = await reconcilePayments(p.ctx);
      expect(report).toMatchObject({ finished: 1, failed: 0 });
      expect(await transactionState(p, parties.id)).toBe('state/accepted');
      p.clock.advance(10 * 86_400_000);
      await runDueJobs(p);
      const after = await findLedgerOfTransaction(p.ctx.db, parties.id);
      // Captured once; the expiry timer no longer applies, so nothing is refunded.
      expect(after.operations.map((o) => o.kind).slice(0, 2)).toEqual(['authorize', 'capture']);
      expect(after.operations.map((o) => o.kind)).not.toContain('refund');
      expect(after.intents[0]?.amountRefunded).toBe(0);
    });
  });
}
