import sdk from 'sharetribe-flex-sdk';
import { expect, it } from 'vitest';
import { apiClient, buildSignup, errorCodes } from './api-client.ts';
import { describeEachDialect } from './harness.ts';

describeEachDialect('current_user API', (platform) => {
  const api = () => apiClient(platform().app);
  const userCount = async () =>
    Number(
      (
        await platform()
          .ctx.db.selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('creates a user and answers with only id and type unless expanded', async () => {
    const anon = await api().anonToken();
    const res = await api().signup(anon, buildSignup());
    expect(res.status).toBe(200);
    const data = res.body.data as Record<string, unknown>;
    expect(data).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), type: 'currentUser' });
    expect(data.attributes).toEqual({});
  });

  it('returns the current user shape with expand=true and the permission set include', async () => {
    const anon = await api().anonToken();
    const signup = buildSignup({
      firstName: 'Jane',
      lastName: 'Doe',
      bio: 'Yoga teacher',
      publicData: { city: 'Oslo' },
    });
    const res = await api().signup(anon, signup, '?expand=true&include=effectivePermissionSet,profileImage');
    expect(res.status).toBe(200);
    const data = res.body.data as {
      attributes: Record<string, unknown>;
      relationships: Record<string, unknown>;
    };
    expect(data.attributes).toMatchObject({
      email: signup.email,
      emailVerified: false,
      pendingEmail: null,
      banned: false,
      deleted: false,
      state: 'active',
      profile: {
        firstName: 'Jane',
        lastName: 'Doe',
        displayName: 'Jane D',
        abbreviatedName: 'JD',
        bio: 'Yoga teacher',
        publicData: { city: 'Oslo' },
        protectedData: {},
        privateData: {},
        metadata: {},
      },
    });
    expect(data.attributes).not.toHaveProperty('passwordHash');
    expect(data.relationships.profileImage).toEqual({ data: null });
    expect(res.body.included).toEqual([
      expect.objectContaining({
        type: 'permissionSet',
        attributes: {
          postListings: 'permission/allow',
          initiateTransactions: 'permission/allow',
          read: 'permission/allow',
        },
      }),
    ]);
  });

  it('refuses names with control, bidi-override or invisible characters and creates nothing', async () => {
    const anon = await api().anonToken();
    const before = await userCount();
    for (const [field, value] of [
      ['firstName', 'Ann\u0000a'],
      ['lastName', 'Ann\u202egpj.exe'],
      ['displayName', 'Ad\u200ba'],
    ] as const) {
      const res = await api().signup(anon, buildSignup({ [field]: value }));
      expect(res.status, field).toBe(400);
      expect(res.body.errors).toEqual([
        expect.objectContaining({
          code: 'validation-invalid-value',
          source: { path: [field], type: 'body' },
        }),
      ]);
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a taken email (in any case) with 409 email-taken and creates nothing', async () => {
    const anon = await api().anonToken();
    const signup = buildSignup();
    await api().signup(anon, signup);
    const before = await userCount();
    const res = await api().signup(anon, { ...signup, email: (signup.email as string).toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        status: 409,
        code: 'email-taken',
        source: { path: ['email'], type: 'body' },
      }),
    ]);
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['missing fields', {}, 'validation-missing-key'],
    ['a bad email', buildSignup({ email: 'not-an-email' }), 'validation-invalid-value'],
    ['a short password', buildSignup({ password: 'short' }), 'validation-invalid-value'],
    ['an overlong password', buildSignup({ password: 'p'.repeat(257) }), 'validation-invalid-value'],
    ['an overlong name', buildSignup({ firstName: 'n'.repeat(101) }), 'validation-invalid-value'],
    ['an empty name', buildSignup({ lastName: '   ' }), 'validation-invalid-value'],
    ['a wrong type', buildSignup({ firstName: 42 }), 'validation-invalid-value'],
    ['an unknown key', buildSignup({ isAdmin: true }), 'validation-disallowed-key'],
    ['non-object extended data', buildSignup({ publicData: 'x' }), 'validation-invalid-value'],
  ])('refuses %s with 400 and creates nothing', async (_name, body, code) => {
    const anon = await api().anonToken();
    const before = await userCount();
    const res = await api().signup(anon, body);
    expect(res.status).toBe(400);
    expect(errorCodes(res.body)).toContain(code);
    const error = (res.body.errors as { source: { type: string }; id: string; title: string }[])[0];
    expect(error?.source.type).toBe('body');
    expect(error?.title).toEqual(expect.any(String));
    expect(await userCount()).toBe(before);
  });

  it('accepts a Transit body and answers in Transit', async () => {
    const anon = await api().anonToken();
    const signup = buildSignup();
    const res = await platform().app.inject({
      method: 'POST',
      url: '/v1/api/current_user/create?expand=true',
      headers: {
        authorization: `Bearer ${anon}`,
        'content-type': 'application/transit+json',
        accept: 'application/transit+json',
      },
      payload: sdk.transit.write(signup),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/transit\+json/);
    const body = sdk.transit.read(res.body);
    expect(body.data.id).toBeInstanceOf(sdk.types.UUID);
    expect(body.data.attributes.createdAt).toBeInstanceOf(Date);
    expect(body.data.attributes.email).toBe(signup.email);
  });

  it('refuses malformed bodies, wrong content types and oversized bodies without a 500', async () => {
    const anon = await api().anonToken();
    const before = await userCount();
    const send = (contentType: string, payload: string) =>
      platform().app.inject({
        method: 'POST',
        url: '/v1/api/current_user/create',
        headers: { authorization: `Bearer ${anon}`, 'content-type': contentType, accept: 'application/json' },
        payload,
      });
    const badTransit = await send('application/transit+json', '["^ ","~:email"');
    expect(badTransit.statusCode).toBe(400);
    const badJson = await send('application/json', '{"email":');
    expect(badJson.statusCode).toBe(400);
    const arrayBody = await send('application/json', '[1,2]');
    expect(arrayBody.statusCode).toBe(400);
    const protoJson = await send('application/json', '{"__proto__":{"x":1}}');
    expect(protoJson.statusCode).toBe(400);
    const xml = await send('application/xml', '<user/>');
    expect(xml.statusCode).toBe(415);
    expect(errorCodes(xml.json())).toEqual(['unsupported-content-type']);
    const huge = await send('application/json', JSON.stringify(buildSignup({ bio: 'b'.repeat(300_000) })));
    expect(huge.statusCode).toBe(413);
    for (const res of [badTransit, badJson, arrayBody, protoJson, huge]) {
      expect(res.json().errors[0]).toEqual(
        expect.objectContaining({ id: expect.any(String), status: res.statusCode }),
      );
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses signup without a token (401) and unknown query parameters (400)', async () => {
    const res = await platform().app.inject({
      method: 'POST',
      url: '/v1/api/current_user/create',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: JSON.stringify(buildSignup()),
    });
    expect(res.statusCode).toBe(401);
    const anon = await api().anonToken();
    const unknown = await api().signup(anon, buildSignup(), '?bogus=1');
    expect(unknown.status).toBe(400);
    expect(errorCodes(unknown.body)).toEqual(['validation-disallowed-key']);
  });

  it('shows the current user with sparse fields and refuses unknown includes', async () => {
    const anon = await api().anonToken();
    const signup = buildSignup();
    await api().signup(anon, signup);
    const { body } = await api().login(signup.email as string, signup.password as string);
    const token = body.access_token as string;
    const sparse = await api().get('current_user/show?fields.currentUser=email,profile.displayName', token);
    expect(sparse.status).toBe(200);
    expect((sparse.body.data as { attributes: unknown }).attributes).toEqual({
      email: signup.email,
      profile: { displayName: 'Test U' },
    });
    const bad = await api().get('current_user/show?include=friends', token);
    expect(bad.status).toBe(400);
    expect(errorCodes(bad.body)).toEqual(['validation-invalid-params']);
  });

  it('answers unknown endpoints with 404 in the error format', async () => {
    const res = await api().get('nothing/here', await api().anonToken());
    expect(res.status).toBe(404);
    expect(errorCodes(res.body)).toEqual(['not-found']);
  });

  it('shows the marketplace', async () => {
    const res = await api().get('marketplace/show', await api().anonToken());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ type: 'marketplace', attributes: { name: 'Mercato Demo' } });
  });
});
