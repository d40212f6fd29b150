import { describe, expect, it } from 'vitest';
import {
  CONSOLE_COOKIE,
  cookieOperatorTokenStore,
  isConsolePath,
  serializeConsoleCookie,
} from './console-cookie.ts';

const token = `ops.${'a'.repeat(43)}`;

describe('console cookie', () => {
  it('is httpOnly and SameSite=Strict, Secure when asked, and round-trips the session token', () => {
    const cookie = serializeConsoleCookie(token, { secure: false });
    expect(cookie).toMatch(/^mercato_console=ops\.a+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(serializeConsoleCookie(token, { secure: true })).toMatch(/; Secure$/);
    const store = cookieOperatorTokenStore(`mercato_session=x; ${cookie.split(';')[0]}`);
    expect(store.current()).toBe(token);
    expect(store.hasChanged()).toBe(false);
  });

  it('expires when the session is cleared, and only when there was one', () => {
    const held = cookieOperatorTokenStore(`${CONSOLE_COOKIE}=${token}`);
    held.store.clear();
    expect(held.hasChanged()).toBe(true);
    expect(serializeConsoleCookie(held.current(), { secure: false })).toMatch(/^mercato_console=; Max-Age=0/);
    const none = cookieOperatorTokenStore('other=1');
    none.store.clear();
    expect(none.hasChanged()).toBe(false);
  });

  it.each([
    ['a marketplace token', `${CONSOLE_COOKIE}=eyJhbGciOi.x.y`],
    ['garbage', `${CONSOLE_COOKIE}=%7B%22a%22`],
    ['too short', `${CONSOLE_COOKIE}=ops.abc`],
  ])('counts %s as no session (but clears it)', (_name, header) => {
    const store = cookieOperatorTokenStore(header);
    expect(store.current()).toBeNull();
    store.store.clear();
    expect(store.hasChanged()).toBe(true);
  });

  it('knows the console paths', () => {
    expect(['/console', '/console/audit'].every(isConsolePath)).toBe(true);
    expect(['/consoles', '/', '/l/console', '/console.data'].some(isConsolePath)).toBe(false);
  });
});
