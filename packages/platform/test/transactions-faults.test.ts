import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxPaymentsAdapter } from '../src/adapters/payments/sandbox-payments.adapter.ts';
import {
  createPaymentLedger,
  findLedgerOfTransaction,
} from '../src/features/payments/payment-ledger.repository.ts';
import { call } from './api-client.ts';
import {
  createTestPlatform,
  DIALECTS,
  describeEachDialect,
  startSecondServer,
  type TestPlatform,
  withTwoServers,
} from './harness.ts';
import { paymentAndMailFaults } from './support/faults.ts';
import { bookingParties, preauthorized, requested } from './support/transaction-scenarios.ts';
import {
  operatorTransition,
  requestBooking,
  runDueJobs,
  transactionState,
  transition,
} from './support/transactions.ts';

for (const dialect of DIALECTS) {
  describe(`[${dialect}] transactions: faults`, () => {
    const f = paymentAndMailFaults();
    let p: TestPlatform;
    beforeAll(async () => {
      p = await createTestPlatform(dialect, {}, { payments: f.proxy, mail: f.mail });
      f.bind(createSandboxPaymentsAdapter(createPaymentLedger(p.ctx.db, p.clock.read)));
    });
    afterAll(async () => {
      await p?.close();
    });

    it('a payment step that fails leaves no state change and no booking, and the transition can be retried', async () => {
      const { provider, customer, trusted, times } = await bookingParties(p, { daysAhead: 3 });
      f.failing.add('createPaymentIntent');
      const failed = await requestBooking(p, trusted, provider.listingId, times);
      expect(failed.status).toBe(500);
      expect(await p.ctx.db.selectFrom('bookings').selectAll().execute()).toEqual([]);
      f.failing.clear();
      const created = await requestBooking(p, trusted, provider.listingId, times);
      expect(created.status).toBe(200);
      const id = created.body.data.id as string;
      await transition(p, customer.token, id, 'transition/confirm-payment');

      f.failing.add('capturePaymentIntent');
      const accept = await transition(p, provider.token, id, 'transition/accept');
      expect(accept.status).toBe(500);
      const still = await call(p, 'GET', `transactions/show?id=${id}&include=booking`, provider.token);
      expect(still.body.data.attributes.state).toBe('state/preauthorized');
      expect(still.body.included[0].attributes.state).toBe('pending');
      expect((await findLedgerOfTransaction(p.ctx.db, id)).operations.map((o) => o.kind)).toEqual([
        'authorize',
      ]);
      f.failing.clear();
      const retried = await transition(p, provider.token, id, 'transition/accept');
      expect(retried.status).toBe(200);
      expect((await findLedgerOfTransaction(p.ctx.db, id)).operations.map((o) => o.kind)).toEqual([
        'authorize',
        'capture',
      ]);
    });

    it('a failing mail server does not fail the transition; the notification job retries', async () => {
      const { customer, id } = await requested(p, { daysAhead: 4 });
      f.setMailFails(true);
      const confirmed = await transition(p, customer.token, id, 'transition/confirm-payment');
      expect(confirmed.status).toBe(200);
      await runDueJobs(p);
      const queued = await p.ctx.db
        .selectFrom('jobs')
        .selectAll()
        .where('name', '=', 'transaction.notification')
        .where('state', '=', 'queued')
        .execute();
      expect(queued.length).toBeGreaterThan(0);
      expect(queued.every((j) => j.attempts >= 1)).toBe(true);
      f.setMailFails(false);
    });
  });

  describe(`[${dialect}] transactions: two servers on one database`, () => {
    it('100 concurrent requests for one 1-seat slot over two servers make exactly one booking', async () => {
      await withTwoServers(dialect, {}, async (first, second) => {
        const { provider, trusted, times } = await bookingParties(first, { daysAhead: 6 });
        const results = await Promise.all(
          Array.from({ length: 100 }, (_, i) =>
            requestBooking(i % 2 ? first : second, trusted, provider.listingId, times),
          ),
        );
        expect(results.filter((r) => r.status === 200)).toHaveLength(1);
        expect(results.filter((r) => r.status !== 200 && r.status !== 409).map((r) => r.status)).toEqual([]);
        const bookings = await first.ctx.db.selectFrom('bookings').selectAll().execute();
        expect(bookings).toHaveLength(1);
      });
    }, 120_000);
  });

  describe(`[${dialect}] transactions: restart`, () => {
    it('a delayed transition due while the server was down fires once after the restart', async () => {
      const first = await createTestPlatform(dialect);
      const { id } = await requested(first, { daysAhead: 5, params: { paymentMethod: undefined } });
      // "Stop" the server: a second process opens the same database later, 20 minutes on.
      first.clock.advance(20 * 60_000);
      const restarted = await startSecondServer(first);
      const { ctx } = restarted;
      await first.app.close().catch(() => undefined);
      try {
        await runDueJobs(restarted);
        await runDueJobs(restarted);
        expect(await transactionState(restarted, id)).toBe('state/payment-expired');
        const history = await ctx.db
          .selectFrom('transaction_transitions')
          .selectAll()
          .where('transaction_id', '=', id)
          .execute();
        expect(history.map((h) => h.transition)).toEqual([
          'transition/request-payment',
          'transition/expire-payment',
        ]);
      } finally {
        await restarted.close();
        await first.close().catch(() => undefined);
      }
    });
  });
}

describeEachDialect(
  'transactions: operator transitions through the admin API',
  (platform) => {
    const operator = (body: Record<string, unknown>, token?: string) =>
      operatorTransition(platform(), body, { include: 'booking', token });

    it('accepts for the provider and cancels an accepted booking, refunding it; parties cannot', async () => {
      const { p, provider, id } = await preauthorized(platform(), { daysAhead: 3 });
      expect((await operator({ id, transition: 'transition/operator-accept' }, 'wrong-token')).status).toBe(
        401,
      );
      expect((await transition(p, provider.token, id, 'transition/operator-accept')).status).toBe(403);
      const accepted = await operator({ id, transition: 'transition/operator-accept' });
      expect(accepted.status).toBe(200);
      expect(accepted.body.data.attributes.transitions.at(-1).by).toBe('operator');
      const cancelled = await operator({ id, transition: 'transition/cancel' });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data.attributes.state).toBe('state/cancelled');
      expect(cancelled.body.included[0].attributes.state).toBe('cancelled');
      expect((await findLedgerOfTransaction(p.ctx.db, id)).operations.map((o) => o.kind)).toEqual([
        'authorize',
        'capture',
        'refund',
      ]);
    });
  },
  { ADMIN_API_TOKEN: 'operator-admin-token-0123456789abcdef' },
);
