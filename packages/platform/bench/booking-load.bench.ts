import { bench, describe } from 'vitest';
import { call, newUser } from '../test/api-client.ts';
import { createTestPlatform, type TestPlatform } from '../test/harness.ts';
import { bookableListingBody, trustedTokenOf } from '../test/support/transactions.ts';

// Issue #25 defect 10: booking requests under load. LOAD_USERS users (200) for LOAD_SECONDS (60)
// on SQLite, over a listening socket, each in a loop of search (half), a listing page (30 %) and
// a booking request of a random hour in the next 60 days (20 %). Prints p50, p95 and the longest wait of each
// kind, client time-outs, 5xx answers and double bookings, next to the budgets of the issue: no
// wait over 5 s, initiate p95 ≤ 1 s, no 5xx, no double booking. One run; figures, not a gate.

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const LISTINGS = 20;
const TIMEOUT_MS = 40_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Kind = 'search' | 'listing' | 'initiate';

interface Sample {
  kind: Kind;
  status: number;
  ms: number;
}

async function timed(kind: Kind, samples: Sample[], request: () => Promise<Response>): Promise<void> {
  const started = performance.now();
  let status = 0;
  try {
    const res = await request();
    status = res.status;
    await res.arrayBuffer();
  } catch {
    status = 0; // timed out or refused at the socket
  }
  samples.push({ kind, status, ms: performance.now() - started });
}

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32), one stream per user. */
function randomStream(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function doubleBookings(p: TestPlatform): Promise<number> {
  const bookings = await p.ctx.db
    .selectFrom('bookings')
    .select(['listing_id', 'starts_at', 'ends_at', 'state'])
    .where('state', 'not in', ['declined', 'cancelled'])
    .execute();
  let overlaps = 0;
  const byListing = new Map<string, { start: number; end: number }[]>();
  for (const b of bookings) {
    const list = byListing.get(b.listing_id) ?? [];
    list.push({ start: new Date(b.starts_at).getTime(), end: new Date(b.ends_at).getTime() });
    byListing.set(b.listing_id, list);
  }
  for (const list of byListing.values()) {
    list.sort((a, b) => a.start - b.start);
    for (let i = 1; i < list.length; i++) if ((list[i]?.start ?? 0) < (list[i - 1]?.end ?? 0)) overlaps++;
  }
  return overlaps;
}

describe('booking under load (SQLite)', () => {
  bench(
    `${USERS} users for ${SECONDS} s: search, listing, initiate`,
    async () => {
      const p = await createTestPlatform('sqlite', { RATE_LIMIT_ENABLED: 'false' });
      try {
        const baseUrl = await p.app.listen({ host: '127.0.0.1', port: 0 });
        const listingIds: string[] = [];
        for (let i = 0; i < LISTINGS; i++) {
          const provider = await newUser(p);
          const res = await call(p, 'POST', 'own_listings/create', provider.token, bookableListingBody(1));
          listingIds.push(res.body.data.id as string);
        }
        const users = [];
        for (let i = 0; i < USERS; i++) {
          const user = await newUser(p);
          users.push({ token: user.token, trusted: await trustedTokenOf(p, user.token) });
        }
        const samples: Sample[] = [];
        const deadline = performance.now() + SECONDS * 1000;
        const now = p.clock.read().getTime();
        const get = (path: string, token: string) =>
          fetch(`${baseUrl}/v1/api/${path}`, {
            headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
            signal: AbortSignal.timeout(TIMEOUT_MS),
          });
        await Promise.all(
          users.map(async (user, u) => {
            const random = randomStream(u + 1);
            while (performance.now() < deadline) {
              const roll = random();
              const listingId = listingIds[Math.floor(random() * listingIds.length)] ?? '';
              if (roll < 0.5) {
                await timed('search', samples, () =>
                  get('listings/query?keywords=kayak&perPage=24', user.token),
                );
              } else if (roll < 0.8) {
                await timed('listing', samples, () =>
                  get(`listings/show?id=${listingId}&include=author`, user.token),
                );
              } else {
                const hourAhead = Math.floor(random() * 60 * 24);
                const start = new Date(Math.floor((now + 2 * DAY + hourAhead * HOUR) / HOUR) * HOUR);
                await timed('initiate', samples, () =>
                  fetch(`${baseUrl}/v1/api/transactions/initiate`, {
                    method: 'POST',
                    headers: {
                      authorization: `Bearer ${user.trusted}`,
                      accept: 'application/json',
                      'content-type': 'application/json',
                    },
                    body: JSON.stringify({
                      processAlias: 'default-booking/release-1',
                      transition: 'transition/request-payment',
                      params: {
                        listingId,
                        bookingStart: start.toISOString(),
                        bookingEnd: new Date(start.getTime() + HOUR).toISOString(),
                        seats: 1,
                        paymentMethod: 'pm_card_visa',
                      },
                    }),
                    signal: AbortSignal.timeout(TIMEOUT_MS),
                  }),
                );
              }
            }
          }),
        );
        const rows = (['search', 'listing', 'initiate'] as const).map((kind) => {
          const of = samples.filter((s) => s.kind === kind);
          const ms = of.map((s) => s.ms).sort((a, b) => a - b);
          return {
            kind,
            requests: of.length,
            p50: percentile(ms, 50).toFixed(0),
            p95: percentile(ms, 95).toFixed(0),
            longest: (ms.at(-1) ?? Number.NaN).toFixed(0),
            '5xx': of.filter((s) => s.status >= 500).length,
            timeouts: of.filter((s) => s.status === 0).length,
            '2xx': of.filter((s) => s.status >= 200 && s.status < 300).length,
          };
        });
        const longest = Math.max(...samples.map((s) => s.ms));
        const initiateP95 = Number(rows[2]?.p95);
        const overlaps = await doubleBookings(p);
        console.log(`\nbooking under load: ${USERS} users, ${SECONDS} s, SQLite`);
        console.table(rows);
        console.log(
          `longest wait ${longest.toFixed(0)} ms (budget 5000), initiate p95 ${initiateP95} ms (budget 1000), ` +
            `5xx ${samples.filter((s) => s.status >= 500).length} (budget 0), double bookings ${overlaps} (budget 0)`,
        );
      } finally {
        await p.close();
      }
    },
    { iterations: 1, warmupIterations: 0, time: 0, warmupTime: 0 },
  );
});
