import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { type MercatoServer, useMercato } from './support/fixture.ts';
import { sessionCookieOf } from './support/marketplace.ts';

// HTTP-level checks of the web server (issue #12): plain fetch, no browser needed.

const DEMO_LOGIN = { email: 'ada@demo.mercato.test', password: 'mercato-demo' };

/** Posts a form the way a browser on the site would (same-origin `Origin`), without following redirects. */
function postForm(
  server: MercatoServer,
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

/** Any method, even those fetch refuses to send (TRACE), over a plain HTTP/1.1 request. */
function rawRequest(
  server: MercatoServer,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.baseUrl}${path}`, { method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A form POST with exactly the given headers (no Origin unless given). */
function rawPost(server: MercatoServer, path: string, headers: Record<string, string>) {
  return rawRequest(server, 'POST', path, {
    'content-type': 'application/x-www-form-urlencoded',
    ...headers,
  });
}

describe('web security', () => {
  const { server } = useMercato({ browser: false });

  describe('return paths after login', () => {
    let cookie: string;
    beforeAll(async () => {
      cookie = await sessionCookieOf(server, DEMO_LOGIN);
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

  describe('methods and bodies the web app does not take', () => {
    it.each(['/', '/login', '/favicon.svg', '/_mail', '/no-such-page'])(
      'answers TRACE %s with 405 and an Allow header',
      async (path) => {
        const res = await rawRequest(server, 'TRACE', path);
        expect(res.status).toBe(405);
        expect(res.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
      },
    );

    it.each(['PUT', 'PATCH', 'DELETE', 'PROPFIND', 'SEARCH'])(
      'answers %s /login with 405',
      async (method) => {
        const res = await rawRequest(server, method, '/login', { origin: server.baseUrl });
        expect(res.status).toBe(405);
        expect(res.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
      },
    );

    it('answers OPTIONS with the methods it takes and no body', async () => {
      const res = await rawRequest(server, 'OPTIONS', '/login');
      expect(res.status).toBe(204);
      expect(res.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
      expect(res.body).toBe('');
    });

    it.each([
      ['/login', 'application/json', '{"email":"ada@demo.mercato.test"}'],
      ['/login', 'text/plain', 'email=ada@demo.mercato.test'],
      ['/login.data', 'application/json', '{}'],
      ['/signup', 'application/xml', '<a/>'],
      ['/logout', 'text/plain', ''],
    ])('answers a POST to %s with Content-Type %s with 415', async (path, type, body) => {
      const res = await fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: server.baseUrl, 'content-type': type },
        body,
      });
      expect(res.status).toBe(415);
      expect(await res.text()).toMatch(/form/i);
    });

    it('answers a POST without a Content-Type with 415', async () => {
      const res = await rawRequest(server, 'POST', '/login', { origin: server.baseUrl });
      expect(res.status).toBe(415);
    });

    it.each(['a b', '[zz'])('answers a request with the Host header %j with 400', async (host) => {
      const res = await rawRequest(server, 'GET', '/', { host });
      expect(res.status).toBe(400);
    });

    it('still takes url-encoded and multipart forms', async () => {
      const encoded = await postForm(server, '/login', { email: 'nobody@example.com', password: 'x' });
      expect(encoded.status).toBe(401);
      const multipart = new FormData();
      multipart.set('email', 'nobody@example.com');
      multipart.set('password', 'x');
      const res = await fetch(`${server.baseUrl}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: server.baseUrl },
        body: multipart,
      });
      expect(res.status).toBe(401);
      expect(await res.text()).toContain('do not match');
    });
  });

  describe('requests from other sites', () => {
    it('refuses a cross-site POST /logout and keeps the session', async () => {
      const cookie = await sessionCookieOf(server, DEMO_LOGIN);
      const res = await postForm(server, '/logout', {}, { cookie, origin: 'https://evil.example' });
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await res.text()).toContain('another site');
      expect(res.headers.getSetCookie()).toEqual([]);
      const still = await fetch(`${server.baseUrl}/login`, { redirect: 'manual', headers: { cookie } });
      expect(still.status).toBe(302);
    });

    it('logs out from the site itself', async () => {
      const cookie = await sessionCookieOf(server, DEMO_LOGIN);
      const res = await postForm(server, '/logout', {}, { cookie });
      expect(res.status).toBe(302);
      expect(res.headers.getSetCookie()[0]).toMatch(/^mercato_session=; Max-Age=0/);
    });

    it.each([
      ['/logout', { origin: 'null' }],
      ['/logout', { origin: 'https://127.0.0.1.evil.example' }],
      ['/logout', { origin: '', referer: 'https://evil.example/page' }],
      ['/logout', { origin: '', 'sec-fetch-site': 'cross-site' }],
      ['/login', { origin: 'https://evil.example' }],
      ['/login.data', { origin: 'https://evil.example' }],
      ['/recover-password', { origin: 'https://evil.example' }],
      ['/_mail', { origin: 'https://evil.example' }],
      ['/no-such-page', { origin: 'https://evil.example' }],
    ])('refuses POST %s with %j', async (path, headers) => {
      // An empty Origin here means none: fetch itself never adds one.
      const { origin, ...rest } = headers as Record<string, string>;
      const res = await rawPost(server, path, origin ? { ...rest, origin } : rest);
      expect(res.status).toBe(403);
    });

    it('takes a POST whose Referer is on the site when there is no Origin', async () => {
      const res = await rawPost(server, '/logout', { referer: `${server.baseUrl}/inbox` });
      expect(res.status).toBe(302);
    });

    it('takes a POST with neither Origin nor Referer (scripts, curl)', async () => {
      const res = await rawPost(server, '/logout', {});
      expect(res.status).toBe(302);
    });

    it('leaves the API to its own checks', async () => {
      const res = await fetch(`${server.baseUrl}/v1/auth/token`, {
        method: 'POST',
        headers: { origin: 'https://evil.example' },
        body: new URLSearchParams({
          client_id: 'mercato-web',
          grant_type: 'client_credentials',
          scope: 'public-read',
        }),
      });
      expect(res.status).toBe(200);
    });
  });

  it('sends no Strict-Transport-Security over an http ROOT_URL', async () => {
    const res = await fetch(`${server.baseUrl}/`);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('web security with an https ROOT_URL', () => {
  const { server } = useMercato({ browser: false, env: { ROOT_URL: 'https://shop.example' } });

  it.each([
    ['a page', 'GET', '/'],
    ['a static file', 'GET', '/favicon.svg'],
    ['the API', 'GET', '/v1/assets/pub/mercato-web/a/latest/mercato/config.json'],
    ['an API error', 'GET', '/v1/api/current_user/show'],
    ['a missing page', 'GET', '/no-such-page'],
    ['a refused method', 'TRACE', '/'],
    ['a cross-site refusal', 'POST', '/logout'],
  ])('sends Strict-Transport-Security with %s', async (_name, method, path) => {
    const res = await rawRequest(server, method, path, { origin: 'https://evil.example' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('warns at startup that TRUST_PROXY is off', () => {
    expect(server.output()).toMatch(/ROOT_URL is https:\/\/ but TRUST_PROXY is false/);
  });

  it.each([
    ['the public host', 'shop.example'],
    ['an internal host', 'mercato.internal:3000'],
  ])('explains a form post from the site refused because it arrived as http to %s', async (_name, host) => {
    const res = await rawPost(server, '/login', { origin: 'https://shop.example', host });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('https://shop.example');
    expect(res.body).toContain(`http://${host}`);
    expect(res.body).toContain('TRUST_PROXY');
  });

  it('still refuses other sites with 403', async () => {
    const res = await rawPost(server, '/login', { origin: 'https://evil.example', host: 'shop.example' });
    expect(res.status).toBe(403);
  });
});

describe('web security behind one trusted TLS proxy', () => {
  const { server } = useMercato({
    browser: false,
    env: { ROOT_URL: 'https://shop.example', TRUST_PROXY: '1' },
  });

  it('does not warn about TRUST_PROXY', () => {
    expect(server.output()).not.toContain('TRUST_PROXY');
  });

  it('takes a form post the proxy forwarded from the https site', async () => {
    const res = await rawRequest(
      server,
      'POST',
      '/login',
      {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://shop.example',
        host: 'shop.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '6.6.6.6, 203.0.113.7',
        'content-length': String(new URLSearchParams(DEMO_LOGIN).toString().length),
      },
      new URLSearchParams(DEMO_LOGIN).toString(),
    );
    expect(res.status).toBe(302);
    expect(String(res.headers['set-cookie'])).toMatch(/^mercato_session=.*; Secure/);
  });
});
