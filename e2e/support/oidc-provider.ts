import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Claims a person at the test provider carries besides `sub` (their login name). */
export interface ProviderAccount {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  name: string;
}

/** A real OpenID Connect provider (`oidc-provider`) on 127.0.0.1 with its development login pages. */
export interface LocalIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The `IDP_LOCAL_*` variables that point a Mercato server at this provider. */
  env: Record<string, string>;
  /** Registers the client's redirect URI and starts answering (the server's port comes first). */
  activate(redirectUri: string): Promise<void>;
  setAccount(login: string, account: ProviderAccount): void;
  close(): Promise<void>;
}

// oidc-provider ships no typings; this is the part of its surface used here.
interface ProviderInstance {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
}
type ProviderConstructor = new (issuer: string, configuration: Record<string, unknown>) => ProviderInstance;

/**
 * Listens on a free loopback port at once, so the issuer URL is known before the Mercato server
 * starts; the provider itself is built by `activate`, once the server's callback URL is known.
 */
export async function startLocalIdentityProvider(label = 'Local ID'): Promise<LocalIdentityProvider> {
  const accounts = new Map<string, ProviderAccount>();
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => {
    if (handler) return handler(req, res);
    res.writeHead(503).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'mercato-e2e';
  const clientSecret = randomBytes(24).toString('base64url');

  return {
    issuer,
    clientId,
    clientSecret,
    env: {
      IDP_LOCAL_ISSUER: issuer,
      IDP_LOCAL_CLIENT_ID: clientId,
      IDP_LOCAL_CLIENT_SECRET: clientSecret,
      IDP_LOCAL_LABEL: label,
    },
    async activate(redirectUri) {
      const specifier = 'oidc-provider';
      const { default: Provider } = (await import(specifier)) as { default: ProviderConstructor };
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [redirectUri],
            grant_types: ['authorization_code'],
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_post',
          },
        ],
        jwks: {
          keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'e2e-key', alg: 'RS256', use: 'sig' }],
        },
        cookies: { keys: [randomBytes(32).toString('base64url')] },
        claims: {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          profile: ['name', 'given_name', 'family_name'],
        },
        // Scope claims in the ID token, as the big providers do for the code flow.
        conformIdTokenClaims: false,
        findAccount: async (_ctx: unknown, id: string) => ({
          accountId: id,
          claims: async () => ({ sub: id, ...accounts.get(id) }),
        }),
        features: { devInteractions: { enabled: true } },
        // Explicit lifetimes (seconds), which also keeps the provider from logging a notice for each.
        ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 3600 },
      });
      handler = provider.callback();
    },
    setAccount: (login, account) => accounts.set(login, account),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
