import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './support/server.ts';

// HTTP-level checks of the web server (issue #12): plain fetch, no browser needed.

const DEMO_LOGIN = { email: 'ada@demo.mercato.test', password: 'mercato-demo' };

/** Posts a form the way a browser on the site would (same-origin `Origin`), without following redirects. */
function postForm(
  server: RunningServer,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: server.baseUrl, ...headers },
    body: new URLSearchParams(fields),
  });
}

/** Logs the demo user in and returns the session cookie to send back. */
async function logIn(server: RunningServer): Promise<string> {
  const res = await postForm(server, '/login', DEMO_LOGIN);
  expect(res.status).toBe(302);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('mercato_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0] as string;
}

describe('web security', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe('return paths after login', () => {
    let cookie: string;
    beforeAll(async () => {
      cookie = await logIn(server);
    });

    // `from` as it appears in the query string, and where a logged-in visitor must be sent.
    const vectors: [string, string][] = [
      ['%2F%09%2Fevil.example', '/'],
      ['/%09/evil.example', '/'],
      ['//evil.example', '/'],
      ['/%5Cevil.example', '/'],
      ['https://evil.example', '/'],
      ['javascript:alert(1)', '/'],
      ['/%252F/evil.example', '/%2F/evil.example'],
      ['%5C/%5C/evil.example', '/'],
      ['/%20/evil.example', '/%20/evil.example'],
      ['/..//evil.example', '/'],
      ['/inbox%0D%0ASet-Cookie:%20x=1', '/'],
      ['/%C3%BC', '/%C3%BC'],
      ['/%F0%9F%98%80', '/%F0%9F%98%80'],
      ['/inbox/orders%3Fpage%3D2', '/inbox/orders?page=2'],
    ];

    it.each(vectors)('GET /login?from=%s sends a logged-in visitor to %s', async (from, expected) => {
      const res = await fetch(`${server.baseUrl}/login?from=${from}`, {
        redirect: 'manual',
        headers: { cookie },
      });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(expected);
    });

    it.each([
      ['/\t/evil.example', '/'],
      ['//evil.example', '/'],
      ['/\\evil.example', '/'],
      ['/\r\n/evil.example', '/'],
      ['/😀', '/%F0%9F%98%80'],
    ])('the hidden from field %j of the login form returns to %s', async (from, expected) => {
      const res = await postForm(server, '/login', { ...DEMO_LOGIN, from });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(expected);
    });
  });
});
