import { DEFAULT_TRANSLATIONS } from '@mercato/core/texts/all-catalogs';
import type { SignupCommand } from '@mercato/core/validators/auth';
import { createSdk, type MercatoSdk } from '@mercato/sdk/client';
import { SdkError } from '@mercato/sdk/sdk-error';
import { memoryTokenStore, type TokenStore } from '@mercato/sdk/token-store';
import { injectTransport } from '@mercato/sdk/transport';
import {
  startTestIdentityProvider,
  type TestClient,
  type TestIdentityProvider,
} from '@mercato/test-support/oidc-provider';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAssetPreview } from '../src/features/assets/asset-previews.service.ts';
import { issueLoginAsCode, pkceChallengeOf } from '../src/features/auth/login-as.service.ts';
import { findMarketplace } from '../src/features/marketplace/marketplace.repository.ts';
import { findUserByEmail } from '../src/features/users/users.repository.ts';
import { createJobRunner } from '../src/jobs/job-runner.ts';
import { PLATFORM_JOBS } from '../src/jobs/platform-jobs.ts';
import { apiClient } from './api-client.ts';
import { describeEachDialect } from './harness.ts';
import { latestMail, linkFrom } from './mail.ts';
import { newOperator } from './support/operators.ts';

// Our own SDK (`@mercato/sdk`) driven through every method it has, over the in-process transport the
// web app uses, against a real platform on each dialect. The last test fails when a method exists
// that no test here calls, so a new resource cannot land without being exercised end to end.

const CLIENT_ID = 'mercato-web';
const CLIENT_SECRET = 'sdk-client-test-secret-0123456789';
const IDP_CLIENT: TestClient = { clientId: 'mercato-sdk-client', clientSecret: 'local-idp-secret-sdk' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let provider: TestIdentityProvider | undefined;
const idp = (): TestIdentityProvider => {
  if (!provider) throw new Error('identity provider not started');
  return provider;
};
beforeAll(async () => {
  provider = await startTestIdentityProvider([IDP_CLIENT]);
});
afterAll(async () => provider?.close());

// The issuer is only known once the provider listens; each dialect's platform reads it when it starts,
// which is after the file-level hook above.
const platformEnv: Record<string, string> = {
  CLIENT_SECRET,
  get IDP_LOCAL_ISSUER() {
    return idp().issuer;
  },
  IDP_LOCAL_CLIENT_ID: IDP_CLIENT.clientId,
  IDP_LOCAL_CLIENT_SECRET: IDP_CLIENT.clientSecret,
  IDP_LOCAL_LABEL: 'Local ID',
};

let sequence = 0;
const unique = () => `${++sequence}-${Math.random().toString(36).slice(2, 8)}`;

/** A valid signup command with a unique email. */
function buildSignupCommand(overrides: Partial<SignupCommand> = {}): SignupCommand {
  return {
    email: `sdk-${unique()}@example.com`,
    password: 'correct horse battery',
    firstName: 'Sam',
    lastName: 'Client',
    ...overrides,
  };
}

/** Every method path of an SDK instance: `login`, `currentUser.show`, … */
function methodPaths(target: object, prefix = ''): string[] {
  return Object.entries(target).flatMap(([key, value]) => {
    if (typeof value === 'function') return [`${prefix}${key}`];
    if (value && typeof value === 'object') return methodPaths(value, `${prefix}${key}.`);
    return [];
  });
}

/** The same SDK, each method noting its path in `called` before it runs. */
function recording<T extends object>(target: T, called: Set<string>, prefix = ''): T {
  const entries = Object.entries(target).map(([key, value]) => {
    const path = `${prefix}${key}`;
    if (typeof value === 'function') {
      const method = value as (...args: unknown[]) => unknown;
      const noted = (...args: unknown[]) => {
        called.add(path);
        return method.apply(target, args);
      };
      return [key, noted];
    }
    if (value && typeof value === 'object') return [key, recording(value, called, `${path}.`)];
    return [key, value];
  });
  return Object.fromEntries(entries) as T;
}

/** A PNG of the given size. */
async function buildPng(width: number, height: number): Promise<Blob> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

/** The rejection of a call, which must be an `SdkError`. */
async function sdkErrorOf(promise: Promise<unknown>): Promise<SdkError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!SdkError.is(error)) throw new Error(`expected an SdkError, got ${String(error)}`);
  return error;
}

describeEachDialect(
  '@mercato/sdk against the platform',
  (platform) => {
    const called = new Set<string>();
    // Shared by every SDK of the suite, as the web app shares one across visitors.
    const anonymousTokenStore = memoryTokenStore();

    beforeAll(() => {
      // ID tokens carry the provider's real time; the platform's test clock must agree with it.
      platform().clock.advance(Date.now() - platform().clock.read().getTime());
    });

    function newSdk(tokenStore: TokenStore = memoryTokenStore()): MercatoSdk {
      const sdk = createSdk({
        transport: injectTransport((options) => platform().app.inject(options)),
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        tokenStore,
        anonymousTokenStore,
      });
      return recording(sdk, called);
    }

    /** A new account, logged in on its own SDK. */
    async function signedUp(overrides: Partial<SignupCommand> = {}, tokenStore?: TokenStore) {
      const sdk = newSdk(tokenStore);
      const signup = buildSignupCommand(overrides);
      const created = await sdk.currentUser.create(signup);
      await sdk.login({ username: signup.email, password: signup.password });
      return { sdk, signup, id: created.data.id };
    }

    it('shows the marketplace and its configuration to an anonymous visitor', async () => {
      const sdk = newSdk();
      const marketplace = await sdk.marketplace.show();
      const row = await findMarketplace(platform().ctx.db);
      expect(marketplace).toEqual({
        data: {
          id: row?.id,
          type: 'marketplace',
          attributes: { name: 'Mercato Demo', description: row?.description },
        },
        included: [],
        meta: {},
      });
      expect(row?.id).toMatch(UUID);
      expect((await sdk.marketplace.show({ 'fields.marketplace': ['name'] })).data.attributes).toEqual({
        name: 'Mercato Demo',
      });
      expect(sdk.authInfo()).toEqual({ isAnonymous: true, scope: null, isLoggedInAs: false });

      const config = await sdk.assets.config();
      const latest = await platform().app.inject({
        method: 'GET',
        url: `/v1/assets/pub/${CLIENT_ID}/a/latest/mercato/config.json`,
      });
      expect(config.version).toBe((latest.json() as { meta: { version: string } }).meta.version);
      expect(config.data.userTypes.map((t) => t.label)).toEqual(['Seller', 'Buyer', 'Guest', 'Host']);
      expect(config.data.accessControl.marketplace.private).toBe(false);

      const landing = await sdk.assets.page('landing-page');
      expect(landing?.version).toBe(config.version);
      expect(landing?.data.sections.map((s) => s.sectionId)).toEqual(['hero', 'how-it-works']);
      expect(landing?.images).toEqual({});
      expect(await sdk.assets.page('no-such-page')).toBeNull();
      expect(await sdk.assets.page('../mercato/config')).toBeNull();

      // The UI texts: every catalog's English until the operator writes a document of their own.
      const texts = await sdk.assets.translations();
      expect(texts.version).toBe(config.version);
      expect(texts.data).toEqual(DEFAULT_TRANSLATIONS);

      // An operator's preview link: what it shows, and the assets read through it on an SDK of its own.
      const draft = { sections: [{ sectionType: 'hero', sectionId: 'hero' }] };
      const preview = await createAssetPreview(
        platform().ctx,
        { kind: 'system', name: 'cli' },
        'content/pages/landing-page.json',
        draft,
      );
      expect(await sdk.assets.previewOf(preview.token)).toEqual({
        path: '/content/pages/landing-page.json',
        expiresAt: preview.expiresAt.toISOString(),
      });
      expect(await sdk.assets.previewOf('A'.repeat(43))).toBeNull();
      const previewing = createSdk({
        transport: injectTransport((options) => platform().app.inject(options)),
        clientId: CLIENT_ID,
        tokenStore: memoryTokenStore(),
        assetPreview: preview.token,
      });
      expect((await previewing.assets.page('landing-page'))?.data).toEqual(draft);
      expect((await previewing.assets.config()).preview?.path).toBe('/content/pages/landing-page.json');
      expect((await sdk.assets.page('landing-page'))?.data).toEqual(landing?.data);
    });

    it('signs up, logs in and shows the current user with its includes', async () => {
      const sdk = newSdk();
      const signup = buildSignupCommand({ bio: 'Plays the cello', publicData: { city: 'Oslo' } });
      const created = await sdk.currentUser.create(signup, { include: ['effectivePermissionSet'] });
      const row = await findUserByEmail(platform().ctx.db, signup.email.toLowerCase());
      expect(created.data).toEqual({
        id: row?.id,
        type: 'currentUser',
        attributes: {
          banned: false,
          deleted: false,
          createdAt: expect.any(String),
          email: signup.email,
          emailVerified: false,
          pendingEmail: null,
          stripeConnected: false,
          stripeChargesEnabled: false,
          stripePayoutsEnabled: false,
          state: 'active',
          profile: {
            firstName: 'Sam',
            lastName: 'Client',
            displayName: 'Sam C',
            abbreviatedName: 'SC',
            bio: 'Plays the cello',
            publicData: { city: 'Oslo' },
            protectedData: {},
            privateData: {},
            metadata: {},
          },
        },
        relationships: { effectivePermissionSet: { data: { id: row?.id, type: 'permissionSet' } } },
      });
      expect(created.included).toEqual([
        {
          id: row?.id,
          type: 'permissionSet',
          attributes: {
            postListings: 'permission/allow',
            initiateTransactions: 'permission/allow',
            read: 'permission/allow',
          },
        },
      ]);
      // Signing up does not log in.
      expect(sdk.authInfo().isAnonymous).toBe(true);

      const token = await sdk.login({ username: signup.email, password: signup.password });
      expect(token).toEqual({
        access_token: expect.any(String),
        token_type: 'bearer',
        expires_in: 1800,
        scope: 'user',
        refresh_token: expect.any(String),
      });
      expect(sdk.authInfo()).toEqual({ isAnonymous: false, scope: 'user', isLoggedInAs: false });

      const me = await sdk.currentUser.show({ include: ['effectivePermissionSet', 'profileImage'] });
      expect(me.data.id).toBe(created.data.id);
      expect(me.data.attributes).toEqual(created.data.attributes);
      expect(me.data.relationships).toEqual({
        effectivePermissionSet: { data: { id: created.data.id, type: 'permissionSet' } },
        profileImage: { data: null },
      });
      expect(me.included).toEqual(created.included);

      const wrong = await sdkErrorOf(
        newSdk().login({ username: signup.email, password: 'not the password' }),
      );
      expect(wrong.status).toBe(401);
      expect(wrong.hasCode('auth-invalid-credentials')).toBe(true);
    });

    it('uploads an image, makes it the profile image, shows it on the public profile and removes it', async () => {
      const { sdk, id } = await signedUp();
      const uploaded = await sdk.images.upload(await buildPng(640, 480), 'me.png', {
        'fields.image': ['variants.square-small', 'variants.card'],
        'imageVariant.card': 'w:400;h:300;fit:crop',
      });
      const imageId = uploaded.data.id;
      expect(imageId).toMatch(UUID);
      expect(uploaded.data).toEqual({
        id: imageId,
        type: 'image',
        attributes: {
          variants: {
            'square-small': { name: 'square-small', width: 240, height: 240, url: expect.any(String) },
            card: { name: 'card', width: 400, height: 300, url: expect.any(String) },
          },
        },
      });
      const cardUrl = new URL(uploaded.data.attributes.variants.card?.url ?? '');
      const served = await platform().app.inject({
        method: 'GET',
        url: `${cardUrl.pathname}${cardUrl.search}`,
      });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([400, 300]);

      const imageQuery = { include: ['profileImage'], 'fields.image': ['variants.square-small'] };
      const updated = await sdk.currentUser.updateProfile(
        {
          firstName: 'Samuel',
          displayName: 'Sam the Tester',
          bio: 'Cellist',
          profileImageId: imageId,
          publicData: { city: 'Oslo' },
          protectedData: { phoneNumber: '+47 123 45 678' },
          privateData: { note: 'prefers mornings' },
        },
        imageQuery,
      );
      expect(updated.data.id).toBe(id);
      expect(updated.data.attributes.profile).toEqual({
        firstName: 'Samuel',
        lastName: 'Client',
        displayName: 'Sam the Tester',
        abbreviatedName: 'SC',
        bio: 'Cellist',
        publicData: { city: 'Oslo' },
        protectedData: { phoneNumber: '+47 123 45 678' },
        privateData: { note: 'prefers mornings' },
        metadata: {},
      });
      expect(updated.data.relationships).toEqual({ profileImage: { data: { id: imageId, type: 'image' } } });
      const squareSmall = { name: 'square-small', width: 240, height: 240, url: expect.any(String) };
      expect(updated.included).toEqual([
        { id: imageId, type: 'image', attributes: { variants: { 'square-small': squareSmall } } },
      ]);

      const profile = await newSdk().users.show({ id, ...imageQuery });
      expect(profile.data).toEqual({
        id,
        type: 'user',
        attributes: {
          banned: false,
          deleted: false,
          createdAt: updated.data.attributes.createdAt,
          profile: {
            displayName: 'Sam the Tester',
            abbreviatedName: 'SC',
            bio: 'Cellist',
            publicData: { city: 'Oslo' },
            metadata: {},
          },
        },
        relationships: { profileImage: { data: { id: imageId, type: 'image' } } },
      });
      expect(profile.included).toEqual(updated.included);

      // Extended data merges by key (null removes one); null clears the bio and the image.
      const cleared = await sdk.currentUser.updateProfile(
        { bio: null, profileImageId: null, publicData: { city: null, languages: ['no'] } },
        imageQuery,
      );
      expect(cleared.data.attributes.profile).toMatchObject({
        bio: null,
        publicData: { languages: ['no'] },
        protectedData: { phoneNumber: '+47 123 45 678' },
      });
      expect(cleared.data.relationships).toEqual({ profileImage: { data: null } });
      expect(cleared.included).toEqual([]);

      const invalid = await sdkErrorOf(sdk.currentUser.updateProfile({ profileImageId: 'not-an-id' }));
      expect(invalid.status).toBe(400);
      expect(invalid.errors).toEqual([
        expect.objectContaining({
          code: 'validation-invalid-value',
          source: { path: ['profileImageId'], type: 'body' },
        }),
      ]);
    });

    it('sends a verification email and verifies the address with its token', async () => {
      const { sdk, signup, id } = await signedUp();
      const sent = await sdk.currentUser.sendVerificationEmail();
      expect(sent.data).toMatchObject({ id, attributes: { email: signup.email, emailVerified: false } });
      const mail = await latestMail(platform().ctx, signup.email, 'verify-email');
      const verificationToken = linkFrom(mail, '/verify-email').searchParams.get('t') ?? '';

      const verified = await sdk.currentUser.verifyEmail({ verificationToken });
      expect(verified.data).toMatchObject({ id, attributes: { email: signup.email, emailVerified: true } });
      const again = await sdkErrorOf(sdk.currentUser.sendVerificationEmail());
      expect(again.status).toBe(409);
      expect(again.hasCode('email-already-verified')).toBe(true);
    });

    it('changes the email: pending until the new address is verified', async () => {
      const { sdk, signup, id } = await signedUp();
      const other = await signedUp();
      const taken = await sdkErrorOf(
        sdk.currentUser.changeEmail({ email: other.signup.email, currentPassword: signup.password }),
      );
      expect([taken.status, taken.hasCode('email-taken')]).toEqual([409, true]);

      const newEmail = `moved-${unique()}@example.com`;
      const changed = await sdk.currentUser.changeEmail({
        email: newEmail,
        currentPassword: signup.password,
      });
      expect(changed.data).toMatchObject({ id, attributes: { email: signup.email, pendingEmail: newEmail } });
      const mail = await latestMail(platform().ctx, newEmail, 'email-change-verification');
      const verified = await sdk.currentUser.verifyEmail({
        verificationToken: linkFrom(mail, '/verify-email').searchParams.get('t') ?? '',
      });
      expect(verified.data.attributes).toMatchObject({
        email: newEmail,
        pendingEmail: null,
        emailVerified: true,
      });
    });

    it('changes the password, keeping this session', async () => {
      const { sdk, signup, id } = await signedUp();
      const wrong = await sdkErrorOf(
        sdk.currentUser.changePassword({ currentPassword: 'not the password', newPassword: 'x'.repeat(12) }),
      );
      expect([wrong.status, wrong.hasCode('forbidden')]).toEqual([403, true]);

      const changed = await sdk.currentUser.changePassword({
        currentPassword: signup.password,
        newPassword: 'another long secret',
      });
      expect(changed.data).toMatchObject({ id, type: 'currentUser', attributes: { email: signup.email } });
      expect((await sdk.currentUser.show()).data.id).toBe(id);
      const old = await sdkErrorOf(newSdk().login({ username: signup.email, password: signup.password }));
      expect(old.hasCode('auth-invalid-credentials')).toBe(true);
      const fresh = newSdk();
      await fresh.login({ username: signup.email, password: 'another long secret' });
      expect((await fresh.currentUser.show()).data.id).toBe(id);
    });

    it('resets a forgotten password; the sessions it ends fall back to anonymous', async () => {
      const { sdk, signup, id } = await signedUp();
      const visitor = newSdk();
      const unknown = await sdkErrorOf(visitor.passwordReset.request({ email: 'nobody-here@example.com' }));
      expect([unknown.status, unknown.hasCode('email-not-found')]).toEqual([404, true]);

      const requested = await visitor.passwordReset.request({ email: signup.email });
      expect(requested).toEqual({
        data: { id: expect.stringMatching(UUID), type: 'passwordReset' },
        included: [],
        meta: {},
      });
      const link = linkFrom(
        await latestMail(platform().ctx, signup.email, 'reset-password'),
        '/reset-password',
      );
      expect(link.searchParams.get('e')).toBe(signup.email);
      const reset = await visitor.passwordReset.reset({
        email: signup.email,
        passwordResetToken: link.searchParams.get('t') ?? '',
        newPassword: 'brand new secret',
      });
      expect(reset.data).toEqual({ id: expect.stringMatching(UUID), type: 'passwordReset' });

      // The old session's access token is refused and its refresh token revoked: the SDK drops it
      // and retries anonymously, which current_user/show refuses.
      const ended = await sdkErrorOf(sdk.currentUser.show());
      expect([ended.status, ended.hasCode('forbidden')]).toEqual([403, true]);
      expect(sdk.authInfo()).toEqual({ isAnonymous: true, scope: null, isLoggedInAs: false });
      await sdk.login({ username: signup.email, password: 'brand new secret' });
      expect((await sdk.currentUser.show()).data.id).toBe(id);
    });

    it('logs out, revoking the refresh token', async () => {
      const tokenStore = memoryTokenStore();
      const { sdk } = await signedUp({}, tokenStore);
      const refreshToken = tokenStore.get()?.refresh_token ?? '';
      expect(refreshToken).not.toBe('');
      await sdk.logout();
      expect(tokenStore.get()).toBeNull();
      expect(sdk.authInfo()).toEqual({ isAnonymous: true, scope: null, isLoggedInAs: false });
      const refreshed = await apiClient(platform().app).token({
        client_id: CLIENT_ID,
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
      expect(refreshed.status).toBe(401);
    });

    it('logs in as a user with an operator’s one-time code, then out', async () => {
      const { id } = await signedUp();
      const operator = await newOperator(platform(), 'admin');
      const verifier = 'v'.repeat(48);
      const redirectUri = `${platform().ctx.env.ROOT_URL}/api/login-as`;
      const { code } = await issueLoginAsCode(platform().ctx, {
        userId: id,
        operatorId: operator.id,
        clientId: CLIENT_ID,
        redirectUri,
        codeChallenge: pkceChallengeOf(verifier),
      });
      const sdk = newSdk();
      const token = await sdk.loginAs({ code, redirectUri, codeVerifier: verifier });
      expect(token.refresh_token).toBeUndefined();
      expect(sdk.authInfo()).toEqual({ isAnonymous: false, scope: 'user', isLoggedInAs: true });
      expect((await sdk.currentUser.show()).data.id).toBe(id);
      await sdk.logout();
      expect(sdk.authInfo()).toEqual({ isAnonymous: true, scope: null, isLoggedInAs: false });
      // The session ended on the platform too: its token is refused.
      const reused = await apiClient(platform().app).get('current_user/show', token.access_token);
      expect(reused.status).toBe(401);
    });

    it('deletes the account; its public profile keeps only the flags', async () => {
      const { sdk, signup, id } = await signedUp();
      const deleted = await sdk.currentUser.delete({ currentPassword: signup.password });
      expect(deleted.data).toMatchObject({ id, type: 'currentUser', attributes: { deleted: true } });
      const login = await sdkErrorOf(newSdk().login({ username: signup.email, password: signup.password }));
      expect([login.status, login.hasCode('auth-invalid-credentials')]).toEqual([401, true]);
      const ended = await sdkErrorOf(sdk.currentUser.show());
      expect([ended.status, sdk.authInfo().isAnonymous]).toEqual([403, true]);
      expect((await newSdk().users.show({ id })).data).toEqual({
        id,
        type: 'user',
        attributes: { banned: false, deleted: true },
      });
      const missing = await sdkErrorOf(newSdk().users.show({ id: '00000000-0000-4000-8000-000000000000' }));
      expect([missing.status, missing.hasCode('not-found')]).toEqual([404, true]);
    });

    it('creates an account with an identity provider and logs in with it (trusted call)', async () => {
      const login = `sdk-idp-${unique()}`;
      const email = `${login}@idp.example.com`;
      idp().setAccount(login, {
        email,
        email_verified: true,
        given_name: 'Ida',
        family_name: 'Provider',
        name: 'Ida Provider',
      });
      const identity = async () => ({
        idpId: 'local',
        idpClientId: IDP_CLIENT.clientId,
        idpToken: await idp().obtainIdToken(login, IDP_CLIENT),
      });
      const sdk = newSdk();

      // No account is linked to this identity yet.
      const unlinked = await sdkErrorOf(sdk.loginWithIdp(await identity()));
      expect([unlinked.status, unlinked.hasCode('auth-invalid-credentials')]).toEqual([401, true]);
      expect(sdk.authInfo().isAnonymous).toBe(true);

      const created = await sdk.currentUser.createWithIdp(
        { email, firstName: 'Ida', lastName: 'Provider', ...(await identity()) },
        { include: ['effectivePermissionSet'] },
      );
      const row = await findUserByEmail(platform().ctx.db, email);
      expect(created.data).toMatchObject({
        id: row?.id,
        type: 'currentUser',
        // The provider verified this address, so the marketplace takes its word for it.
        attributes: {
          email,
          emailVerified: true,
          profile: { firstName: 'Ida', lastName: 'Provider', displayName: 'Ida P' },
        },
      });
      expect(created.included).toEqual([expect.objectContaining({ id: row?.id, type: 'permissionSet' })]);

      const token = await sdk.loginWithIdp(await identity());
      expect(token).toMatchObject({ token_type: 'bearer', scope: 'user', refresh_token: expect.any(String) });
      expect(sdk.authInfo()).toEqual({ isAnonymous: false, scope: 'user', isLoggedInAs: false });
      expect((await sdk.currentUser.show()).data.id).toBe(row?.id);
    });

    it('creates a listing, publishes, closes, reopens and discards through the listing resources', async () => {
      const { sdk, id: authorId } = await signedUp();
      const visitor = newSdk();
      const image = (await sdk.images.upload(await buildPng(640, 480), 'cello.png')).data.id;
      const attributes = {
        title: 'Cello lessons for beginners',
        price: { amount: 3000, currency: 'USD' },
        geolocation: { lat: 59.91, lng: 10.75 },
        publicData: { listingType: 'service-with-calendar', unitType: 'hour' },
        privateData: { studio: 'Room 2' },
      };
      const draft = await sdk.ownListings.createDraft(attributes, { include: ['author'] });
      const id = draft.data.id;
      expect(draft.data).toMatchObject({
        type: 'ownListing',
        attributes: {
          title: 'Cello lessons for beginners',
          state: 'draft',
          privateData: { studio: 'Room 2' },
        },
      });
      expect(draft.included).toEqual([expect.objectContaining({ id: authorId, type: 'user' })]);
      const updated = await sdk.ownListings.update({ id, description: 'Bring your own cello.' });
      expect(updated.data.attributes.description).toBe('Bring your own cello.');
      const withImage = await sdk.ownListings.addImage({ id, imageId: image }, { include: ['images'] });
      expect(withImage.data.relationships).toEqual({ images: { data: [{ id: image, type: 'image' }] } });
      expect((await sdk.ownListings.publishDraft({ id })).data.attributes.state).toBe('published');
      expect((await visitor.listings.show({ id })).data.attributes).not.toHaveProperty('privateData');
      expect((await sdk.ownListings.close({ id })).data.attributes.state).toBe('closed');
      expect((await sdk.ownListings.open({ id })).data.attributes.state).toBe('published');
      expect((await sdk.ownListings.show({ id })).data.attributes.title).toBe('Cello lessons for beginners');
      const published = await sdk.ownListings.create({ ...attributes, title: 'Cello lessons, advanced' });
      const page = await sdk.ownListings.query({ states: ['published'], perPage: 1 });
      expect(page.meta).toEqual({ totalItems: 2, totalPages: 2, page: 1, perPage: 1 });
      expect(page.data.map((l) => l.type)).toEqual(['ownListing']);
      const other = await sdk.ownListings.createDraft({ title: 'Never mind' });
      expect((await sdk.ownListings.discardDraft({ id: other.data.id })).data.attributes).toEqual({
        deleted: true,
      });
      expect((await visitor.listings.show({ id: other.data.id })).data.attributes).toEqual({ deleted: true });
      expect(published.data.attributes.state).toBe('published');
      const found = await visitor.listings.query({
        authorId,
        keywords: 'cello advanced',
        include: ['author'],
        perPage: 5,
      });
      expect(found.data.map((l) => l.id)).toEqual([published.data.id, id]);
      expect(found.meta).toEqual({
        totalItems: 2,
        totalPages: 1,
        page: 1,
        perPage: 5,
        paginationLimit: 2000,
      });
      expect(found.included).toEqual([expect.objectContaining({ id: authorId, type: 'user' })]);
      const foreign = await sdkErrorOf(newSdk().ownListings.show({ id }));
      expect([foreign.status, foreign.hasCode('forbidden')]).toEqual([403, true]);
    });

    it('reads the sitemap data: recent listings with titles and the page assets', async () => {
      const { sdk } = await signedUp();
      const listing = await sdk.ownListings.create({
        title: 'Harp lessons in the park',
        publicData: { listingType: 'service-with-calendar', unitType: 'hour' },
      });
      const visitor = newSdk();
      const bare = await visitor.sitemapData.queryListings();
      expect(bare.data.find((l) => l.id === listing.data.id)).toEqual({
        id: listing.data.id,
        type: 'listing',
        attributes: {},
      });
      const titled = await visitor.sitemapData.queryListings({ 'fields.listing': 'title' });
      expect(titled.data.find((l) => l.id === listing.data.id)?.attributes.title).toBe(
        'Harp lessons in the park',
      );
      const pages = await visitor.sitemapData.queryAssets({ pathPrefix: '/content/pages/' });
      expect(pages.data.map((a) => a.attributes.assetPath)).toContain('/content/pages/about.json');
      const bad = await sdkErrorOf(visitor.sitemapData.queryAssets({ pathPrefix: 'content' }));
      expect(bad.status).toBe(400);
    });

    it('manages availability exceptions, reads time slots and sets stock through their resources', async () => {
      const { sdk } = await signedUp();
      const plan = {
        type: 'availability-plan/time' as const,
        timezone: 'Etc/UTC',
        entries: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((dayOfWeek) => ({
          dayOfWeek,
          seats: 1,
          startTime: '09:00',
          endTime: '11:00',
        })),
      };
      const { id } = (
        await sdk.ownListings.create({
          title: 'Morning surf lessons',
          price: { amount: 5000, currency: 'USD' },
          availabilityPlan: plan,
          publicData: { listingType: 'service-with-calendar', unitType: 'hour' },
        })
      ).data;
      const day = (offset: number) => {
        const d = new Date(platform().clock.read());
        d.setUTCHours(0, 0, 0, 0);
        d.setUTCDate(d.getUTCDate() + offset);
        return d;
      };
      const window = { listingId: id, start: day(2).toISOString(), end: day(5).toISOString() };
      expect((await newSdk().timeslots.query(window)).data).toHaveLength(3);
      const closed = await sdk.availabilityExceptions.create({
        listingId: id,
        start: day(3),
        end: day(4),
        seats: 0,
      });
      expect(closed.data).toMatchObject({ type: 'availabilityException', attributes: { seats: 0 } });
      const listed = await sdk.availabilityExceptions.query(window);
      expect(listed.data.map((e) => e.id)).toEqual([closed.data.id]);
      const slots = (await newSdk().timeslots.query(window)).data;
      expect(slots.map((s) => s.attributes.start.slice(0, 10))).toEqual([
        day(2).toISOString().slice(0, 10),
        day(4).toISOString().slice(0, 10),
      ]);
      await sdk.availabilityExceptions.delete({ id: closed.data.id });
      expect((await sdk.availabilityExceptions.query(window)).data).toEqual([]);

      const set = await sdk.stock.compareAndSet({ listingId: id, oldTotal: null, newTotal: 4 });
      expect(set.data).toMatchObject({ type: 'stock', attributes: { quantity: 4 } });
      const stale = await sdkErrorOf(sdk.stock.compareAndSet({ listingId: id, oldTotal: 1, newTotal: 9 }));
      expect([stale.status, stale.hasCode('old-total-mismatch')]).toEqual([409, true]);
      const adjusted = await sdk.stockAdjustments.create({ listingId: id, quantity: -1 });
      expect(adjusted.data.attributes.quantity).toBe(-1);
      const ledger = await sdk.stockAdjustments.query({
        listingId: id,
        start: day(-1).toISOString(),
        end: day(1).toISOString(),
      });
      expect(ledger.data.map((a) => a.attributes.quantity)).toEqual([4, -1]);
    });

    it('books, pays, accepts, messages and reviews through the transaction resources (trusted calls)', async () => {
      const provider = await signedUp();
      const everyDay = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((dayOfWeek) => ({
        dayOfWeek,
        seats: 1,
        startTime: '00:00',
        endTime: '00:00',
      }));
      const listing = await provider.sdk.ownListings.create({
        title: 'Evening paddle',
        price: { amount: 3000, currency: 'USD' },
        availabilityPlan: { type: 'availability-plan/time', timezone: 'Etc/UTC', entries: everyDay },
        publicData: { listingType: 'service-with-calendar', unitType: 'hour' },
      });
      const customer = await signedUp();
      const start = new Date(platform().clock.read().getTime() + 3 * 86_400_000);
      start.setUTCHours(15, 0, 0, 0);
      const params = {
        listingId: listing.data.id,
        bookingStart: start.toISOString(),
        bookingEnd: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
        seats: 1,
        paymentMethod: 'pm_card_visa',
      };
      const request = {
        processAlias: 'default-booking/release-1',
        transition: 'transition/request-payment',
        params,
      };
      const refused = await sdkErrorOf(customer.sdk.transactions.initiate(request));
      expect(refused.status).toBe(403);
      const trusted = newSdk(memoryTokenStore(await customer.sdk.exchangeToken()));
      const quote = await trusted.transactions.initiateSpeculative(request);
      expect(quote.data.attributes.payinTotal).toEqual({ amount: 6000, currency: 'USD' });
      const tx = await trusted.transactions.initiate(request, { include: 'booking' });
      expect(tx.data.attributes.state).toBe('state/pending-payment');
      const id = tx.data.id;
      const preview = await customer.sdk.transactions.transitionSpeculative({
        id,
        transition: 'transition/confirm-payment',
      });
      expect(preview.data.attributes.state).toBe('state/preauthorized');
      await customer.sdk.transactions.transition({ id, transition: 'transition/confirm-payment' });
      const next = await provider.sdk.processTransitions.query({ transactionId: id });
      expect(next.data.map((t) => t.attributes.name)).toEqual(['transition/accept', 'transition/decline']);
      await provider.sdk.transactions.transition({ id, transition: 'transition/accept' });
      expect((await customer.sdk.transactions.show({ id })).data.attributes.state).toBe('state/accepted');
      expect((await provider.sdk.transactions.query({ only: 'sale' })).data.map((t) => t.id)).toEqual([id]);

      const sent = await customer.sdk.messages.send({ transactionId: id, content: 'See you at the pier' });
      expect(sent.data.attributes.content).toBe('See you at the pier');
      const messages = await provider.sdk.messages.query({ transactionId: id });
      expect(messages.data.map((m) => m.id)).toEqual([sent.data.id]);

      // A file: made, its bytes sent through the transport to the signed URL, checked, attached,
      // then read and downloaded by the other party.
      const bytes = new TextEncoder().encode('Meet at pier 3, 9:00.\n');
      const made = await customer.sdk.ownFiles.create({
        name: 'Directions.txt',
        mimeType: 'text/plain',
        size: bytes.length,
      });
      expect(made.data.attributes.state).toBe('pendingUpload');
      const upload = await customer.sdk.fileUploads.create(made.data.id);
      await customer.sdk.file.upload(upload.data.attributes, bytes);
      const resent = await sdkErrorOf(customer.sdk.file.upload(upload.data.attributes, bytes));
      expect(resent.status).toBe(409);
      await createJobRunner(platform().ctx, { jobs: PLATFORM_JOBS }).runDue();
      expect((await customer.sdk.ownFiles.show(made.data.id)).data.attributes.state).toBe('available');
      expect((await customer.sdk.ownFileDownloads.create(made.data.id)).data.attributes.url).toContain(
        '/download/',
      );
      const withFile = await customer.sdk.messages.send(
        {
          transactionId: id,
          content: 'Directions attached',
          publicFileAttachments: [{ fileId: made.data.id }],
        },
        { include: ['publicFileAttachments', 'publicFileAttachments.file'] },
      );
      const attachments = withFile.data.relationships?.publicFileAttachments as
        | { data: { id: string }[] }
        | undefined;
      const attachmentId = attachments?.data[0]?.id as string;
      expect((await provider.sdk.files.show(attachmentId)).data.attributes).toMatchObject({
        name: 'Directions.txt',
        state: 'available',
      });
      const download = await provider.sdk.fileDownloads.create(attachmentId);
      expect(new URL(download.data.attributes.url).pathname).toMatch(/\/Directions\.txt$/);

      const reviews = await newSdk().reviews.query({ listingId: listing.data.id, state: 'public' });
      expect(reviews.data).toEqual([]);
      const missing = await sdkErrorOf(newSdk().reviews.show({ id: sent.data.id }));
      expect(missing.status).toBe(404);
    });

    it("saves, replaces and removes a card through the saved-card resources (the sandbox's test cards)", async () => {
      const { sdk } = await signedUp();
      const intent = await sdk.stripeSetupIntents.create();
      expect(intent.data.attributes.clientSecret).toMatch(/_secret_/);
      const created = await sdk.stripeCustomer.create({ stripePaymentMethodId: 'pm_card_visa' });
      expect(created.data.type).toBe('stripeCustomer');
      expect(created.included).toEqual([
        expect.objectContaining({
          type: 'stripePaymentMethod',
          attributes: expect.objectContaining({ card: expect.objectContaining({ last4Digits: '4242' }) }),
        }),
      ]);
      const refused = await sdkErrorOf(
        sdk.stripeCustomer.addPaymentMethod({ stripePaymentMethodId: 'pm_card_mastercard' }),
      );
      expect(refused.status).toBe(409);
      await sdk.stripeCustomer.deletePaymentMethod();
      const added = await sdk.stripeCustomer.addPaymentMethod({
        stripePaymentMethodId: 'pm_card_mastercard',
      });
      expect(added.included).toEqual([
        expect.objectContaining({
          attributes: expect.objectContaining({ card: expect.objectContaining({ brand: 'mastercard' }) }),
        }),
      ]);
    });

    it('answers the payout-details resources with stripe-missing-api-key on the sandbox, which pays nobody out', async () => {
      const { sdk } = await signedUp();
      const refusals = await Promise.all([
        sdkErrorOf(sdk.stripeAccount.create({ country: 'US', accountToken: 'ct_test_sandbox' })),
        sdkErrorOf(sdk.stripeAccount.fetch()),
        sdkErrorOf(
          sdk.stripeAccountLinks.create({
            type: 'account_onboarding',
            successURL: 'https://marketplace.example/account/payments/success',
            failureURL: 'https://marketplace.example/account/payments/failure',
          }),
        ),
      ]);
      expect(refusals.map((e) => [e.status, e.code])).toEqual([
        [409, 'stripe-missing-api-key'],
        [409, 'stripe-missing-api-key'],
        [409, 'stripe-missing-api-key'],
      ]);
    });

    it('refreshes an expired access token on the next call and stores the rotated one', async () => {
      const tokenStore = memoryTokenStore();
      const { sdk, id } = await signedUp({}, tokenStore);
      const before = tokenStore.get();
      platform().clock.advance(31 * 60_000);
      expect((await sdk.currentUser.show()).data.id).toBe(id);
      const after = tokenStore.get();
      expect(after?.access_token).not.toBe(before?.access_token);
      expect(after?.refresh_token).not.toBe(before?.refresh_token);
      // The shared anonymous token expired too; it is replaced as transparently.
      expect((await newSdk().marketplace.show()).data.type).toBe('marketplace');
    });

    it('has called every method of the SDK (a new one needs a test in this file)', () => {
      const sdkMethods = methodPaths(newSdk());
      expect(sdkMethods).toContain('currentUser.updateProfile');
      expect(
        sdkMethods.filter((m) => !called.has(m)),
        'SDK methods no test here calls',
      ).toEqual([]);
      expect([...called].filter((m) => !sdkMethods.includes(m))).toEqual([]);
    });
  },
  platformEnv,
);
