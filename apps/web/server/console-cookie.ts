import type { OperatorTokenStore } from '@mercato/sdk/admin/session';
import { readCookie } from './session-cookie.ts';

export { isConsolePath } from '../app/lib/console-paths.ts';

/**
 * Name of the cookie holding an operator's console session token (ADR 019). Apart from the
 * marketplace's `mercato_session`: a visitor's login and an operator's never share a cookie.
 */
export const CONSOLE_COOKIE = 'mercato_console';

/** How long the browser keeps the cookie: the platform's console session lasts 12 hours. */
const CONSOLE_COOKIE_SECONDS = 12 * 3600;

/** What a console session token looks like (`ops.` and base64url); anything else is no session. */
const TOKEN_SHAPE = /^ops\.[A-Za-z0-9_-]{20,200}$/;

/**
 * The console cookie: httpOnly, and SameSite=Strict, so no page of another site can make a browser
 * send it, not even by a link. Its path is the whole site: the console's pages fetch their data at
 * `/console.data` as well as under `/console/`, which a cookie path of `/console` would not cover.
 */
export function serializeConsoleCookie(token: string | null, options: { secure: boolean }): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Strict'];
  if (options.secure) attributes.push('Secure');
  if (!token) return [`${CONSOLE_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ');
  return [`${CONSOLE_COOKIE}=${token}`, `Max-Age=${CONSOLE_COOKIE_SECONDS}`, ...attributes].join('; ');
}

/** A token store over the request's console cookie that remembers whether the token changed. */
export function cookieOperatorTokenStore(cookieHeader: string | undefined) {
  const raw = readCookie(cookieHeader, CONSOLE_COOKIE);
  let token = raw && TOKEN_SHAPE.test(raw) ? raw : null;
  let changed = false;
  const store: OperatorTokenStore = {
    get: () => token,
    set: (next) => {
      token = next;
      changed = true;
    },
    clear: () => {
      if (token !== null || raw !== undefined) changed = true;
      token = null;
    },
  };
  return { store, hasChanged: () => changed, current: () => token };
}
