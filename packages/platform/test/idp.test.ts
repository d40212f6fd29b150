import { createServer } from 'node:net';
import {
  startTestIdentityProvider,
  type TestClient,
  type TestIdentityProvider,
} from '@mercato/test-support/oidc-provider';
import sharetribeSdk from 'sharetribe-flex-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildSignup, errorCodes, post } from './api-client.ts';
import { createTestPlatform, DIALECTS, type TestPlatform } from './harness.ts';

const MERCATO_CLIENT: TestClient = { clientId: 'mercato-at-local', clientSecret: 'local-idp-secret-1' };
const OTHER_CLIENT: TestClient = { clientId: 'some-other-app', clientSecret: 'local-idp-secret-2' };
const CLIENT_SECRET = 'test-client-secret-0123456789';

let idp: TestIdentityProvider;
let closedPortIssuer: string;
let accountSeq = 0;

beforeAll(async () => {
  idp = await startTestIdentityProvider([MERCATO_CLIENT, OTHER_CLIENT]);
  // An issuer nobody listens on: the platform must answer, not hang or crash, when a provider is down.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  closedPortIssuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 9}`;
});
afterAll(async () => idp?.close());

/** A fresh account at the provider; returns its login name and email. */
function buildIdpAccount(claims: { email_verified?: boolean; email?: string } = {}) {
  const login = `person-${++accountSeq}-${Math.random().toString(36).slice(2, 8)}`;
  const email = claims.email ?? `${login}@idp.example.com`;
  idp.setAccount(login, {
    email,
    email_verified: claims.email_verified ?? true,
    given_name: 'Ida',
    family_name: 'Provider',
    name: 'Ida Provider',
  });
  return { login, email };
}

for (const dialect of DIALECTS) {
  describe(`[${dialect}] identity-provider login and signup`, () => {
    let platform: TestPlatform;
    const api = () => apiClient(platform.app);

    beforeAll(async () => {
      platform = await createTestPlatform(dialect, {
        CLIENT_SECRET,
        IDP_LOCAL_ISSUER: idp.issuer,
        IDP_LOCAL_CLIENT_ID: MERCATO_CLIENT.clientId,
        IDP_LOCAL_CLIENT_SECRET: MERCATO_CLIENT.clientSecret,
        IDP_LOCAL_LABEL: 'Local ID',
        IDP_DOWN_ISSUER: closedPortIssuer,
        IDP_DOWN_CLIENT_ID: 'down-client',
        IDP_DOWN_CLIENT_SECRET: 'down-secret',
      });
      // ID tokens carry the provider's real time; the platform's test clock must agree with it.
      platform.clock.advance(Date.now() - platform.clock.read().getTime());
    });
    afterAll(async () => platform?.close());

    async function authWithIdp(form: Record<string, string | undefined>) {
      const defined = Object.entries(form).filter((e): e is [string, string] => e[1] !== undefined);
      const res = await platform.app.inject({
        method: 'POST',
        url: '/v1/auth/auth_with_idp',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        payload: new URLSearchParams(defined).toString(),
      });
      return { status: res.statusCode, body: res.json() as Record<string, unknown>, headers: res.headers };
    }

    const loginForm = (idpToken: string, overrides: Record<string, string | undefined> = {}) => ({
      client_id: 'mercato-web',
      client_secret: CLIENT_SECRET,
      idp_id: 'local',
      idp_client_id: MERCATO_CLIENT.clientId,
      idp_token: idpToken,
      ...overrides,
    });

    async function createWithIdp(body: Record<string, unknown>, query = '', accessToken?: string) {
      const token = accessToken ?? (await api().anonToken());
      return post(platform, 'current_user/create_with_idp', token, body, query);
    }

    function idpSignup(idpToken: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
      const { password: _password, ...fields } = buildSignup();
      return {
        ...fields,
        firstName: 'Ida',
        lastName: 'Provider',
        idpId: 'local',
        idpClientId: MERCATO_CLIENT.clientId,
        idpToken,
        ...overrides,
      };
    }

    async function counts() {
      const count = async (table: 'users' | 'identities') =>
        Number(
          (
            await platform.ctx.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      return { users: await count('users'), identities: await count('identities') };
    }

    async function verifiedPasswordUser(email: string) {
      const anon = await api().anonToken();
      const signup = buildSignup({ email });
      const created = await api().signup(anon, signup);
      expect(created.status).toBe(200);
      await platform.ctx.db
        .updateTable('users')
        .set({ email_verified: 1 })
        .where('email_normalized', '=', email.toLowerCase())
        .execute();
      return signup;
    }

    async function showMe(accessToken: string) {
      const me = await api().get('current_user/show', accessToken);
      expect(me.status).toBe(200);
      return (me.body.data as { id: string; attributes: Record<string, unknown> }).attributes;
    }

    it('creates an account from an ID token, links it, and logs in with the same identity later', async () => {
      const { login, email } = buildIdpAccount();
      const idToken = await idp.obtainIdToken(login, MERCATO_CLIENT);
      const before = await counts();

      const created = await createWithIdp(
        idpSignup(idToken, { email: email.toUpperCase(), displayName: 'Ida from Local' }),
        '?expand=true&include=effectivePermissionSet',
      );
      expect(created.status).toBe(200);
      const data = created.body.data as { id: string; type: string; attributes: Record<string, unknown> };
      expect(data.type).toBe('currentUser');
      // The provider verified this address (case aside), so the marketplace takes its word for it.
      expect(data.attributes).toMatchObject({
        email: email.toUpperCase(),
        emailVerified: true,
        profile: expect.objectContaining({ firstName: 'Ida', displayName: 'Ida from Local' }),
        identityProviders: [{ idpId: 'local', userId: login }],
      });
      expect(created.body.included).toEqual([expect.objectContaining({ type: 'permissionSet' })]);
      expect(await counts()).toEqual({ users: before.users + 1, identities: before.identities + 1 });

      const identity = await platform.ctx.db
        .selectFrom('identities')
        .selectAll()
        .where('subject', '=', login)
        .executeTakeFirstOrThrow();
      expect(identity).toMatchObject({ idp_id: 'local', user_id: data.id, email });

      // No password was set: the account cannot log in with one.
      expect((await api().login(email, 'correct horse battery')).status).toBe(401);

      const res = await authWithIdp(loginForm(await idp.obtainIdToken(login, MERCATO_CLIENT)));
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toMatchObject({ token_type: 'bearer', scope: 'user', expires_in: 1800 });
      expect(res.body.refresh_token).toEqual(expect.any(String));
      expect(await showMe(res.body.access_token as string)).toMatchObject({ email: email.toUpperCase() });
    });

    it('answers like current_user/create without expand: only id and type', async () => {
      const { login } = buildIdpAccount();
      const created = await createWithIdp(idpSignup(await idp.obtainIdToken(login, MERCATO_CLIENT)));
      expect(created.status).toBe(200);
      expect(created.body.data).toMatchObject({ type: 'currentUser', attributes: {} });
    });

    it('leaves the email unverified when it is not the one the provider verified', async () => {
      const { login } = buildIdpAccount();
      const idToken = await idp.obtainIdToken(login, MERCATO_CLIENT);
      const created = await createWithIdp(idpSignup(idToken), '?expand=true');
      expect(created.status).toBe(200);
      expect((created.body.data as { attributes: Record<string, unknown> }).attributes.emailVerified).toBe(
        false,
      );

      const unverified = buildIdpAccount({ email_verified: false });
      const sameEmail = await createWithIdp(
        idpSignup(await idp.obtainIdToken(unverified.login, MERCATO_CLIENT), { email: unverified.email }),
        '?expand=true',
      );
      expect(sameEmail.status).toBe(200);
      expect((sameEmail.body.data as { attributes: Record<string, unknown> }).attributes.emailVerified).toBe(
        false,
      );
    });

    it('logs in an existing account by a verified email both sides agree on, and links the identity', async () => {
      const { login, email } = buildIdpAccount();
      await verifiedPasswordUser(email);
      const before = await counts();

      const res = await authWithIdp(loginForm(await idp.obtainIdToken(login, MERCATO_CLIENT)));
      expect(res.status).toBe(200);
      expect(await showMe(res.body.access_token as string)).toMatchObject({ email });
      expect(await counts()).toEqual({ users: before.users, identities: before.identities + 1 });

      // The second time the linked identity is found directly.
      const again = await authWithIdp(loginForm(await idp.obtainIdToken(login, MERCATO_CLIENT)));
      expect(again.status).toBe(200);
      expect(await counts()).toEqual({ users: before.users, identities: before.identities + 1 });
    });

    it('refuses 401 when no account is linked and no verified email matches, changing nothing', async () => {
      const stranger = buildIdpAccount();
      const unverifiedAtIdp = buildIdpAccount({ email_verified: false });
      await verifiedPasswordUser(unverifiedAtIdp.email);
      const unverifiedHere = buildIdpAccount();
      const anon = await api().anonToken();
      expect((await api().signup(anon, buildSignup({ email: unverifiedHere.email }))).status).toBe(200);
      const before = await counts();

      for (const account of [stranger, unverifiedAtIdp, unverifiedHere]) {
        const res = await authWithIdp(loginForm(await idp.obtainIdToken(account.login, MERCATO_CLIENT)));
        expect(res.status).toBe(401);
        expect(errorCodes(res.body)).toEqual(['auth-invalid-credentials']);
      }
      expect(await counts()).toEqual(before);
    });

    it('does not add a second identity at the same provider to an account by email', async () => {
      const first = buildIdpAccount();
      await verifiedPasswordUser(first.email);
      expect(
        (await authWithIdp(loginForm(await idp.obtainIdToken(first.login, MERCATO_CLIENT)))).status,
      ).toBe(200);
      const second = buildIdpAccount({ email: first.email });
      const before = await counts();
      const res = await authWithIdp(loginForm(await idp.obtainIdToken(second.login, MERCATO_CLIENT)));
      expect(res.status).toBe(401);
      expect(await counts()).toEqual(before);
    });

    it('refuses tokens issued to another client, or named for another client, with 401', async () => {
      const { login, email } = buildIdpAccount();
      await verifiedPasswordUser(email);
      const foreign = await idp.obtainIdToken(login, OTHER_CLIENT);
      const own = await idp.obtainIdToken(login, MERCATO_CLIENT);
      const before = await counts();

      for (const form of [
        loginForm(foreign),
        loginForm(foreign, { idp_client_id: OTHER_CLIENT.clientId }),
        loginForm(own, { idp_client_id: OTHER_CLIENT.clientId }),
      ]) {
        const res = await authWithIdp(form);
        expect(res.status).toBe(401);
        expect(errorCodes(res.body)).toEqual(['auth-invalid-credentials']);
      }
      expect(await counts()).toEqual(before);
    });

    it('refuses tampered, malformed and expired tokens with 401', async () => {
      const { login, email } = buildIdpAccount();
      await verifiedPasswordUser(email);
      const idToken = await idp.obtainIdToken(login, MERCATO_CLIENT);
      const [header, payload, signature] = idToken.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
      const flipped = `${signature.slice(0, -4)}${signature.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
      const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
      const before = await counts();

      for (const bad of [
        `${header}.${forged}.${signature}`,
        `${header}.${payload}.${flipped}`,
        unsigned,
        'x',
      ]) {
        const res = await authWithIdp(loginForm(bad));
        expect(res.status).toBe(401);
        expect(errorCodes(res.body)).toEqual(['auth-invalid-credentials']);
      }

      // An hour and two minutes on, past the token's expiry and the tolerated clock skew.
      platform.clock.advance(62 * 60_000);
      try {
        const expired = await authWithIdp(loginForm(idToken));
        expect(expired.status).toBe(401);
      } finally {
        platform.clock.advance(-62 * 60_000);
      }
      expect(await counts()).toEqual(before);
      expect((await authWithIdp(loginForm(idToken))).status).toBe(200);
    });

    it('refuses an unknown provider, a wrong client and a missing or wrong client secret with 401', async () => {
      const { login, email } = buildIdpAccount();
      await verifiedPasswordUser(email);
      const idToken = await idp.obtainIdToken(login, MERCATO_CLIENT);
      const cases: [Record<string, string | undefined>, string][] = [
        [{ idp_id: 'nowhere' }, 'auth-invalid-credentials'],
        [{ client_secret: undefined }, 'auth-invalid-client'],
        [{ client_secret: 'not-the-secret-at-all' }, 'auth-invalid-client'],
        [{ client_id: 'another-client' }, 'auth-invalid-client'],
      ];
      const before = await counts();
      for (const [overrides, code] of cases) {
        const res = await authWithIdp(loginForm(idToken, overrides));
        expect(res.status).toBe(401);
        expect(errorCodes(res.body)).toEqual([code]);
      }
      expect(await counts()).toEqual(before);
    });

    it('validates the auth_with_idp form', async () => {
      const missing = await authWithIdp(loginForm('token', { idp_token: undefined }));
      expect(missing.status).toBe(400);
      expect(errorCodes(missing.body)).toEqual(['validation-missing-key']);
      const extra = await authWithIdp({ ...loginForm('token'), grant_type: 'password' });
      expect(extra.status).toBe(400);
      expect(errorCodes(extra.body)).toEqual(['validation-disallowed-key']);
    });

    it('refuses accounts that are banned or deleted', async () => {
      const { login } = buildIdpAccount();
      const idToken = await idp.obtainIdToken(login, MERCATO_CLIENT);
      const created = await createWithIdp(idpSignup(idToken));
      const userId = (created.body.data as { id: string }).id;
      await platform.ctx.db.updateTable('users').set({ banned: 1 }).where('id', '=', userId).execute();
      expect((await authWithIdp(loginForm(idToken))).status).toBe(401);
      await platform.ctx.db
        .updateTable('users')
        .set({ banned: 0, deleted: 1 })
        .where('id', '=', userId)
        .execute();
      expect((await authWithIdp(loginForm(idToken))).status).toBe(401);
    });

    it('answers 503 idp-unavailable when the provider cannot be reached', async () => {
      const res = await authWithIdp(loginForm('a.b.c', { idp_id: 'down', idp_client_id: 'down-client' }));
      expect(res.status).toBe(503);
      expect(errorCodes(res.body)).toEqual(['idp-unavailable']);
    });

    it('refuses to link an identity twice with 409 conflict, creating nothing', async () => {
      const { login } = buildIdpAccount();
      const idToken = await idp.obtainIdToken(login, MERCATO_CLIENT);
      expect((await createWithIdp(idpSignup(idToken))).status).toBe(200);
      const before = await counts();
      const again = await createWithIdp(idpSignup(idToken));
      expect(again.status).toBe(409);
      expect(errorCodes(again.body)).toEqual(['conflict']);
      expect(await counts()).toEqual(before);
    });

    it('lets only one of two concurrent signups with the same token keep an account', async () => {
      const { login } = buildIdpAccount();
      const idToken = await idp.obtainIdToken(login, MERCATO_CLIENT);
      const first = idpSignup(idToken);
      const second = idpSignup(idToken);
      const liveUsers = async () =>
        Number(
          (
            await platform.ctx.db
              .selectFrom('users')
              .where('deleted', '=', 0)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await liveUsers();
      const results = await Promise.all([createWithIdp(first), createWithIdp(second)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await liveUsers()).toBe(before + 1);
      // Whichever lost, its email is free again.
      const loser = results[0]?.status === 409 ? first : second;
      const anon = await api().anonToken();
      expect((await api().signup(anon, buildSignup({ email: loser.email }))).status).toBe(200);
    });

    it('refuses a taken email with 409 email-taken, creating nothing', async () => {
      const { login } = buildIdpAccount();
      const anon = await api().anonToken();
      const existing = buildSignup();
      await api().signup(anon, existing);
      const before = await counts();
      const res = await createWithIdp(
        idpSignup(await idp.obtainIdToken(login, MERCATO_CLIENT), {
          email: (existing.email as string).toUpperCase(),
        }),
      );
      expect(res.status).toBe(409);
      expect(errorCodes(res.body)).toEqual(['email-taken']);
      expect(await counts()).toEqual(before);
    });

    it('validates the create_with_idp body strictly, creating nothing', async () => {
      const { login } = buildIdpAccount();
      const idToken = await idp.obtainIdToken(login, MERCATO_CLIENT);
      const before = await counts();
      const { idpToken: _omit, ...withoutToken } = idpSignup(idToken);
      const cases: [Record<string, unknown>, string[]][] = [
        [{ ...idpSignup(idToken), password: 'a password here' }, ['validation-disallowed-key']],
        [withoutToken, ['validation-missing-key']],
        [idpSignup(idToken, { email: 'not-an-email' }), ['validation-invalid-value']],
        [idpSignup(idToken, { firstName: '  ' }), ['validation-invalid-value']],
      ];
      for (const [body, codes] of cases) {
        const res = await createWithIdp(body);
        expect(res.status).toBe(400);
        expect(errorCodes(res.body)).toEqual(codes);
      }
      const unknownInclude = await createWithIdp(idpSignup(idToken), '?include=nonsense');
      expect(unknownInclude.status).toBe(400);
      expect(await counts()).toEqual(before);
    });

    it('refuses create_with_idp with a bad ID token (401) or without an access token, creating nothing', async () => {
      const { login } = buildIdpAccount();
      const foreign = await idp.obtainIdToken(login, OTHER_CLIENT);
      const before = await counts();
      for (const body of [
        idpSignup(foreign),
        idpSignup('not.a.token'),
        idpSignup(await idp.obtainIdToken(login, MERCATO_CLIENT), { idpId: 'nowhere' }),
      ]) {
        const res = await createWithIdp(body);
        expect(res.status).toBe(401);
        expect(errorCodes(res.body)).toEqual(['auth-invalid-credentials']);
      }
      const res = await platform.app.inject({
        method: 'POST',
        url: '/v1/api/current_user/create_with_idp',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        payload: JSON.stringify(idpSignup(foreign)),
      });
      expect(res.statusCode).toBe(401);
      expect(await counts()).toEqual(before);
    });

    it('works with the official sharetribe-flex-sdk (Transit, createWithIdp then loginWithIdp)', async () => {
      const baseUrl = await platform.app.listen({ host: '127.0.0.1', port: 0 });
      const sdk = sharetribeSdk.createInstance({
        clientId: 'mercato-web',
        clientSecret: CLIENT_SECRET,
        baseUrl,
        tokenStore: sharetribeSdk.tokenStore.memoryStore(),
      });
      const { login, email } = buildIdpAccount();
      const idpToken = await idp.obtainIdToken(login, MERCATO_CLIENT);
      const created = await sdk.currentUser.createWithIdp(
        {
          firstName: 'Ida',
          lastName: 'Official',
          email,
          idpId: 'local',
          idpClientId: MERCATO_CLIENT.clientId,
          idpToken,
        },
        { expand: true },
      );
      expect(created.data.data.attributes.emailVerified).toBe(true);
      await sdk.loginWithIdp({ idpId: 'local', idpClientId: MERCATO_CLIENT.clientId, idpToken });
      expect((await sdk.authInfo()).isAnonymous).toBe(false);
      const me = await sdk.currentUser.show();
      expect(me.data.data.id.uuid).toBe(created.data.data.id.uuid);
    });
  });
}
