import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeEachDialect, type TestPlatform } from './harness.ts';
import { latestMail, linkFrom, listMail } from './mail.ts';
import {
  type Actor,
  anonToken,
  type Credential,
  newActor,
  nextIp,
  type RequestSpec,
  send,
} from './support/actors.ts';
import { entryOf } from './support/route-catalogue.ts';
import { assertSameRoutes, readRouteTable } from './support/route-table.ts';
import { errorCodesOf, errorFormatProblems } from './support/wire.ts';

// Every argon2 verification is a password check; counting them shows how many guesses a burst got.
const argon2Calls = vi.hoisted(() => ({ verify: 0 }));
vi.mock('argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('argon2')>();
  const verify: typeof actual.verify = (...args) => {
    argon2Calls.verify += 1;
    return actual.verify(...args);
  };
  // The platform imports argon2's CommonJS exports as a default import.
  const commonJs = (actual as unknown as { default?: typeof actual }).default ?? actual;
  return { ...actual, verify, default: { ...commonJs, verify } };
});

const TABLE = await readRouteTable();

/** Answers of a burst by status, e.g. `{401: 10, 429: 190}`. */
function byStatus(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const res of responses) counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
  return counts;
}

/** Fires `n` requests at once. */
function burst(n: number, request: (i: number) => Promise<LightMyRequestResponse>) {
  return Promise.all(Array.from({ length: n }, (_, i) => request(i)));
}

/** Every 429 of a burst is in the error format, with a Retry-After. */
function expectLimited(responses: LightMyRequestResponse[], code = 'too-many-requests'): void {
  for (const res of responses.filter((r) => r.statusCode === 429)) {
    expect(errorCodesOf(res)).toEqual([code]);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorFormatProblems(res, 'api', 'POST')).toEqual([]);
  }
}

const form = (body: Record<string, string>): RequestSpec => ({
  method: 'POST',
  url: '/v1/auth/token',
  body: { client_id: 'mercato-web', ...body },
  encoding: 'form',
});
const login = (platform: TestPlatform, username: string, password: string, ip = nextIp(), headers = {}) =>
  send(platform, { ...form({ grant_type: 'password', username, password }), headers }, null, {
    remoteAddress: ip,
  });
const post = (url: string, body: Record<string, unknown>): RequestSpec => ({ method: 'POST', url, body });

// ADR 005: limits that hold across instances live in the database and must hold under bursts too —
// checked and counted in one atomic step, not "check, then record later".
describeEachDialect(
  'security limits under concurrent requests',
  (platform) => {
    const p = () => platform();
    beforeEach(() => {
      argon2Calls.verify = 0;
    });
    afterEach(() => {
      p().clock.advance(60 * 60_000);
    });

    it('checks at most 10 wrong passwords per account, however many arrive at once', async () => {
      const user = await newActor(p());
      argon2Calls.verify = 0;
      const answers = await burst(200, (i) => login(p(), user.email, `wrong password ${i}`));
      const counts = byStatus(answers);
      expect(counts[401] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(10);
      expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(200);
      expect(argon2Calls.verify).toBeLessThanOrEqual(10);
      expectLimited(answers);
      expect((await login(p(), user.email, user.password)).statusCode).toBe(429);
      p().clock.advance(15 * 60_000 + 1000);
      expect((await login(p(), user.email, user.password)).statusCode).toBe(200);
    });

    it('checks at most 50 wrong passwords per client IP, whatever X-Forwarded-For says', async () => {
      const user = await newActor(p());
      const ip = nextIp();
      argon2Calls.verify = 0;
      const spoofed = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i % 250}` });
      const first = await burst(40, (i) => login(p(), `ghost-a${i}@example.com`, 'wrong', ip, spoofed(i)));
      const second = await burst(30, (i) => login(p(), `ghost-b${i}@example.com`, 'wrong', ip, spoofed(i)));
      const counts = byStatus([...first, ...second]);
      expect(counts[401] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(50);
      expect(argon2Calls.verify).toBeLessThanOrEqual(50);
      expectLimited(second);
      expect((await login(p(), user.email, user.password, ip)).statusCode).toBe(429);
      expect((await login(p(), user.email, user.password)).statusCode).toBe(200);
    });

    const currentPasswordOps: [string, (user: Actor, password: string) => RequestSpec][] = [
      [
        'current_user/change_password',
        (_u, password) =>
          post('/v1/api/current_user/change_password', {
            currentPassword: password,
            newPassword: 'a new long passphrase',
          }),
      ],
      [
        'current_user/change_email',
        (_u, password) =>
          post('/v1/api/current_user/change_email', {
            currentPassword: password,
            email: `moved-${nextIp()}@example.com`,
          }),
      ],
      [
        'current_user/delete',
        (_u, password) => post('/v1/api/current_user/delete', { currentPassword: password }),
      ],
    ];
    for (const [name, request] of currentPasswordOps) {
      it(`${name}: checks at most 10 wrong current passwords per user, however many arrive at once`, async () => {
        const user = await newActor(p());
        argon2Calls.verify = 0;
        const answers = await burst(60, (i) =>
          send(p(), request(user, `wrong password ${i}`), { bearer: user.accessToken }),
        );
        const counts = byStatus(answers);
        expect(counts[403] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(10);
        expect((counts[403] ?? 0) + (counts[429] ?? 0)).toBe(60);
        expect(argon2Calls.verify).toBeLessThanOrEqual(10);
        expectLimited(answers);
        const right = await send(p(), request(user, user.password), { bearer: user.accessToken });
        expect(right.statusCode).toBe(429);
        // Nothing happened: the account still logs in with its password at its address.
        expect((await login(p(), user.email, user.password)).statusCode).toBe(200);
      });
    }

    it('sends at most 5 reset emails per address an hour, however many requests arrive at once', async () => {
      const user = await newActor(p());
      const anon = await anonToken(p());
      const answers = await burst(60, () =>
        send(p(), post('/v1/api/password_reset/request', { email: user.email }), { bearer: anon }),
      );
      const counts = byStatus(answers);
      const mails = (await listMail(p().ctx, user.email)).filter((m) => m.template === 'reset-password');
      expect(mails.length, JSON.stringify(counts)).toBeLessThanOrEqual(5);
      expect(counts[200] ?? 0).toBeLessThanOrEqual(5);
      expectLimited(answers);
    });

    it('sends at most 5 verification emails a day, however many requests arrive at once', async () => {
      const user = await newActor(p());
      const answers = await burst(60, () =>
        send(p(), post('/v1/api/current_user/send_verification_email', {}), { bearer: user.accessToken }),
      );
      const counts = byStatus(answers);
      const mails = (await listMail(p().ctx, user.email)).filter((m) => m.template === 'verify-email');
      // The signup mail is the first of the five.
      expect(mails.length, JSON.stringify(counts)).toBeLessThanOrEqual(5);
      expect(counts[200] ?? 0).toBeLessThanOrEqual(4);
      expectLimited(answers, 'email-too-many-verification-requests');
    });

    it('lets a reset link work once, however many requests use it at once', async () => {
      const user = await newActor(p());
      const anon = await anonToken(p());
      await send(p(), post('/v1/api/password_reset/request', { email: user.email }), { bearer: anon });
      const mail = await latestMail(p().ctx, user.email, 'reset-password');
      const token = linkFrom(mail, '/reset-password').searchParams.get('t')!;
      const answers = await burst(20, (i) =>
        send(
          p(),
          post('/v1/api/password_reset/reset', {
            email: user.email,
            passwordResetToken: token,
            newPassword: `new passphrase ${i}`,
          }),
          { bearer: anon },
        ),
      );
      expect(byStatus(answers)[200]).toBe(1);
    });

    it('lets a refresh token work once, however many requests use it at once', async () => {
      const user = await newActor(p());
      const answers = await burst(20, () =>
        send(p(), form({ grant_type: 'refresh_token', refresh_token: user.refreshToken }), null),
      );
      expect(byStatus(answers)[200] ?? 0).toBeLessThanOrEqual(1);
    });
  },
  // The per-IP request-rate limits are tested below; here they would hide the database limits.
  { RATE_LIMIT_ENABLED: 'false' },
);

/** A request the route's guard lets through and its validation refuses (cheap, changes nothing). */
async function cheapRequest(
  platform: TestPlatform,
  key: string,
  user: Actor,
): Promise<[RequestSpec, Credential]> {
  const entry = entryOf({ key });
  if (!entry) throw new Error(`No row for ${key}: add one to test/support/route-catalogue.ts`);
  const [method, url] = key.split(' ') as [string, string];
  const spec: RequestSpec = {
    method,
    url: url.replace(/:[^/]+/g, 'x').replace('*', 'x'),
    body: { unknownKey: 1 },
  };
  if (entry.access === 'user') return [spec, { bearer: user.accessToken }];
  return [spec, { bearer: await anonToken(platform) }];
}

describe('request-rate limits (per process, in memory)', () => {
  describeEachDialect('every route limit of the route table holds under a burst', (platform) => {
    const limited = TABLE.routes.filter((r) => r.rateLimit);

    it('finds the limited routes in the route table', () => {
      assertSameRoutes(TABLE, platform());
      expect(limited.length).toBeGreaterThan(5);
    });

    for (const route of limited) {
      const limit = route.rateLimit!;
      it(`${route.key}: at most ${limit.max} requests per ${limit.customKey ? 'user' : 'IP'} get through`, async () => {
        // Limits keyed on the user hold across addresses; IP limits per address.
        const user = await newActor(platform());
        const [spec, credential] = await cheapRequest(platform(), route.key, user);
        const ip = nextIp();
        const answers = await burst(limit.max + 20, () =>
          send(platform(), spec, credential, { remoteAddress: limit.customKey ? nextIp() : ip }),
        );
        const counts = byStatus(answers);
        const through = answers.filter((r) => r.statusCode !== 429).length;
        expect(through, `the limit was exceeded: ${JSON.stringify(counts)}`).toBeLessThanOrEqual(limit.max);
        expect(through, `requests within the limit were refused: ${JSON.stringify(counts)}`).toBe(limit.max);
        expectLimited(answers);
        // Another visitor is not affected.
        if (!limit.customKey) {
          const other = await send(platform(), spec, credential, { remoteAddress: nextIp() });
          expect(other.statusCode).not.toBe(429);
        }
      });
    }
  });
});
