import { Readable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Actor, send } from './support/actors.ts';
import { changedTables, createSnapshotter } from './support/db-snapshot.ts';
import { describeEachDialectWithFixtures } from './support/fixtures.ts';
import { arbitraryCase, corpusFor, type FuzzCase } from './support/fuzz-cases.ts';
import { describeCase, type FuzzProblem, FuzzSession } from './support/fuzz-session.ts';
import { entryOf } from './support/route-catalogue.ts';
import { assertSameRoutes, readRouteTable } from './support/route-table.ts';
import { errorCodesOf } from './support/wire.ts';

// Read at collection time, so each registered route gets tests of its own: new endpoints are
// fuzzed without anyone listing them here.
const TABLE = await readRouteTable();

/** Random cases per endpoint on top of the hand-picked corpus; raise for longer runs. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
/** The fast-check seed; set FUZZ_SEED to replay a run. */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const casesPerRoute = new Map<string, number>();

afterAll(() => {
  const counts = [...casesPerRoute].map(([key, n]) => `  ${String(n).padStart(4)}  ${key}`);
  console.info(
    `fuzz: ${RUNS} random cases per endpoint (FUZZ_RUNS) plus the corpus, seed ${SEED} (FUZZ_SEED); cases per dialect:\n${counts.join('\n')}`,
  );
});

/** Groups problems by message and lists one request per group, so a report stays readable. */
function report(key: string, problems: FuzzProblem[]): string {
  const groups = new Map<string, FuzzProblem[]>();
  for (const p of problems) {
    const group = p.problem.slice(0, 120);
    groups.set(group, [...(groups.get(group) ?? []), p]);
  }
  const lines = [...groups].slice(0, 12).map(([problem, list]) => {
    return `- ${problem} (${list.length}×), e.g.\n    ${list[0]!.request}`;
  });
  return `${key}: ${problems.length} problem(s), replay with FUZZ_SEED=${SEED}\n${lines.join('\n')}`;
}

// The Marketplace API refuses unknown query keys and bad values of the common ones; the auth API
// ignores its query, as OAuth servers must ignore unrecognised parameters (RFC 6749 §3.2).
const INVALID_QUERIES = ['include=nope', 'expand=maybe', 'unknownKey=1'];
const QUERY_REFUSAL_CODES = [
  'validation-invalid-params',
  'validation-disallowed-key',
  'validation-invalid-value',
];

describeEachDialectWithFixtures('fuzz', (fixtures) => {
  let snapshots: Awaited<ReturnType<typeof createSnapshotter>>;
  let session: FuzzSession;

  beforeAll(async () => {
    assertSameRoutes(TABLE, fixtures().platform);
    snapshots = await createSnapshotter(fixtures().platform.ctx);
    session = new FuzzSession(fixtures(), snapshots);
  });

  // Without this, a snapshot that missed writes would let every "no change" assertion pass.
  it('sees writes in its snapshots, and only the ignored refusal counters go unseen', async () => {
    const fx = fixtures();
    const user = await fx.newUser();
    const before = await snapshots.take();
    const res = await send(
      fx.platform,
      { method: 'POST', url: '/v1/api/current_user/update_profile', body: { bio: 'changed' } },
      { bearer: user.accessToken },
    );
    expect(res.statusCode).toBe(200);
    const afterWrite = await snapshots.take();
    const users = before.get('users')?.rows;
    expect(changedTables(before, afterWrite)).toEqual([`users (${users} → ${users} rows, contents changed)`]);
    await fx.platform.ctx.db
      .insertInto('throttle_buckets')
      .values({ key: 'suite-self-check', count: 1, reset_at: new Date().toISOString() })
      .execute();
    expect(changedTables(afterWrite, await snapshots.take())).toEqual([]);
  });

  // The storage listing is cached until something is written through the storage port: a file
  // written, replaced by one of the same size, streamed or deleted after a snapshot that used the
  // cache must still show.
  it('sees files written, replaced and deleted in storage, after a snapshot listed from its cache', async () => {
    const { storage } = fixtures().platform.ctx;
    const object = (text: string) => ({ data: Buffer.from(text), contentType: 'text/plain' });
    await storage.put('suite-self-check/a', object('one'));
    for (const change of [
      () => storage.put('suite-self-check/a', object('two')),
      () => storage.put('suite-self-check/b', object('six')),
      () =>
        storage.putStream('suite-self-check/c', Readable.from([Buffer.from('streamed')]), {
          contentType: 'text/plain',
          maxBytes: 100,
        }),
      () => storage.delete('suite-self-check/b'),
      () => storage.deleteAll('suite-self-check'),
    ]) {
      await snapshots.take();
      const before = await snapshots.take();
      await change();
      expect(changedTables(before, await snapshots.take())).toEqual([
        expect.stringMatching(/^\(storage files\)/),
      ]);
    }
  });

  for (const route of TABLE.routes) {
    it(`${route.key} survives malformed requests: no 5xx, the error format, no change when refused`, async () => {
      const entry = entryOf(route);
      if (!entry) throw new Error(`No row for ${route.key}: add one to test/support/route-catalogue.ts`);
      const fx = fixtures();
      const base = { ...(await entry.validRequest(fx, await session.currentUser())), method: route.method };
      session.resetBaseline();
      const random = fc.sample(arbitraryCase(route, base), { numRuns: RUNS, seed: SEED });
      const cases: FuzzCase[] = [...corpusFor(route, base), ...random];
      casesPerRoute.set(route.key, cases.length);
      const problems: FuzzProblem[] = [];
      for (const c of cases) {
        const found = await session
          .run(route, c, entry.consumesCaller)
          .catch((error: Error) => [`the request threw: ${error.message}`]);
        // Described only when it shows a problem: describing every case was a second of the run.
        if (found.length) problems.push(...found.map((problem) => ({ problem, request: describeCase(c) })));
      }
      if (problems.length) throw new Error(report(route.key, problems));
    }, 240_000);
  }

  const queried = TABLE.routes.filter((r) => (r.area === 'api' || r.area === 'auth') && r.method !== 'HEAD');
  for (const route of queried) {
    it(`${route.key} with a valid body and an invalid query changes nothing`, async () => {
      const entry = entryOf(route);
      if (!entry) throw new Error(`No row for ${route.key}: add one to test/support/route-catalogue.ts`);
      const fx = fixtures();
      // The caller the route is for: a user for user routes, a visitor for the rest.
      const callerFor = async (): Promise<Actor | null> => (entry.access === 'user' ? fx.newUser() : null);
      const tokenOf = async (actor: Actor | null) =>
        actor
          ? { bearer: actor.accessToken }
          : entry.access === 'public'
            ? null
            : { bearer: await fx.anonToken() };
      const problems: string[] = [];
      for (const bad of INVALID_QUERIES) {
        const actor = await callerFor();
        const spec = await entry.validRequest(fx, actor);
        const credential = await tokenOf(actor);
        const before = await snapshots.take();
        const res = await send(
          fx.platform,
          { ...spec, query: [spec.query, bad].filter(Boolean).join('&') },
          credential,
        );
        const codes = errorCodesOf(res);
        const changed = changedTables(before, await snapshots.take());
        const outcome = `?${bad}: ${res.statusCode} ${codes.join(',')}`;
        if (
          route.area === 'api' &&
          (res.statusCode !== 400 || !codes.every((c) => QUERY_REFUSAL_CODES.includes(c)))
        ) {
          problems.push(`${outcome}, expected 400 ${QUERY_REFUSAL_CODES.join('|')}`);
        }
        if (res.statusCode >= 400 && changed.length)
          problems.push(`${outcome}, but changed ${changed.join(', ')}`);
      }
      // The same request without the bad parameter succeeds: the refusals above were the query's.
      const actor = await callerFor();
      const control = await send(fx.platform, await entry.validRequest(fx, actor), await tokenOf(actor));
      if (entry.refusedWhenAllowed) {
        expect(control.statusCode, `the valid request itself: ${control.body.slice(0, 200)}`).toBe(
          entry.refusedWhenAllowed.status,
        );
      } else {
        expect(control.statusCode, `the valid request itself: ${control.body.slice(0, 200)}`).toBeLessThan(
          300,
        );
      }
      if (problems.length) throw new Error(`${route.key}:\n  ${problems.join('\n  ')}`);
    });
  }
});
