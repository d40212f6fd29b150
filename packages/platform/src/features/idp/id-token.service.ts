import { createRemoteJWKSet, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { z } from 'zod';
import type { IdentityProviderConfig } from '../../env.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';

/** What a verified ID token says about its holder. */
export interface VerifiedIdToken {
  idpId: string;
  subject: string;
  /** The token's email, only when the provider vouches for it (`email_verified === true`). */
  verifiedEmail: string | null;
  /** The token's email as given, verified or not (kept on the identity for the record). */
  email: string | null;
}

/** An ID token as the API receives it (`idp_id`, `idp_client_id`, `idp_token`). */
export interface IdTokenInput {
  idpId: string;
  idpClientId: string;
  idpToken: string;
}

/** Checks ID tokens of the configured providers; one per platform instance (it caches keys). */
export interface IdTokenVerifier {
  verify(input: IdTokenInput): Promise<VerifiedIdToken>;
}

/** What the verifier is built from. */
export interface IdTokenVerifierOptions {
  providers: IdentityProviderConfig[];
  clock: Clock;
  /** Seconds of clock skew accepted on `exp`, `iat` and `nbf`. */
  clockToleranceSeconds?: number;
  /** Milliseconds a discovery or key-set request may take. */
  timeoutMs?: number;
}

// Symmetric algorithms would make the client secret a signing key the platform shares; `none` is
// no signature at all. Only public-key signatures prove the provider issued the token.
const ASYMMETRIC_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
];

// jose errors that mean "this token is not acceptable", as opposed to "the provider is unreachable".
const TOKEN_ERROR_CODES = new Set([
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_EXPIRED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
]);

const DiscoverySchema = z.object({
  issuer: z.string().min(1),
  jwks_uri: z.url(),
  id_token_signing_alg_values_supported: z.array(z.string()).optional(),
});

const ClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().max(254).optional(),
  email_verified: z.unknown().optional(),
  azp: z.string().optional(),
});

interface ProviderKeys {
  issuer: string;
  jwks: JWTVerifyGetKey;
  algorithms: string[];
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether an issuer may be used: HTTPS, or plain HTTP on this machine (development and tests). */
export function isAcceptableIssuer(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

function invalidToken(): AppError {
  return new AppError('auth-invalid-credentials', 'Invalid identity provider token');
}

function unavailable(cause: unknown): AppError {
  const error = new AppError('idp-unavailable', 'The identity provider could not be reached');
  error.cause = cause;
  return error;
}

function withoutTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}

/**
 * Builds the ID-token verifier. Each issuer's discovery document and key set are fetched on first
 * use and kept for the life of the process (the key set refetches itself when it meets an unknown
 * key id), so nothing is fetched at boot and nothing at all when no provider is used.
 */
export function createIdTokenVerifier(options: IdTokenVerifierOptions): IdTokenVerifier {
  const tolerance = options.clockToleranceSeconds ?? 60;
  const timeoutMs = options.timeoutMs ?? 5000;
  for (const provider of options.providers) {
    if (!isAcceptableIssuer(provider.issuer)) {
      throw new Error(`IDP_${provider.id.toUpperCase()}_ISSUER must be an https:// URL`);
    }
  }
  const keysByIssuer = new Map<string, Promise<ProviderKeys>>();

  async function discover(configuredIssuer: string): Promise<ProviderKeys> {
    const url = `${withoutTrailingSlash(configuredIssuer)}/.well-known/openid-configuration`;
    let metadata: z.infer<typeof DiscoverySchema>;
    try {
      const res = await fetch(url, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`discovery answered ${res.status}`);
      metadata = DiscoverySchema.parse(await res.json());
    } catch (error) {
      throw unavailable(error);
    }
    // OpenID Connect Discovery §4.3: the document must name the issuer we asked.
    if (withoutTrailingSlash(metadata.issuer) !== withoutTrailingSlash(configuredIssuer)) {
      throw unavailable(new Error(`discovery of ${configuredIssuer} names issuer ${metadata.issuer}`));
    }
    const offered = metadata.id_token_signing_alg_values_supported ?? ['RS256'];
    return {
      issuer: metadata.issuer,
      jwks: createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: timeoutMs }),
      algorithms: offered.filter((alg) => ASYMMETRIC_ALGORITHMS.includes(alg)),
    };
  }

  function keysOf(issuer: string): Promise<ProviderKeys> {
    let pending = keysByIssuer.get(issuer);
    if (!pending) {
      pending = discover(issuer);
      keysByIssuer.set(issuer, pending);
      // A failed discovery is not remembered: the next login tries again.
      pending.catch(() => keysByIssuer.delete(issuer));
    }
    return pending;
  }

  async function verifySignedClaims(token: string, keys: ProviderKeys, clientId: string) {
    try {
      const { payload } = await jwtVerify<JWTPayload>(token, keys.jwks, {
        issuer: keys.issuer,
        audience: clientId,
        algorithms: keys.algorithms,
        currentDate: options.clock(),
        clockTolerance: tolerance,
        requiredClaims: ['sub', 'iat', 'exp'],
      });
      return payload;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && TOKEN_ERROR_CODES.has(code)) throw invalidToken();
      throw unavailable(error);
    }
  }

  return {
    async verify(input) {
      const provider = options.providers.find((p) => p.id === input.idpId);
      if (!provider) throw new AppError('auth-invalid-credentials', 'Unknown identity provider');
      // The token must have been issued to this marketplace's client, as the caller claims.
      if (input.idpClientId !== provider.clientId) throw invalidToken();
      const keys = await keysOf(provider.issuer);
      const payload = await verifySignedClaims(input.idpToken, keys, provider.clientId);
      const claims = ClaimsSchema.safeParse(payload);
      if (!claims.success) throw invalidToken();
      const aud = payload.aud;
      // OpenID Connect Core §3.1.3.7: with several audiences, `azp` names the one it was issued to.
      if (Array.isArray(aud) && aud.length > 1 && claims.data.azp !== provider.clientId) {
        throw invalidToken();
      }
      const email = claims.data.email?.trim() || null;
      return {
        idpId: provider.id,
        subject: claims.data.sub,
        email,
        verifiedEmail: email && claims.data.email_verified === true ? email : null,
      };
    },
  };
}
