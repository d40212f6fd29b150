import { z } from 'zod';
import type { IdentityProviderSettings } from '../../lib/context.ts';
import { cookieHeader, MAX_COOKIE_VALUE, readCookie, seal, unseal } from '../../lib/sealed-cookie.server.ts';

/** Holds the login in progress (state, nonce, PKCE verifier) between the start and the callback. */
export const FLOW_COOKIE = 'mercato_idp_flow';
/** Holds an ID token nobody is linked to yet, between the callback and the /confirm page. */
export const PENDING_COOKIE = 'mercato_idp';

// Both cookies serve one login attempt; ten minutes is ample to sign in at a provider and confirm.
const LIFETIME_SECONDS = 600;
// The flow cookie is only needed by /api/auth/*; the pending one by /confirm and its data requests.
const FLOW_PATH = '/api/auth';

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

function serialize(
  name: string,
  value: string,
  path: string,
  settings: IdentityProviderSettings,
  maxAge: number,
): string {
  return cookieHeader(name, value, { path, maxAge, secure: settings.secureCookies });
}

/** Set-Cookie for a login in progress. */
export function flowCookie(settings: IdentityProviderSettings, flow: IdpFlow): string {
  return serialize(
    FLOW_COOKIE,
    seal(settings.cookieKey, flow, LIFETIME_SECONDS),
    FLOW_PATH,
    settings,
    LIFETIME_SECONDS,
  );
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
  const value = seal(settings.cookieKey, pending, LIFETIME_SECONDS);
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
