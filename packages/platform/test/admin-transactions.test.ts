import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { auditEntries } from '../src/features/operators/operators.service.ts';
import { type Body, call } from './api-client.ts';
import { describeEachDialect } from './harness.ts';
import { send } from './support/actors.ts';
import { newOperator, operatorSessionOf } from './support/operators.ts';
import { inquiry, preauthorized } from './support/transaction-scenarios.ts';
import { operatorTransition, transactionState } from './support/transactions.ts';

const ADMIN_API_TOKEN = 'operator-admin-token-admin-transactions-0123';
const HOUR = 3_600_000;

type Resource = { id: string; type: string; attributes: Body; relationships?: Body };

// The console's Transactions screen on the admin API (issue #30, ADR 019): every transaction to
// find and read, with its history, messages, payments and the operator transitions open now; the
// operator transitions themselves for any operator, audited; the admin token still working for
// scripts. And the hosted assets on the same guard: admins write, support reads.
describeEachDialect(
  'admin transactions and assets',
  (platform) => {
    const sessionOf = async (role: 'admin' | 'support') => {
      const operator = await newOperator(platform(), role);
      return { ...operator, token: await operatorSessionOf(platform(), operator.id) };
    };
    const get = (url: string, bearer: string, query?: string) =>
      send(platform(), { method: 'GET', url, ...(query ? { query } : {}) }, { bearer });
    const post = (url: string, body: Record<string, unknown>, bearer: string) =>
      send(platform(), { method: 'POST', url, body }, { bearer });
    const put = (url: string, body: Record<string, unknown>, bearer: string) =>
      send(platform(), { method: 'PUT', url, body }, { bearer });
    const idsOf = (body: Body) => (body.data as Resource[]).map((r) => r.id);
    const auditOf = async (subjectType: string, subjectId: string) =>
      (await auditEntries(platform().ctx, { subjectType, subjectId, limit: 10, offset: 0 })).entries;

    it('finds transactions by process, state, party, listing and creation time, newest first', async () => {
      const p = platform();
      const older = await inquiry(p);
      p.clock.advance(HOUR);
      const newer = await preauthorized(p);
      const { token } = await sessionOf('support');
      const between = new Date(p.clock.read().getTime() - HOUR / 2).toISOString();
      const query = (q: string) => get('/v1/admin/transactions/query', token, q);

      const byParty = await query(`partyId=${newer.provider.id}&include=customer,provider,listing`);
      expect(byParty.statusCode).toBe(200);
      const body = byParty.json() as Body;
      expect(idsOf(body)).toEqual([newer.id]);
      expect(body.meta).toEqual({ totalItems: 1, totalPages: 1, page: 1, perPage: 100 });
      const tx = (body.data as Resource[])[0]!;
      expect(tx.attributes).toMatchObject({
        processName: 'default-booking',
        state: 'state/preauthorized',
        lastTransition: 'transition/confirm-payment',
        protectedData: expect.any(Object),
        metadata: {},
      });
      expect(tx.attributes.payinTotal).toMatchObject({ currency: expect.any(String) });
      expect(tx.attributes.lineItems.length).toBeGreaterThan(0);
      expect(tx.relationships).toEqual({
        customer: { data: { id: newer.customer.id, type: 'user' } },
        provider: { data: { id: newer.provider.id, type: 'user' } },
        listing: { data: { id: newer.listingId, type: 'listing' } },
      });
      // The parties and the listing, to name them.
      const included = body.included as Resource[];
      const customer = included.find((r) => r.id === newer.customer.id);
      expect(customer?.attributes).toMatchObject({ email: newer.customer.email, state: 'active' });
      expect(customer?.attributes.profile.displayName).toEqual(expect.any(String));
      expect(included.find((r) => r.type === 'listing')?.attributes.title).toEqual(expect.any(String));

      expect(idsOf((await query(`partyId=${older.customer.id}`)).json())).toEqual([older.id]);
      expect(idsOf((await query(`listingId=${older.listingId}`)).json())).toEqual([older.id]);
      const bothParties = `partyId=${newer.customer.id}`;
      expect(idsOf((await query(`${bothParties}&states=state/preauthorized,state/accepted`)).json())).toEqual(
        [newer.id],
      );
      expect(idsOf((await query(`${bothParties}&states=state/inquiry`)).json())).toEqual([]);
      expect(idsOf((await query(`${bothParties}&processName=default-purchase`)).json())).toEqual([]);
      expect(idsOf((await query(`${bothParties}&processName=default-booking`)).json())).toEqual([newer.id]);

      // Newest first; the creation window's start is inclusive and its end exclusive.
      const both = (await query('perPage=100')).json() as Body;
      const ids = idsOf(both);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(idsOf((await query(`createdAtStart=${between}`)).json())).toContain(newer.id);
      expect(idsOf((await query(`createdAtStart=${between}`)).json())).not.toContain(older.id);
      expect(idsOf((await query(`createdAtEnd=${between}`)).json())).toContain(older.id);
      expect(idsOf((await query(`createdAtEnd=${between}`)).json())).not.toContain(newer.id);

      const paged = (await query('perPage=1&page=2')).json() as Body;
      expect(paged.data).toHaveLength(1);
      expect(paged.meta).toMatchObject({ page: 2, perPage: 1, totalItems: both.meta.totalItems });

      for (const bad of ['perPage=101', 'states=preauthorized', 'include=messages', 'partyId=nope', 'x=1']) {
        expect((await query(bad)).statusCode, bad).toBe(400);
      }
      expect((await query(`createdAtStart=${between}&createdAtEnd=${between}`)).statusCode).toBe(400);
    });

    it('shows a transaction with its history, messages, booking, payments and the operator transitions open now', async () => {
      const p = platform();
      const { token } = await sessionOf('support');
      const s = await preauthorized(p);
      const sent = await call(p, 'POST', 'messages/send', s.customer.token, {
        transactionId: s.id,
        content: 'When do we meet?',
      });
      expect(sent.status).toBe(200);
      await call(p, 'POST', 'messages/send', s.provider.token, { transactionId: s.id, content: 'At ten.' });

      const res = await get('/v1/admin/transactions/show', token, `id=${s.id}`);
      expect(res.statusCode).toBe(200);
      const body = res.json() as Body;
      const tx = body.data as Resource;
      expect(tx.attributes.transitions.map((t: Body) => [t.transition, t.by])).toEqual([
        ['transition/request-payment', 'customer'],
        ['transition/confirm-payment', 'customer'],
      ]);
      expect(tx.attributes.transitions[0].createdAt).toEqual(expect.any(String));
      expect(tx.attributes.operatorTransitions).toEqual([
        {
          name: 'transition/operator-accept',
          to: 'state/accepted',
          actions: ['action/accept-booking', 'action/stripe-capture-payment-intent'],
        },
        {
          name: 'transition/operator-decline',
          to: 'state/declined',
          actions: ['action/calculate-full-refund', 'action/stripe-refund-payment', 'action/decline-booking'],
        },
      ]);
      const payments = tx.attributes.payments;
      expect(payments).toMatchObject({ provider: 'sandbox', intentError: null, journal: [] });
      expect(payments.intent).toMatchObject({
        status: 'requires_capture',
        amount: tx.attributes.payinTotal,
      });
      expect(payments.operations.map((o: Body) => o.kind)).toContain('authorize');

      const included = body.included as Resource[];
      const messages = included.filter((r) => r.type === 'message');
      expect(messages.map((m) => [m.attributes.content, m.relationships?.sender.data.id])).toEqual([
        ['When do we meet?', s.customer.id],
        ['At ten.', s.provider.id],
      ]);
      expect(tx.relationships?.messages.data).toHaveLength(2);
      const booking = included.find((r) => r.type === 'booking');
      expect(booking?.attributes.state).toBe('pending');
      expect(tx.relationships?.booking.data).toEqual({ id: booking?.id, type: 'booking' });
      expect(tx.relationships?.reviews.data).toEqual([]);
      expect(included.filter((r) => r.type === 'user').map((u) => u.id)).toEqual(
        expect.arrayContaining([s.customer.id, s.provider.id]),
      );
      // Nothing included points back at the transaction, and every reference is in the document.
      const present = new Set([tx, ...included].map((r) => `${r.type}/${r.id}`));
      for (const resource of [tx, ...included]) {
        for (const [name, rel] of Object.entries(resource.relationships ?? {})) {
          const refs = [(rel as Body).data].flat().filter(Boolean) as Resource[];
          for (const ref of refs) {
            expect(present.has(`${ref.type}/${ref.id}`), `${resource.type} → ${name}`).toBe(true);
            if (resource !== tx) expect(ref.id, `${resource.type} → ${name}`).not.toBe(tx.id);
          }
        }
      }

      expect((await get('/v1/admin/transactions/show', token, `id=${randomUUID()}`)).statusCode).toBe(404);
      expect((await get('/v1/admin/transactions/show', token, 'id=nope')).statusCode).toBe(400);
    });

    it('lets a support operator accept a booking for the provider, recorded in the audit log', async () => {
      const p = platform();
      const operator = await sessionOf('support');
      const s = await preauthorized(p);
      const res = await post(
        '/v1/admin/transactions/transition?include=booking',
        { id: s.id, transition: 'transition/operator-accept' },
        operator.token,
      );
      expect(res.statusCode).toBe(200);
      expect((res.json() as Body).data.attributes).toMatchObject({
        state: 'state/accepted',
        lastTransition: 'transition/operator-accept',
      });
      expect(await transactionState(p, s.id)).toBe('state/accepted');
      const [entry] = await auditOf('transaction', s.id);
      expect(entry).toMatchObject({
        actor: operator.email,
        operatorId: operator.id,
        action: 'transaction.transition',
        before: { state: 'state/preauthorized', lastTransition: 'transition/confirm-payment' },
        after: { state: 'state/accepted', lastTransition: 'transition/operator-accept' },
      });
      // The show page now offers what follows acceptance.
      const shown = (await get('/v1/admin/transactions/show', operator.token, `id=${s.id}`)).json() as Body;
      expect(shown.data.attributes.operatorTransitions.map((t: Body) => t.name)).toEqual([
        'transition/operator-complete',
        'transition/cancel',
      ]);

      // A transition that is not the operator's, or not from this state, is refused and not recorded.
      const refused = await post(
        '/v1/admin/transactions/transition',
        { id: s.id, transition: 'transition/operator-accept' },
        operator.token,
      );
      expect(refused.statusCode).toBe(409);
      expect(await auditOf('transaction', s.id)).toHaveLength(1);
    });

    it('refuses marketplace tokens and nobody with 401', async () => {
      const p = platform();
      const s = await preauthorized(p);
      for (const bearer of [s.customer.token, s.trusted, 'not-a-token']) {
        expect((await get('/v1/admin/transactions/query', bearer)).statusCode).toBe(401);
        expect((await get('/v1/admin/transactions/show', bearer, `id=${s.id}`)).statusCode).toBe(401);
        const res = await post(
          '/v1/admin/transactions/transition',
          { id: s.id, transition: 'transition/operator-accept' },
          bearer,
        );
        expect(res.statusCode).toBe(401);
        expect((res.json() as Body).errors[0].code).toBe('auth-invalid-access-token');
      }
      const nobody = await send(p, { method: 'GET', url: '/v1/admin/transactions/query' }, null);
      expect(nobody.statusCode).toBe(401);
      expect(await transactionState(p, s.id)).toBe('state/preauthorized');
    });

    it('still takes the admin token for scripts, audited as admin-token', async () => {
      const p = platform();
      const s = await preauthorized(p);
      const res = await operatorTransition(p, { id: s.id, transition: 'transition/operator-decline' });
      expect(res.status).toBe(200);
      expect(res.body.data.attributes.state).toBe('state/declined');
      const [entry] = await auditOf('transaction', s.id);
      expect(entry).toMatchObject({
        actor: 'admin-token',
        operatorId: null,
        action: 'transaction.transition',
        after: { state: 'state/declined', lastTransition: 'transition/operator-decline' },
      });
      expect((await get('/v1/admin/transactions/show', ADMIN_API_TOKEN, `id=${s.id}`)).statusCode).toBe(200);
      const wrong = await operatorTransition(
        p,
        { id: s.id, transition: 'transition/operator-decline' },
        { token: `${ADMIN_API_TOKEN}-not` },
      );
      expect(wrong.status).toBe(401);
    });

    it('lets admins write assets as new versions, audited; support reads but may not write', async () => {
      const admin = await sessionOf('admin');
      const support = await sessionOf('support');
      const footer = { copyright: { fieldType: 'text', content: '© Admins' } };
      const before = (await get('/v1/admin/assets/content/footer.json', support.token)).json() as Body;

      const refused = await put('/v1/admin/assets/content/footer.json', footer, support.token);
      expect(refused.statusCode).toBe(403);
      expect((refused.json() as Body).errors[0].code).toBe('forbidden');
      expect(await auditOf('asset', '/content/footer.json')).toEqual([]);

      const written = await put('/v1/admin/assets/content/footer.json', footer, admin.token);
      expect(written.statusCode).toBe(200);
      // The audit log reads newest first: each step a second apart.
      platform().clock.advance(1000);
      const version = (written.json() as Body).meta.version;
      expect(version).not.toBe(before.meta.version);
      const read = (await get('/v1/admin/assets/content/footer.json', support.token)).json() as Body;
      expect(read).toEqual({ data: footer, meta: { version } });
      const versions = (await get('/v1/admin/asset_versions', support.token)).json() as Body;
      expect(versions.data[0]).toMatchObject({ source: admin.email, paths: ['/content/footer.json'] });
      expect(await auditOf('asset', '/content/footer.json')).toEqual([
        expect.objectContaining({
          actor: admin.email,
          action: 'asset.write',
          before: { version: before.meta.version },
          after: { version },
        }),
      ]);

      const removed = await send(
        platform(),
        { method: 'DELETE', url: '/v1/admin/assets/content/footer.json' },
        { bearer: admin.token },
      );
      expect(removed.statusCode).toBe(200);
      platform().clock.advance(1000);
      const [deleted] = await auditOf('asset', '/content/footer.json');
      expect(deleted).toMatchObject({
        action: 'asset.delete',
        before: { version },
        after: { version: (removed.json() as Body).meta.version },
      });
      // The admin token writes as the admin API did before operators.
      const scripted = await put('/v1/admin/assets/content/footer.json', footer, ADMIN_API_TOKEN);
      expect(scripted.statusCode).toBe(200);
      const [byToken] = await auditOf('asset', '/content/footer.json');
      expect(byToken).toMatchObject({ actor: 'admin-token', action: 'asset.write' });
      const latest = (await get('/v1/admin/asset_versions', admin.token)).json() as Body;
      expect(latest.data[0]).toMatchObject({ source: 'admin-api' });
    });

    it('answers an unknown admin path with 404 in the API error format', async () => {
      const { token } = await sessionOf('support');
      for (const bearer of [token, ADMIN_API_TOKEN]) {
        const res = await get('/v1/admin/no_such/thing', bearer);
        expect(res.statusCode).toBe(404);
        expect((res.json() as Body).errors[0]).toMatchObject({
          code: 'not-found',
          title: 'No such admin endpoint: GET /v1/admin/no_such/thing',
        });
      }
    });
  },
  { ADMIN_API_TOKEN, RATE_LIMIT_ENABLED: 'false' },
);
