import { expect, it } from 'vitest';
import { apiClient, attrs, buildSignup, errorCodes, newUser, post } from './api-client.ts';
import { describeEachDialect } from './harness.ts';
import { saveAccessRules } from './support/marketplace-config.ts';

describeEachDialect('access control', (platform) => {
  const p = () => platform();
  const api = () => apiClient(p().app);

  it('keeps a private marketplace closed to visitors and to users awaiting approval', async () => {
    const approved = await newUser(p());
    const approvedId = ((await api().get('current_user/show', approved.token)).body.data as { id: string })
      .id;
    await saveAccessRules(p(), { privateMarketplace: true, requireApprovalToJoin: true });
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
    await saveAccessRules(
      p(),
      {},
      {
        ...DEFAULT_MARKETPLACE_CONFIG,
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
      },
    );
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

describeEachDialect(
  'banned users',
  (platform) => {
    const p = () => platform();
    const api = () => apiClient(p().app);

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
  },
  // Per-IP request limits are tested in auth.test.ts; here many logins come from one test IP.
  { RATE_LIMIT_ENABLED: 'false' },
);
