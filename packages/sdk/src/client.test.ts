import { describe, expect, it } from 'vitest';
import { createSdk } from './client.ts';
import { SdkError } from './sdk-error.ts';
import { sharedRefreshes } from './shared-refreshes.ts';
import { memoryTokenStore } from './token-store.ts';
import type { TransportRequest, TransportResponse } from './transport.ts';

const user = {
  id: '7b0f1a52-8d7e-4d59-9b38-7f1f0c1d2e3f',
  type: 'currentUser',
  attributes: {
    banned: false,
    deleted: false,
    createdAt: '2026-11-22T12:00:00.000Z',
    email: 'a@example.com',
    emailVerified: false,
    pendingEmail: null,
    state: 'active',
    profile: {
      firstName: 'A',
      lastName: 'B',
      displayName: 'A B',
      abbreviatedName: 'AB',
      bio: null,
      publicData: {},
      protectedData: {},
      privateData: {},
      metadata: {},
    },
  },
};

function json(status: number, body: unknown): TransportResponse {
  return { status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** A scripted platform: the handler sees each request and answers it. */
function fakeTransport(handler: (req: TransportRequest, form: URLSearchParams) => TransportResponse) {
  const seen: TransportRequest[] = [];
  return {
    seen,
    transport: async (req: TransportRequest) => {
      seen.push(req);
      return handler(req, new URLSearchParams(typeof req.body === 'string' ? req.body : ''));
    },
  };
}

const userToken = {
  access_token: 'at-1',
  token_type: 'bearer',
  expires_in: 1800,
  scope: 'user',
  refresh_token: 'rt-1',
};

describe('sdk session handling', () => {
  it('fetches one anonymous token and reuses it from the shared store', async () => {
    const fake = fakeTransport((req) =>
      req.url === '/v1/auth/token'
        ? json(200, { access_token: 'anon', token_type: 'bearer', expires_in: 10, scope: 'public-read' })
        : json(200, { data: { id: 'm', type: 'marketplace', attributes: { name: 'M', description: null } } }),
    );
    const anonymousTokenStore = memoryTokenStore();
    const a = createSdk({
      transport: fake.transport,
      clientId: 'c',
      tokenStore: memoryTokenStore(),
      anonymousTokenStore,
    });
    const b = createSdk({
      transport: fake.transport,
      clientId: 'c',
      tokenStore: memoryTokenStore(),
      anonymousTokenStore,
    });
    expect((await a.marketplace.show()).data.attributes.name).toBe('M');
    await b.marketplace.show();
    expect(fake.seen.filter((r) => r.url === '/v1/auth/token')).toHaveLength(1);
    expect(fake.seen[1]?.headers.authorization).toBe('Bearer anon');
  });

  it('refreshes on 401, stores the rotated token and retries once', async () => {
    const fake = fakeTransport((req, form) => {
      if (req.url === '/v1/auth/token') {
        expect(form.get('refresh_token')).toBe('rt-1');
        return json(200, { ...userToken, access_token: 'at-2', refresh_token: 'rt-2' });
      }
      return req.headers.authorization === 'Bearer at-2'
        ? json(200, { data: user })
        : json(401, { errors: [{ status: 401, code: 'auth-invalid-access-token' }] });
    });
    const tokenStore = memoryTokenStore(userToken);
    const sdk = createSdk({ transport: fake.transport, clientId: 'c', tokenStore });
    expect((await sdk.currentUser.show()).data.attributes.email).toBe('a@example.com');
    expect(tokenStore.get()?.refresh_token).toBe('rt-2');
  });

  it('refreshes once for calls that meet a 401 together (a reused refresh token ends the session)', async () => {
    const refreshes: string[] = [];
    const fake = fakeTransport((req, form) => {
      if (req.url === '/v1/auth/token') {
        const presented = form.get('refresh_token') ?? '';
        refreshes.push(presented);
        // The platform's rotation: the second use of rt-1 would revoke the session.
        return presented === 'rt-1' && refreshes.length === 1
          ? json(200, { ...userToken, access_token: 'at-2', refresh_token: 'rt-2' })
          : json(401, { errors: [{ status: 401, code: 'auth-invalid-refresh-token' }] });
      }
      return req.headers.authorization === 'Bearer at-2'
        ? json(200, { data: user })
        : json(401, { errors: [{ status: 401, code: 'auth-invalid-access-token' }] });
    });
    const tokenStore = memoryTokenStore(userToken);
    const sdk = createSdk({ transport: fake.transport, clientId: 'c', tokenStore });
    const answers = await Promise.all([
      sdk.currentUser.show(),
      sdk.currentUser.show(),
      sdk.currentUser.show(),
    ]);
    expect(answers.map((a) => a.data.attributes.email)).toEqual(Array(3).fill('a@example.com'));
    expect(refreshes).toEqual(['rt-1']);
    expect(tokenStore.get()?.refresh_token).toBe('rt-2');
    // A call that starts after the refresh uses the new token straight away.
    await sdk.currentUser.show();
    expect(refreshes).toEqual(['rt-1']);
  });

  it('shares one refresh between the sessions of two concurrent requests of one browser', async () => {
    const refreshes: string[] = [];
    const fake = fakeTransport((req, form) => {
      if (req.url === '/v1/auth/token') {
        if (form.get('grant_type') !== 'refresh_token')
          return json(200, {
            access_token: 'anon',
            token_type: 'bearer',
            expires_in: 10,
            scope: 'public-read',
          });
        refreshes.push(form.get('refresh_token') ?? '');
        return refreshes.length === 1
          ? json(200, { ...userToken, access_token: 'at-2', refresh_token: 'rt-2' })
          : json(401, { errors: [{ status: 401, code: 'auth-invalid-refresh-token' }] });
      }
      return req.headers.authorization === 'Bearer at-2'
        ? json(200, { data: user })
        : json(401, { errors: [{ status: 401, code: 'auth-invalid-access-token' }] });
    });
    let clock = 0;
    const shared = sharedRefreshes({ keepMs: 30_000, now: () => clock });
    // Two requests, two sessions (each its own cookie store), the same expired token.
    const stores = [memoryTokenStore(userToken), memoryTokenStore(userToken)];
    const sdks = stores.map((tokenStore) =>
      createSdk({ transport: fake.transport, clientId: 'c', tokenStore, sharedRefreshes: shared }),
    );
    const answers = await Promise.all(sdks.map((sdk) => sdk.currentUser.show()));
    expect(answers.map((a) => a.data.id)).toEqual([user.id, user.id]);
    expect(refreshes).toEqual(['rt-1']);
    // Each request sets the new tokens as its own cookie.
    expect(stores.map((store) => store.get()?.refresh_token)).toEqual(['rt-2', 'rt-2']);
    // Later, the old token is not shared any more: the platform decides (here: refused).
    clock += 31_000;
    const late = memoryTokenStore(userToken);
    const lateSdk = createSdk({
      transport: fake.transport,
      clientId: 'c',
      tokenStore: late,
      sharedRefreshes: shared,
    });
    await expect(lateSdk.currentUser.show()).rejects.toBeInstanceOf(SdkError);
    expect(refreshes).toEqual(['rt-1', 'rt-1']);
  });

  it('does not keep a failed refresh: the next request may refresh again', async () => {
    const shared = sharedRefreshes();
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('network'));
    };
    await expect(shared.share('rt-1', failing)).rejects.toThrow('network');
    await expect(shared.share('rt-1', failing)).rejects.toThrow('network');
    expect(calls).toBe(2);
  });

  it('falls back to anonymous when the refresh fails, then reports the API error', async () => {
    const fake = fakeTransport((req, form) => {
      if (req.url === '/v1/auth/token') {
        return form.get('grant_type') === 'refresh_token'
          ? json(401, { errors: [{ status: 401, code: 'auth-invalid-refresh-token' }] })
          : json(200, { access_token: 'anon', token_type: 'bearer', expires_in: 10, scope: 'public-read' });
      }
      return req.headers.authorization === 'Bearer anon'
        ? json(403, { errors: [{ status: 403, code: 'forbidden', title: 'Forbidden' }] })
        : json(401, { errors: [{ status: 401, code: 'auth-invalid-access-token' }] });
    });
    const tokenStore = memoryTokenStore(userToken);
    const sdk = createSdk({ transport: fake.transport, clientId: 'c', tokenStore });
    const error = await sdk.currentUser.show().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SdkError);
    expect((error as SdkError).status).toBe(403);
    expect((error as SdkError).code).toBe('forbidden');
    expect(tokenStore.get()).toBeNull();
    expect(sdk.authInfo().isAnonymous).toBe(true);
  });

  it('logs in, sends the revoke on logout and forgets the token', async () => {
    const fake = fakeTransport((req) =>
      req.url === '/v1/auth/token' ? json(200, userToken) : json(200, { action: 'revoked' }),
    );
    const tokenStore = memoryTokenStore();
    const sdk = createSdk({ transport: fake.transport, clientId: 'c', tokenStore });
    await sdk.login({ username: 'a@example.com', password: 'secret-password' });
    expect(sdk.authInfo()).toEqual({ isAnonymous: false, scope: 'user', isLoggedInAs: false });
    await sdk.logout();
    expect(tokenStore.get()).toBeNull();
    const revoke = fake.seen.at(-1);
    expect(revoke?.url).toBe('/v1/auth/revoke');
    expect(revoke?.body).toBe('token=rt-1');
    expect(revoke?.headers.authorization).toBe('Bearer at-1');
  });

  it('logs in as a user with a console code: no refresh token, marked, and its session ended by its access token', async () => {
    const loginAsToken = { access_token: 'at-la', token_type: 'bearer', expires_in: 1800, scope: 'user' };
    const fake = fakeTransport((req) =>
      req.url === '/v1/auth/token' ? json(200, loginAsToken) : json(200, { action: 'revoked' }),
    );
    const tokenStore = memoryTokenStore();
    const sdk = createSdk({ transport: fake.transport, clientId: 'c', tokenStore });
    await sdk.loginAs({
      code: 'lac.code',
      redirectUri: 'https://m.example/api/login-as',
      codeVerifier: 'v'.repeat(43),
    });
    expect(new URLSearchParams(fake.seen[0]?.body as string).get('grant_type')).toBe('authorization_code');
    expect(new URLSearchParams(fake.seen[0]?.body as string).get('code_verifier')).toBe('v'.repeat(43));
    expect(sdk.authInfo()).toEqual({ isAnonymous: false, scope: 'user', isLoggedInAs: true });
    await sdk.logout();
    expect(tokenStore.get()).toBeNull();
    expect(fake.seen.at(-1)).toMatchObject({
      url: '/v1/auth/revoke',
      body: '',
      headers: { authorization: 'Bearer at-la' },
    });
  });

  it('serialises list query parameters comma-joined', async () => {
    const fake = fakeTransport((req) =>
      req.url === '/v1/auth/token'
        ? json(200, { access_token: 'anon', token_type: 'bearer', expires_in: 10, scope: 'public-read' })
        : json(200, { data: user }),
    );
    const sdk = createSdk({
      transport: fake.transport,
      clientId: 'c',
      tokenStore: memoryTokenStore(userToken),
    });
    await sdk.currentUser.show({ include: ['profileImage', 'effectivePermissionSet'] });
    expect(fake.seen[0]?.url).toBe('/v1/api/current_user/show?include=profileImage%2CeffectivePermissionSet');
  });

  it('sends an image upload as multipart with the file under `image`', async () => {
    const image = {
      id: '0b6c1f4e-2f3a-4a8e-9d2b-1c3d4e5f6a7b',
      type: 'image',
      attributes: { variants: {} },
    };
    const fake = fakeTransport(() => json(200, { data: image }));
    const sdk = createSdk({
      transport: fake.transport,
      clientId: 'c',
      tokenStore: memoryTokenStore(userToken),
    });
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    expect((await sdk.images.upload(png, 'me.png')).data.id).toBe(image.id);

    const sent = fake.seen[0];
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(sent?.body, {
      headers: { 'content-type': sent?.headers['content-type'] ?? '' },
    }).formData();
    const file = form.get('image');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('me.png');
    expect(new Uint8Array(await (file as File).arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });
});

describe('SdkError.is', () => {
  it('recognises errors from another copy of the module by shape', () => {
    const foreign = Object.assign(new Error('x'), { name: 'SdkError', status: 409, errors: [] });
    expect(SdkError.is(foreign)).toBe(true);
    expect(SdkError.is(new SdkError(401, []))).toBe(true);
    expect(SdkError.is(new Error('x'))).toBe(false);
    expect(SdkError.is(null)).toBe(false);
  });
});

describe('SdkError.hasCode', () => {
  it('answers for codes of the error catalogue, and the compiler refuses any other string', () => {
    const error = new SdkError(409, [{ status: 409, code: 'email-taken' }]);
    expect(error.hasCode('email-taken')).toBe(true);
    expect(error.hasCode('conflict')).toBe(false);
    // @ts-expect-error a misspelt code is not in the catalogue (typecheck fails if this compiles)
    expect(error.hasCode('email-is-taken')).toBe(false);
  });
});

describe('injectTransport', () => {
  it('passes the visitor IP and maps the inject response', async () => {
    const { injectTransport } = await import('./transport.ts');
    const calls: unknown[] = [];
    const transport = injectTransport(async (options) => {
      calls.push(options);
      return {
        statusCode: 201,
        headers: { 'content-length': 2, 'content-type': 'application/json' },
        body: '{}',
      };
    }, '203.0.113.9');
    const res = await transport({ method: 'POST', url: '/v1/x', headers: { a: 'b' }, body: '{}' });
    expect(calls).toEqual([
      { method: 'POST', url: '/v1/x', headers: { a: 'b' }, payload: '{}', remoteAddress: '203.0.113.9' },
    ]);
    expect(res).toEqual({
      status: 201,
      headers: { 'content-length': '2', 'content-type': 'application/json' },
      body: '{}',
    });
  });

  it('hands bytes to inject as a Buffer, which it sends as they are rather than as JSON', async () => {
    const { injectTransport } = await import('./transport.ts');
    const payloads: unknown[] = [];
    const transport = injectTransport(async (options) => {
      payloads.push(options.payload);
      return { statusCode: 200, headers: {}, body: '{}' };
    });
    const bytes = new Uint8Array([0, 1, 2, 3, 4]).subarray(1, 4);
    await transport({ method: 'POST', url: '/v1/x', headers: {}, body: bytes });
    const payload = payloads[0] as Uint8Array;
    expect(payload.constructor.name).toBe('Buffer');
    expect([...payload]).toEqual([1, 2, 3]);
  });
});
