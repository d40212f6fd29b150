import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serverOptions } from '../src/app.ts';
import { parsePlatformEnv } from '../src/env.ts';
import { describeEachDialect } from './harness.ts';

// The proxy in front of Mercato connects from 10.0.0.2 and appends the address it saw.
const PROXY = '10.0.0.2';

async function seenBy(trustProxy: string | undefined, remoteAddress: string, forwardedFor?: string) {
  const app = Fastify(
    serverOptions(
      parsePlatformEnv({ LOG_LEVEL: 'silent', ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}) }),
    ),
  );
  app.get('/whoami', async (request) => ({ ip: request.ip, protocol: request.protocol, host: request.host }));
  const res = await app.inject({
    method: 'GET',
    url: '/whoami',
    remoteAddress,
    headers: {
      host: 'internal:3000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'shop.example',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
  });
  await app.close();
  return res.json() as { ip: string; protocol: string; host: string };
}

describe('TRUST_PROXY and the client address', () => {
  it('ignores X-Forwarded-* by default', async () => {
    expect(await seenBy(undefined, PROXY, '6.6.6.6, 1.2.3.4')).toEqual({
      ip: PROXY,
      protocol: 'http',
      host: 'internal:3000',
    });
  });

  it.each(['1', 'true', '10.0.0.0/8', 'uniquelocal'])(
    'with %s takes the address the proxy appended, not what the client wrote',
    async (trustProxy) => {
      expect(await seenBy(trustProxy, PROXY, '6.6.6.6, 1.2.3.4')).toEqual({
        ip: '1.2.3.4',
        protocol: 'https',
        host: 'shop.example',
      });
    },
  );

  it('with 2 hops takes the address the outer proxy appended', async () => {
    expect((await seenBy('2', PROXY, '6.6.6.6, 1.2.3.4, 10.0.0.9')).ip).toBe('1.2.3.4');
  });

  it('with a list of proxies ignores X-Forwarded-For from anyone else', async () => {
    expect((await seenBy('10.0.0.0/8', '203.0.113.9', '6.6.6.6, 1.2.3.4')).ip).toBe('203.0.113.9');
  });
});

describeEachDialect(
  'per-IP limits behind one proxy',
  (platform) => {
    // Every request comes through the proxy, which appends the client's address; the client
    // writes a new left-most value each time.
    async function tokenThroughProxy(clientIp: string, i: number, form: Record<string, string>) {
      const res = await platform().app.inject({
        method: 'POST',
        url: '/v1/auth/token',
        remoteAddress: PROXY,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          'x-forwarded-for': `6.6.${i % 250}.${i % 7}, ${clientIp}`,
        },
        payload: new URLSearchParams({ client_id: 'mercato-web', ...form }).toString(),
      });
      return res.statusCode;
    }
    const anonymous = { grant_type: 'client_credentials', scope: 'public-read' };

    it('still trips the token rate limit when the left-most X-Forwarded-For changes', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) {
        statuses.push(await tokenThroughProxy('1.2.3.4', i, anonymous));
      }
      expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
      expect(statuses[60]).toBe(429);
      // Another visitor behind the same proxy has their own bucket.
      expect(await tokenThroughProxy('1.2.3.5', 0, anonymous)).toBe(200);
    });

    it('still trips the per-IP login throttle when the left-most X-Forwarded-For changes', async () => {
      const statuses: number[] = [];
      // A different account each time, so only the per-IP limit (50 failures) can trip.
      for (let i = 0; i < 51; i++) {
        const login = { grant_type: 'password', scope: 'user', password: 'not the password' };
        statuses.push(
          await tokenThroughProxy('1.2.3.6', i, { ...login, username: `nobody-${i}@example.com` }),
        );
      }
      expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
      expect(statuses[50]).toBe(429);
    });
  },
  { TRUST_PROXY: '1', RATE_LIMIT_ENABLED: 'true' },
);
