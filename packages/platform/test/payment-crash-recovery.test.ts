import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxPaymentsAdapter } from '../src/adapters/payments/sandbox-payments.adapter.ts';
import type { PlatformContext } from '../src/context.ts';
import { createPaymentLedger } from '../src/features/payments/payment-ledger.repository.ts';
import { PAYMENT_LEASE_MS } from '../src/features/transactions/payment-journal.ts';
import { runDelayedTransition } from '../src/features/transactions/transactions.service.ts';
import { createPlatformWorker, platformSchedules } from '../src/jobs/platform-jobs.ts';
import type { PaymentsPort } from '../src/ports/payments.port.ts';
import type { Body } from './api-client.ts';
import { createTestPlatform, DIALECTS, startSecondServer, type TestPlatform } from './harness.ts';
import { type CrashPoint, paymentAndMailFaults } from './support/faults.ts';
import {
  type BookingParties,
  bookingParties,
  inquiry,
  ordered,
  orderItem,
  type Parties,
  preauthorized,
  purchased,
  purchaseParties,
  requested,
  type WithTransaction,
} from './support/transaction-scenarios.ts';
import { operatorTransition, requestBooking, transition } from './support/transactions.ts';

// Issue #25 defect 4: a crash between a payment step and its database write. Each scenario runs a
// money-moving transition and "kills" the process right after one of its payment calls returned
// (or just before it), so the provider has moved money the database does not know of. Then a second
// process opens the same database after the journal's lease ran out, its worker reconciles, and
// the ledger and the transactions must agree: every transaction of an existing transaction finished
// as asked, every hold of a transaction never written released, money moved once.

const ADMIN_API_TOKEN = 'operator-admin-token-crash-recovery-0123';

type Process = 'booking' | 'purchase';

interface Crash {
  /** The transaction the crashed transition ran on (none for an initiate: it was never written). */
  id: string | null;
  /** Its listing: an initiate that crashed must leave no transaction on it. */
  listingId: string;
  /** How to run the transition that crashes. */
  run: () => Promise<unknown>;
}

interface Scenario {
  name: string;
  process: Process;
  method: keyof PaymentsPort;
  point: CrashPoint;
  /** The state after reconciliation; null: the transaction does not exist. */
  expected: string | null;
  prepare(p: TestPlatform): Promise<Crash>;
  /** A delayed transition run by the worker: its job, tried again while the lease holds, waits. */
  delayed?: { transition: string; step: number };
}

const STATES = {
  held: new Set(['state/pending-payment', 'state/preauthorized']),
  captured: new Set([
    'state/accepted',
    'state/delivered',
    'state/purchased',
    'state/received',
    'state/completed',
  ]),
  paidOut: new Set(['state/delivered', 'state/received', 'state/completed']),
};

const admin = (p: TestPlatform, id: string, name: string) =>
  operatorTransition(p, { id, transition: name, params: {} });

/** Every purchase: two units of a listing with five, shipped. */
const PURCHASE = { stock: 5, params: { stockReservationQuantity: 2 } };

let nextDay = 30;
/** A slot of its own for each scenario, far enough ahead to stay bookable after the restart. */
const day = () => nextDay++;

type Booked = WithTransaction<BookingParties>;
type Ordered = WithTransaction<Parties>;

/** A crash in a transition of a booking in `preauthorized` (moved on by `first`, if given). */
function fromPreauthorized(
  run: (p: TestPlatform, b: Booked) => Promise<unknown>,
  first?: (p: TestPlatform, b: Booked) => Promise<unknown>,
) {
  return async (p: TestPlatform): Promise<Crash> => {
    const b = await preauthorized(p, { daysAhead: day() });
    if (first) expect(((await first(p, b)) as { status: number }).status).toBe(200);
    return { id: b.id, listingId: b.listingId, run: () => run(p, b) };
  };
}

/** A crash in a transition of a purchase, ordered (`pending-payment`) or paid (`purchased`). */
function fromOrder(paid: boolean, run: (p: TestPlatform, o: Ordered) => Promise<unknown>) {
  return async (p: TestPlatform): Promise<Crash> => {
    const o = paid ? await purchased(p, PURCHASE) : await ordered(p, PURCHASE);
    return { id: o.id, listingId: o.listingId, run: () => run(p, o) };
  };
}

/** A crash in a new booking request: nothing of it is written. */
async function bookingRequest(p: TestPlatform): Promise<Crash> {
  const { provider, trusted, times } = await bookingParties(p, { daysAhead: day() });
  return {
    id: null,
    listingId: provider.listingId,
    run: () => requestBooking(p, trusted, provider.listingId, times),
  };
}

const acceptBooking = (p: TestPlatform, b: Booked) =>
  transition(p, b.provider.token, b.id, 'transition/accept');

const SCENARIOS: Scenario[] = [
  {
    name: 'booking request-payment, after the card was authorised',
    process: 'booking',
    method: 'createPaymentIntent',
    point: 'after',
    expected: null,
    prepare: bookingRequest,
  },
  {
    name: 'booking request-payment, before the provider was called',
    process: 'booking',
    method: 'createPaymentIntent',
    point: 'before',
    expected: null,
    prepare: bookingRequest,
  },
  {
    name: 'booking request-payment-after-inquiry, after the card was authorised',
    process: 'booking',
    method: 'createPaymentIntent',
    point: 'after',
    expected: 'state/pending-payment',
    async prepare(p) {
      const { id, listingId, trusted, times } = await inquiry(p, {
        daysAhead: day(),
        protectedData: { message: 'Is the kayak free?' },
      });
      return {
        id,
        listingId,
        run: () =>
          transition(p, trusted, id, 'transition/request-payment-after-inquiry', {
            ...times,
            seats: 1,
            paymentMethod: 'pm_card_visa',
          }),
      };
    },
  },
  {
    name: 'booking confirm-payment, after the card was authorised',
    process: 'booking',
    method: 'confirmPaymentIntent',
    point: 'after',
    expected: 'state/preauthorized',
    async prepare(p) {
      const { id, listingId, customer } = await requested(p, {
        daysAhead: day(),
        params: { paymentMethod: undefined },
      });
      return {
        id,
        listingId,
        run: () =>
          transition(p, customer.token, id, 'transition/confirm-payment', { paymentMethod: 'pm_card_visa' }),
      };
    },
  },
  {
    name: 'booking accept, after the capture',
    process: 'booking',
    method: 'capturePaymentIntent',
    point: 'after',
    expected: 'state/accepted',
    prepare: fromPreauthorized((p, b) => transition(p, b.provider.token, b.id, 'transition/accept')),
  },
  {
    name: 'booking accept, before the capture',
    process: 'booking',
    method: 'capturePaymentIntent',
    point: 'before',
    expected: 'state/accepted',
    prepare: fromPreauthorized((p, b) => transition(p, b.provider.token, b.id, 'transition/accept')),
  },
  {
    name: 'booking decline, after the hold was released',
    process: 'booking',
    method: 'refundPayment',
    point: 'after',
    expected: 'state/declined',
    prepare: fromPreauthorized((p, b) => transition(p, b.provider.token, b.id, 'transition/decline')),
  },
  {
    name: 'booking expire (the worker), after the hold was released',
    process: 'booking',
    method: 'refundPayment',
    point: 'after',
    expected: 'state/expired',
    delayed: { transition: 'transition/expire', step: 2 },
    prepare: fromPreauthorized((p, b) =>
      runDelayedTransition(p.ctx, { transactionId: b.id, transition: 'transition/expire', step: 2 }),
    ),
  },
  {
    name: 'booking operator-complete, after the payout',
    process: 'booking',
    method: 'createPayout',
    point: 'after',
    expected: 'state/delivered',
    prepare: fromPreauthorized((p, b) => admin(p, b.id, 'transition/operator-complete'), acceptBooking),
  },
  {
    name: 'booking cancel by the operator, after the refund',
    process: 'booking',
    method: 'refundPayment',
    point: 'after',
    expected: 'state/cancelled',
    prepare: fromPreauthorized((p, b) => admin(p, b.id, 'transition/cancel'), acceptBooking),
  },
  {
    name: 'purchase request-payment, after the card was authorised',
    process: 'purchase',
    method: 'createPaymentIntent',
    point: 'after',
    expected: null,
    async prepare(p) {
      const item = await purchaseParties(p, PURCHASE);
      return {
        id: null,
        listingId: item.listingId,
        run: () => orderItem(p, item.trusted, item.listingId, PURCHASE.params),
      };
    },
  },
  {
    name: 'purchase confirm-payment, between the authorisation and the capture',
    process: 'purchase',
    method: 'confirmPaymentIntent',
    point: 'after',
    expected: 'state/purchased',
    prepare: fromOrder(false, (p, o) => transition(p, o.customer.token, o.id, 'transition/confirm-payment')),
  },
  {
    name: 'purchase confirm-payment, after the capture',
    process: 'purchase',
    method: 'capturePaymentIntent',
    point: 'after',
    expected: 'state/purchased',
    prepare: fromOrder(false, (p, o) => transition(p, o.customer.token, o.id, 'transition/confirm-payment')),
  },
  {
    name: 'purchase mark-received-from-purchased, after the payout',
    process: 'purchase',
    method: 'createPayout',
    point: 'after',
    // Received, then completed at once by the worker (`auto-complete` is due on receipt).
    expected: 'state/completed',
    prepare: fromOrder(true, (p, o) =>
      transition(p, o.customer.token, o.id, 'transition/mark-received-from-purchased'),
    ),
  },
  {
    name: 'purchase cancel by the operator, after the refund',
    process: 'purchase',
    method: 'refundPayment',
    point: 'after',
    expected: 'state/canceled',
    prepare: fromOrder(true, (p, o) => admin(p, o.id, 'transition/cancel')),
  },
];

interface Ledger {
  intents: {
    id: string;
    transaction_id: string;
    status: string;
    amount_captured: number;
    amount_refunded: number;
  }[];
  payouts: Map<string, number>;
}

async function ledgerOf(ctx: PlatformContext): Promise<Ledger> {
  const intents = await ctx.db
    .selectFrom('payment_intents')
    .select(['id', 'transaction_id', 'status', 'amount_captured', 'amount_refunded'])
    .execute();
  const operations = await ctx.db
    .selectFrom('payment_operations')
    .select(['transaction_id', 'kind'])
    .where('kind', '=', 'payout')
    .where('status', '=', 'succeeded')
    .execute();
  const payouts = new Map<string, number>();
  for (const o of operations) payouts.set(o.transaction_id, (payouts.get(o.transaction_id) ?? 0) + 1);
  return {
    intents: intents.map((i) => ({
      ...i,
      amount_captured: Number(i.amount_captured),
      amount_refunded: Number(i.amount_refunded),
    })),
    payouts,
  };
}

/**
 * Where the ledger and the transactions disagree: a hold without a transaction that holds, money
 * kept for a transaction that should not have it (or missing for one that should), payouts not
 * exactly once for a transaction that pays out.
 */
async function disagreements(ctx: PlatformContext): Promise<string[]> {
  const txs = new Map(
    (await ctx.db.selectFrom('transactions').select(['id', 'state', 'payin_total']).execute()).map((t) => [
      t.id,
      t,
    ]),
  );
  const ledger = await ledgerOf(ctx);
  const problems: string[] = [];
  let capturedInLedger = 0;
  for (const intent of ledger.intents) {
    const tx = txs.get(intent.transaction_id);
    const net = intent.amount_captured - intent.amount_refunded;
    capturedInLedger += net;
    if (intent.status === 'requires_capture' && !(tx && STATES.held.has(tx.state))) {
      problems.push(`hold ${intent.id} without a transaction that holds (${tx?.state ?? 'none'})`);
    }
    if (!tx) {
      if (intent.status !== 'canceled' && net !== 0)
        problems.push(`intent ${intent.id} of no transaction kept`);
      continue;
    }
    const expected = STATES.captured.has(tx.state) ? Number(tx.payin_total) : 0;
    if (net !== expected)
      problems.push(`transaction ${tx.id} (${tx.state}) keeps ${net}, should ${expected}`);
  }
  const capturedByState = [...txs.values()]
    .filter((t) => STATES.captured.has(t.state))
    .reduce((sum, t) => sum + Number(t.payin_total), 0);
  if (capturedInLedger !== capturedByState) {
    problems.push(`captured in the ledger ${capturedInLedger}, by the transactions ${capturedByState}`);
  }
  for (const tx of txs.values()) {
    const payouts = ledger.payouts.get(tx.id) ?? 0;
    if (payouts !== (STATES.paidOut.has(tx.state) ? 1 : 0)) {
      problems.push(`transaction ${tx.id} (${tx.state}) has ${payouts} payouts`);
    }
  }
  return problems;
}

for (const dialect of DIALECTS) {
  describe(`[${dialect}] payments: a crash between a payment step and its write`, () => {
    const f = paymentAndMailFaults();
    let p: TestPlatform;
    const crashes = new Map<Scenario, Crash>();
    beforeAll(async () => {
      p = await createTestPlatform(
        dialect,
        { ADMIN_API_TOKEN, RATE_LIMIT_ENABLED: 'false' },
        { payments: f.proxy },
      );
      f.bind(createSandboxPaymentsAdapter(createPaymentLedger(p.ctx.db, p.clock.read)));
    });
    afterAll(async () => {
      await p?.close();
    });

    for (const scenario of SCENARIOS) {
      it(`crashes in ${scenario.name}`, async () => {
        const crash = await scenario.prepare(p);
        const crashed = f.crashAt(scenario.method, scenario.point);
        const finished = crash.run().then((res) => {
          throw new Error(
            `the transition finished instead of crashing: ${JSON.stringify((res as Body).body ?? res)}`,
          );
        });
        await Promise.race([crashed, finished]);
        crashes.set(scenario, crash);
        // Until the lease runs out, the transaction takes no other transition.
        if (crash.id) {
          const shown = await p.ctx.db
            .selectFrom('payment_journal')
            .select('state')
            .where('transaction_id', '=', crash.id)
            .executeTakeFirstOrThrow();
          expect(shown.state).toBe('pending');
          // The worker's job tried again meanwhile is not dropped as void: it waits for the step.
          if (scenario.delayed) {
            expect(await runDelayedTransition(p.ctx, { transactionId: crash.id, ...scenario.delayed })).toBe(
              'payment-in-flight',
            );
          }
        }
      });
    }

    it('finds the ledger ahead of the transactions before reconciliation (the checks can fail)', async () => {
      expect(crashes.size).toBe(SCENARIOS.length);
      expect((await disagreements(p.ctx)).length).toBeGreaterThan(0);
    });

    it('after a restart, the worker finishes or undoes every crashed step, moving money once', async () => {
      expect(platformSchedules(p.ctx.env).map((s) => s.job.name)).toContain('transaction.reconcile-payments');
      // A second process opens the same database once the crashed runs' leases have run out.
      p.clock.advance(PAYMENT_LEASE_MS + 60_000);
      const second = await startSecondServer(p);
      const { ctx } = second;
      try {
        await createPlatformWorker(ctx).runDue();
        const pending = await ctx.db
          .selectFrom('payment_journal')
          .select(['transition', 'state', 'last_error'])
          .execute();
        expect(pending).toEqual([]);
        expect(await disagreements(ctx)).toEqual([]);
        for (const [scenario, crash] of crashes) {
          const txs = await ctx.db
            .selectFrom('transactions')
            .select(['id', 'state'])
            .where('listing_id', '=', crash.listingId)
            .execute();
          expect(
            txs.map((t) => t.state),
            scenario.name,
          ).toEqual(scenario.expected ? [scenario.expected] : []);
          if (crash.id) expect(txs[0]?.id).toBe(crash.id);
        }
        // A booking whose request never landed left its slot free; a purchase its stock.
        const bookings = await ctx.db.selectFrom('bookings').select(['listing_id', 'state']).execute();
        for (const [scenario, crash] of crashes) {
          if (scenario.expected !== null) continue;
          expect(
            bookings.filter((b) => b.listing_id === crash.listingId),
            scenario.name,
          ).toEqual([]);
          if (scenario.process === 'purchase') {
            const stock = await ctx.db
              .selectFrom('listing_stocks')
              .select('quantity')
              .where('listing_id', '=', crash.listingId)
              .executeTakeFirstOrThrow();
            expect(Number(stock.quantity), scenario.name).toBe(5);
          }
        }
        // A second run finds nothing left to do and moves no money.
        const before = await ledgerOf(ctx);
        await createPlatformWorker(ctx).runDue();
        expect(await ledgerOf(ctx)).toEqual(before);
      } finally {
        await second.close();
      }
    });
  });
}
