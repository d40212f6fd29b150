import { beforeAll, expect, it } from 'vitest';
import {
  CALLERS_BY_MODE,
  type Caller,
  callerOf,
  type Expectation,
  expectationFor,
  setAccessMode,
} from './support/access-callers.ts';
import { send } from './support/actors.ts';
import { CROSS_USER_CHECKS } from './support/cross-user-checks.ts';
import { changedTables, createSnapshotter } from './support/db-snapshot.ts';
import { describeEachDialectWithFixtures } from './support/fixtures.ts';
import {
  entryOf,
  PRIVATE_MARKER,
  PROTECTED_MARKER,
  ROUTE_CATALOGUE,
  type RouteEntry,
  victimOf,
} from './support/route-catalogue.ts';
import { assertSameRoutes, type RegisteredRoute, readRouteTable } from './support/route-table.ts';
import { errorCodesOf } from './support/wire.ts';

// Read at collection time, so each registered route gets a test of its own.
const TABLE = await readRouteTable();

function describeOutcome(status: number, codes: string[], body: string): string {
  return `${status}${codes.length ? ` ${codes.join(',')}` : ''}${codes.length ? '' : ` ${body.slice(0, 160)}`}`;
}

// HEAD answers carry no body, so only their status can be checked.
function matches(expected: Expectation, method: string, status: number, codes: string[]): boolean {
  if ('ok' in expected) return status >= 200 && status < 300;
  if (!expected.statuses.includes(status)) return false;
  return method === 'HEAD' || (codes.length > 0 && codes.every((c) => expected.codes.includes(c)));
}

describeEachDialectWithFixtures('authorization matrix', (fixtures) => {
  let snapshots: Awaited<ReturnType<typeof createSnapshotter>>;

  beforeAll(async () => {
    assertSameRoutes(TABLE, fixtures().platform);
    snapshots = await createSnapshotter(fixtures().platform.ctx);
    await victimOf(fixtures());
  });

  it('has a row for every registered route and none for routes that are gone', () => {
    const missing = TABLE.routes.filter((r) => !entryOf(r)).map((r) => r.key);
    expect(missing, 'routes without a row in test/support/route-catalogue.ts').toEqual([]);
    const keys = new Set(TABLE.routes.map((r) => r.key));
    expect(Object.keys(ROUTE_CATALOGUE).filter((k) => !keys.has(k))).toEqual([]);
  });

  /** Calls a route as one caller; returns what is wrong with the answer. */
  async function check(route: RegisteredRoute, entry: RouteEntry, caller: Caller, expected: Expectation) {
    const fx = fixtures();
    const spec = { ...(await entry.validRequest(fx, caller.actor)), method: route.method };
    const before = await snapshots.take();
    const res = await send(fx.platform, spec, caller.credential);
    const codes = errorCodesOf(res);
    const problems: string[] = [];
    const label = `${caller.kind}: got ${describeOutcome(res.statusCode, codes, res.body)}`;
    if (!matches(expected, route.method, res.statusCode, codes)) {
      problems.push(
        `${label}, expected ${'ok' in expected ? '2xx' : `${expected.statuses.join('|')} ${expected.codes.join('|')}`}`,
      );
    }
    if (res.statusCode >= 400) {
      const changed = changedTables(before, await snapshots.take());
      if (changed.length) problems.push(`${label}, and the refusal changed ${changed.join(', ')}`);
    }
    if (!entry.showsOtherUsersByDesign) {
      const victim = await victimOf(fx);
      for (const secret of [victim.email, PRIVATE_MARKER, PROTECTED_MARKER]) {
        if (res.body.includes(secret)) problems.push(`${label}, and the body shows another user's ${secret}`);
      }
    }
    return problems;
  }

  for (const route of TABLE.routes) {
    it(`${route.key} answers every kind of caller as the access policy says`, async () => {
      const entry = entryOf(route);
      if (!entry) throw new Error(`No row for ${route.key}: add one to test/support/route-catalogue.ts`);
      const fx = fixtures();
      const problems: string[] = [];
      for (const mode of ['open', 'private-with-approval'] as const) {
        await setAccessMode(fx, mode);
        for (const kind of CALLERS_BY_MODE[mode]) {
          const caller = await callerOf(fx, kind, entry);
          const found = await check(route, entry, caller, expectationFor(entry, kind, mode));
          problems.push(...found.map((p) => `[${mode}] ${p}`));
        }
      }
      await setAccessMode(fx, 'open');
      if (problems.length) throw new Error(`${route.key}:\n  ${problems.join('\n  ')}`);
    });
  }

  for (const [key, checks] of Object.entries(CROSS_USER_CHECKS)) {
    for (const [name, run] of Object.entries(checks)) {
      it(`${key}: ${name}`, async () => {
        expect(
          TABLE.routes.some((r) => r.key === key),
          `${key} is not a registered route`,
        ).toBe(true);
        await run(fixtures(), snapshots);
      });
    }
  }
});
