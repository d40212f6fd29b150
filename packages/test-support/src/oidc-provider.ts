import { createHash, generateKeyPair, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';

/** Claims a test account at the provider carries besides `sub` (its login name). */
export interface TestAccountClaims {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

/** A client registered at the test provider. */
export interface TestClient {
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the code back; `TEST_REDIRECT_URI` unless a real callback listens. */
  redirectUri?: string;
}

/** A real OpenID Connect provider (`oidc-provider`) on 127.0.0.1, with its development login pages. */
export interface TestIdentityProvider {
  issuer: string;
  /** Creates or replaces the account a login name signs in as. */
  setAccount(login: string, claims: TestAccountClaims): void;
  /**
   * Signs in as `login` through the authorization-code flow over HTTP and returns the ID token
   * (for clients on `TEST_REDIRECT_URI`: the code is read off the redirect).
   */
  obtainIdToken(login: string, client: TestClient): Promise<string>;
  close(): Promise<void>;
}

// oidc-provider ships no typings; this is the part of its surface used here.
interface ProviderInstance {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
}
type ProviderConstructor = new (issuer: string, configuration: Record<string, unknown>) => ProviderInstance;

/** The redirect URI of clients nothing listens for; `obtainIdToken` reads the code off the redirect. */
export const TEST_REDIRECT_URI = 'http://127.0.0.1:9/callback';

const base64url = (bytes: Buffer) => bytes.toString('base64url');

async function listenOnLoopback(server: Server): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

/** Starts a provider on a free loopback port for the given clients; accounts can be added at any time. */
export async function startTestIdentityProvider(clients: TestClient[]): Promise<TestIdentityProvider> {
  // A computed specifier keeps TypeScript from looking for the typings oidc-provider does not ship.
  const specifier = 'oidc-provider';
  const { default: Provider } = (await import(specifier)) as { default: ProviderConstructor };
  const accounts = new Map<string, TestAccountClaims>();
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key-1', alg: 'RS256', use: 'sig' };

  const server = createServer();
  const port = await listenOnLoopback(server);
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [c.redirectUri ?? TEST_REDIRECT_URI],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [signingKey] },
    cookies: { keys: [base64url(randomBytes(32))] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Put the scopes' claims in the ID token, as Google, Microsoft and most providers do for this flow.
    conformIdTokenClaims: false,
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({ sub: id, ...accounts.get(id) }),
    }),
    features: { devInteractions: { enabled: true } },
    // Explicit lifetimes (seconds), which also keeps the provider from logging a notice for each.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 3600 },
  });
  const handle = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // Browsers ask every site for its icon; a provider's sign-in page should not answer 404.
    if (req.url === '/favicon.ico') {
      res.writeHead(204, { 'cache-control': 'max-age=3600' }).end();
      return;
    }
    handle(req, res);
  });
  const metadata = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as {
    authorization_endpoint: string;
    token_endpoint: string;
  };

  async function obtainIdToken(login: string, client: TestClient): Promise<string> {
    const redirectUri = client.redirectUri ?? TEST_REDIRECT_URI;
    const jar = new Map<string, string>();
    const send = async (url: string, form?: Record<string, string>) => {
      const res = await fetch(url, {
        method: form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form ? new URLSearchParams(form).toString() : undefined,
      });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const eq = pair.indexOf('=');
        jar.set(pair.slice(0, eq), pair.slice(eq + 1));
      }
      return res;
    };

    const verifier = base64url(randomBytes(32));
    const authorize = new URL(metadata.authorization_endpoint);
    authorize.search = new URLSearchParams({
      client_id: client.clientId,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: redirectUri,
      state: base64url(randomBytes(16)),
      nonce: base64url(randomBytes(16)),
      code_challenge: base64url(createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
    }).toString();

    // Follow redirects, answering the login and consent pages as a person would, until the code.
    let url = authorize.toString();
    let code: string | null = null;
    for (let step = 0; step < 12 && !code; step++) {
      const res = await send(url);
      const location = res.headers.get('location');
      if (location) {
        const next = new URL(location, url);
        if (next.href.startsWith(redirectUri)) code = next.searchParams.get('code');
        else url = next.href;
        continue;
      }
      const html = await res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      if (!action || !prompt) throw new Error(`unexpected page from the provider (${res.status}): ${html}`);
      const answer = await send(
        new URL(action, url).href,
        prompt === 'login' ? { prompt, login, password: 'any password' } : { prompt },
      );
      const resume = answer.headers.get('location');
      if (!resume) throw new Error(`the provider did not accept the ${prompt} step (${answer.status})`);
      url = new URL(resume, url).href;
    }
    if (!code) throw new Error('the provider did not redirect back with a code');

    const tokenRes = await fetch(metadata.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
        client_id: client.clientId,
        client_secret: client.clientSecret,
      }).toString(),
    });
    const tokens = (await tokenRes.json()) as { id_token?: string };
    if (!tokens.id_token) throw new Error(`no ID token from the provider: ${JSON.stringify(tokens)}`);
    return tokens.id_token;
  }

  return {
    issuer,
    setAccount: (login, claims) => accounts.set(login, claims),
    obtainIdToken,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
