import { describe, expect, it } from 'vitest';
import {
  cookieTokenStore,
  readSessionToken,
  SESSION_COOKIE,
  serializeSessionCookie,
} from './session-cookie.ts';

const token = {
  access_token: 'at',
  token_type: 'bearer',
  expires_in: 1800,
  scope: 'user',
  refresh_token: 'rt',
};

describe('session cookie', () => {
  it('round-trips a token through Set-Cookie and Cookie', () => {
    const setCookie = serializeSessionCookie(token, { secure: false, maxAgeSeconds: 100 });
    const cookieHeader = `other=1; ${setCookie.split(';')[0]}`;
    expect(readSessionToken(cookieHeader)).toEqual(token);
  });

  it('is httpOnly and SameSite=Lax, Secure when asked', () => {
    const plain = serializeSessionCookie(token, { secure: false, maxAgeSeconds: 100 });
    expect(plain).toContain('HttpOnly');
    expect(plain).toContain('SameSite=Lax');
    expect(plain).not.toContain('Secure');
    expect(serializeSessionCookie(token, { secure: true, maxAgeSeconds: 100 })).toContain('Secure');
  });

  it('keeps a login as a user, which has no refresh token, for as long as its token lasts', () => {
    const loggedInAs = {
      access_token: 'at',
      token_type: 'bearer',
      expires_in: 1800,
      scope: 'user',
      is_logged_in_as: true,
    };
    const setCookie = serializeSessionCookie(loggedInAs, { secure: false, maxAgeSeconds: 100_000 });
    expect(setCookie).toContain('Max-Age=1800');
    expect(readSessionToken(setCookie.split(';')[0])).toEqual(loggedInAs);
    // Without the mark, a token without a refresh token is no session.
    const { is_logged_in_as: _mark, ...unmarked } = loggedInAs;
    expect(
      readSessionToken(serializeSessionCookie(unmarked, { secure: false, maxAgeSeconds: 100 }).split(';')[0]),
    ).toBeNull();
  });

  it('expires the cookie when the token is cleared', () => {
    expect(serializeSessionCookie(null, { secure: false, maxAgeSeconds: 100 })).toMatch(
      /^mercato_session=; Max-Age=0/,
    );
  });

  it.each([
    ['garbage', `${SESSION_COOKIE}=%7Bnot-json`],
    [
      'an anonymous token',
      `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify({ ...token, refresh_token: undefined, scope: 'public-read' }))}`,
    ],
    ['a wrong shape', `${SESSION_COOKIE}=${encodeURIComponent('{"a":1}')}`],
    ['no cookie', undefined],
  ])('treats %s as no session', (_name, header) => {
    expect(readSessionToken(header)).toBeNull();
  });

  it('tracks changes so only changed sessions get a Set-Cookie', () => {
    const untouched = cookieTokenStore(undefined);
    untouched.store.clear();
    expect(untouched.hasChanged()).toBe(false);
    const loggedIn = cookieTokenStore(undefined);
    loggedIn.store.set(token);
    expect(loggedIn.hasChanged()).toBe(true);
    const stale = cookieTokenStore(`${SESSION_COOKIE}=junk`);
    stale.store.clear();
    expect(stale.hasChanged()).toBe(true);
  });
});
