import sharetribeSdk from 'sharetribe-flex-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignup } from './api-client.ts';
import { createTestPlatform, DIALECTS, type TestPlatform } from './harness.ts';

// The official sharetribe-flex-sdk, unchanged, against a real listening platform.
for (const dialect of DIALECTS) {
  describe(`[${dialect}] official sharetribe-flex-sdk`, () => {
    let platform: TestPlatform;
    let baseUrl: string;
    beforeAll(async () => {
      platform = await createTestPlatform(dialect);
      baseUrl = await platform.app.listen({ host: '127.0.0.1', port: 0 });
    });
    afterAll(async () => platform?.close());

    const newSdk = () =>
      sharetribeSdk.createInstance({
        clientId: 'mercato-web',
        baseUrl,
        tokenStore: sharetribeSdk.tokenStore.memoryStore(),
      });

    it('fetches an anonymous token, signs up, logs in, shows the user and logs out', async () => {
      const sdk = newSdk();
      const marketplace = await sdk.marketplace.show();
      expect(marketplace.data.data.attributes.name).toBe('Mercato Demo');
      expect(marketplace.data.data.id).toBeInstanceOf(sharetribeSdk.types.UUID);
      expect((await sdk.authInfo()).isAnonymous).toBe(true);

      const signup = buildSignup({ firstName: 'Sam', lastName: 'Official' });
      const created = await sdk.currentUser.create(signup, { expand: true });
      expect(created.status).toBe(200);
      expect(created.data.data.type).toBe('currentUser');
      expect(created.data.data.attributes.profile.displayName).toBe('Sam O');

      await sdk.login({ username: signup.email, password: signup.password });
      const info = await sdk.authInfo();
      expect(info.isAnonymous).toBe(false);
      expect(info.scopes).toEqual(['user']);

      const me = await sdk.currentUser.show({ include: ['effectivePermissionSet'] });
      expect(me.data.data.id.uuid).toBe(created.data.data.id.uuid);
      expect(me.data.data.attributes.email).toBe(signup.email);
      expect(me.data.data.attributes.createdAt).toBeInstanceOf(Date);
      expect(me.data.included[0].attributes.postListings).toBe('permission/allow');

      await sdk.logout();
      // Logged out, the SDK falls back to an anonymous token, which may not read a current user.
      await expect(sdk.currentUser.show()).rejects.toMatchObject({ status: 403 });
      expect((await sdk.authInfo()).isAnonymous).toBe(true);
    });

    it('surfaces API errors the way the web template reads them', async () => {
      const sdk = newSdk();
      const signup = buildSignup();
      await sdk.currentUser.create(signup);
      const error = await sdk.currentUser.create(signup).catch((e: unknown) => e);
      expect(error).toMatchObject({
        status: 409,
        data: { errors: [expect.objectContaining({ code: 'email-taken' })] },
      });
      await expect(sdk.login({ username: signup.email, password: 'wrong password' })).rejects.toMatchObject({
        status: 401,
      });
    });

    it('refreshes an expired access token transparently', async () => {
      const sdk = newSdk();
      const signup = buildSignup();
      await sdk.currentUser.create(signup);
      await sdk.login({ username: signup.email, password: signup.password });
      platform.clock.advance(platform.ctx.env.ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000);
      const me = await sdk.currentUser.show();
      expect(me.data.data.attributes.email).toBe(signup.email);
      expect((await sdk.authInfo()).isAnonymous).toBe(false);
    });
  });
}
