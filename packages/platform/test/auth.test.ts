import { expect, it } from 'vitest';
import { apiClient, errorCodes, newUser } from './api-client.ts';
import { describeEachDialect } from './harness.ts';

describeEachDialect('auth API', (platform) => {
  const api = () => apiClient(platform().app);
  const refresh = (refreshToken: string) =>
    api().token({ client_id: 'mercato-web', grant_type: 'refresh_token', refresh_token: refreshToken });
  /** `POST /v1/auth/revoke` of a form body, as the holder of `accessToken` (nobody when absent). */
  const revoke = (form: string, accessToken?: string) =>
    platform().app.inject({
      method: 'POST',
      url: '/v1/auth/revoke',
      headers: {
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      payload: form,
    });

  it('issues an anonymous public-read token without a refresh token', async () => {
    const res = await api().token({
      client_id: 'mercato-web',
      grant_type: 'client_credentials',
      scope: 'public-read',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'bearer', scope: 'public-read' });
    expect(res.body.refresh_token).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('accepts an anonymous token until it expires, and never one whose signature was changed', async () => {
    const issued = await api().token({
      client_id: 'mercato-web',
      grant_type: 'client_credentials',
      scope: 'public-read',
    });
    const token = issued.body.access_token as string;
    // The signature is checked once and remembered; the expiry is read every time.
    for (let i = 0; i < 2; i++) expect((await api().get('marketplace/show', token)).status).toBe(200);
    const signature = token.slice(token.lastIndexOf('.') + 1);
    const changed = `${token.slice(0, token.lastIndexOf('.') + 1)}${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const refused = await api().get('marketplace/show', changed);
    expect(refused.status).toBe(401);
    expect(errorCodes(refused.body)).toEqual(['auth-invalid-access-token']);
    platform().clock.advance((issued.body.expires_in as number) * 1000 + 1);
    const expired = await api().get('marketplace/show', token);
    expect(expired.status).toBe(401);
    expect(errorCodes(expired.body)).toEqual(['auth-invalid-access-token']);
  });

  it('answers 401 to another client id and to a wrong client secret', async () => {
    const other = await api().token({ client_id: 'someone-else', grant_type: 'client_credentials' });
    expect(other.status).toBe(401);
    expect(errorCodes(other.body)).toEqual(['auth-invalid-client']);
    const secret = await api().token({
      client_id: 'mercato-web',
      client_secret: 'wrong-secret-value',
      grant_type: 'client_credentials',
    });
    expect(secret.status).toBe(401);
  });

  it('refuses missing and unknown grant types with 400', async () => {
    const missing = await api().token({ client_id: 'mercato-web' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toBeInstanceOf(Array);
    const unknown = await api().token({ client_id: 'mercato-web', grant_type: 'implicit' });
    expect(unknown.status).toBe(400);
  });

  it('logs in with a password and returns user scope with a refresh token', async () => {
    const { tokens } = await newUser(platform());
    expect(tokens).toMatchObject({ token_type: 'bearer', scope: 'user' });
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const me = await api().get('current_user/show', tokens.access_token);
    expect(me.status).toBe(200);
  });

  it('answers 401 to a wrong password and to an unknown email alike', async () => {
    const { signup } = await newUser(platform());
    const wrong = await api().login(signup.email as string, 'not the password');
    const unknown = await api().login('nobody@example.com', 'whatever-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.errors).toEqual([
      expect.objectContaining({ status: 401, code: 'auth-invalid-credentials' }),
    ]);
    expect(errorCodes(unknown.body)).toEqual(errorCodes(wrong.body));
  });

  it('logs in with the email in another case', async () => {
    const { signup } = await newUser(platform());
    const res = await api().login((signup.email as string).toUpperCase(), signup.password as string);
    expect(res.status).toBe(200);
  });

  it('rotates refresh tokens and revokes the session when an old one is reused', async () => {
    const { tokens } = await newUser(platform());
    const refreshed = await refresh(tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    const next = refreshed.body as { access_token: string; refresh_token: string; scope: string };
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(next.scope).toBe('user');

    const reused = await refresh(tokens.refresh_token);
    expect(reused.status).toBe(401);
    // Reuse means the token leaked: the whole session is gone, including the newest tokens.
    const afterReuse = await refresh(next.refresh_token);
    expect(afterReuse.status).toBe(401);
    expect((await api().get('current_user/show', next.access_token)).status).toBe(401);
  });

  it('revokes a session on logout', async () => {
    const { tokens } = await newUser(platform());
    const res = await revoke(`token=${encodeURIComponent(tokens.refresh_token)}`, tokens.access_token);
    expect(res.statusCode).toBe(200);
    expect((await api().get('current_user/show', tokens.access_token)).status).toBe(401);
    const refreshed = await refresh(tokens.refresh_token);
    expect(refreshed.status).toBe(401);
  });

  it('refuses a revoke with unknown body keys and keeps the session', async () => {
    const { tokens } = await newUser(platform());
    const res = await revoke(
      `token=${encodeURIComponent(tokens.refresh_token)}&everything=yes`,
      tokens.access_token,
    );
    expect(res.statusCode).toBe(400);
    expect(errorCodes(res.json())).toEqual(['validation-disallowed-key']);
    expect((await api().get('current_user/show', tokens.access_token)).status).toBe(200);
  });

  it('refuses a revoke without a valid access token and keeps the session', async () => {
    const { tokens } = await newUser(platform());
    const res = await revoke(`token=${encodeURIComponent(tokens.refresh_token)}`);
    expect(res.statusCode).toBe(401);
    expect(errorCodes(res.json())).toEqual(['auth-missing-access-token']);
    expect((await api().get('current_user/show', tokens.access_token)).status).toBe(200);
  });

  it('limits token requests per IP with 429, Retry-After and the error format', async () => {
    const request = (remoteAddress: string) =>
      platform().app.inject({
        method: 'POST',
        url: '/v1/auth/token',
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        payload: 'client_id=mercato-web&grant_type=client_credentials',
      });
    for (let i = 0; i < 60; i++) expect((await request('198.51.100.7')).statusCode).toBe(200);
    const limited = await request('198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorCodes(limited.json())).toEqual(['too-many-requests']);
    // Another visitor is not affected.
    expect((await request('198.51.100.8')).statusCode).toBe(200);
  });

  it('expires access tokens after their lifetime', async () => {
    const { tokens } = await newUser(platform());
    platform().clock.advance(platform().ctx.env.ACCESS_TOKEN_TTL_SECONDS * 1000 + 1);
    const res = await api().get('current_user/show', tokens.access_token);
    expect(res.status).toBe(401);
    expect(errorCodes(res.body)).toEqual(['auth-invalid-access-token']);
  });

  it('answers 401 to missing, malformed and forged tokens', async () => {
    expect(errorCodes((await api().get('marketplace/show')).body)).toEqual(['auth-missing-access-token']);
    expect((await api().get('marketplace/show', 'garbage')).status).toBe(401);
    const anon = await api().anonToken();
    const forged = `${anon.slice(0, -4)}AAAA`;
    expect((await api().get('marketplace/show', forged)).status).toBe(401);
    expect((await api().get('marketplace/show', 'x'.repeat(5000))).status).toBe(401);
  });

  it('refuses an anonymous token on a user endpoint with 403', async () => {
    const res = await api().get('current_user/show', await api().anonToken());
    expect(res.status).toBe(403);
    expect(errorCodes(res.body)).toEqual(['forbidden']);
  });

  it('rejects a malformed form body and an oversized password without a 500', async () => {
    const long = await api().login('someone@example.com', 'x'.repeat(300));
    expect(long.status).toBe(400);
    const res = await platform().app.inject({
      method: 'POST',
      url: '/v1/auth/token',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: '{"grant_type": ',
    });
    expect(res.statusCode).toBe(400);
    expect(errorCodes(res.json())).toEqual(['bad-request']);
  });
});

describeEachDialect(
  'auth API without request-rate limits',
  (platform) => {
    it('does not limit token requests when RATE_LIMIT_ENABLED=false', async () => {
      const api = apiClient(platform().app);
      for (let i = 0; i < 70; i++) {
        expect((await api.token({ client_id: 'mercato-web', grant_type: 'client_credentials' })).status).toBe(
          200,
        );
      }
    });
  },
  { RATE_LIMIT_ENABLED: 'false' },
);
