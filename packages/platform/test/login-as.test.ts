import { createHash, randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { pkceChallengeOf } from '../src/features/auth/login-as.service.ts';
import { describeEachDialectOverHttp } from './harness.ts';
import { banActor, newActor, send } from './support/actors.ts';
import { officialSdk } from './support/official-sdk.ts';
import { newOperator, operatorSessionOf } from './support/operators.ts';

const MINUTE = 60_000;

// Login as a user (issue #30, ADR 019): the console's one-time code, the official SDK's `loginAs`
// (the `authorization_code` grant with PKCE), a 30-minute token without refresh, and what it may
// not do.
describeEachDialectOverHttp('login as a user', (platform, baseUrl) => {
  const redirectUri = () => `${platform().ctx.env.ROOT_URL}/api/login-as`;
  const newVerifier = () => randomBytes(48).toString('base64url');

  /** A code from the console for `userId`, the verifier it is bound to, and the raw answer. */
  async function codeFor(
    userId: string,
    options: { role?: 'admin' | 'support'; redirectUri?: string; clientId?: string; verifier?: string } = {},
  ) {
    const operator = await newOperator(platform(), options.role ?? 'admin');
    const bearer = await operatorSessionOf(platform(), operator.id);
    const verifier = options.verifier ?? newVerifier();
    const res = await send(
      platform(),
      {
        method: 'POST',
        url: '/v1/admin/login_as_codes/create',
        body: {
          userId,
          clientId: options.clientId ?? platform().ctx.env.CLIENT_ID,
          redirectUri: options.redirectUri ?? redirectUri(),
          codeChallenge: pkceChallengeOf(verifier),
          codeChallengeMethod: 'S256',
        },
      },
      { bearer },
    );
    const code: string = res.statusCode === 200 ? res.json().data.attributes.code : '';
    return { res, code, verifier, operator };
  }

  const loginAs = (
    sdk: ReturnType<typeof officialSdk>,
    code: string,
    verifier: string,
    uri = redirectUri(),
  ) => sdk.loginAs({ code, redirect_uri: uri, code_verifier: verifier });

  it('gives the official SDK a 30-minute token of the user, without refresh, that may not change the password', async () => {
    const user = await newActor(platform());
    const { res, code, verifier, operator } = await codeFor(user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.redirectUri).toBe(redirectUri());

    const sdk = officialSdk(baseUrl());
    const token = await loginAs(sdk, code, verifier);
    expect(token.data).toMatchObject({ token_type: 'bearer', expires_in: 1800, scope: 'user' });
    expect(token.data.refresh_token).toBeUndefined();
    expect(await sdk.authInfo()).toMatchObject({ isAnonymous: false, isLoggedInAs: true, scopes: ['user'] });
    const me = await sdk.currentUser.show();
    expect(me.data.data.id.uuid).toBe(user.id);

    // Only the account's owner changes its password, email or existence.
    await expect(
      sdk.currentUser.changePassword({ currentPassword: user.password, newPassword: 'a brand new password' }),
    ).rejects.toMatchObject({ status: 403, data: { errors: [{ code: 'login-as-forbidden' }] } });
    await expect(
      sdk.currentUser.changeEmail({ currentPassword: user.password, email: 'taken-over@example.com' }),
    ).rejects.toMatchObject({ status: 403 });
    const deletion = await send(
      platform(),
      { method: 'POST', url: '/v1/api/current_user/delete', body: { currentPassword: user.password } },
      { bearer: token.data.access_token },
    );
    expect(deletion.statusCode).toBe(403);
    // The user's own session is untouched by all this and may still do those things.
    const own = await send(
      platform(),
      {
        method: 'POST',
        url: '/v1/api/current_user/change_password',
        body: { currentPassword: user.password, newPassword: 'changed by its owner' },
      },
      { bearer: user.accessToken },
    );
    expect(own.statusCode).toBe(200);

    // The console recorded who logged in as whom.
    const audit = await send(
      platform(),
      { method: 'GET', url: '/v1/admin/audit_log/query', query: `subjectType=user&subjectId=${user.id}` },
      { bearer: await operatorSessionOf(platform(), operator.id) },
    );
    expect(audit.json().data.map((e: { attributes: object }) => e.attributes)).toEqual([
      expect.objectContaining({ action: 'user.login-as', actor: operator.email, operatorId: operator.id }),
    ]);

    // After 30 minutes the session ends, and nothing refreshes it: the SDK is anonymous again.
    platform().clock.advance(31 * MINUTE);
    await expect(sdk.currentUser.show()).rejects.toMatchObject({ status: 403 });
    expect((await sdk.authInfo()).isAnonymous).toBe(true);
  });

  it('takes a code once, within two minutes, for its own address, client and verifier only', async () => {
    const user = await newActor(platform());
    const refused = { status: 401, data: { errors: [{ code: 'auth-invalid-authorization-code' }] } };

    const once = await codeFor(user.id);
    await loginAs(officialSdk(baseUrl()), once.code, once.verifier);
    await expect(loginAs(officialSdk(baseUrl()), once.code, once.verifier)).rejects.toMatchObject(refused);

    const late = await codeFor(user.id);
    platform().clock.advance(121_000);
    await expect(loginAs(officialSdk(baseUrl()), late.code, late.verifier)).rejects.toMatchObject(refused);

    // A wrong verifier spends the code: it cannot be guessed at.
    const guessed = await codeFor(user.id);
    await expect(loginAs(officialSdk(baseUrl()), guessed.code, newVerifier())).rejects.toMatchObject(refused);
    await expect(loginAs(officialSdk(baseUrl()), guessed.code, guessed.verifier)).rejects.toMatchObject(
      refused,
    );

    const elsewhere = await codeFor(user.id);
    await expect(
      loginAs(
        officialSdk(baseUrl()),
        elsewhere.code,
        elsewhere.verifier,
        'https://evil.example/api/login-as',
      ),
    ).rejects.toMatchObject(refused);

    const otherClient = await codeFor(user.id);
    await expect(
      loginAs(officialSdk(baseUrl(), { clientId: 'another-client' }), otherClient.code, otherClient.verifier),
    ).rejects.toMatchObject({ status: 401 });

    // The verifier is RFC 7636's: 43 to 128 unreserved characters.
    const short = await codeFor(user.id);
    await expect(loginAs(officialSdk(baseUrl()), short.code, 'too-short')).rejects.toMatchObject({
      status: 400,
    });
  });

  it('gives codes only for live users, this client and this marketplace’s address', async () => {
    const user = await newActor(platform());
    expect(
      (await codeFor(user.id, { redirectUri: 'https://evil.example/api/login-as' })).res.statusCode,
    ).toBe(400);
    expect((await codeFor(user.id, { clientId: 'another-client' })).res.statusCode).toBe(400);
    expect((await codeFor('7a2c1f4e-0000-4000-8000-000000000000')).res.statusCode).toBe(404);
    const challenge = createHash('sha256').update('x').digest('hex');
    const malformed = await send(
      platform(),
      {
        method: 'POST',
        url: '/v1/admin/login_as_codes/create',
        body: {
          userId: user.id,
          clientId: 'x',
          redirectUri: redirectUri(),
          codeChallenge: challenge,
          codeChallengeMethod: 'plain',
        },
      },
      { bearer: await operatorSessionOf(platform(), (await newOperator(platform())).id) },
    );
    expect(malformed.statusCode).toBe(400);
    // A marketplace user's token is no console session.
    const asUser = await send(
      platform(),
      { method: 'POST', url: '/v1/admin/login_as_codes/create', body: {} },
      { bearer: user.accessToken },
    );
    expect(asUser.statusCode).toBe(401);

    await banActor(platform(), user);
    expect((await codeFor(user.id)).res.statusCode).toBe(403);
  });

  it('limits a production login: no payments, transitions or messages, no trusted token; support operators may not', async () => {
    const tokens = platform().ctx.tokens;
    const env = platform().ctx.env as { NODE_ENV: string };
    tokens.loginAsScope = 'user:limited';
    env.NODE_ENV = 'production';
    try {
      const user = await newActor(platform());
      expect((await codeFor(user.id, { role: 'support' })).res.statusCode).toBe(403);
      const { code, verifier } = await codeFor(user.id, { role: 'admin' });
      const sdk = officialSdk(baseUrl(), { clientSecret: platform().ctx.env.CLIENT_SECRET });
      const token = await loginAs(sdk, code, verifier);
      expect(token.data.scope).toBe('user:limited');
      expect((await sdk.currentUser.show()).data.data.id.uuid).toBe(user.id);
      const bearer = { bearer: token.data.access_token };
      for (const url of [
        '/v1/api/messages/send',
        '/v1/api/transactions/initiate',
        '/v1/api/transactions/transition',
        '/v1/api/stripe_customer/create',
        '/v1/api/stripe_setup_intents/create',
      ]) {
        const res = await send(platform(), { method: 'POST', url, body: {} }, bearer);
        expect([url, res.statusCode, res.json().errors[0].code]).toEqual([url, 403, 'login-as-forbidden']);
      }
      // Nor does it become a trusted token, which privileged transitions take.
      await expect(sdk.exchangeToken()).rejects.toMatchObject({ status: 403 });
    } finally {
      tokens.loginAsScope = 'user';
      env.NODE_ENV = 'test';
    }
  });
});
