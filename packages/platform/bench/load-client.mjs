// The load of bench/booking-load.bench.ts, run in a worker thread so that the clients do not
// share the server's event loop (as real visitors do not): each user on its own keep-alive
// connection, in a loop of search (half), a listing page (30 %) and a booking request of a random
// hour in the next 60 days (20 %). Posts back one sample per request.
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { baseUrl, users, listingIds, seconds, timeoutMs, now } = workerData;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32), one stream per user. */
function randomStream(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One API request read to the end: its status, or 0 when it timed out or the socket failed. */
function send(agent, path, token, body) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      new URL(`/v1/api/${path}`, baseUrl),
      {
        agent,
        method: payload ? 'POST' : 'GET',
        timeout: timeoutMs,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', () => resolve(0));
    req.end(payload);
  });
}

const samples = [];
const runStarted = performance.now();
const deadline = runStarted + seconds * 1000;

async function timed(kind, call) {
  const started = performance.now();
  const status = await call();
  samples.push({ kind, status, ms: performance.now() - started, at: started - runStarted });
}

await Promise.all(
  users.map(async (user, u) => {
    const random = randomStream(u + 1);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    while (performance.now() < deadline) {
      const roll = random();
      const listingId = listingIds[Math.floor(random() * listingIds.length)] ?? '';
      if (roll < 0.5) {
        await timed('search', () => send(agent, 'listings/query?keywords=kayak&perPage=24', user.token));
      } else if (roll < 0.8) {
        await timed('listing', () => send(agent, `listings/show?id=${listingId}&include=author`, user.token));
      } else {
        const hourAhead = Math.floor(random() * 60 * 24);
        const start = new Date(Math.floor((now + 2 * DAY + hourAhead * HOUR) / HOUR) * HOUR);
        await timed('initiate', () =>
          send(agent, 'transactions/initiate', user.trusted, {
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
        );
      }
    }
    agent.destroy();
  }),
);
parentPort.postMessage(samples);
