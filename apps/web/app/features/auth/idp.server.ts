import * as oidc from 'openid-client';
import { z } from 'zod';
import type { IdentityProviderClient, IdentityProviderSettings } from '../../lib/context.ts';
import type { IdpFlow } from './idp-cookies.server.ts';

// Seconds a discovery or token request to a provider may take before the login fails.
const REQUEST_TIMEOUT_SECONDS = 10;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

// One discovery per provider and process: issuer metadata rarely changes, and openid-client keeps
// fetching keys itself. A failed discovery is forgotten so the next visitor tries again.
const configurations = new Map<string, Promise<oidc.Configuration>>();

function configurationOf(provider: IdentityProviderClient): Promise<oidc.Configuration> {
  const key = `${provider.issuer}\n${provider.clientId}`;
  let pending = configurations.get(key);
  if (!pending) {
    const issuer = new URL(provider.issuer);
    // Plain HTTP only for a provider on this machine (development, tests); the platform insists too.
    const execute =
      issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname) ? [oidc.allowInsecureRequests] : [];
    pending = oidc.discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
      execute,
      timeout: REQUEST_TIMEOUT_SECONDS,
    });
    configurations.set(key, pending);
    pending.catch(() => configurations.delete(key));
  }
  return pending;
}

/** The provider configured under an id, if any. */
export function findIdentityProvider(
  settings: IdentityProviderSettings,
  idpId: string | undefined,
): IdentityProviderClient | undefined {
  return settings.providers.find((p) => p.id === idpId);
}

/** Where a login that could not start or finish ends: the login page says so (spec §8). */
export function idpFailedPath(from: string): string {
  return from === '/' ? '/login?error=idp' : `/login?error=idp&from=${encodeURIComponent(from)}`;
}

/** Where a provider sends the visitor back: `/api/auth/<id>/callback` under the site's URL. */
export function redirectUriOf(settings: IdentityProviderSettings, provider: IdentityProviderClient): string {
  return new URL(`/api/auth/${encodeURIComponent(provider.id)}/callback`, settings.rootUrl).href;
}

/**
 * Starts an authorization-code login with PKCE: returns the provider's URL to send the visitor to
 * and the secrets to keep until they come back.
 */
export async function beginIdpLogin(
  settings: IdentityProviderSettings,
  provider: IdentityProviderClient,
  from: string,
): Promise<{ url: URL; flow: IdpFlow }> {
  const config = await configurationOf(provider);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUriOf(settings, provider),
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, flow: { idpId: provider.id, state, nonce, codeVerifier, from } };
}

/**
 * Completes a login at the callback: checks state, exchanges the code (with the PKCE verifier),
 * checks the ID token's nonce, issuer, audience and expiry, and returns the raw ID token.
 * Throws when the provider reports an error or anything does not match.
 */
export async function completeIdpLogin(
  settings: IdentityProviderSettings,
  provider: IdentityProviderClient,
  callbackUrl: URL,
  flow: IdpFlow,
): Promise<string> {
  const config = await configurationOf(provider);
  // The provider's parameters on the configured redirect URI, whatever host the request arrived on.
  const current = new URL(redirectUriOf(settings, provider));
  current.search = callbackUrl.search;
  const tokens = await oidc.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: flow.codeVerifier,
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });
  if (!tokens.id_token) throw new Error('the provider returned no ID token');
  return tokens.id_token;
}

const ShownClaimsSchema = z.object({
  email: z.string().max(254).optional(),
  given_name: z.string().max(200).optional(),
  family_name: z.string().max(200).optional(),
  name: z.string().max(400).optional(),
});

/** What an ID token says about the person, for prefilling the confirm form. */
export type IdTokenProfile = z.infer<typeof ShownClaimsSchema>;

/**
 * Reads the profile claims of an ID token this server received from the provider and kept in a
 * signed cookie. Only for display: the platform verifies the token itself before trusting it.
 */
export function profileOfIdToken(idToken: string): IdTokenProfile {
  try {
    const payload = idToken.split('.')[1] ?? '';
    const parsed = ShownClaimsSchema.safeParse(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
