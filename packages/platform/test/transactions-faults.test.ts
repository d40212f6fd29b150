import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxPaymentsAdapter } from '../src/adapters/payments/sandbox-payments.adapter.ts';
import { buildPlatformApp, createContext } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import {
  createPaymentLedger,
  findLedgerOfTransaction,
} from '../src/features/payments/payment-ledger.repository.ts';
import { call, newUser } from './api-client.ts';
import { createTestPlatform, DIALECTS, type TestPlatform } from './harness.ts';
import { paymentAndMailFaults } from './support/faults.ts';
import {
  newProvider,
  requestBooking,
  runDueJobs,
  slot,
  transition,
  trustedTokenOf,
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
      const provider = await newProvider(p);
      const customer = await newUser(p);
      const trusted = await trustedTokenOf(p, customer.token);
      const times = slot(p, 3);
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
      const provider = await newProvider(p);
      const customer = await newUser(p);
      const created = await requestBooking(
        p,
        await trustedTokenOf(p, customer.token),
        provider.listingId,
        slot(p, 4),
      );
      f.setMailFails(true);
      const confirmed = await transition(
        p,
        customer.token,
        created.body.data.id,
        'transition/confirm-payment',
      );
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
      const first = await createTestPlatform(dialect);
      const database = openDatabase(first.ctx.env.DATABASE_URL);
      const ctx = createContext(first.ctx.env, database, first.clock.read);
      const secondApp = await buildPlatformApp({ ...ctx, database });
      const second = { ...first, app: secondApp, ctx };
      try {
        const provider = await newProvider(first);
        const customer = await newUser(first);
        const trusted = await trustedTokenOf(first, customer.token);
        const times = slot(first, 6);
        const results = await Promise.all(
          Array.from({ length: 100 }, (_, i) =>
            requestBooking(i % 2 ? first : second, trusted, provider.listingId, times),
          ),
        );
        expect(results.filter((r) => r.status === 200)).toHaveLength(1);
        expect(results.filter((r) => r.status !== 200 && r.status !== 409).map((r) => r.status)).toEqual([]);
        const bookings = await first.ctx.db.selectFrom('bookings').selectAll().execute();
        expect(bookings).toHaveLength(1);
      } finally {
        await secondApp.close();
        await first.close();
      }
    }, 120_000);
  });

  describe(`[${dialect}] transactions: restart`, () => {
    it('a delayed transition due while the server was down fires once after the restart', async () => {
      const first = await createTestPlatform(dialect);
      const url = first.ctx.env.DATABASE_URL;
      const provider = await newProvider(first);
      const customer = await newUser(first);
      const created = await requestBooking(
        first,
        await trustedTokenOf(first, customer.token),
        provider.listingId,
        slot(first, 5),
        {
          paymentMethod: undefined,
        },
      );
      const id = created.body.data.id as string;
      // "Stop" the server: a second process opens the same database later, 20 minutes on.
      first.clock.advance(20 * 60_000);
      const database = openDatabase(url);
      const ctx = createContext(first.ctx.env, database, first.clock.read);
      const second = await buildPlatformApp({ ...ctx, database });
      await first.app.close().catch(() => undefined);
      try {
        const restarted = { ...first, app: second, ctx };
        await runDueJobs(restarted);
        await runDueJobs(restarted);
        const row = await ctx.db
          .selectFrom('transactions')
          .select(['state'])
          .where('id', '=', id)
          .executeTakeFirst();
        expect(row?.state).toBe('state/payment-expired');
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
        await second.close();
        await first.close().catch(() => undefined);
      }
    });
  });
}

describe.each(DIALECTS)('[%s] transactions: operator transitions through the admin API', (dialect) => {
  const ADMIN_API_TOKEN = 'operator-admin-token-0123456789abcdef';
  let p: TestPlatform;
  beforeAll(async () => {
    p = await createTestPlatform(dialect, { ADMIN_API_TOKEN });
  });
  afterAll(async () => {
    await p?.close();
  });
  const operator = (body: Record<string, unknown>, token = ADMIN_API_TOKEN) =>
    p.app
      .inject({
        method: 'POST',
        url: '/v1/admin/transactions/transition?include=booking',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        payload: JSON.stringify(body),
      })
      .then((res) => ({ status: res.statusCode, body: res.json() }));

  it('accepts for the provider and cancels an accepted booking, refunding it; parties cannot', async () => {
    const provider = await newProvider(p);
    const customer = await newUser(p);
    const created = await requestBooking(
      p,
      await trustedTokenOf(p, customer.token),
      provider.listingId,
      slot(p, 3),
    );
    const id = created.body.data.id as string;
    await transition(p, customer.token, id, 'transition/confirm-payment');
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
});
