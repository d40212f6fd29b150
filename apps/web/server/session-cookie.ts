import { type TokenResponse, TokenResponseSchema } from '@mercato/core/contracts/token';
import type { TokenStore } from '@mercato/sdk/token-store';

/** Name of the cookie holding the visitor's platform token. */
export const SESSION_COOKIE = 'mercato_session';

/** Cookie settings derived from the environment. */
export interface CookieOptions {
  secure: boolean;
  maxAgeSeconds: number;
}

/** A cookie's raw value in a Cookie header, if it is there. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Reads the token from a Cookie header; anything malformed counts as no session. */
export function readSessionToken(cookieHeader: string | undefined): TokenResponse | null {
  const raw = readCookie(cookieHeader, SESSION_COOKIE);
  if (!raw || raw.length > 4000) return null;
  try {
    const parsed = TokenResponseSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    // A user's session, or an operator's login as a user (which has no refresh token).
    return parsed.success && (parsed.data.refresh_token || parsed.data.is_logged_in_as) ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Serialises the session cookie: httpOnly (never readable by page scripts), SameSite=Lax. */
export function serializeSessionCookie(token: TokenResponse | null, options: CookieOptions): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (options.secure) attributes.push('Secure');
  if (!token) return [`${SESSION_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ');
  const value = encodeURIComponent(
    JSON.stringify({
      access_token: token.access_token,
      token_type: token.token_type,
      expires_in: token.expires_in,
      scope: token.scope,
      refresh_token: token.refresh_token,
      is_logged_in_as: token.is_logged_in_as,
    }),
  );
  // A login as a user lasts as long as its token: it cannot be refreshed.
  const maxAge = token.is_logged_in_as ? token.expires_in : options.maxAgeSeconds;
  return [`${SESSION_COOKIE}=${value}`, `Max-Age=${maxAge}`, ...attributes].join('; ');
}

/**
 * A token store over the request's cookie that remembers whether the token changed (login,
 * refresh, logout), so the server can answer with exactly one Set-Cookie when it did.
 */
export function cookieTokenStore(cookieHeader: string | undefined) {
  let token = readSessionToken(cookieHeader);
  let changed = false;
  const store: TokenStore = {
    get: () => token,
    set: (t) => {
      token = t;
      changed = true;
    },
    clear: () => {
      if (token !== null || cookieHeader?.includes(`${SESSION_COOKIE}=`)) changed = true;
      token = null;
    },
  };
  return { store, hasChanged: () => changed, current: () => token };
}
