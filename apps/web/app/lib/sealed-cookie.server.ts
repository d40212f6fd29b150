import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

// Short-lived cookies whose value the server signs, so the browser can carry a little state between
// two requests of one flow (a login at a provider, a card to save after the bank's check) without
// being able to alter it. The expiry is inside the signed value: a copied cookie stops working even
// if a browser keeps it.

/** Browsers cap a cookie at about 4 KB; a larger value is refused rather than silently dropped. */
export const MAX_COOKIE_VALUE = 3800;

function signature(key: string, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/** The signed value of `value`, good for `lifetimeSeconds`. */
export function seal(key: string, value: object, lifetimeSeconds: number): string {
  const payload = Buffer.from(
    JSON.stringify({ ...value, exp: Date.now() + lifetimeSeconds * 1000 }),
  ).toString('base64url');
  return `${payload}.${signature(key, payload)}`;
}

/** The value sealed with `key`, if intact, unexpired and of `schema`'s shape; else null. */
export function unseal<S extends z.ZodType<{ exp: number }>>(
  key: string,
  schema: S,
  sealed: string | undefined,
): z.output<S> | null {
  if (!sealed || sealed.length > MAX_COOKIE_VALUE) return null;
  const [payload = '', mac = ''] = sealed.split('.');
  const expected = Buffer.from(signature(key, payload));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success && parsed.data.exp > Date.now() ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A cookie of the request, by name. */
export function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** A Set-Cookie value: HttpOnly, SameSite=Lax, `Secure` when the site is served over HTTPS. */
export function cookieHeader(
  name: string,
  value: string,
  options: { path: string; maxAge: number; secure: boolean },
): string {
  const attributes = [`Path=${options.path}`, `Max-Age=${options.maxAge}`, 'HttpOnly', 'SameSite=Lax'];
  if (options.secure) attributes.push('Secure');
  return [`${name}=${value}`, ...attributes].join('; ');
}
