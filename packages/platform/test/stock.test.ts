import { INFINITE_STOCK_TOTAL } from '@mercato/core/validators/listing-stock';
import sharetribeSdk from 'sharetribe-flex-sdk';
import { expect, it } from 'vitest';
import { updateUser } from '../src/features/users/users.repository.ts';
import { apiClient, type Body, buildSignup, call, errorCodes } from './api-client.ts';
import { describeEachDialect, type TestPlatform } from './harness.ts';

const kayakTour = (overrides: Body = {}): Body => ({
  title: 'Sunset kayak tour',
  price: { amount: 4000, currency: 'USD' },
  publicData: { listingType: 'service-with-calendar', unitType: 'hour' },
  ...overrides,
});

async function newUser(platform: TestPlatform) {
  const api = apiClient(platform.app);
  const signup = buildSignup();
  expect((await api.signup(await api.anonToken(), signup)).status).toBe(200);
  const login = await api.login(signup.email as string, signup.password as string);
  const token = (login.body as { access_token: string }).access_token;
  const me = await api.get('current_user/show', token);
  return { token, id: (me.body.data as { id: string }).id, email: signup.email as string };
}

const instant = (date: Date) => encodeURIComponent(date.toISOString());

describeEachDialect('stock API', (platform) => {
  const p = () => platform();

  async function newListing(token: string, verb: 'create' | 'create_draft' = 'create'): Promise<string> {
    const created = await call(p(), 'POST', `own_listings/${verb}`, token, kayakTour());
    expect(created.status).toBe(200);
    return created.body.data.id;
  }

  const compareAndSet = (token: string, body: Body, query = 'expand=true') =>
    call(p(), 'POST', `stock/compare_and_set?${query}`, token, body);
  const adjust = (token: string, body: Body, query = 'expand=true') =>
    call(p(), 'POST', `stock_adjustments/create?${query}`, token, body);

  /** The listing's stock as its author sees it (null when it has none), read through the API. */
  async function stockOf(token: string, listingId: string): Promise<number | null> {
    const shown = await call(p(), 'GET', `own_listings/show?id=${listingId}&include=currentStock`, token);
    expect(shown.status).toBe(200);
    const ref = shown.body.data.relationships.currentStock.data;
    if (ref === null) return null;
    return shown.body.included.find((r: Body) => r.type === 'stock' && r.id === ref.id).attributes.quantity;
  }

  /** The listing's adjustments in the order they were made, straight from the ledger. */
  async function ledgerOf(listingId: string): Promise<number[]> {
    const rows = await p()
      .ctx.db.selectFrom('stock_adjustments')
      .select(['quantity'])
      .where('listing_id', '=', listingId)
      .orderBy('revision')
      .execute();
    return rows.map((row) => Number(row.quantity));
  }

  it('sets a first total, then changes it from the known total, recording each difference', async () => {
    const author = await newUser(p());
    const listingId = await newListing(author.token);
    expect(await stockOf(author.token, listingId)).toBeNull();

    const first = await compareAndSet(author.token, { listingId, oldTotal: null, newTotal: 5 });
    expect(first.status).toBe(200);
    const stockId = first.body.data.id as string;
    expect(first.body).toEqual({
      data: { id: stockId, type: 'stock', attributes: { quantity: 5 } },
      included: [],
      meta: {},
    });

    // Without expand a command answers with only id and type (api notes §3.2).
    const second = await compareAndSet(author.token, { listingId, oldTotal: 5, newTotal: 3 }, '');
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual({ id: stockId, type: 'stock', attributes: {} });

    // Setting the total it already has changes nothing and records nothing.
    const same = await compareAndSet(author.token, { listingId, oldTotal: 3, newTotal: 3 });
    expect(same.body.data.attributes).toEqual({ quantity: 3 });
    expect(await stockOf(author.token, listingId)).toBe(3);
    expect(await ledgerOf(listingId)).toEqual([5, -2]);

    const emptied = await compareAndSet(author.token, { listingId, oldTotal: 3, newTotal: 0 });
    expect(emptied.body.data.attributes).toEqual({ quantity: 0 });
    expect(await ledgerOf(listingId)).toEqual([5, -2, -3]);

    // A first total of 0 defines the stock (no longer null) without an adjustment.
    const other = await newListing(author.token);
    expect(
      (await compareAndSet(author.token, { listingId: other, oldTotal: null, newTotal: 0 })).status,
    ).toBe(200);
    expect(await stockOf(author.token, other)).toBe(0);
    expect(await ledgerOf(other)).toEqual([]);
  });

  it('refuses a stale old total with 409 old-total-mismatch and changes nothing', async () => {
    const author = await newUser(p());
    const listingId = await newListing(author.token);
    const stale = await compareAndSet(author.token, { listingId, oldTotal: 4, newTotal: 9 });
    expect(stale.status).toBe(409);
    expect(errorCodes(stale.body)).toEqual(['old-total-mismatch']);
    expect(await stockOf(author.token, listingId)).toBeNull();

    await compareAndSet(author.token, { listingId, oldTotal: null, newTotal: 4 });
    for (const oldTotal of [null, 3, 5, 0]) {
      const refused = await compareAndSet(author.token, { listingId, oldTotal, newTotal: 9 });
      expect(refused.status, `oldTotal ${oldTotal}`).toBe(409);
      expect(refused.body.errors[0]).toMatchObject({
        code: 'old-total-mismatch',
        source: { path: ['oldTotal'], type: 'body' },
      });
    }
    expect(await stockOf(author.token, listingId)).toBe(4);
    expect(await ledgerOf(listingId)).toEqual([4]);
  });

  it('stores the infinite-stock total exactly and moves a listing back to a finite stock', async () => {
    const author = await newUser(p());
    const listingId = await newListing(author.token);
    const infinite = await compareAndSet(author.token, {
      listingId,
      oldTotal: null,
      newTotal: INFINITE_STOCK_TOTAL,
    });
    expect(infinite.body.data.attributes.quantity).toBe(1_000_000_000_000_000);
    expect(await stockOf(author.token, listingId)).toBe(INFINITE_STOCK_TOTAL);
    const finite = await compareAndSet(author.token, {
      listingId,
      oldTotal: INFINITE_STOCK_TOTAL,
      newTotal: 12,
    });
    expect(finite.body.data.attributes.quantity).toBe(12);
    expect(await ledgerOf(listingId)).toEqual([INFINITE_STOCK_TOTAL, 12 - INFINITE_STOCK_TOTAL]);
    const largest = await adjust(author.token, { listingId, quantity: Number.MAX_SAFE_INTEGER - 12 });
    expect(largest.status).toBe(200);
    const beyond = await adjust(author.token, { listingId, quantity: 1 });
    expect(beyond.status).toBe(409);
    expect(beyond.body.errors[0].title).toContain('beyond the largest total');
    expect(await stockOf(author.token, listingId)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('adjusts stock up and down from 0 and refuses a result below 0, changing nothing', async () => {
    const author = await newUser(p());
    const listingId = await newListing(author.token);

    const tooFew = await adjust(author.token, { listingId, quantity: -1 });
    expect(tooFew.status).toBe(409);
    expect(tooFew.body.errors[0]).toMatchObject({
      code: 'conflict',
      title: 'quantity: the stock would fall below 0 (the stock is 0)',
      source: { path: ['quantity'], type: 'body' },
    });
    // The refused first adjustment did not leave a stock behind.
    expect(await stockOf(author.token, listingId)).toBeNull();

    const added = await adjust(author.token, { listingId, quantity: 7 });
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({
      id: added.body.data.id,
      type: 'stockAdjustment',
      attributes: { at: p().clock.read().toISOString(), quantity: 7 },
    });
    const taken = await adjust(author.token, { listingId, quantity: -3 }, '');
    expect(taken.body.data).toEqual({ id: taken.body.data.id, type: 'stockAdjustment', attributes: {} });
    expect(await stockOf(author.token, listingId)).toBe(4);

    const overdrawn = await adjust(author.token, { listingId, quantity: -5 });
    expect(overdrawn.status).toBe(409);
    expect(overdrawn.body.errors[0].title).toBe('quantity: the stock would fall below 0 (the stock is 4)');
    expect(await stockOf(author.token, listingId)).toBe(4);
    expect(await ledgerOf(listingId)).toEqual([7, -3]);

    // Compare-and-set and adjustments keep one total between them.
    expect((await compareAndSet(author.token, { listingId, oldTotal: 4, newTotal: 10 })).status).toBe(200);
    expect((await adjust(author.token, { listingId, quantity: -10 })).status).toBe(200);
    expect(await stockOf(author.token, listingId)).toBe(0);
    expect(await ledgerOf(listingId)).toEqual([7, -3, 6, -10]);
  });

  it('queries a listing’s adjustments by time window, a page at a time', async () => {
    const author = await newUser(p());
    const listingId = await newListing(author.token);
    const start = p().clock.read();
    for (const quantity of [5, -1, 2, -3]) {
      expect((await adjust(author.token, { listingId, quantity })).status).toBe(200);
      p().clock.advance(60_000);
    }
    const end = p().clock.read();
    const window = `start=${instant(start)}&end=${instant(end)}`;

    const all = await call(
      p(),
      'GET',
      `stock_adjustments/query?listingId=${listingId}&${window}`,
      author.token,
    );
    expect(all.status).toBe(200);
    expect(all.body.data.map((a: Body) => a.attributes.quantity)).toEqual([5, -1, 2, -3]);
    expect(all.body.data[1].attributes.at).toBe(new Date(start.getTime() + 60_000).toISOString());
    expect(all.body.data[0].relationships).toBeUndefined();
    expect(all.body.meta).toEqual({ totalItems: 4, totalPages: 1, page: 1, perPage: 100 });

    // `end` is exclusive, `start` inclusive; the template's snake_case spelling names the listing too.
    const middle = `start=${instant(new Date(start.getTime() + 60_000))}&end=${instant(new Date(start.getTime() + 180_000))}`;
    const narrowed = await call(
      p(),
      'GET',
      `stock_adjustments/query?listing_id=${listingId}&${middle}`,
      author.token,
    );
    expect(narrowed.body.data.map((a: Body) => a.attributes.quantity)).toEqual([-1, 2]);

    const page = await call(
      p(),
      'GET',
      `stock_adjustments/query?listingId=${listingId}&${window}&perPage=3&page=2&include=ownListing`,
      author.token,
    );
    expect(page.body.data.map((a: Body) => a.attributes.quantity)).toEqual([-3]);
    expect(page.body.meta).toEqual({ totalItems: 4, totalPages: 2, page: 2, perPage: 3 });
    expect(page.body.data[0].relationships).toEqual({
      ownListing: { data: { id: listingId, type: 'ownListing' } },
    });
    expect(page.body.included).toHaveLength(1);
    expect(page.body.included[0]).toMatchObject({ id: listingId, type: 'ownListing' });

    const created = await adjust(author.token, { listingId, quantity: 1 }, 'expand=true&include=ownListing');
    expect(created.body.data.relationships.ownListing.data).toEqual({ id: listingId, type: 'ownListing' });
    expect(created.body.included.map((r: Body) => r.type)).toEqual(['ownListing']);

    const refusals: [string, string][] = [
      [`listingId=${listingId}&${window}&perPage=101`, 'validation-invalid-value'],
      [`listingId=${listingId}&start=${instant(end)}&end=${instant(start)}`, 'validation-invalid-value'],
      [`listingId=${listingId}&start=yesterday&end=${instant(end)}`, 'validation-invalid-value'],
      [`listingId=${listingId}&end=${instant(end)}`, 'validation-missing-key'],
      [window, 'validation-missing-key'],
      [`listingId=not-a-uuid&${window}`, 'validation-invalid-value'],
      [`listingId=${listingId}&listing_id=${crypto.randomUUID()}&${window}`, 'validation-invalid-value'],
      [`listingId=${listingId}&${window}&include=author`, 'validation-invalid-params'],
      [`listingId=${listingId}&${window}&colour=red`, 'validation-disallowed-key'],
    ];
    for (const [query, code] of refusals) {
      const refused = await call(p(), 'GET', `stock_adjustments/query?${query}`, author.token);
      expect(refused.status, query).toBe(400);
      expect(errorCodes(refused.body), query).toContain(code);
    }
  });

  it('refuses wrong types, unknown keys and impossible totals with 400, changing nothing', async () => {
    const author = await newUser(p());
    const listingId = await newListing(author.token);
    await compareAndSet(author.token, { listingId, oldTotal: null, newTotal: 2 });
    const cases: [string, Body, string][] = [
      ['negative new total', { listingId, oldTotal: 2, newTotal: -1 }, 'validation-invalid-value'],
      ['fractional new total', { listingId, oldTotal: 2, newTotal: 1.5 }, 'validation-invalid-value'],
      ['new total as a string', { listingId, oldTotal: 2, newTotal: '3' }, 'validation-invalid-value'],
      [
        'new total beyond exact numbers',
        { listingId, oldTotal: 2, newTotal: 2 ** 53 },
        'validation-invalid-value',
      ],
      ['negative old total', { listingId, oldTotal: -2, newTotal: 1 }, 'validation-invalid-value'],
      ['old total as a string', { listingId, oldTotal: '2', newTotal: 1 }, 'validation-invalid-value'],
      ['missing old total', { listingId, newTotal: 1 }, 'validation-missing-key'],
      ['missing new total', { listingId, oldTotal: 2 }, 'validation-missing-key'],
      ['listing id not a UUID', { listingId: 'kayak', oldTotal: 2, newTotal: 1 }, 'validation-invalid-value'],
      [
        'unknown key',
        { listingId, oldTotal: 2, newTotal: 1, reason: 'recount' },
        'validation-disallowed-key',
      ],
    ];
    for (const [what, body, code] of cases) {
      const refused = await compareAndSet(author.token, body);
      expect(refused.status, what).toBe(400);
      expect(errorCodes(refused.body), what).toContain(code);
    }
    const adjustments: [string, Body, string][] = [
      ['zero', { listingId, quantity: 0 }, 'validation-invalid-value'],
      ['fractional', { listingId, quantity: 0.5 }, 'validation-invalid-value'],
      ['a string', { listingId, quantity: '1' }, 'validation-invalid-value'],
      ['missing quantity', { listingId }, 'validation-missing-key'],
      ['unknown key', { listingId, quantity: 1, note: 'x' }, 'validation-disallowed-key'],
      ['listing id a number', { listingId: 42, quantity: 1 }, 'validation-invalid-value'],
    ];
    for (const [what, body, code] of adjustments) {
      const refused = await adjust(author.token, body);
      expect(refused.status, what).toBe(400);
      expect(errorCodes(refused.body), what).toContain(code);
    }
    expect(
      (await compareAndSet(author.token, { listingId, oldTotal: 2, newTotal: 1 }, 'include=author')).status,
    ).toBe(400);
    expect(await stockOf(author.token, listingId)).toBe(2);
    expect(await ledgerOf(listingId)).toEqual([2]);
  });

  it('answers 404 for another user’s listing, a deleted one or an unknown id, changing nothing', async () => {
    const author = await newUser(p());
    const other = await newUser(p());
    const listingId = await newListing(author.token);
    await compareAndSet(author.token, { listingId, oldTotal: null, newTotal: 3 });
    const draft = await newListing(author.token, 'create_draft');
    expect((await call(p(), 'POST', 'own_listings/discard_draft', author.token, { id: draft })).status).toBe(
      200,
    );
    const window = `start=${instant(new Date(0))}&end=${instant(new Date('2100-01-01T00:00:00Z'))}`;

    for (const [who, token, id] of [
      ['another user', other.token, listingId],
      ['the author, deleted listing', author.token, draft],
      ['the author, unknown id', author.token, crypto.randomUUID()],
    ] as const) {
      const answers = [
        await compareAndSet(token, { listingId: id, oldTotal: 3, newTotal: 100 }),
        await compareAndSet(token, { listingId: id, oldTotal: null, newTotal: 100 }),
        await adjust(token, { listingId: id, quantity: 100 }),
        await call(p(), 'GET', `stock_adjustments/query?listingId=${id}&${window}`, token),
      ];
      for (const answer of answers) {
        expect(answer.status, who).toBe(404);
        expect(answer.body.errors[0]).toMatchObject({ code: 'not-found', source: { path: ['listingId'] } });
      }
    }
    expect(await stockOf(author.token, listingId)).toBe(3);
    expect(await ledgerOf(listingId)).toEqual([3]);
    expect(await ledgerOf(draft)).toEqual([]);

    const anon = await apiClient(p().app).anonToken();
    const anonymous = await compareAndSet(anon, { listingId, oldTotal: 3, newTotal: 100 });
    expect([anonymous.status, errorCodes(anonymous.body)]).toEqual([403, ['forbidden']]);
    expect((await compareAndSet('', { listingId, oldTotal: 3, newTotal: 100 })).status).toBe(401);
  });

  it('refuses stock commands of users waiting for approval, who may still read their ledger', async () => {
    const author = await newUser(p());
    const listingId = await newListing(author.token);
    await compareAndSet(author.token, { listingId, oldTotal: null, newTotal: 3 });
    await updateUser(p().ctx.db, author.id, { state: 'pendingApproval' }, p().clock.read());
    try {
      for (const refused of [
        await compareAndSet(author.token, { listingId, oldTotal: 3, newTotal: 4 }),
        await adjust(author.token, { listingId, quantity: 1 }),
      ]) {
        expect(refused.status).toBe(403);
        expect(errorCodes(refused.body)).toEqual(['permission-denied-pending-approval']);
      }
      const window = `start=${instant(new Date(0))}&end=${instant(new Date('2100-01-01T00:00:00Z'))}`;
      const read = await call(
        p(),
        'GET',
        `stock_adjustments/query?listingId=${listingId}&${window}`,
        author.token,
      );
      expect(read.body.data.map((a: Body) => a.attributes.quantity)).toEqual([3]);
      expect(await stockOf(author.token, listingId)).toBe(3);
    } finally {
      await updateUser(p().ctx.db, author.id, { state: 'active' }, p().clock.read());
    }
  });

  it('applies exactly one of 50 parallel compare-and-sets from the same old total', async () => {
    const author = await newUser(p());
    for (const oldTotal of [null, 10]) {
      const listingId = await newListing(author.token);
      if (oldTotal !== null)
        await compareAndSet(author.token, { listingId, oldTotal: null, newTotal: oldTotal });
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          compareAndSet(author.token, { listingId, oldTotal, newTotal: 100 + i }),
        ),
      );
      const applied = answers.filter((a) => a.status === 200);
      expect(applied, `from ${oldTotal}`).toHaveLength(1);
      const refused = answers.filter((a) => a.status !== 200);
      expect(new Set(refused.map((a) => `${a.status} ${errorCodes(a.body).join()}`))).toEqual(
        new Set(['409 old-total-mismatch']),
      );
      const winner = applied[0]!.body.data.attributes.quantity as number;
      expect(await stockOf(author.token, listingId)).toBe(winner);
      const ledger = await ledgerOf(listingId);
      expect(ledger.at(-1)).toBe(winner - (oldTotal ?? 0));
      expect(ledger).toHaveLength(oldTotal === null ? 1 : 2);
    }
  });

  it('keeps units per product variant: each change moves the total and the ledger, stale and foreign ones change nothing', async () => {
    const author = await newUser(p());
    const other = await newUser(p());
    const listingId = await newListing(author.token);
    const ofVariant = (
      variantName: unknown,
      oldTotal: number | null,
      newTotal: number,
      token = author.token,
    ) => compareAndSet(token, { listingId, variantName, oldTotal, newTotal });

    const natural = await ofVariant('Natural', null, 6);
    expect(natural.body.data.attributes).toEqual({ quantity: 6, variants: { Natural: 6 } });
    expect((await ofVariant('Rust', null, 3)).body.data.attributes).toEqual({
      quantity: 9,
      variants: { Natural: 6, Rust: 3 },
    });
    expect((await ofVariant('Natural', 6, 2)).body.data.attributes).toEqual({
      quantity: 5,
      variants: { Natural: 2, Rust: 3 },
    });
    expect(await ledgerOf(listingId)).toEqual([6, 3, -4]);

    const refusals: [string, Awaited<ReturnType<typeof ofVariant>>, number, string][] = [
      ['stale units', await ofVariant('Rust', 5, 1), 409, 'old-total-mismatch'],
      ['a second first total', await ofVariant('Rust', null, 8), 409, 'old-total-mismatch'],
      ['another user', await ofVariant('Rust', 3, 100, other.token), 404, 'not-found'],
      ['an empty name', await ofVariant('  ', 3, 1), 400, 'validation-invalid-value'],
      ['a name too long', await ofVariant('x'.repeat(101), 3, 1), 400, 'validation-invalid-value'],
      ['a name not a string', await ofVariant(7, 3, 1), 400, 'validation-invalid-value'],
    ];
    for (const [what, answer, status, code] of refusals) {
      expect(answer.status, what).toBe(status);
      expect(errorCodes(answer.body), what).toContain(code);
    }
    expect(await stockOf(author.token, listingId)).toBe(5);
    expect(await ledgerOf(listingId)).toEqual([6, 3, -4]);
  });

  it('applies exactly one of 50 parallel compare-and-sets of a variant from the same units', async () => {
    const author = await newUser(p());
    const listingId = await newListing(author.token);
    await compareAndSet(author.token, { listingId, variantName: 'Natural', oldTotal: null, newTotal: 4 });
    await compareAndSet(author.token, { listingId, variantName: 'Rust', oldTotal: null, newTotal: 10 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        compareAndSet(author.token, { listingId, variantName: 'Rust', oldTotal: 10, newTotal: 20 + i }),
      ),
    );
    const applied = answers.filter((a) => a.status === 200);
    expect(applied).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.status !== 200).map((a) => errorCodes(a.body).join()))).toEqual(
      new Set(['old-total-mismatch']),
    );
    const rust = applied[0]!.body.data.attributes.variants.Rust as number;
    // The total is still the sum of the versions, and the ledger sums to it.
    expect(await stockOf(author.token, listingId)).toBe(4 + rust);
    expect((await ledgerOf(listingId)).reduce((sum, n) => sum + n, 0)).toBe(4 + rust);
  });

  it('never takes stock below 0, however many adjustments arrive at once', async () => {
    const author = await newUser(p());
    const listingId = await newListing(author.token);
    await compareAndSet(author.token, { listingId, oldTotal: null, newTotal: 10 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => adjust(author.token, { listingId, quantity: -1 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(40);
    expect(await stockOf(author.token, listingId)).toBe(0);
    expect(await ledgerOf(listingId)).toEqual([10, ...Array(10).fill(-1)]);
  });

  it('includes currentStock on listings/show and a page of own_listings/query', async () => {
    const author = await newUser(p());
    const visitor = await newUser(p());
    const [withStock, withoutStock, alsoStock] = [
      await newListing(author.token),
      await newListing(author.token),
      await newListing(author.token),
    ];
    const stockIds = new Map<string, string>();
    for (const [listingId, total] of [
      [withStock, 6],
      [alsoStock, 0],
    ] as const) {
      const set = await compareAndSet(author.token, { listingId, oldTotal: null, newTotal: total });
      stockIds.set(listingId, set.body.data.id);
    }

    const shown = await call(
      p(),
      'GET',
      `listings/show?id=${withStock}&include=currentStock,author`,
      visitor.token,
    );
    expect(shown.body.data.relationships.currentStock).toEqual({
      data: { id: stockIds.get(withStock), type: 'stock' },
    });
    expect(shown.body.included.find((r: Body) => r.type === 'stock')).toEqual({
      id: stockIds.get(withStock),
      type: 'stock',
      attributes: { quantity: 6 },
    });
    const none = await call(
      p(),
      'GET',
      `listings/show?id=${withoutStock}&include=currentStock`,
      visitor.token,
    );
    expect(none.body.data.relationships.currentStock).toEqual({ data: null });
    expect(none.body.included).toEqual([]);
    // Without the include there is no relationship and nothing included.
    const plain = await call(p(), 'GET', `listings/show?id=${withStock}`, visitor.token);
    expect(plain.body.data.relationships).toBeUndefined();
    expect(plain.body.included).toEqual([]);

    const page = await call(
      p(),
      'GET',
      'own_listings/query?include=currentStock,images&perPage=10',
      author.token,
    );
    expect(page.status).toBe(200);
    const refs = Object.fromEntries(
      page.body.data.map((l: Body) => [l.id, l.relationships.currentStock.data?.id ?? null]),
    );
    expect(refs).toEqual({
      [withStock]: stockIds.get(withStock),
      [withoutStock]: null,
      [alsoStock]: stockIds.get(alsoStock),
    });
    const included = page.body.included.filter((r: Body) => r.type === 'stock');
    expect(included.map((r: Body) => r.attributes.quantity).sort()).toEqual([0, 6]);

    // The sparse fieldset of a type applies to included stock as to anything else.
    const sparse = await call(
      p(),
      'GET',
      `own_listings/show?id=${withStock}&include=currentStock&fields.stock=none`,
      author.token,
    );
    expect(sparse.body.included[0].attributes).toEqual({});
  });

  it('speaks Transit with the official sharetribe-flex-sdk', async () => {
    const author = await newUser(p());
    const listingId = await newListing(author.token);
    const baseUrl = await p().app.listen({ host: '127.0.0.1', port: 0 });
    const sdk = sharetribeSdk.createInstance({
      clientId: 'mercato-web',
      baseUrl,
      tokenStore: sharetribeSdk.tokenStore.memoryStore(),
    });
    const signup = buildSignup();
    await sdk.currentUser.create(signup);
    await sdk.login({ username: signup.email, password: signup.password });
    const { UUID } = sharetribeSdk.types;
    const own = await sdk.ownListings.create(kayakTour(), { expand: true });
    const id = own.data.data.id;

    const set = await sdk.stock.compareAndSet(
      { listingId: id, oldTotal: null, newTotal: 8 },
      { expand: true },
    );
    expect(set.data.data.id).toBeInstanceOf(UUID);
    expect(set.data.data.type).toBe('stock');
    expect(set.data.data.attributes.quantity).toBe(8);

    const shown = await sdk.ownListings.show({ id, include: ['currentStock'] });
    expect(shown.data.data.relationships.currentStock.data.id.uuid).toBe(set.data.data.id.uuid);
    expect(shown.data.included[0].attributes.quantity).toBe(8);

    const stale = await sdk.stock
      .compareAndSet({ listingId: id, oldTotal: 7, newTotal: 1 }, { expand: true })
      .catch((e: unknown) => e);
    expect(stale).toMatchObject({
      status: 409,
      data: { errors: [expect.objectContaining({ code: 'old-total-mismatch' })] },
    });

    const adjusted = await sdk.stockAdjustments.create({ listingId: id, quantity: -3 }, { expand: true });
    expect(adjusted.data.data.attributes.at).toBeInstanceOf(Date);
    const ledger = await sdk.stockAdjustments.query({
      listingId: id,
      start: new Date(0),
      end: new Date('2100-01-01T00:00:00Z'),
    });
    expect(ledger.data.data.map((a: Body) => a.attributes.quantity)).toEqual([8, -3]);

    // A product variant's units (Mercato's own `variantName`) through Transit: the total moves with
    // them and the stock resource lists them.
    const variant = await sdk.stock.compareAndSet(
      { listingId: id, variantName: 'Large', oldTotal: null, newTotal: 4 },
      { expand: true },
    );
    expect(variant.data.data.attributes).toEqual({ quantity: 9, variants: { Large: 4 } });

    // Another user's listing is as unknown through the SDK as over plain HTTP.
    const foreign = await sdk.stock
      .compareAndSet({ listingId: new UUID(listingId), oldTotal: null, newTotal: 1 })
      .catch((e: unknown) => e);
    expect(foreign).toMatchObject({ status: 404 });
  });
});
