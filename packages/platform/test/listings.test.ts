import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { saveMarketplaceConfig } from '../src/features/config/marketplace-config.service.ts';
import { updateUser } from '../src/features/users/users.repository.ts';
import { apiClient, type Body, call, errorCodes, newUser } from './api-client.ts';
import { describeEachDialect, type TestPlatform } from './harness.ts';
import { YOGA_BY_THE_SEA } from './support/listings.ts';
import { saveAccessRules } from './support/marketplace-config.ts';

const weeklyPlan = {
  type: 'availability-plan/time',
  timezone: 'Europe/Helsinki',
  entries: [
    { dayOfWeek: 'mon', seats: 1, startTime: '09:00', endTime: '17:00' },
    { dayOfWeek: 'fri', seats: 2, startTime: '10:00', endTime: '00:00' },
  ],
};

const yogaClass = (overrides: Body = {}): Body => ({
  ...YOGA_BY_THE_SEA,
  availabilityPlan: weeklyPlan,
  publicData: {
    listingType: 'service-with-calendar',
    transactionProcessAlias: 'default-booking/release-1',
    unitType: 'hour',
    location: { address: 'Kaivopuisto, Helsinki' },
  },
  privateData: { doorCode: '1234' },
  ...overrides,
});

async function uploadImage(platform: TestPlatform, token: string, colour: string): Promise<string> {
  const data = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'photo.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await platform.app.inject({
    method: 'POST',
    url: '/v1/api/images/upload',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': request.headers.get('content-type') ?? '',
      accept: 'application/json',
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as Body).data.id;
}

describeEachDialect('listings API', (platform) => {
  const p = () => platform();
  const listingCount = async () =>
    Number(
      (
        await p()
          .ctx.db.selectFrom('listings')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('takes a draft through publish, close and reopen, showing each face to the right people', async () => {
    const author = await newUser(p());
    const other = await newUser(p());
    const created = await call(
      p(),
      'POST',
      'own_listings/create_draft?expand=true',
      author.token,
      yogaClass(),
    );
    expect(created.status).toBe(200);
    const draft = created.body.data;
    expect(draft.type).toBe('ownListing');
    expect(draft.attributes).toMatchObject({
      title: 'Morning yoga by the sea',
      state: 'draft',
      deleted: false,
      price: { amount: 2500, currency: 'USD' },
      geolocation: { lat: 60.1699, lng: 24.9384 },
      privateData: { doorCode: '1234' },
      availabilityPlan: weeklyPlan,
    });
    const id = draft.id as string;

    expect((await call(p(), 'GET', `listings/show?id=${id}`, other.token)).status).toBe(404);
    expect((await call(p(), 'GET', `own_listings/show?id=${id}`, other.token)).status).toBe(404);
    expect((await call(p(), 'GET', `listings/show?id=${id}`, author.token)).body.data.attributes.state).toBe(
      'draft',
    );

    const published = await call(p(), 'POST', 'own_listings/publish_draft?expand=true', author.token, { id });
    expect(published.body.data.attributes.state).toBe('published');
    const anon = await apiClient(p().app).anonToken();
    const shown = await call(p(), 'GET', `listings/show?id=${id}`, anon);
    expect(shown.status).toBe(200);
    expect(shown.body.data.type).toBe('listing');
    expect(shown.body.data.attributes.privateData).toBeUndefined();

    const again = await call(p(), 'POST', 'own_listings/publish_draft', author.token, { id });
    expect(again.status).toBe(409);
    expect((await call(p(), 'POST', 'own_listings/discard_draft', author.token, { id })).status).toBe(409);

    const closed = await call(p(), 'POST', 'own_listings/close?expand=true', author.token, { id });
    expect(closed.body.data.attributes.state).toBe('closed');
    expect((await call(p(), 'GET', `listings/show?id=${id}`, anon)).body.data.attributes.state).toBe(
      'closed',
    );
    const opened = await call(p(), 'POST', 'own_listings/open', author.token, { id });
    expect(opened.body.data).toEqual({ id, type: 'ownListing', attributes: {} });
    expect(
      (await call(p(), 'GET', `own_listings/show?id=${id}`, author.token)).body.data.attributes.state,
    ).toBe('published');
  });

  it('discards a draft, which then answers as a bare deleted flag', async () => {
    const author = await newUser(p());
    const { id } = (await call(p(), 'POST', 'own_listings/create_draft', author.token, yogaClass())).body
      .data;
    const discarded = await call(p(), 'POST', 'own_listings/discard_draft?expand=true', author.token, { id });
    expect(discarded.body.data).toEqual({ id, type: 'ownListing', attributes: { deleted: true } });
    const anon = await apiClient(p().app).anonToken();
    expect((await call(p(), 'GET', `listings/show?id=${id}`, anon)).body.data).toEqual({
      id,
      type: 'listing',
      attributes: { deleted: true },
    });
    expect((await call(p(), 'POST', 'own_listings/update', author.token, { id, title: 'Back' })).status).toBe(
      404,
    );
  });

  it('keeps images in the order given, limits them per listing and refuses other users’ images', async () => {
    const author = await newUser(p());
    const other = await newUser(p());
    const [red, green, blue] = [
      await uploadImage(p(), author.token, '#c83232'),
      await uploadImage(p(), author.token, '#32c832'),
      await uploadImage(p(), other.token, '#3232c8'),
    ];
    const created = await call(
      p(),
      'POST',
      'own_listings/create?expand=true&include=images,author,author.profileImage&fields.image=variants.landscape-crop',
      author.token,
      yogaClass({ images: [green, red] }),
    );
    expect(created.status).toBe(200);
    const { data, included } = created.body;
    expect(data.relationships.images.data.map((r: Body) => r.id)).toEqual([green, red]);
    expect(data.relationships.author.data).toEqual({ id: author.id, type: 'user' });
    const image = included.find((r: Body) => r.id === green);
    expect(image.attributes.variants['landscape-crop']).toMatchObject({ width: 400, height: 267 });
    expect(included.find((r: Body) => r.type === 'user').relationships.profileImage).toEqual({ data: null });

    const id = data.id as string;
    const limited = await call(
      p(),
      'GET',
      `listings/show?id=${id}&include=images&limit.images=1`,
      other.token,
    );
    expect(limited.body.data.relationships.images.data).toEqual([{ id: green, type: 'image' }]);
    expect(limited.body.included).toHaveLength(1);

    const before = await call(p(), 'GET', `own_listings/show?id=${id}&include=images`, author.token);
    const refused = await call(p(), 'POST', 'own_listings/update', author.token, { id, images: [red, blue] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].source).toEqual({ path: ['images', '1'], type: 'body' });
    expect(await call(p(), 'GET', `own_listings/show?id=${id}&include=images`, author.token)).toEqual(before);

    await call(p(), 'POST', 'own_listings/update', author.token, { id, images: [red] });
    const added = await call(p(), 'POST', 'own_listings/add_image?expand=true&include=images', author.token, {
      id,
      imageId: green,
    });
    expect(added.body.data.relationships.images.data.map((r: Body) => r.id)).toEqual([red, green]);
    expect(
      (await call(p(), 'POST', 'own_listings/add_image', author.token, { id, imageId: blue })).status,
    ).toBe(400);
  });

  it('refuses bad input with the error format and creates or changes nothing', async () => {
    const author = await newUser(p());
    const other = await newUser(p());
    const { id } = (await call(p(), 'POST', 'own_listings/create', author.token, yogaClass())).body.data;
    const before = await call(p(), 'GET', `own_listings/show?id=${id}`, author.token);
    const count = await listingCount();
    const cases: [string, Body, string][] = [
      ['unknown key', yogaClass({ colour: 'red' }), 'validation-disallowed-key'],
      ['missing title', yogaClass({ title: undefined }), 'validation-missing-key'],
      ['title of the wrong type', yogaClass({ title: 42 }), 'validation-invalid-value'],
      [
        'foreign currency',
        yogaClass({ price: { amount: 2500, currency: 'EUR' } }),
        'validation-invalid-value',
      ],
      [
        'price below the minimum',
        yogaClass({ price: { amount: 499, currency: 'USD' } }),
        'validation-invalid-value',
      ],
      [
        'fractional price',
        yogaClass({ price: { amount: 10.5, currency: 'USD' } }),
        'validation-invalid-value',
      ],
      [
        'unknown listing type',
        yogaClass({ publicData: { listingType: 'spaceship-rental' } }),
        'validation-invalid-value',
      ],
      [
        'process alias of another type',
        yogaClass({ publicData: { listingType: 'service-with-calendar', unitType: 'item' } }),
        'validation-invalid-value',
      ],
      ['latitude off the globe', yogaClass({ geolocation: { lat: 91, lng: 0 } }), 'validation-invalid-value'],
      [
        'overlapping plan entries',
        yogaClass({
          availabilityPlan: {
            ...weeklyPlan,
            entries: [
              ...weeklyPlan.entries,
              { dayOfWeek: 'mon', seats: 1, startTime: '16:00', endTime: '18:00' },
            ],
          },
        }),
        'validation-invalid-value',
      ],
      [
        'a made-up image id',
        yogaClass({ images: ['00000000-0000-4000-8000-000000000000'] }),
        'validation-invalid-value',
      ],
    ];
    for (const [what, body, code] of cases) {
      const created = await call(p(), 'POST', 'own_listings/create', author.token, body);
      expect(created.status, what).toBe(400);
      expect(errorCodes(created.body), what).toContain(code);
      const { title: _title, ...attributes } = body;
      const updated = await call(p(), 'POST', 'own_listings/update', author.token, { id, ...attributes });
      if (!what.includes('title')) expect(updated.status, `update: ${what}`).toBe(400);
    }
    const foreign = await call(p(), 'POST', 'own_listings/update', other.token, { id, title: 'Mine now' });
    expect(foreign.status).toBe(404);
    expect((await call(p(), 'POST', 'own_listings/close', other.token, { id })).status).toBe(404);
    expect(await listingCount()).toBe(count);
    expect(await call(p(), 'GET', `own_listings/show?id=${id}`, author.token)).toEqual(before);
  });

  it('lists the author’s own listings by state, a page at a time', async () => {
    const author = await newUser(p());
    for (let i = 0; i < 3; i++) {
      await call(p(), 'POST', 'own_listings/create', author.token, yogaClass({ title: `Class ${i}` }));
      p().clock.advance(1000);
    }
    await call(p(), 'POST', 'own_listings/create_draft', author.token, yogaClass({ title: 'Unfinished' }));
    const page = await call(p(), 'GET', 'own_listings/query?states=published&perPage=2&page=1', author.token);
    expect(page.body.data.map((l: Body) => l.attributes.title)).toEqual(['Class 2', 'Class 1']);
    expect(page.body.meta).toEqual({ totalItems: 3, totalPages: 2, page: 1, perPage: 2 });
    const drafts = await call(p(), 'GET', 'own_listings/query?states=draft', author.token);
    expect(drafts.body.data.map((l: Body) => l.attributes.title)).toEqual(['Unfinished']);
    expect((await call(p(), 'GET', 'own_listings/query?perPage=101', author.token)).status).toBe(400);
    expect((await call(p(), 'GET', 'own_listings/query?states=lost', author.token)).status).toBe(400);
  });

  it('merges extended data on update and removes keys set to null', async () => {
    const author = await newUser(p());
    const { id } = (await call(p(), 'POST', 'own_listings/create', author.token, yogaClass())).body.data;
    const updated = await call(p(), 'POST', 'own_listings/update?expand=true', author.token, {
      id,
      publicData: { location: null, level: 'beginner' },
      price: { amount: 3000, currency: 'USD' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.attributes.publicData).toEqual({
      listingType: 'service-with-calendar',
      transactionProcessAlias: 'default-booking/release-1',
      unitType: 'hour',
      level: 'beginner',
    });
    expect(updated.body.data.attributes.price).toEqual({ amount: 3000, currency: 'USD' });
  });

  it('enforces the posting rights and approval rules of the marketplace', async () => {
    const denied = await newUser(p());
    await updateUser(p().ctx.db, denied.id, { permissions: { postListings: 'deny' } }, p().clock.read());
    const refused = await call(p(), 'POST', 'own_listings/create', denied.token, yogaClass());
    expect(errorCodes(refused.body)).toEqual(['permission-denied-post-listings']);
    expect(refused.status).toBe(403);

    const author = await newUser(p());
    const { id } = (await call(p(), 'POST', 'own_listings/create_draft', author.token, yogaClass())).body
      .data;
    await saveAccessRules(p(), { privateMarketplace: true, requireApprovalToPublish: true });
    try {
      const published = await call(p(), 'POST', 'own_listings/publish_draft?expand=true', author.token, {
        id,
      });
      expect(published.body.data.attributes.state).toBe('pendingApproval');
      const anon = await apiClient(p().app).anonToken();
      expect(errorCodes((await call(p(), 'GET', `listings/show?id=${id}`, anon)).body)).toEqual([
        'forbidden',
      ]);
      expect((await call(p(), 'GET', `listings/show?id=${id}`, author.token)).status).toBe(200);

      await updateUser(p().ctx.db, author.id, { state: 'pendingApproval' }, p().clock.read());
      const pending = await call(p(), 'POST', 'own_listings/update', author.token, { id, title: 'Changed' });
      expect(errorCodes(pending.body)).toEqual(['permission-denied-pending-approval']);
      expect((await call(p(), 'GET', `own_listings/show?id=${id}`, author.token)).status).toBe(200);
    } finally {
      await saveMarketplaceConfig(p().ctx, DEFAULT_MARKETPLACE_CONFIG);
    }
  });
});
