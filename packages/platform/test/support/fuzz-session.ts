import type { InjectOptions } from 'fastify';
import { type Actor, anonToken, newActor, nextIp } from './actors.ts';
import { changedTables, type createSnapshotter, type DbSnapshot } from './db-snapshot.ts';
import type { Fixtures } from './fixtures.ts';
import type { FuzzCase } from './fuzz-cases.ts';
import { newOperator, operatorSessionOf } from './operators.ts';
import type { RegisteredRoute } from './route-table.ts';
import { errorFormatProblems } from './wire.ts';

type Snapshots = Awaited<ReturnType<typeof createSnapshotter>>;

/** A failed expectation and the request that showed it. */
export interface FuzzProblem {
  problem: string;
  request: string;
}

/**
 * Whether a path, resolved as HTTP clients resolve it (dot segments, `%2e%2e` among them, walk up),
 * ends outside `/v1`: random path parameters such as `../../..` can take a request there, where the
 * server's web app answers, not the API, so the API's error format is not owed.
 */
function leavesTheApi(url: string): boolean {
  return !new URL(url, 'http://localhost').pathname.startsWith('/v1/');
}

/** A case as a line someone can replay by hand. */
export function describeCase(c: FuzzCase): string {
  const payload =
    c.payload === undefined
      ? 'no body'
      : Buffer.isBuffer(c.payload)
        ? `<${c.payload.length} bytes: ${c.payload.subarray(0, 40).toString('hex')}…>`
        : c.payload.length > 160
          ? `<${c.payload.length} chars: ${c.payload.slice(0, 80)}…>`
          : c.payload;
  const headers = [
    c.contentType !== undefined ? `content-type: ${c.contentType}` : 'no content-type',
    c.accept ? `accept: ${c.accept}` : 'no accept',
    ...Object.entries(c.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
    c.caller === 'garbage' ? `authorization: ${c.authorization?.slice(0, 40)}` : `caller: ${c.caller}`,
  ];
  return `[${c.label}] ${c.method} ${c.path}${c.query ? `?${c.query.slice(0, 200)}` : ''} (${headers.join('; ')}) ${payload}`;
}

/**
 * Runs fuzz cases one after another against one platform, as the anonymous visitor, the fuzz user
 * (replaced when a case uses it up: deleted, logged out or out of its limits), nobody, or a
 * mangled Authorization header; and checks every answer: no 5xx, the error format of the route's
 * area, and no change to the database by any refused request.
 */
export class FuzzSession {
  private user: Actor | null = null;
  private operatorId: string | null = null;
  private operatorToken: string | null = null;
  private anon: string | null = null;
  private baseline: DbSnapshot | null = null;

  constructor(
    private readonly fx: Fixtures,
    private readonly snapshots: Snapshots,
  ) {}

  /** The fuzz user, signed up anew when the last one was used up. */
  async currentUser(): Promise<Actor> {
    if (!this.user) {
      this.user = await newActor(this.fx.platform);
      this.baseline = null;
    }
    return this.user;
  }

  /**
   * The console session of the fuzz operator (an admin), opened anew when the last one ended: the
   * admin API's own caller, so that its input checks are reached, not only its guard.
   */
  private async operatorSession(): Promise<string> {
    if (!this.operatorToken) {
      this.operatorId ??= (await newOperator(this.fx.platform, 'admin')).id;
      this.operatorToken = await operatorSessionOf(this.fx.platform, this.operatorId);
      this.baseline = null;
    }
    return this.operatorToken;
  }

  /** Forgets the baseline after the suite itself changed the database (e.g. building requests). */
  resetBaseline(): void {
    this.baseline = null;
  }

  private async credentialOf(c: FuzzCase, adminRoute: boolean): Promise<string | undefined> {
    switch (c.caller) {
      case 'none':
        return undefined;
      case 'garbage':
        return c.authorization;
      case 'anonymous':
        this.anon ??= await anonToken(this.fx.platform);
        return `Bearer ${this.anon}`;
      case 'user':
        // The route's own caller: the fuzz user, or on the admin API the fuzz operator (the
        // authorization suite covers the admin API's refusal of users).
        if (adminRoute) return `Bearer ${await this.operatorSession()}`;
        return `Bearer ${(await this.currentUser()).accessToken}`;
    }
  }

  /** Sends one case; returns what is wrong with the answer. */
  async run(route: RegisteredRoute, c: FuzzCase, consumesCaller = false): Promise<string[]> {
    const adminRoute = route.url.startsWith('/v1/admin/');
    const authorization = await this.credentialOf(c, adminRoute);
    this.baseline ??= await this.snapshots.take();
    const headers: Record<string, string> = { ...c.headers };
    if (authorization !== undefined) headers.authorization = authorization;
    if (c.contentType !== undefined) headers['content-type'] = c.contentType;
    if (c.accept) headers.accept = c.accept;
    const request: InjectOptions = {
      method: c.method as InjectOptions['method'],
      url: c.query ? `${c.path}?${c.query}` : c.path,
      headers,
      remoteAddress: nextIp(),
      ...(c.payload !== undefined ? { payload: c.payload } : {}),
    };
    const res = await this.fx.platform.app.inject(request);
    const problems: string[] = [];
    if (res.statusCode >= 500) problems.push(`answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    if (res.statusCode >= 400) {
      const area = leavesTheApi(request.url as string) ? 'root' : route.area;
      problems.push(...errorFormatProblems(res, area, c.method).map((p) => `${res.statusCode}: ${p}`));
    }
    const after = await this.snapshots.take();
    if (res.statusCode >= 400) {
      const changed = changedTables(this.baseline, after);
      if (changed.length) problems.push(`refused with ${res.statusCode} but changed ${changed.join(', ')}`);
    }
    this.baseline = after;
    // A 401 or 429 means the caller is used up (deleted, logged out, per-user limit spent), as may
    // a success of a route that uses its caller up: a fresh one keeps later cases reaching the code
    // behind the guards. (On the admin API the caller is the operator, whose session is renewed
    // without a signup: a signup per case made those routes cost half a minute each.)
    const usedUp =
      (consumesCaller && res.statusCode < 300) || res.statusCode === 401 || res.statusCode === 429;
    if (c.caller === 'user' && usedUp) {
      if (adminRoute) this.operatorToken = null;
      else this.user = null;
    }
    return problems;
  }
}
