import { randomUUID } from 'node:crypto';
import type { SeatBooking } from '@mercato/core/availability/booking-seats';
import { afterAll, bench, describe, vi } from 'vitest';
import type { Dialect } from '../src/db/database.ts';
import { insertException } from '../src/features/availability/availability-exceptions.repository.ts';
import { apiClient, buildSignup } from '../test/api-client.ts';
import { createTestPlatform, DIALECTS, type TestPlatform } from '../test/harness.ts';

// `timeslots/query` through the whole HTTP pipeline (inject: token, access rules, listing and
// exception reads, the engine, Transit) for one listing as the DESIGN's figure asks: a time plan with
// 7 entries, 20 exceptions and 200 bookings, 90 days ahead. Bookings do not exist yet, so they enter
// where transactions will plug in: the taken-seats reader, mocked here to answer them from memory.
const DAY = 86_400_000;
const bookings = vi.hoisted(() => ({ list: [] as SeatBooking[] }));
vi.mock('../src/features/availability/taken-seats.ts', () => ({
  readTakenSeats: async () => bookings.list,
}));

// Deterministic pseudo-random numbers, so every run measures the same data.
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const plan = {
  type: 'availability-plan/time',
  timezone: 'Europe/Helsinki',
  entries: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((dayOfWeek) => ({
    dayOfWeek,
    seats: 3,
    startTime: '08:00',
    endTime: '20:00',
  })),
};

// Month views align days to the listing's local midnight (Helsinki is UTC+2 in November).
const helsinkiMidnightBefore = (ms: number) =>
  new Date(Math.floor((ms + 2 * 3_600_000) / DAY) * DAY - 2 * 3_600_000).toISOString();

interface Setup {
  platform: TestPlatform;
  token: string;
  listingId: string;
  start: number;
}

async function setUp(dialect: Dialect): Promise<Setup> {
  const platform = await createTestPlatform(dialect);
  const api = apiClient(platform.app);
  const signup = buildSignup();
  await api.signup(await api.anonToken(), signup);
  const login = await api.login(signup.email as string, signup.password as string);
  const author = (login.body as { access_token: string }).access_token;
  const created = await platform.app.inject({
    method: 'POST',
    url: '/v1/api/own_listings/create',
    headers: { authorization: `Bearer ${author}`, 'content-type': 'application/json' },
    payload: JSON.stringify({
      title: 'Harbour sauna',
      price: { amount: 3000, currency: 'USD' },
      availabilityPlan: plan,
      publicData: { listingType: 'service-with-calendar', unitType: 'hour' },
    }),
  });
  const listingId = (created.json() as { data: { id: string } }).data.id;
  const start = platform.clock.read().getTime();
  // Exceptions and bookings lie in the opening hours (08:00–20:00) of the 90 days from tomorrow.
  const tomorrow = Date.parse(helsinkiMidnightBefore(start)) + DAY;
  for (let i = 0; i < 20; i++) {
    const at = tomorrow + Math.floor(i * 4.5 * DAY) + (8 + Math.floor(random() * 10)) * 3_600_000;
    await insertException(platform.ctx.db, {
      id: randomUUID(),
      listingId,
      start: new Date(at),
      end: new Date(at + 2 * 3_600_000),
      seats: i % 2 === 0 ? 0 : 5,
      createdAt: new Date(start),
    });
  }
  return { platform, token: await api.anonToken(), listingId, start };
}

const states = ['pending', 'accepted', 'accepted', 'accepted', 'declined', 'cancelled'] as const;
function buildBookings(start: number): SeatBooking[] {
  const tomorrow = Date.parse(helsinkiMidnightBefore(start)) + DAY;
  return Array.from({ length: 200 }, (_, i) => {
    const at =
      tomorrow + Math.floor(random() * 89) * DAY + 8 * 3_600_000 + Math.floor(random() * 40) * 15 * 60_000;
    const minutes = (1 + Math.floor(random() * 8)) * 30;
    return {
      start: new Date(at),
      end: new Date(at + minutes * 60_000),
      seats: 1 + (i % 2),
      state: states[i % 6]!,
    };
  });
}

const setups = new Map<Dialect, Setup>();
for (const dialect of DIALECTS) setups.set(dialect, await setUp(dialect));
bookings.list = buildBookings(setups.get('sqlite')!.start);
// The bookings must reach the engine (through the mock): without them the plan alone gives one slot a day.
for (const [dialect, { platform, token, listingId, start }] of setups) {
  const range = `start=${new Date(start).toISOString()}&end=${new Date(start + 90 * DAY).toISOString()}`;
  const res = await platform.app.inject({
    method: 'GET',
    url: `/v1/api/timeslots/query?listingId=${listingId}&${range}&perPage=500`,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  const total = (res.json() as { meta: { totalItems: number } }).meta.totalItems;
  if (total <= 91) throw new Error(`[${dialect}] ${total} slots: the bookings did not reach the engine`);
  console.info(`[${dialect}] one answer holds ${total} time slots`);
}
afterAll(async () => {
  for (const { platform } of setups.values()) await platform.close();
});

/** Milliseconds of each measured request, kept for the p95 that vitest's table does not show. */
function p95Recorder(label: string) {
  const samples: number[] = [];
  return {
    time: async <T>(run: () => Promise<T>): Promise<T> => {
      const began = performance.now();
      const result = await run();
      samples.push(performance.now() - began);
      return result;
    },
    options: {
      time: 3000,
      warmupTime: 500,
      setup: (_task: unknown, mode?: string) => {
        if (mode === 'run') samples.length = 0;
      },
      teardown: (_task: unknown, mode?: string) => {
        if (mode !== 'run' || samples.length === 0) return;
        const sorted = [...samples].sort((a, b) => a - b);
        const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
        console.info(`${label}: p95 ${p95.toFixed(2)} ms over ${sorted.length} requests (budget 10 ms)`);
      },
    },
  };
}

for (const dialect of DIALECTS) {
  describe(`[${dialect}] timeslots/query over HTTP, 90 days, 7 entries, 20 exceptions, 200 bookings`, () => {
    const query = (extra: string) => {
      const { platform, token, listingId, start } = setups.get(dialect)!;
      const range = `start=${new Date(start).toISOString()}&end=${new Date(start + 90 * DAY).toISOString()}`;
      return platform.app.inject({
        method: 'GET',
        url: `/v1/api/timeslots/query?listingId=${listingId}&${range}${extra}`,
        headers: { authorization: `Bearer ${token}`, accept: 'application/transit+json' },
      });
    };
    const check = (res: { statusCode: number; body: string }) => {
      if (res.statusCode !== 200) throw new Error(`timeslots/query: ${res.statusCode} ${res.body}`);
    };

    const plain = p95Recorder(`[${dialect}] 90 days, perPage 500`);
    bench(
      '90 days, perPage 500 (listing page)',
      async () => check(await plain.time(() => query('&perPage=500&page=1'))),
      plain.options,
    );

    const month = p95Recorder(`[${dialect}] 90 days by day, maxPerInterval 1`);
    bench(
      '90 days, P1D, maxPerInterval 1, min 60 (month views)',
      async () =>
        check(
          await month.time(() =>
            query(
              `&intervalDuration=P1D&intervalAlign=${helsinkiMidnightBefore(setups.get(dialect)!.start)}` +
                '&maxPerInterval=1&minDurationStartingInInterval=60&perPage=100',
            ),
          ),
        ),
      month.options,
    );
  });
}
