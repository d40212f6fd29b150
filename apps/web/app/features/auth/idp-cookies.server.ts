import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { IdentityProviderSettings } from '../../lib/context.ts';

/** Holds the login in progress (state, nonce, PKCE verifier) between the start and the callback. */
export const FLOW_COOKIE = 'mercato_idp_flow';
/** Holds an ID token nobody is linked to yet, between the callback and the /confirm page. */
export const PENDING_COOKIE = 'mercato_idp';

// Both cookies serve one login attempt; ten minutes is ample to sign in at a provider and confirm.
const LIFETIME_SECONDS = 600;
// The flow cookie is only needed by /api/auth/*; the pending one by /confirm and its data requests.
const FLOW_PATH = '/api/auth';
// Browsers cap a cookie at about 4 KB; an ID token this large is refused rather than silently dropped.
const MAX_COOKIE_VALUE = 3800;

const FlowSchema = z.object({
  idpId: z.string().min(1).max(100),
  state: z.string().min(1).max(200),
  nonce: z.string().min(1).max(200),
  codeVerifier: z.string().min(1).max(200),
  from: z.string().max(2000),
  exp: z.number().int(),
});
/** A login in progress, as kept in the flow cookie. */
export type IdpFlow = Omit<z.infer<typeof FlowSchema>, 'exp'>;

const PendingSchema = z.object({
  idpId: z.string().min(1).max(100),
  idToken: z.string().min(1).max(MAX_COOKIE_VALUE),
  from: z.string().max(2000),
  exp: z.number().int(),
});
/** An unlinked identity waiting for the visitor to confirm their details. */
export type PendingIdpLogin = Omit<z.infer<typeof PendingSchema>, 'exp'>;

function signature(key: string, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

function seal(key: string, value: object): string {
  const payload = Buffer.from(
    JSON.stringify({ ...value, exp: Date.now() + LIFETIME_SECONDS * 1000 }),
  ).toString('base64url');
  return `${payload}.${signature(key, payload)}`;
}

function unseal<S extends z.ZodType<{ exp: number }>>(key: string, schema: S, sealed: string | undefined) {
  if (!sealed || sealed.length > MAX_COOKIE_VALUE) return null;
  const [payload = '', mac = ''] = sealed.split('.');
  const expected = Buffer.from(signature(key, payload));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    // The expiry is inside the signed value, so a copied cookie stops working even if a browser keeps it.
    return parsed.success && parsed.data.exp > Date.now() ? parsed.data : null;
  } catch {
    return null;
  }
}

function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

function serialize(
  name: string,
  value: string,
  path: string,
  settings: IdentityProviderSettings,
  maxAge: number,
): string {
  const attributes = [`Path=${path}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax'];
  if (settings.secureCookies) attributes.push('Secure');
  return [`${name}=${value}`, ...attributes].join('; ');
}

/** Set-Cookie for a login in progress. */
export function flowCookie(settings: IdentityProviderSettings, flow: IdpFlow): string {
  return serialize(FLOW_COOKIE, seal(settings.cookieKey, flow), FLOW_PATH, settings, LIFETIME_SECONDS);
}

/** The login in progress, if the request carries an intact, unexpired one. */
export function readFlow(settings: IdentityProviderSettings, request: Request): IdpFlow | null {
  return unseal(settings.cookieKey, FlowSchema, readCookie(request, FLOW_COOKIE));
}

/** Set-Cookie that forgets the login in progress (each one is good for one callback). */
export function clearFlowCookie(settings: IdentityProviderSettings): string {
  return serialize(FLOW_COOKIE, '', FLOW_PATH, settings, 0);
}

/** Set-Cookie keeping an unlinked ID token for /confirm; null if the token is too large for a cookie. */
export function pendingCookie(settings: IdentityProviderSettings, pending: PendingIdpLogin): string | null {
  const value = seal(settings.cookieKey, pending);
  return value.length > MAX_COOKIE_VALUE
    ? null
    : serialize(PENDING_COOKIE, value, '/', settings, LIFETIME_SECONDS);
}

/** The unlinked ID token waiting at /confirm, if any. */
export function readPending(settings: IdentityProviderSettings, request: Request): PendingIdpLogin | null {
  return unseal(settings.cookieKey, PendingSchema, readCookie(request, PENDING_COOKIE));
}

/** Set-Cookie that forgets the unlinked ID token. */
export function clearPendingCookie(settings: IdentityProviderSettings): string {
  return serialize(PENDING_COOKIE, '', '/', settings, 0);
}
