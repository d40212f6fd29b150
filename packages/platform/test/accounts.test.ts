import { expect, it } from 'vitest';
import { saveMarketplaceConfig } from '../src/features/config/marketplace-config.service.ts';
import { apiClient, buildSignup, errorCodes } from './api-client.ts';
import { describeEachDialect, type TestPlatform } from './harness.ts';
import { latestMail, linkFrom, listMail } from './mail.ts';

/** Calls a Marketplace API command with JSON. */
function post(platform: TestPlatform, path: string, token: string, body: unknown, query = '') {
  return platform.app
    .inject({
      method: 'POST',
      url: `/v1/api/${path}${query}`,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      payload: JSON.stringify(body),
    })
    .then((res) => ({
      status: res.statusCode,
      body: res.json() as Record<string, unknown>,
      headers: res.headers,
    }));
}

async function newUser(platform: TestPlatform, overrides: Record<string, unknown> = {}) {
  const api = apiClient(platform.app);
  const signup = buildSignup(overrides);
  const created = await api.signup(await api.anonToken(), signup);
  expect(created.status).toBe(200);
  const login = await api.login(signup.email as string, signup.password as string);
  expect(login.status).toBe(200);
  const tokens = login.body as { access_token: string; refresh_token: string };
  return {
    signup,
    email: signup.email as string,
    password: signup.password as string,
    token: tokens.access_token,
    tokens,
  };
}

const attrs = (body: Record<string, unknown>) =>
  (body.data as { attributes: Record<string, unknown> }).attributes;

describeEachDialect(
  'account self-service',
  (platform) => {
    const p = () => platform();
    const api = () => apiClient(p().app);
    const me = async (token: string) => attrs((await api().get('current_user/show', token)).body);

    it('sends a verification link on signup that verifies the email once', async () => {
      const u = await newUser(p());
      const mail = await latestMail(p().ctx, u.email, 'verify-email');
      const link = linkFrom(mail, '/verify-email');
      expect(link.origin).toBe('http://localhost:3000');
      const token = link.searchParams.get('t')!;
      const res = await post(
        p(),
        'current_user/verify_email',
        u.token,
        { verificationToken: token },
        '?expand=true',
      );
      expect(res.status).toBe(200);
      expect(attrs(res.body).emailVerified).toBe(true);
      // With nothing left to verify, even a used token succeeds without a change (spec §4).
      const again = await post(p(), 'current_user/verify_email', u.token, { verificationToken: token });
      expect(again.status).toBe(200);
    });

    it("refuses an invalid or someone else's verification token and changes nothing", async () => {
      const a = await newUser(p());
      const b = await newUser(p());
      const tokenOfA = linkFrom(
        await latestMail(p().ctx, a.email, 'verify-email'),
        '/verify-email',
      ).searchParams.get('t')!;
      const wrongUser = await post(p(), 'current_user/verify_email', b.token, {
        verificationToken: tokenOfA,
      });
      expect(wrongUser.status).toBe(400);
      expect(errorCodes(wrongUser.body)).toEqual(['validation-invalid-value']);
      const garbage = await post(p(), 'current_user/verify_email', b.token, { verificationToken: 'nope' });
      expect(garbage.status).toBe(400);
      expect((await me(b.token)).emailVerified).toBe(false);
      const missing = await post(p(), 'current_user/verify_email', b.token, {});
      expect(errorCodes(missing.body)).toEqual(['validation-missing-key']);
    });

    it('expires verification links after 48 hours', async () => {
      const u = await newUser(p());
      const token = linkFrom(
        await latestMail(p().ctx, u.email, 'verify-email'),
        '/verify-email',
      ).searchParams.get('t')!;
      p().clock.advance(49 * 3_600_000);
      const fresh = await api().login(u.email, u.password);
      const res = await post(
        p(),
        'current_user/verify_email',
        (fresh.body as { access_token: string }).access_token,
        { verificationToken: token },
      );
      expect(res.status).toBe(400);
    });

    it('limits verification emails to five a day', async () => {
      const u = await newUser(p());
      // The signup mail counts as the first.
      for (let i = 0; i < 4; i++)
        expect((await post(p(), 'current_user/send_verification_email', u.token, {})).status).toBe(200);
      const sixth = await post(p(), 'current_user/send_verification_email', u.token, {});
      expect(sixth.status).toBe(429);
      expect(errorCodes(sixth.body)).toEqual(['email-too-many-verification-requests']);
      expect((await listMail(p().ctx, u.email)).filter((m) => m.template === 'verify-email')).toHaveLength(5);
      // Only the newest link works.
      const latest = linkFrom(
        await latestMail(p().ctx, u.email, 'verify-email'),
        '/verify-email',
      ).searchParams.get('t')!;
      expect(
        (await post(p(), 'current_user/verify_email', u.token, { verificationToken: latest })).status,
      ).toBe(200);
      const verified = await post(p(), 'current_user/send_verification_email', u.token, {});
      expect(errorCodes(verified.body)).toEqual(['email-already-verified']);
    });

    it('changes email only with the current password and after the new address is verified', async () => {
      const u = await newUser(p());
      const other = await newUser(p());
      const newEmail = `changed-${Date.now()}@example.com`;
      const wrong = await post(p(), 'current_user/change_email', u.token, {
        email: newEmail,
        currentPassword: 'not it at all',
      });
      expect(wrong.status).toBe(403);
      const taken = await post(p(), 'current_user/change_email', u.token, {
        email: other.email.toUpperCase(),
        currentPassword: u.password,
      });
      expect(taken.status).toBe(409);
      expect(errorCodes(taken.body)).toEqual(['email-taken']);
      expect((await me(u.token)).pendingEmail).toBeNull();

      const ok = await post(
        p(),
        'current_user/change_email',
        u.token,
        { email: newEmail, currentPassword: u.password },
        '?expand=true',
      );
      expect(ok.status).toBe(200);
      expect(attrs(ok.body)).toMatchObject({ email: u.email, pendingEmail: newEmail });
      const mail = await latestMail(p().ctx, newEmail, 'email-change-verification');
      const token = linkFrom(mail, '/verify-email').searchParams.get('t')!;
      const verified = await post(
        p(),
        'current_user/verify_email',
        u.token,
        { verificationToken: token },
        '?expand=true',
      );
      expect(attrs(verified.body)).toMatchObject({
        email: newEmail,
        pendingEmail: null,
        emailVerified: true,
      });
      expect((await latestMail(p().ctx, u.email, 'email-changed')).text).toContain(newEmail);
      expect((await api().login(newEmail, u.password)).status).toBe(200);
      expect((await api().login(u.email, u.password)).status).toBe(401);
    });

    it('changes the password with the current one, ending other sessions but not this one', async () => {
      const u = await newUser(p());
      const second = await api().login(u.email, u.password);
      const secondToken = (second.body as { access_token: string }).access_token;
      const wrong = await post(p(), 'current_user/change_password', u.token, {
        currentPassword: 'wrong one!',
        newPassword: 'another long one',
      });
      expect(wrong.status).toBe(403);
      const short = await post(p(), 'current_user/change_password', u.token, {
        currentPassword: u.password,
        newPassword: 'short',
      });
      expect(short.status).toBe(400);
      const ok = await post(p(), 'current_user/change_password', u.token, {
        currentPassword: u.password,
        newPassword: 'another long one',
      });
      expect(ok.status).toBe(200);
      expect((await api().get('current_user/show', u.token)).status).toBe(200);
      expect((await api().get('current_user/show', secondToken)).status).toBe(401);
      expect((await api().login(u.email, 'another long one')).status).toBe(200);
      expect((await latestMail(p().ctx, u.email, 'password-changed')).subject).toBeTruthy();
    });

    it('resets a forgotten password with the emailed link, once', async () => {
      const u = await newUser(p());
      const anon = await api().anonToken();
      const unknown = await post(p(), 'password_reset/request', anon, { email: 'nobody-here@example.com' });
      expect(unknown.status).toBe(404);
      expect(errorCodes(unknown.body)).toEqual(['email-not-found']);
      const requested = await post(p(), 'password_reset/request', anon, { email: u.email.toUpperCase() });
      expect(requested.status).toBe(200);
      expect(requested.body.data).toMatchObject({ type: 'passwordReset' });
      const link = linkFrom(await latestMail(p().ctx, u.email, 'reset-password'), '/reset-password');
      expect(link.searchParams.get('e')).toBe(u.email);
      const token = link.searchParams.get('t')!;
      const wrongEmail = await post(p(), 'password_reset/reset', anon, {
        email: 'x@example.com',
        passwordResetToken: token,
        newPassword: 'brand new secret',
      });
      expect(wrongEmail.status).toBe(400);
      const reset = await post(p(), 'password_reset/reset', anon, {
        email: u.email,
        passwordResetToken: token,
        newPassword: 'brand new secret',
      });
      expect(reset.status).toBe(200);
      expect((await api().get('current_user/show', u.token)).status).toBe(401);
      expect((await api().login(u.email, 'brand new secret')).status).toBe(200);
      const reused = await post(p(), 'password_reset/reset', anon, {
        email: u.email,
        passwordResetToken: token,
        newPassword: 'yet another secret',
      });
      expect(reused.status).toBe(400);
      expect((await api().login(u.email, 'yet another secret')).status).toBe(401);
    });

    it('expires reset links after an hour', async () => {
      const u = await newUser(p());
      const anon = await api().anonToken();
      await post(p(), 'password_reset/request', anon, { email: u.email });
      const token = linkFrom(
        await latestMail(p().ctx, u.email, 'reset-password'),
        '/reset-password',
      ).searchParams.get('t')!;
      p().clock.advance(61 * 60_000);
      const res = await post(p(), 'password_reset/reset', await api().anonToken(), {
        email: u.email,
        passwordResetToken: token,
        newPassword: 'brand new secret',
      });
      expect(res.status).toBe(400);
    });

    it('updates the profile, merging extended data, and answers with exactly one resource', async () => {
      const u = await newUser(p(), { publicData: { a: 1, b: 2 } });
      const res = await post(
        p(),
        'current_user/update_profile',
        u.token,
        {
          firstName: 'Renamed',
          bio: 'Teaches pottery',
          publicData: { b: null, c: 3 },
          protectedData: { phoneNumber: '+358 40 123 4567' },
        },
        '?expand=true',
      );
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body.data)).toBe(false);
      expect(attrs(res.body).profile).toMatchObject({
        firstName: 'Renamed',
        bio: 'Teaches pottery',
        publicData: { a: 1, c: 3 },
        protectedData: { phoneNumber: '+358 40 123 4567' },
      });
      const cleared = await post(p(), 'current_user/update_profile', u.token, { bio: null }, '?expand=true');
      expect((attrs(cleared.body).profile as { bio: unknown }).bio).toBeNull();
    });

    it.each([
      ['an unknown key', { favouriteColour: 'red' }, 'validation-disallowed-key'],
      ['an empty first name', { firstName: '' }, 'validation-invalid-value'],
      ['an overlong bio', { bio: 'x'.repeat(5001) }, 'validation-invalid-value'],
      ['a malformed image id', { profileImageId: 'abc' }, 'validation-invalid-value'],
      [
        'an image that does not exist',
        { profileImageId: '00000000-0000-4000-8000-000000000000' },
        'validation-invalid-value',
      ],
      ['a bad phone number', { protectedData: { phoneNumber: 'call me' } }, 'validation-invalid-value'],
      ['a change of user type', { publicData: { userType: 'b' } }, 'validation-invalid-value'],
      ['oversized extended data', { privateData: { blob: 'x'.repeat(52_000) } }, 'validation-invalid-value'],
    ])('refuses a profile update with %s and changes nothing', async (_name, body, code) => {
      const u = await newUser(p());
      const before = await me(u.token);
      const res = await post(p(), 'current_user/update_profile', u.token, body);
      expect(res.status).toBe(400);
      expect(errorCodes(res.body)).toContain(code);
      expect(await me(u.token)).toEqual(before);
    });

    it('deletes an account with the password, anonymising it and ending its sessions', async () => {
      const u = await newUser(p());
      const wrong = await post(p(), 'current_user/delete', u.token, { currentPassword: 'not the password' });
      expect(wrong.status).toBe(403);
      const res = await post(
        p(),
        'current_user/delete',
        u.token,
        { currentPassword: u.password },
        '?expand=true',
      );
      expect(res.status).toBe(200);
      expect(attrs(res.body).deleted).toBe(true);
      expect((await api().get('current_user/show', u.token)).status).toBe(401);
      expect((await api().login(u.email, u.password)).status).toBe(401);
      const id = (res.body.data as { id: string }).id;
      const shown = await api().get(`users/show?id=${id}`, await api().anonToken());
      expect(shown.status).toBe(200);
      expect(attrs(shown.body)).toEqual({ banned: false, deleted: true });
      // The address is free again.
      expect((await api().signup(await api().anonToken(), buildSignup({ email: u.email }))).status).toBe(200);
    });

    it("shows another user's public profile, never private data", async () => {
      const u = await newUser(p(), {
        firstName: 'Pia',
        lastName: 'Public',
        publicData: { city: 'Turku' },
        privateData: { secret: 1 },
      });
      const id = ((await api().get('current_user/show', u.token)).body.data as { id: string }).id;
      const res = await api().get(`users/show?id=${id}&include=profileImage`, await api().anonToken());
      expect(res.status).toBe(200);
      expect(attrs(res.body)).toMatchObject({
        banned: false,
        deleted: false,
        profile: { displayName: 'Pia P', abbreviatedName: 'PP', publicData: { city: 'Turku' } },
      });
      expect(JSON.stringify(res.body)).not.toContain('secret');
      expect(JSON.stringify(res.body)).not.toContain(u.email);
      expect((res.body.data as { relationships: unknown }).relationships).toEqual({
        profileImage: { data: null },
      });
      expect(
        (await api().get('users/show?id=00000000-0000-4000-8000-000000000000', await api().anonToken()))
          .status,
      ).toBe(404);
      expect((await api().get('users/show?id=nope', await api().anonToken())).status).toBe(400);
    });

    it('refuses a command with a bad query parameter before changing anything', async () => {
      const u = await newUser(p());
      const before = await me(u.token);
      const mailsBefore = (await listMail(p().ctx, u.email)).length;
      const badQueries = ['?include=nope', '?expand=maybe', '?unknownKey=1', '?imageVariant.x=w:99999'];
      const commands: [string, Record<string, unknown>][] = [
        ['current_user/update_profile', { firstName: 'Changed' }],
        ['current_user/change_password', { currentPassword: u.password, newPassword: 'another password 1' }],
        ['current_user/change_email', { currentPassword: u.password, email: 'moved@example.com' }],
        ['current_user/delete', { currentPassword: u.password }],
      ];
      for (const query of badQueries) {
        for (const [path, body] of commands) {
          const res = await post(p(), path, u.token, body, query);
          expect(res.status, `${path}${query}`).toBe(400);
        }
      }
      expect(await me(u.token)).toEqual(before);
      expect((await listMail(p().ctx, u.email)).length).toBe(mailsBefore);
      expect((await api().login(u.email, u.password)).status).toBe(200);
    });

    it('refuses deeply nested extended data and bodies in JSON and Transit, keeping the user readable', async () => {
      const u = await newUser(p());
      const before = await me(u.token);
      const send = (contentType: string, payload: string) =>
        p().app.inject({
          method: 'POST',
          url: '/v1/api/current_user/update_profile',
          headers: {
            authorization: `Bearer ${u.token}`,
            'content-type': contentType,
            accept: 'application/json',
          },
          payload,
        });
      for (const depth of [17, 3_000, 100_000]) {
        const arrays = `${'['.repeat(depth)}${']'.repeat(depth)}`;
        const json = await send('application/json', `{"publicData":{"a":${arrays}}}`);
        const transit = await send(
          'application/transit+json',
          `["^ ","~:publicData",["^ ","~:a",${arrays}]]`,
        );
        for (const res of [json, transit]) {
          expect(res.statusCode, `depth ${depth}`).toBe(400);
          expect(res.json().errors[0].status).toBe(400);
        }
      }
      expect(await me(u.token)).toEqual(before);
      const shown = await api().get('current_user/show', u.token);
      expect(shown.status).toBe(200);
    });

    it('keeps banned users out and shows only their flag', async () => {
      const u = await newUser(p());
      const id = ((await api().get('current_user/show', u.token)).body.data as { id: string }).id;
      const { updateUser } = await import('../src/features/users/users.repository.ts');
      await updateUser(p().ctx.db, id, { banned: true }, p().clock.read());
      expect((await api().login(u.email, u.password)).status).toBe(401);
      const shown = await api().get(`users/show?id=${id}`, await api().anonToken());
      expect(attrs(shown.body)).toEqual({ banned: true, deleted: false });
    });

    it('ends every session of a banned user at once, access tokens included', async () => {
      const u = await newUser(p());
      const id = ((await api().get('current_user/show', u.token)).body.data as { id: string }).id;
      const { updateUser } = await import('../src/features/users/users.repository.ts');
      await updateUser(p().ctx.db, id, { banned: true }, p().clock.read());
      const refused = await api().get('current_user/show', u.token);
      expect(refused.status).toBe(401);
      expect(errorCodes(refused.body)).toEqual(['auth-invalid-access-token']);
      expect(
        (await post(p(), 'current_user/update_profile', u.token, { firstName: 'Still here' })).status,
      ).toBe(401);
      const refresh = await api().token({
        client_id: 'mercato-web',
        grant_type: 'refresh_token',
        refresh_token: u.tokens.refresh_token,
      });
      expect(refresh.status).toBe(401);
    });

    it('throttles failed logins per account with 429 and Retry-After, without revealing accounts', async () => {
      const u = await newUser(p());
      // A visitor of its own, so the route's per-IP request limit stays out of the way.
      const api = () => apiClient(p().app, 'mercato-web', '203.0.113.50');
      const unknownEmail = `ghost-${Date.now()}@example.com`;
      for (let i = 0; i < 10; i++) {
        expect((await api().login(u.email, `wrong password ${i}`)).status).toBe(401);
        expect((await api().login(unknownEmail, `wrong password ${i}`)).status).toBe(401);
      }
      const locked = await api().login(u.email, u.password);
      const lockedUnknown = await api().login(unknownEmail, 'whatever it is');
      expect(locked.status).toBe(429);
      expect(lockedUnknown.status).toBe(429);
      expect(errorCodes(locked.body)).toEqual(['too-many-requests']);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      p().clock.advance(15 * 60_000 + 1000);
      expect((await api().login(u.email, u.password)).status).toBe(200);
    });

    it('checks at most ten passwords of an account however many guesses arrive at once', async () => {
      const u = await newUser(p());
      const guesses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          apiClient(p().app, 'mercato-web', `198.51.100.${i % 250}`).login(u.email, `guess ${i}`),
        ),
      );
      const statuses = guesses.map((g) => g.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(190);
      const right = await apiClient(p().app, 'mercato-web', '198.51.100.251').login(u.email, u.password);
      expect(right.status).toBe(429);
      p().clock.advance(15 * 60_000 + 1000);
    });

    it('checks at most fifty passwords from one address however many guesses arrive at once', async () => {
      const ip = '192.0.2.77';
      const burst = (n: number, offset: number) =>
        Promise.all(
          Array.from({ length: n }, (_, i) =>
            apiClient(p().app, 'mercato-web', ip).login(`nobody-${offset + i}@example.com`, 'wrong'),
          ),
        );
      const statuses = [...(await burst(40, 0)), ...(await burst(30, 40))].map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(50);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      p().clock.advance(15 * 60_000 + 1000);
    });

    it('checks at most ten current passwords of a user however many arrive at once', async () => {
      const u = await newUser(p());
      const tries = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          post(p(), 'current_user/change_password', u.token, {
            currentPassword: `not it ${i}`,
            newPassword: 'a whole new password',
          }),
        ),
      );
      const statuses = tries.map((t) => t.status);
      expect(statuses.filter((s) => s === 403)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30);
      p().clock.advance(15 * 60_000 + 1000);
    });
  },
  // Per-IP request limits are tested in auth.test.ts; here many logins come from one test IP.
  { RATE_LIMIT_ENABLED: 'false' },
);

describeEachDialect('access control', (platform) => {
  const p = () => platform();
  const api = () => apiClient(p().app);

  it('keeps a private marketplace closed to visitors and to users awaiting approval', async () => {
    const approved = await newUser(p());
    const approvedId = ((await api().get('current_user/show', approved.token)).body.data as { id: string })
      .id;
    const { DEFAULT_MARKETPLACE_CONFIG } = await import('@mercato/core/config/default-config');
    await saveMarketplaceConfig(p().ctx, {
      ...DEFAULT_MARKETPLACE_CONFIG,
      accessControl: {
        marketplace: { private: true },
        users: { requireApprovalToJoin: true },
        listings: { requireApprovalToPublish: false },
      },
    });
    const anonymous = await api().get(`users/show?id=${approvedId}`, await api().anonToken());
    expect(anonymous.status).toBe(403);
    expect(errorCodes(anonymous.body)).toEqual(['forbidden']);

    const pending = await newUser(p());
    const pendingMe = await api().get('current_user/show?include=effectivePermissionSet', pending.token);
    expect(attrs(pendingMe.body).state).toBe('pendingApproval');
    expect((pendingMe.body.included as { attributes: Record<string, string> }[])[0]?.attributes).toEqual({
      postListings: 'permission/deny',
      initiateTransactions: 'permission/deny',
      read: 'permission/deny',
    });
    const refused = await api().get(`users/show?id=${approvedId}`, pending.token);
    expect(refused.status).toBe(403);
    expect(errorCodes(refused.body)).toEqual(['user-pending-approval']);

    expect((await api().get(`users/show?id=${approvedId}`, approved.token)).status).toBe(200);

    // An operator removes the read right of an approved user.
    const { updateUser } = await import('../src/features/users/users.repository.ts');
    await updateUser(p().ctx.db, approvedId, { permissions: { read: 'deny' } }, p().clock.read());
    const denied = await api().get(`users/show?id=${approvedId}`, approved.token);
    expect(errorCodes(denied.body)).toEqual(['permission-denied-read']);
  });

  it('validates signup against user types and user fields', async () => {
    const { DEFAULT_MARKETPLACE_CONFIG } = await import('@mercato/core/config/default-config');
    await saveMarketplaceConfig(p().ctx, {
      ...DEFAULT_MARKETPLACE_CONFIG,
      accessControl: {
        marketplace: { private: false },
        users: { requireApprovalToJoin: false },
        listings: { requireApprovalToPublish: false },
      },
      userTypes: [
        {
          userType: 'provider',
          label: 'Provider',
          phoneNumberSettings: { displayInSignUp: true, required: true },
        },
        { userType: 'customer', label: 'Customer' },
      ],
      userFields: [
        {
          key: 'experience',
          scope: 'public',
          schemaType: 'enum',
          enumOptions: [
            { option: 'junior', label: 'Junior' },
            { option: 'senior', label: 'Senior' },
          ],
          saveConfig: { isRequired: true, displayInSignUp: true },
          userTypeConfig: { limitToUserTypeIds: true, userTypeIds: ['provider'] },
        },
        { key: 'newsletter', scope: 'private', schemaType: 'boolean' },
        { key: 'tier', scope: 'metadata', schemaType: 'text' },
      ],
    });
    const anon = await api().anonToken();
    const codes = async (body: Record<string, unknown>) => {
      const res = await api().signup(anon, buildSignup(body));
      return {
        status: res.status,
        paths: ((res.body.errors as { source?: { path: string[] } }[]) ?? []).map((e) =>
          e.source?.path.join('.'),
        ),
      };
    };
    expect(await codes({ publicData: { userType: 'martian' } })).toEqual({
      status: 400,
      paths: ['publicData.userType'],
    });
    expect(await codes({ publicData: { userType: 'provider' } })).toEqual({
      status: 400,
      paths: ['publicData.experience', 'protectedData.phoneNumber'],
    });
    expect(
      await codes({
        publicData: { userType: 'provider', experience: 'guru' },
        protectedData: { phoneNumber: '040 123 4567' },
      }),
    ).toEqual({
      status: 400,
      paths: ['publicData.experience'],
    });
    expect(await codes({ publicData: { userType: 'customer', experience: 'senior' } })).toEqual({
      status: 400,
      paths: ['publicData.experience'],
    });
    expect(await codes({ publicData: { userType: 'customer', tier: 'gold' } })).toEqual({
      status: 400,
      paths: ['publicData.tier'],
    });
    expect(await codes({ publicData: { userType: 'customer' }, privateData: { newsletter: 'yes' } })).toEqual(
      {
        status: 400,
        paths: ['privateData.newsletter'],
      },
    );
    expect(
      await codes({
        publicData: { userType: 'provider', experience: 'senior' },
        protectedData: { phoneNumber: '040 123 4567' },
        privateData: { newsletter: true },
      }),
    ).toEqual({ status: 200, paths: [] });
  });
});
