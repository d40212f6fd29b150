import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IdentityProviderSettings } from '../../lib/context.ts';
import {
  clearFlowCookie,
  clearPendingCookie,
  flowCookie,
  pendingCookie,
  readFlow,
  readPending,
} from './idp-cookies.server.ts';

const settings: IdentityProviderSettings = {
  rootUrl: 'https://market.example.com',
  secureCookies: true,
  cookieKey: 'a-key-derived-from-the-client-secret',
  providers: [],
};

const flow = { idpId: 'local', state: 's1', nonce: 'n1', codeVerifier: 'v1', from: '/inbox/orders' };

/** A request carrying the cookie a Set-Cookie header would have stored. */
function requestWith(setCookie: string): Request {
  const pair = setCookie.split(';')[0] ?? '';
  return new Request('https://market.example.com/confirm', { headers: { cookie: `other=1; ${pair}` } });
}

afterEach(() => vi.useRealTimers());

describe('identity-provider login cookies', () => {
  it('keeps a login in progress in a short-lived, httpOnly, Lax, Secure cookie under /api/auth', () => {
    const header = flowCookie(settings, flow);
    expect(header).toMatch(
      /^mercato_idp_flow=[\w-]+\.[\w-]+; Path=\/api\/auth; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(readFlow(settings, requestWith(header))).toMatchObject(flow);
    expect(clearFlowCookie(settings)).toMatch(/^mercato_idp_flow=; Path=\/api\/auth; Max-Age=0;/);
  });

  it('keeps an unlinked ID token for /confirm under the whole site, and only on HTTPS sites with Secure', () => {
    const pending = { idpId: 'local', idToken: 'header.payload.signature', from: '/' };
    const header = pendingCookie({ ...settings, secureCookies: false }, pending);
    expect(header).toMatch(/^mercato_idp=[\w-]+\.[\w-]+; Path=\/; Max-Age=600; HttpOnly; SameSite=Lax$/);
    expect(readPending(settings, requestWith(header ?? ''))).toMatchObject(pending);
    expect(clearPendingCookie(settings)).toMatch(/^mercato_idp=; Path=\/; Max-Age=0;/);
  });

  it('refuses ID tokens too large for a cookie instead of letting the browser drop them', () => {
    expect(pendingCookie(settings, { idpId: 'local', idToken: 'x'.repeat(3000), from: '/' })).toBeNull();
  });

  it('ignores altered, foreign-key, malformed and expired cookies', () => {
    const header = flowCookie(settings, flow);
    const value = header.split(';')[0]?.split('=')[1] ?? '';
    const [payload, mac] = value.split('.') as [string, string];
    const altered = Buffer.from(
      JSON.stringify({ ...flow, from: '//evil.example', exp: Date.now() + 1e6 }),
    ).toString('base64url');
    for (const bad of [`${altered}.${mac}`, `${payload}.${mac.slice(1)}`, payload, '', 'not a cookie']) {
      expect(readFlow(settings, requestWith(`mercato_idp_flow=${bad}`))).toBeNull();
    }
    expect(readFlow({ ...settings, cookieKey: 'another key' }, requestWith(header))).toBeNull();

    vi.useFakeTimers({ now: Date.now() + 601_000 });
    expect(readFlow(settings, requestWith(header))).toBeNull();
  });
});
