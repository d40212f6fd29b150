import { randomUUID } from 'node:crypto';
import type { AvailabilityException } from '@mercato/core/availability/availability-exception';
import { type AvailabilityPlan, AvailabilityPlanSchema } from '@mercato/core/availability/availability-plan';
import { DATE_AVAILABILITY_MODES } from '@mercato/core/config/search';
import { type AvailabilityFilter, matchesAvailability } from '@mercato/core/search/availability-match';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { insertException } from '../src/features/availability/availability-exceptions.repository.ts';
import { DEFAULT_AVAILABILITY_PLAN } from '../src/features/availability/time-slots.service.ts';
import { rollAvailabilityIndex } from '../src/features/search/availability-index.service.ts';
import { apiClient, type Body, call, newUser } from './api-client.ts';
import { describeEachDialect } from './harness.ts';
import { insertPublished, listingIdsFound } from './support/listings.ts';
import { requested } from './support/transaction-scenarios.ts';
import { runDueJobs } from './support/transactions.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ZONES = ['Etc/UTC', 'Europe/Helsinki', 'America/New_York'] as const;
const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A small pseudo-random generator, so the marketplace below is the same on both databases. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

function randomPlan(r: ReturnType<typeof generator>): unknown {
  const kind = r.next();
  if (kind < 0.15) return null;
  if (kind < 0.45) {
    return {
      type: 'availability-plan/day',
      timezone: r.pick(ZONES),
      entries: WEEK.filter(() => r.next() < 0.8).map((dayOfWeek) => ({ dayOfWeek, seats: r.int(4) })),
    };
  }
  return {
    type: 'availability-plan/time',
    timezone: r.pick(ZONES),
    entries: WEEK.filter(() => r.next() < 0.7).flatMap((dayOfWeek) => {
      const open = 6 + r.int(6);
      const lunch = open + 2 + r.int(3);
      const hh = (h: number) => String(h).padStart(2, '0');
      return [
        {
          dayOfWeek,
          seats: 1 + r.int(3),
          startTime: `${hh(open)}:00`,
          endTime: `${hh(lunch)}:00`,
        },
        { dayOfWeek, seats: 1 + r.int(3), startTime: `${hh(lunch)}:30`, endTime: `${hh(lunch + 4)}:00` },
      ];
    }),
  };
}

describeEachDialect('listings/query by the availability index', (platform) => {
  const p = () => platform();
  const listings: { id: string; plan: AvailabilityPlan; exceptions: AvailabilityException[] }[] = [];
  let anon: string;
  beforeAll(async () => {
    const author = await newUser(p());
    const r = generator(7);
    const now = p().clock.read().getTime();
    for (let i = 0; i < 30; i++) {
      const stored = randomPlan(r);
      const id = await insertPublished(p(), author.id, p().clock.read(), {
        title: 'Listing',
        availabilityPlan: stored as never,
      });
      const plan = stored === null ? DEFAULT_AVAILABILITY_PLAN : AvailabilityPlanSchema.parse(stored);
      const exceptions: AvailabilityException[] = [];
      for (let e = 0; e < r.int(3); e++) {
        const start = now + (e * 5 + r.int(5)) * DAY + r.int(24) * HOUR;
        const exception = {
          id: randomUUID(),
          listingId: id,
          start: new Date(start),
          end: new Date(start + (1 + r.int(30)) * HOUR),
          seats: r.int(3),
          createdAt: new Date(now),
        };
        await insertException(p().ctx.db, exception);
        exceptions.push(exception);
      }
      listings.push({ id, plan, exceptions });
    }
    anon = await apiClient(p().app).anonToken();
  });

  const found = async (params: string) => (await listingIdsFound(p(), anon, `${params}&perPage=100`)).sort();

  it('finds exactly the listings the free-seats engine finds free (property)', async () => {
    const now = p().clock.read().getTime();
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          from: fc.integer({ min: -2 * 24, max: 20 * 24 }),
          hours: fc.oneof(fc.integer({ min: 1, max: 96 }), fc.constant(90 * 24)),
          mode: fc.constantFrom(...DATE_AVAILABILITY_MODES),
          seats: fc.integer({ min: 1, max: 3 }),
          minDuration: fc.integer({ min: 0, max: 300 }),
        }),
        async ({ from, hours, mode, seats, minDuration }) => {
          const start = new Date(Math.floor(now / HOUR) * HOUR + from * HOUR);
          const end = new Date(start.getTime() + hours * HOUR);
          const partial = mode.endsWith('-partial');
          const days = Math.max(1, Math.floor(minDuration / 100));
          const filter: AvailabilityFilter = {
            start,
            end,
            mode,
            seats,
            minDuration: !partial ? 0 : mode === 'day-partial' ? days : minDuration,
          };
          const expected = listings
            .filter(({ plan }) => !mode.startsWith('day-') || plan.type === 'availability-plan/day')
            .filter(({ plan, exceptions }) => matchesAvailability(plan, exceptions, [], filter, now))
            .map((l) => l.id)
            .sort();
          const params = new URLSearchParams({
            start: start.toISOString(),
            end: end.toISOString(),
            availability: mode,
            seats: String(seats),
            ...(partial ? { minDuration: String(filter.minDuration) } : {}),
          });
          expect(await found(params.toString()), params.toString()).toEqual(expected);
          if (expected.length > 0) answered++;
        },
      ),
      { numRuns: 40 },
    );
    // Not a vacuous agreement on empty answers.
    expect(answered).toBeGreaterThan(10);
  });
});

describeEachDialect('the availability index over time', (platform) => {
  const p = () => platform();

  it('gives seats back when a booking request expires, through the worker', async () => {
    const { provider, times, created } = await requested(p(), { daysAhead: 3, hour: 10 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const anon = await apiClient(p().app).anonToken();
    const window = `start=${times.bookingStart}&end=${times.bookingEnd}&availability=time-full`;
    const free = async () => (await listingIdsFound(p(), anon, window)).includes(provider.listingId);
    expect(await free()).toBe(false);
    // The payment is never confirmed: the request expires and its seat is free again.
    p().clock.advance(20 * 60_000);
    expect(await runDueJobs(p())).toBeGreaterThan(0);
    expect(await free()).toBe(true);
  });

  it('reaches days that enter the bookable window as time passes, renewed by the roll or by the search', async () => {
    // No plan: one seat every day in UTC, to the last of the 90 bookable days.
    const provider = {
      listingId: await insertPublished(p(), (await newUser(p())).id, p().clock.read(), {
        title: 'Every day',
      }),
    };
    const startOfDay = (ms: number) => Math.floor(ms / DAY) * DAY;
    const lastBookableDay = async () => {
      const day = startOfDay(p().clock.read().getTime()) + 89 * DAY;
      const params = `start=${new Date(day).toISOString()}&end=${new Date(day + DAY).toISOString()}&availability=day-full`;
      const anon = await apiClient(p().app).anonToken();
      return (await listingIdsFound(p(), anon, params)).includes(provider.listingId);
    };
    expect(await lastBookableDay()).toBe(true);
    const reach = async () =>
      Number(
        (
          await sql<{
            to: number | string;
          }>`SELECT to_ms AS "to" FROM listing_availability WHERE listing_id = ${provider.listingId}`.execute(
            p().ctx.db,
          )
        ).rows[0]!.to,
      );
    const before = await reach();
    // Six days on the worker's roll renews the entry before any search needs it.
    p().clock.advance(6 * DAY);
    expect(await rollAvailabilityIndex(p().ctx)).toBeGreaterThan(0);
    expect(await reach()).toBeGreaterThan(before);
    // Eleven more days without a roll: the entry ends before the new last bookable day, and the
    // search renews it rather than missing the listing.
    p().clock.advance(11 * DAY);
    expect(await reach()).toBeLessThan(startOfDay(p().clock.read().getTime()) + 90 * DAY);
    expect(await lastBookableDay()).toBe(true);
    expect(await reach()).toBeGreaterThan(p().clock.read().getTime() + 92 * DAY);
  });

  it('never finds a listing whose stored plan no longer validates, by any availability mode', async () => {
    const author = await newUser(p());
    const broken = await insertPublished(p(), author.id, p().clock.read(), {
      title: 'Broken plan',
      availabilityPlan: { type: 'availability-plan/day', entries: 'every day' } as never,
    });
    const day = Math.floor(p().clock.read().getTime() / DAY) * DAY + 3 * DAY;
    const window = `start=${new Date(day).toISOString()}&end=${new Date(day + DAY).toISOString()}`;
    const anon = await apiClient(p().app).anonToken();
    const ids = (params: string) => listingIdsFound(p(), anon, `${params}&perPage=100`);
    expect(await ids('keywords=broken')).toContain(broken);
    for (const mode of ['day-full', 'day-partial', 'time-full', 'time-partial']) {
      expect(await ids(`${window}&availability=${mode}`), mode).not.toContain(broken);
    }
  });

  it('drops the entry and runs of a listing removed from the database', async () => {
    const author = await newUser(p());
    const gone = await insertPublished(p(), author.id, p().clock.read(), { title: 'Removed' });
    const kept = await insertPublished(p(), author.id, p().clock.read(), { title: 'Kept' });
    await rollAvailabilityIndex(p().ctx);
    const runsOf = async (id: string) =>
      Number(
        (
          await sql<{
            n: number | string;
          }>`SELECT (SELECT count(*) FROM listing_free_seats WHERE listing_id = ${id})
            + (SELECT count(*) FROM listing_availability WHERE listing_id = ${id}) AS n`.execute(p().ctx.db)
        ).rows[0]!.n,
      );
    expect(await runsOf(gone)).toBeGreaterThan(1);
    const before = await runsOf(kept);
    await sql`DELETE FROM listings WHERE id = ${gone}`.execute(p().ctx.db);
    expect(await runsOf(gone)).toBe(0);
    expect(await runsOf(kept)).toBe(before);
  });

  it('answers searches arriving together while the index has work queued, each the same', async () => {
    const author = await newUser(p());
    const listings: string[] = [];
    for (let i = 0; i < 40; i++) {
      listings.push(await insertPublished(p(), author.id, p().clock.read(), { title: `Together ${i}` }));
    }
    const day = Math.floor(p().clock.read().getTime() / DAY) * DAY + 2 * DAY;
    const params = `start=${new Date(day).toISOString()}&end=${new Date(day + DAY).toISOString()}&availability=day-full&perPage=100`;
    const anon = await apiClient(p().app).anonToken();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => call(p(), 'GET', `listings/query?${params}`, anon)),
    );
    for (const res of answers) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const found = new Set((res.body.data as Body[]).map((l) => l.id));
      expect(listings.every((id) => found.has(id))).toBe(true);
    }
    const queued = await sql<{
      n: number | string;
    }>`SELECT count(*) AS n FROM listing_availability_dirty`.execute(p().ctx.db);
    expect(Number(queued.rows[0]!.n)).toBe(0);
  });
});
