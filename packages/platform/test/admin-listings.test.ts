import { randomUUID } from 'node:crypto';
import { AdminListingResourceSchema } from '@mercato/core/contracts/admin-listing';
import { expect, it } from 'vitest';
import { auditEntries } from '../src/features/operators/operators.service.ts';
import { type Body, call, errorCodes } from './api-client.ts';
import { describeEachDialect } from './harness.ts';
import { anonToken, newActor, send } from './support/actors.ts';
import { insertPublished, listingIdsFound } from './support/listings.ts';
import { saveAccessRules } from './support/marketplace-config.ts';
import { newOperator, operatorSessionOf } from './support/operators.ts';
import { bookableListingBody } from './support/transactions.ts';

const SECOND = 1000;

// The console's Listings screen on the admin API (issue #30, ADR 019): operators find and read
// listings; admins approve, close, reopen, edit metadata and feature them, each change with its
// audit entry, and the landing page lists the listing featured last first.
describeEachDialect('admin listings', (platform) => {
  const p = platform;
  const asOperator = async (role: 'admin' | 'support') => {
    const operator = await newOperator(p(), role);
    return { ...operator, token: await operatorSessionOf(p(), operator.id) };
  };
  const adminGet = (path: string, bearer: string) =>
    send(p(), { method: 'GET', url: `/v1/admin/${path}` }, { bearer });
  const adminPost = (path: string, body: Record<string, unknown>, bearer: string) =>
    send(p(), { method: 'POST', url: `/v1/admin/${path}`, body }, { bearer });
  const attributesOf = (res: { json(): unknown }) => (res.json() as Body).data.attributes;
  const auditOf = async (id: string) =>
    (await auditEntries(p().ctx, { subjectType: 'listing', subjectId: id, limit: 100, offset: 0 })).entries;
  const publishedOf = (authorId: string, title: string) =>
    insertPublished(p(), authorId, p().clock.read(), { title, publicData: { listingType: 'rental' } });

  it('approves a listing waiting for approval, which the search then finds, and refuses it twice', async () => {
    const admin = await asOperator('admin');
    const author = await newActor(p(), { firstName: 'Aino', lastName: 'Author' });
    await saveAccessRules(p(), { requireApprovalToPublish: true });
    let id: string;
    try {
      const created = await send(
        p(),
        {
          method: 'POST',
          url: '/v1/api/own_listings/create',
          query: 'expand=true',
          body: bookableListingBody(),
        },
        { bearer: author.accessToken },
      );
      expect(created.statusCode, created.body).toBe(200);
      expect(attributesOf(created).state).toBe('pendingApproval');
      id = (created.json() as Body).data.id;
    } finally {
      await saveAccessRules(p(), {});
    }
    const anon = await anonToken(p());
    expect(await listingIdsFound(p(), anon, `authorId=${author.id}`)).toEqual([]);

    // The console finds it among those waiting, with its author's email and name.
    const waiting = await adminGet(
      `listings/query?states=pendingApproval&authorId=${author.id}`,
      admin.token,
    );
    expect(waiting.statusCode).toBe(200);
    const body = waiting.json() as Body;
    expect(body.meta).toEqual({ totalItems: 1, totalPages: 1, page: 1, perPage: 100 });
    expect(body.data[0]).toMatchObject({
      id,
      type: 'listing',
      attributes: {
        title: 'Sunset kayak tour',
        state: 'pendingApproval',
        deleted: false,
        price: { amount: 4000, currency: 'USD' },
        publicData: { listingType: 'service-with-calendar' },
        metadata: {},
        authorEmail: author.email,
        authorDisplayName: 'Aino A',
      },
      relationships: { author: { data: { id: author.id, type: 'user' } } },
    });
    expect(body.data[0].attributes).not.toHaveProperty('privateData');
    expect(() => AdminListingResourceSchema.parse(body.data[0])).not.toThrow();
    expect(body.included).toEqual([
      expect.objectContaining({ id: author.id, type: 'user', attributes: expect.any(Object) }),
    ]);

    const approved = await adminPost('listings/approve', { id }, admin.token);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(attributesOf(approved).state).toBe('published');
    expect(await listingIdsFound(p(), anon, `authorId=${author.id}`)).toEqual([id]);

    const again = await adminPost('listings/approve', { id }, admin.token);
    expect(again.statusCode).toBe(409);
    expect((again.json() as Body).errors[0].title).toBe('Only a listing pending approval can be approved');

    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: admin.email,
      operatorId: admin.id,
      action: 'listing.approve',
      before: { state: 'pendingApproval' },
      after: { state: 'published' },
    });
  });

  it('closes and reopens a listing as its author would', async () => {
    const admin = await asOperator('admin');
    const author = await newActor(p());
    const id = await publishedOf(author.id, 'Canoe for a day');
    const anon = await anonToken(p());

    const closed = await adminPost('listings/close', { id }, admin.token);
    expect(attributesOf(closed).state).toBe('closed');
    expect(await listingIdsFound(p(), anon, `authorId=${author.id}`)).toEqual([]);
    p().clock.advance(SECOND);
    const opened = await adminPost('listings/open', { id }, admin.token);
    expect(attributesOf(opened).state).toBe('published');
    expect(await listingIdsFound(p(), anon, `authorId=${author.id}`)).toEqual([id]);

    // Neither a draft nor a deleted listing can be closed.
    const draft = await insertPublished(p(), author.id, p().clock.read(), { title: 'Draft', state: 'draft' });
    const refused = await adminPost('listings/close', { id: draft }, admin.token);
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as Body).errors[0].title).toBe('Only a published listing can be closed');
    const gone = await insertPublished(p(), author.id, p().clock.read(), { title: 'Gone', deleted: true });
    expect((await adminPost('listings/close', { id: gone }, admin.token)).statusCode).toBe(409);
    expect(await auditOf(draft)).toEqual([]);

    expect((await auditOf(id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['listing.open', { state: 'closed' }, { state: 'published' }],
      ['listing.close', { state: 'published' }, { state: 'closed' }],
    ]);
  });

  it('merges metadata, null removing a key, and refuses bad metadata changing nothing', async () => {
    const admin = await asOperator('admin');
    const author = await newActor(p());
    const id = await publishedOf(author.id, 'Paddle board');
    const update = (metadata: unknown) =>
      adminPost('listings/update_metadata', { id, metadata }, admin.token);

    expect(attributesOf(await update({ badge: 'staff-pick', level: { of: 2 } })).metadata).toEqual({
      badge: 'staff-pick',
      level: { of: 2 },
    });
    p().clock.advance(SECOND);
    const merged = await update({ badge: null, note: 'checked' });
    expect(attributesOf(merged).metadata).toEqual({ level: { of: 2 }, note: 'checked' });

    let deep: unknown = 'bottom';
    for (let i = 0; i < 20; i++) deep = { deeper: deep };
    const half = 'x'.repeat(30 * 1024);
    p().clock.advance(SECOND);
    const big = await update({ big: half });
    expect(big.statusCode).toBe(200);
    const auditBefore = (await auditOf(id)).length;
    for (const bad of [
      adminPost('listings/update_metadata', { id, metadata: deep }, admin.token),
      adminPost('listings/update_metadata', { id, metadata: 'not an object' }, admin.token),
      adminPost('listings/update_metadata', { id, metadata: {}, extra: true }, admin.token),
      adminPost('listings/update_metadata', { id: 'not-an-id', metadata: {} }, admin.token),
      // Each part is within the limits; together they are not.
      update({ bigger: half }),
    ]) {
      const res = await bad;
      expect(res.statusCode, res.body).toBe(400);
    }
    const shown = await adminGet(`listings/show?id=${id}`, admin.token);
    expect(attributesOf(shown).metadata).toEqual({ level: { of: 2 }, note: 'checked', big: half });
    expect((await auditOf(id)).length).toBe(auditBefore);

    const [, second, first] = await auditOf(id);
    expect(first).toMatchObject({
      action: 'listing.update-metadata',
      before: { metadata: { badge: null, level: null } },
      after: { metadata: { badge: 'staff-pick', level: { of: 2 } } },
    });
    expect(second).toMatchObject({
      before: { metadata: { badge: 'staff-pick', note: null } },
      after: { metadata: { badge: null, note: 'checked' } },
    });
  });

  it('features listings, the one featured last first on the landing page, and unfeatures them', async () => {
    const admin = await asOperator('admin');
    const author = await newActor(p());
    const [first, second, untimed] = [
      await publishedOf(author.id, 'Featured first'),
      await publishedOf(author.id, 'Featured second'),
      await publishedOf(author.id, 'Featured without a time'),
    ];
    const feature = (id: string, featured: boolean) =>
      adminPost('listings/feature', { id, featured }, admin.token);
    const anon = await anonToken(p());
    // The landing page's featured list (apps/web landing.server.ts), of this author's listings.
    const landing = () =>
      listingIdsFound(
        p(),
        anon,
        `meta_featuredListing=true&sort=meta_featuredAt,createdAt&authorId=${author.id}&perPage=12`,
      );

    const featuredAt = p().clock.read().getTime();
    expect(attributesOf(await feature(first, true)).metadata).toEqual({
      featuredListing: true,
      featuredAt,
    });
    p().clock.advance(SECOND);
    await feature(second, true);
    // Written straight into metadata, without a time: after those the operator featured.
    await adminPost(
      'listings/update_metadata',
      { id: untimed, metadata: { featuredListing: true } },
      admin.token,
    );
    expect(await landing()).toEqual([second, first, untimed]);

    // Featuring again moves a listing back to the front.
    p().clock.advance(SECOND);
    await feature(first, true);
    expect(await landing()).toEqual([first, second, untimed]);

    p().clock.advance(SECOND);
    const unfeatured = await feature(second, false);
    expect(attributesOf(unfeatured).metadata).toEqual({});
    expect(await landing()).toEqual([first, untimed]);
    const found = await adminGet(`listings/query?featured=true&authorId=${author.id}`, admin.token);
    expect((found.json() as Body).data.map((l: Body) => l.id).sort()).toEqual([first, untimed].sort());
    const notFeatured = await adminGet(`listings/query?featured=false&authorId=${author.id}`, admin.token);
    expect((notFeatured.json() as Body).data.map((l: Body) => l.id)).toEqual([second]);

    expect((await auditOf(second)).map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'listing.unfeature',
        { metadata: { featuredListing: true, featuredAt: featuredAt + SECOND } },
        { metadata: { featuredListing: null, featuredAt: null } },
      ],
      [
        'listing.feature',
        { metadata: { featuredListing: null, featuredAt: null } },
        { metadata: { featuredListing: true, featuredAt: featuredAt + SECOND } },
      ],
    ]);
  });

  it('finds listings by state, type, author, title words and page, never deleted ones', async () => {
    const admin = await asOperator('admin');
    const author = await newActor(p());
    const at = (title: string, values: Record<string, unknown> = {}) =>
      insertPublished(p(), author.id, p().clock.read(), {
        title,
        publicData: { listingType: 'rental' },
        ...values,
      });
    const canoe = await at('Red Canoe');
    p().clock.advance(SECOND);
    const percent = await at('Canoe 100% dry', { state: 'closed' });
    p().clock.advance(SECOND);
    const underscore = await at('Kayak_tour', { publicData: { listingType: 'tour' } });
    p().clock.advance(SECOND);
    const deleted = await at('Deleted canoe', { deleted: true });
    const ids = async (query: string) => {
      const res = await adminGet(`listings/query?authorId=${author.id}&${query}`, admin.token);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Body).data.map((l: Body) => l.id);
    };

    expect(await ids('')).toEqual([underscore, percent, canoe]);
    expect(await ids('states=closed,draft')).toEqual([percent]);
    expect(await ids('listingType=tour')).toEqual([underscore]);
    expect(await ids('keywords=CANOE')).toEqual([percent, canoe]);
    expect(await ids('keywords=canoe%20red')).toEqual([canoe]);
    // `%` and `_` are themselves, not wildcards.
    expect(await ids(`keywords=${encodeURIComponent('100%')}`)).toEqual([percent]);
    expect(await ids(`keywords=${encodeURIComponent('%')}`)).toEqual([percent]);
    expect(await ids('keywords=_')).toEqual([underscore]);
    expect(await ids('keywords=k_yak')).toEqual([]);

    const paged = await adminGet(`listings/query?authorId=${author.id}&page=2&perPage=2`, admin.token);
    expect((paged.json() as Body).meta).toEqual({ totalItems: 3, totalPages: 2, page: 2, perPage: 2 });
    expect((paged.json() as Body).data.map((l: Body) => l.id)).toEqual([canoe]);

    for (const bad of ['perPage=101', 'states=open', 'featured=yes', 'authorId=nobody', 'color=red']) {
      expect((await adminGet(`listings/query?${bad}`, admin.token)).statusCode, bad).toBe(400);
    }
    // A deleted listing is not listed, yet shown by id with its flag; an unknown id is 404.
    const shown = await adminGet(`listings/show?id=${deleted}`, admin.token);
    expect(attributesOf(shown)).toMatchObject({ title: 'Deleted canoe', deleted: true });
    const unknown = await adminGet(`listings/show?id=${randomUUID()}`, admin.token);
    expect(unknown.statusCode).toBe(404);
    expect((await adminPost('listings/open', { id: randomUUID() }, admin.token)).statusCode).toBe(404);
  });

  it('finds listings created in a window, its start inclusive and its end exclusive', async () => {
    const admin = await asOperator('admin');
    const author = await newActor(p());
    const at = async (title: string) => {
      const time = p().clock.read();
      const id = await insertPublished(p(), author.id, time, { title });
      p().clock.advance(SECOND);
      return { id, time };
    };
    const first = await at('First boat');
    const second = await at('Second boat');
    const third = await at('Third boat');
    const ids = async (query: string) => {
      const res = await adminGet(`listings/query?authorId=${author.id}&${query}`, admin.token);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Body).data.map((l: Body) => l.id);
    };
    const iso = (time: Date) => encodeURIComponent(time.toISOString());

    expect(await ids(`createdAtStart=${iso(second.time)}`)).toEqual([third.id, second.id]);
    expect(await ids(`createdAtEnd=${iso(second.time)}`)).toEqual([first.id]);
    expect(await ids(`createdAtStart=${iso(first.time)}&createdAtEnd=${iso(third.time)}`)).toEqual([
      second.id,
      first.id,
    ]);
    // A date is its midnight UTC; a time may carry its offset.
    const day = first.time.toISOString().slice(0, 10);
    const nextDay = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
    expect(await ids(`createdAtStart=${day}&createdAtEnd=${nextDay}`)).toEqual(
      [third, second, first].filter((l) => l.time.toISOString().startsWith(day)).map((l) => l.id),
    );
    expect(await ids(`createdAtEnd=${day}`)).toEqual([]);
    const tokyo = new Date(second.time.getTime() + 9 * 3_600_000).toISOString().replace('Z', '+09:00');
    expect(await ids(`createdAtStart=${encodeURIComponent(tokyo)}`)).toEqual([third.id, second.id]);

    for (const bad of [
      'createdAtStart=yesterday',
      'createdAtEnd=2026-02-30T25:00Z',
      `createdAtStart=${iso(second.time)}&createdAtEnd=${iso(second.time)}`,
      `createdAtStart=${iso(third.time)}&createdAtEnd=${iso(first.time)}`,
    ]) {
      const res = await adminGet(`listings/query?${bad}`, admin.token);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('lets support operators read but not change, and refuses marketplace tokens', async () => {
    const support = await asOperator('support');
    const author = await newActor(p());
    const id = await publishedOf(author.id, 'Rowing boat');
    const changes: [string, Record<string, unknown>][] = [
      ['listings/approve', { id }],
      ['listings/close', { id }],
      ['listings/open', { id }],
      ['listings/update_metadata', { id, metadata: { a: 1 } }],
      ['listings/feature', { id, featured: true }],
    ];
    const reads = [`listings/query?authorId=${author.id}`, `listings/show?id=${id}`];

    for (const path of reads) expect((await adminGet(path, support.token)).statusCode, path).toBe(200);
    for (const [path, body] of changes) {
      const res = await adminPost(path, body, support.token);
      expect(res.statusCode, path).toBe(403);
      expect(errorCodes(res.json() as Body)).toEqual(['forbidden']);
    }
    // A marketplace user's token opens no console door, nor does none at all.
    for (const bearer of [author.accessToken, undefined]) {
      const credential = bearer ? { bearer } : null;
      for (const path of reads) {
        expect((await send(p(), { method: 'GET', url: `/v1/admin/${path}` }, credential)).statusCode).toBe(
          401,
        );
      }
      for (const [path, body] of changes) {
        const res = await send(p(), { method: 'POST', url: `/v1/admin/${path}`, body }, credential);
        expect(res.statusCode, path).toBe(401);
      }
    }
    const listing = await call(p(), 'GET', `listings/show?id=${id}`, author.accessToken);
    expect(listing.body.data.attributes).toMatchObject({ state: 'published', metadata: {} });
    expect(await auditOf(id)).toEqual([]);
  });
});
