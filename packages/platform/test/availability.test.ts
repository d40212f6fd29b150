import { randomUUID } from 'node:crypto';
import sharetribeSdk from 'sharetribe-flex-sdk';
import { expect, it } from 'vitest';
import { insertException } from '../src/features/availability/availability-exceptions.repository.ts';
import { updateUser } from '../src/features/users/users.repository.ts';
import { apiClient, type Body, call, errorCodes, newUser } from './api-client.ts';
import { describeEachDialectOverHttp, type TestPlatform } from './harness.ts';
import { HELSINKI_WEEKDAYS_PLAN } from './support/listings.ts';
import { officialSdk } from './support/official-sdk.ts';

const DAY = 86_400_000;

// Weekdays 09:00–17:00 in Helsinki (UTC+2 in November, so 07:00–15:00Z). The harness clock stands
// at Sunday 2026-11-22 12:00Z; the week under test runs Monday 23 to Friday 27 November.
const weekdayPlan = HELSINKI_WEEKDAYS_PLAN;
const WEEK_START = '2026-11-22T22:00:00.000Z'; // Monday 00:00 in Helsinki
const WEEK_END = '2026-11-28T22:00:00.000Z'; // Sunday 00:00
const WEDNESDAY = { start: '2026-11-24T22:00:00.000Z', end: '2026-11-25T22:00:00.000Z' };

const lessons = (overrides: Body = {}): Body => ({
  title: 'Sailing lessons',
  price: { amount: 6000, currency: 'USD' },
  availabilityPlan: weekdayPlan,
  publicData: { listingType: 'service-with-calendar', unitType: 'hour' },
  privateData: { harbourCode: '4321' },
  ...overrides,
});

/** A published listing of `token`'s user (a draft when asked), with the weekday plan unless overridden. */
async function newListing(platform: TestPlatform, token: string, overrides: Body = {}, draft = false) {
  const verb = draft ? 'create_draft' : 'create';
  const res = await call(platform, 'POST', `own_listings/${verb}`, token, lessons(overrides));
  expect(res.status).toBe(200);
  return res.body.data.id as string;
}

const sourcesOf = (body: Body) =>
  (body.errors as Body[]).map((e) => `${e.code} ${e.source?.path?.join('.')}`);

describeEachDialectOverHttp('availability exceptions and time slots', (platform, baseUrl) => {
  const p = () => platform();
  const exceptionCount = async (listingId?: string) => {
    let query = p()
      .ctx.db.selectFrom('availability_exceptions')
      .select((eb) => eb.fn.countAll().as('n'));
    if (listingId) query = query.where('listing_id', '=', listingId);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  const create = (token: string, body: Body, query = '') =>
    call(p(), 'POST', `availability_exceptions/create${query}`, token, body);
  const exceptionsOf = (token: string, listingId: string, extra = '') =>
    call(
      p(),
      'GET',
      `availability_exceptions/query?listingId=${listingId}&start=${WEEK_START}&end=${WEEK_END}${extra}`,
      token,
    );
  const slotsOf = (
    token: string,
    listingId: string,
    extra = '',
    range = { start: WEEK_START, end: WEEK_END },
  ) =>
    call(
      p(),
      'GET',
      `timeslots/query?listingId=${listingId}&start=${range.start}&end=${range.end}${extra}`,
      token,
    );

  it('creates, pages through and deletes the exceptions of an own listing', async () => {
    const author = await newUser(p());
    const listingId = await newListing(p(), author.token);

    const expanded = await create(
      author.token,
      { listingId, ...WEDNESDAY, seats: 0 },
      '?expand=true&include=ownListing',
    );
    expect(expanded.status).toBe(200);
    const wednesday = expanded.body.data;
    expect(wednesday).toMatchObject({
      type: 'availabilityException',
      attributes: { seats: 0, start: WEDNESDAY.start, end: WEDNESDAY.end },
      relationships: { ownListing: { data: { id: listingId, type: 'ownListing' } } },
    });
    expect(expanded.body.included).toEqual([expect.objectContaining({ id: listingId, type: 'ownListing' })]);
    expect(expanded.body.included[0].attributes.privateData).toEqual({ harbourCode: '4321' });

    // Without expand a command answers with id and type only; an offset instant is read exactly.
    const bare = await create(author.token, {
      listingId,
      start: '2026-11-23T18:00:00+02:00',
      end: '2026-11-23T20:00:00+02:00',
      seats: 5,
    });
    expect(bare.body.data).toEqual({ id: bare.body.data.id, type: 'availabilityException', attributes: {} });

    const all = await exceptionsOf(author.token, listingId);
    expect(all.status).toBe(200);
    expect(all.body.data.map((e: Body) => e.attributes)).toEqual([
      { seats: 5, start: '2026-11-23T16:00:00.000Z', end: '2026-11-23T18:00:00.000Z' },
      { seats: 0, start: WEDNESDAY.start, end: WEDNESDAY.end },
    ]);
    expect(all.body.meta).toEqual({ totalItems: 2, totalPages: 1, page: 1, perPage: 100 });

    const second = await call(
      p(),
      'GET',
      `availability_exceptions/query?listing_id=${listingId}&start=${WEEK_START}&end=${WEEK_END}&page=2&perPage=1&include=ownListing`,
      author.token,
    );
    expect(second.body.data.map((e: Body) => e.id)).toEqual([wednesday.id]);
    expect(second.body.meta).toEqual({ totalItems: 2, totalPages: 2, page: 2, perPage: 1 });
    expect(second.body.included.map((r: Body) => r.type)).toEqual(['ownListing']);

    // Only exceptions overlapping the asked range are listed.
    const monday = await call(
      p(),
      'GET',
      `availability_exceptions/query?listingId=${listingId}&start=${WEEK_START}&end=2026-11-23T22:00:00.000Z`,
      author.token,
    );
    expect(monday.body.data).toHaveLength(1);

    const deleted = await call(p(), 'POST', 'availability_exceptions/delete?expand=true', author.token, {
      id: wednesday.id,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.attributes).toEqual({ seats: 0, start: WEDNESDAY.start, end: WEDNESDAY.end });
    expect((await exceptionsOf(author.token, listingId)).body.meta.totalItems).toBe(1);
    const again = await call(p(), 'POST', 'availability_exceptions/delete', author.token, {
      id: wednesday.id,
    });
    expect(again.status).toBe(404);
  });

  it("refuses another user's listing and exceptions with 404 and changes nothing", async () => {
    const [author, other] = [await newUser(p()), await newUser(p())];
    const listingId = await newListing(p(), author.token);
    const mine = await create(author.token, { listingId, ...WEDNESDAY, seats: 0 });
    const before = await exceptionCount();

    const foreign = await create(other.token, {
      listingId,
      start: '2026-11-26T07:00:00Z',
      end: '2026-11-26T08:00:00Z',
      seats: 1,
    });
    expect({ status: foreign.status, codes: errorCodes(foreign.body) }).toEqual({
      status: 404,
      codes: ['not-found'],
    });
    expect((await exceptionsOf(other.token, listingId)).status).toBe(404);
    const removal = await call(p(), 'POST', 'availability_exceptions/delete', other.token, {
      id: mine.body.data.id,
    });
    expect(removal.status).toBe(404);
    expect(await exceptionCount()).toBe(before);
    expect((await exceptionsOf(author.token, listingId)).body.data).toHaveLength(1);

    // Unknown and discarded listings answer the same.
    const unknown = await create(author.token, { listingId: randomUUID(), ...WEDNESDAY, seats: 0 });
    expect(unknown.status).toBe(404);
    const draftId = await newListing(p(), author.token, {}, true);
    await call(p(), 'POST', 'own_listings/discard_draft', author.token, { id: draftId });
    expect((await create(author.token, { listingId: draftId, ...WEDNESDAY, seats: 0 })).status).toBe(404);
    expect(await exceptionCount()).toBe(before);
  });

  it('refuses an exception overlapping another with 409, and takes adjacent ones', async () => {
    const author = await newUser(p());
    const listingId = await newListing(p(), author.token);
    expect((await create(author.token, { listingId, ...WEDNESDAY, seats: 0 })).status).toBe(200);
    const overlap = await create(author.token, {
      listingId,
      start: '2026-11-25T12:00:00Z',
      end: '2026-11-26T12:00:00Z',
      seats: 3,
    });
    expect({ status: overlap.status, codes: errorCodes(overlap.body) }).toEqual({
      status: 409,
      codes: ['conflict'],
    });
    const before = await create(author.token, {
      listingId,
      start: WEEK_START,
      end: WEDNESDAY.start,
      seats: 1,
    });
    const after = await create(author.token, { listingId, start: WEDNESDAY.end, end: WEEK_END, seats: 1 });
    expect([before.status, after.status]).toEqual([200, 200]);
    // The same range on another listing is no overlap.
    const elsewhere = await newListing(p(), author.token);
    expect((await create(author.token, { listingId: elsewhere, ...WEDNESDAY, seats: 0 })).status).toBe(200);
    expect(await exceptionCount(listingId)).toBe(3);
  });

  it('lands exactly one of many overlapping creates sent at once', async () => {
    const author = await newUser(p());
    const base = Date.parse(WEDNESDAY.start);
    // Several bursts on fresh listings: a check-then-insert without the lock lets two through.
    for (let round = 0; round < 5; round++) {
      const listingId = await newListing(p(), author.token);
      const attempts = Array.from({ length: 12 }, (_, i) =>
        create(author.token, {
          listingId,
          start: new Date(base + i * 3_600_000).toISOString(),
          end: new Date(base + DAY + i * 3_600_000).toISOString(),
          seats: i,
        }),
      );
      const statuses = (await Promise.all(attempts)).map((res) => res.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
      expect(await exceptionCount(listingId)).toBe(1);
    }
  });

  it('refuses bad instants, reversed and too long ranges and unknown keys with 400, naming each', async () => {
    const author = await newUser(p());
    const listingId = await newListing(p(), author.token);
    const now = p().clock.read().getTime();
    const iso = (ms: number) => new Date(ms).toISOString();
    const refusal = async (res: Promise<{ status: number; body: Body }>) => {
      const { status, body } = await res;
      return { status, sources: sourcesOf(body) };
    };

    const vague = await create(author.token, { listingId, start: 'next tuesday', end: WEEK_END, seats: 1 });
    expect({ status: vague.status, sources: sourcesOf(vague.body) }).toEqual({
      status: 400,
      sources: ['validation-invalid-value start'],
    });
    expect(vague.body.errors[0].title).toMatch(/^start: must be a date and time: ISO 8601 with an offset/);
    expect(
      await refusal(create(author.token, { listingId, start: WEEK_END, end: WEEK_START, seats: 1 })),
    ).toEqual({ status: 400, sources: ['validation-invalid-value end'] });
    expect(
      await refusal(
        create(author.token, { listingId, start: iso(now), end: iso(now + 366 * DAY), seats: 1 }),
      ),
    ).toEqual({ status: 400, sources: ['validation-invalid-value end'] });
    expect(
      await refusal(
        create(author.token, { listingId, start: iso(now - 400 * DAY), end: iso(now), seats: 1 }),
      ),
    ).toEqual({ status: 400, sources: ['validation-invalid-value start'] });
    expect(await refusal(create(author.token, { listingId, ...WEDNESDAY, seats: -1 }))).toEqual({
      status: 400,
      sources: ['validation-invalid-value seats'],
    });
    expect(await refusal(create(author.token, { listingId, ...WEDNESDAY, seats: 1, note: 'x' }))).toEqual({
      status: 400,
      sources: ['validation-disallowed-key note'],
    });
    expect(await refusal(create(author.token, { listingId, ...WEDNESDAY }))).toEqual({
      status: 400,
      sources: ['validation-missing-key seats'],
    });

    const yearLong = `availability_exceptions/query?listingId=${listingId}&start=${iso(now)}&end=${iso(now + 367 * DAY)}`;
    expect(await refusal(call(p(), 'GET', yearLong, author.token))).toEqual({
      status: 400,
      sources: ['validation-invalid-value end'],
    });
    expect(
      await refusal(
        call(p(), 'GET', `availability_exceptions/query?start=${WEEK_START}&end=${WEEK_END}`, author.token),
      ),
    ).toEqual({ status: 400, sources: ['validation-missing-key listingId'] });
    const endless = `timeslots/query?listingId=${listingId}&start=${WEEK_START}&intervalAlign=monday`;
    expect(await refusal(call(p(), 'GET', endless, author.token))).toEqual({
      status: 400,
      sources: ['validation-missing-key end', 'validation-invalid-value intervalAlign'],
    });
    expect(await refusal(exceptionsOf(author.token, listingId, '&perPage=101&colour=red'))).toEqual({
      status: 400,
      sources: ['validation-disallowed-key colour', 'validation-invalid-value perPage'],
    });

    const longSlots = await slotsOf(author.token, listingId, '', {
      start: iso(now),
      end: iso(now + 91 * DAY),
    });
    expect(longSlots.status).toBe(400);
    expect(longSlots.body.errors[0].title).toBe('end: must be at most 90 days after start');
    expect(await refusal(slotsOf(author.token, listingId, '&intervalDuration=P2Y'))).toEqual({
      status: 400,
      sources: ['validation-invalid-value intervalDuration'],
    });
    expect(await refusal(slotsOf(author.token, listingId, '&intervalDuration=often&perPage=501'))).toEqual({
      status: 400,
      sources: ['validation-invalid-value intervalDuration', 'validation-invalid-value perPage'],
    });
    expect(
      await refusal(
        slotsOf(author.token, listingId, `&intervalDuration=P1D&intervalAlign=${iso(now - 400 * DAY)}`),
      ),
    ).toEqual({ status: 400, sources: ['validation-invalid-value intervalAlign'] });
    expect(await refusal(slotsOf(author.token, listingId, '', { start: WEEK_END, end: WEEK_START }))).toEqual(
      {
        status: 400,
        sources: ['validation-invalid-value end'],
      },
    );
    expect(await refusal(slotsOf(author.token, listingId, '&seats=1'))).toEqual({
      status: 400,
      sources: ['validation-disallowed-key seats'],
    });
    expect(await exceptionCount(listingId)).toBe(0);
  });

  it('refuses users waiting for approval on create and delete, but lets them read their exceptions', async () => {
    const author = await newUser(p());
    const listingId = await newListing(p(), author.token);
    const existing = await create(author.token, { listingId, ...WEDNESDAY, seats: 0 });
    await updateUser(p().ctx.db, author.id, { state: 'pendingApproval' }, p().clock.read());

    const created = await create(author.token, {
      listingId,
      start: WEEK_START,
      end: WEDNESDAY.start,
      seats: 1,
    });
    expect({ status: created.status, codes: errorCodes(created.body) }).toEqual({
      status: 403,
      codes: ['permission-denied-pending-approval'],
    });
    const deleted = await call(p(), 'POST', 'availability_exceptions/delete', author.token, {
      id: existing.body.data.id,
    });
    expect(errorCodes(deleted.body)).toEqual(['permission-denied-pending-approval']);
    expect(await exceptionCount(listingId)).toBe(1);
    expect((await exceptionsOf(author.token, listingId)).body.data).toHaveLength(1);

    // Exceptions written for them some other way are still theirs to see.
    await insertException(p().ctx.db, {
      id: randomUUID(),
      listingId,
      start: new Date(WEEK_START),
      end: new Date(WEDNESDAY.start),
      seats: 1,
      createdAt: p().clock.read(),
    });
    expect((await exceptionsOf(author.token, listingId)).body.data).toHaveLength(2);
  });

  it('leaves the day of a closing exception out of the time slots of a weekly plan', async () => {
    const author = await newUser(p());
    const listingId = await newListing(p(), author.token);
    const anon = await apiClient(p().app).anonToken();
    const open = ['23', '24', '25', '26', '27'].map(
      (day) => `2026-11-${day}T07:00:00.000Z/2026-11-${day}T15:00:00.000Z/2`,
    );
    const describe = (body: Body) =>
      body.data.map((s: Body) => `${s.attributes.start}/${s.attributes.end}/${s.attributes.seats}`);

    const before = await slotsOf(anon, listingId);
    expect(before.status).toBe(200);
    expect(describe(before.body)).toEqual(open);
    expect(before.body.data[0]).toMatchObject({ type: 'timeSlot', attributes: { type: 'time-slot/time' } });
    expect(before.body.meta).toEqual({ totalItems: 5, totalPages: 1, page: 1, perPage: 100 });

    await create(author.token, { listingId, ...WEDNESDAY, seats: 0 });
    const after = await slotsOf(anon, listingId);
    expect(describe(after.body)).toEqual(open.filter((slot) => !slot.startsWith('2026-11-25')));

    // The template's month view: one slot per open local day, P1D aligned to local midnight.
    const monthView = await slotsOf(
      anon,
      listingId,
      `&intervalDuration=P1D&intervalAlign=${WEEK_START}&maxPerInterval=1&minDurationStartingInInterval=60&perPage=31&page=1`,
    );
    expect(describe(monthView.body)).toEqual(describe(after.body));
    expect(monthView.body.meta).toEqual({ totalItems: 4, totalPages: 1, page: 1, perPage: 31 });

    // Ids are stable across answers, so clients can merge slots by id.
    const again = await slotsOf(anon, listingId, '&perPage=2&page=2');
    expect(again.body.data.map((s: Body) => s.id)).toEqual(
      after.body.data.slice(2, 4).map((s: Body) => s.id),
    );
    expect(again.body.meta).toEqual({ totalItems: 4, totalPages: 2, page: 2, perPage: 2 });
  });

  it("shows a published listing's slots to anyone who may read, and others' drafts to no one", async () => {
    const [author, other] = [await newUser(p()), await newUser(p())];
    const draft = await newListing(p(), author.token, {}, true);
    expect((await slotsOf(other.token, draft)).status).toBe(404);
    expect((await slotsOf(author.token, draft)).body.data).toEqual([]);
    expect((await slotsOf(other.token, randomUUID())).status).toBe(404);

    const listingId = await newListing(p(), author.token);
    await call(p(), 'POST', 'own_listings/close', author.token, { id: listingId });
    const closed = await slotsOf(other.token, listingId);
    expect({ status: closed.status, data: closed.body.data }).toEqual({ status: 200, data: [] });

    // A listing without a plan is open every day with one seat (Sharetribe's default), in whole UTC days.
    const planless = await newListing(p(), author.token, { availabilityPlan: null });
    const days = await slotsOf(other.token, planless, '', {
      start: '2026-11-23T00:00:00.000Z',
      end: '2026-11-25T00:00:00.000Z',
    });
    expect(days.body.data.map((s: Body) => s.attributes)).toEqual([
      { type: 'time-slot/day', seats: 1, start: '2026-11-23T00:00:00.000Z', end: '2026-11-25T00:00:00.000Z' },
    ]);
    expect((await slotsOf('', planless)).status).toBe(401);
  });

  it('speaks Transit with the official SDK: Dates, UUIDs and the slot type keyword', async () => {
    const sdk = officialSdk(baseUrl());
    const { UUID } = sharetribeSdk.types;
    const author = await newUser(p());
    await sdk.login({ username: author.email, password: author.password });
    const listingId = new UUID(await newListing(p(), author.token));

    const created = await sdk.availabilityExceptions.create(
      { listingId, start: new Date(WEDNESDAY.start), end: new Date(WEDNESDAY.end), seats: 0 },
      { expand: true, include: ['ownListing'] },
    );
    const exception = created.data.data;
    expect(exception.id).toBeInstanceOf(UUID);
    expect(exception.attributes.start).toEqual(new Date(WEDNESDAY.start));
    expect(exception.attributes.end).toBeInstanceOf(Date);
    expect(created.data.included[0].id.uuid).toBe(listingId.uuid);

    const queried = await sdk.availabilityExceptions.query({
      listingId,
      start: new Date(WEEK_START),
      end: new Date(WEEK_END),
    });
    expect(queried.data.data.map((e: Body) => e.id.uuid)).toEqual([exception.id.uuid]);
    expect(queried.data.meta).toMatchObject({ totalItems: 1, totalPages: 1, page: 1 });

    const slots = await sdk.timeslots.query({
      listingId,
      start: new Date(WEEK_START),
      end: new Date(WEEK_END),
      perPage: 500,
      page: 1,
    });
    expect(slots.data.data).toHaveLength(4);
    expect(slots.data.data[0].attributes).toEqual({
      type: 'time-slot/time',
      seats: 2,
      start: new Date('2026-11-23T07:00:00.000Z'),
      end: new Date('2026-11-23T15:00:00.000Z'),
    });

    const deleted = await sdk.availabilityExceptions.delete({ id: exception.id }, { expand: true });
    expect(deleted.data.data.attributes.seats).toBe(0);
    const error = await sdk.availabilityExceptions.delete({ id: exception.id }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 404,
      data: { errors: [expect.objectContaining({ code: 'not-found' })] },
    });
  });
});
