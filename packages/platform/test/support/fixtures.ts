import { randomUUID } from 'node:crypto';
import {
  startTestIdentityProvider,
  type TestClient,
  type TestIdentityProvider,
} from '@mercato/test-support/oidc-provider';
import sharp from 'sharp';
import { afterAll, beforeAll, describe } from 'vitest';
import { insertUser } from '../../src/features/users/users.repository.ts';
import { buildSignup } from '../api-client.ts';
import { createTestPlatform, DIALECTS, type TestPlatform } from '../harness.ts';
import { latestMail, linkFrom } from '../mail.ts';
import { type Actor, anonToken, newActor, send } from './actors.ts';

/** The identity provider the suites' platforms trust, with the id the API knows it by. */
export const IDP_ID = 'local';
const IDP_CLIENT: TestClient = { clientId: 'mercato-suites', clientSecret: 'suites-idp-secret-1' };
/** The platform's client secret (auth_with_idp requires one). */
export const CLIENT_SECRET = 'suites-client-secret-0123456789';

/**
 * Every optional profile field, so that requests built on a row reach every part of the body
 * (fuzzing mutates the keys a valid request has), with a display name of its own.
 */
export function fullProfile() {
  return {
    firstName: 'Full',
    lastName: 'Profile',
    // A chosen display name is one user's alone.
    displayName: `Full P ${Math.random().toString(36).slice(2, 10)}`,
    bio: 'Bakes bread',
    publicData: { city: 'Turku' },
    protectedData: { phoneNumber: '+358 40 123 4567' },
    privateData: { note: 'n' },
  };
}

/** What per-route table rows build their requests from. */
export interface Fixtures {
  platform: TestPlatform;
  /** A fresh, logged-in user with an unverified email. */
  newUser(overrides?: Record<string, unknown>): Promise<Actor>;
  /**
   * A fresh user written straight to the database, who cannot log in: for a record that only
   * needs to exist (an operator's target, a transaction's party). No password is hashed, which
   * keeps the suites that make hundreds of them fast.
   */
  storedUser(options?: { userType?: string }): Promise<{ id: string; email: string }>;
  anonToken(): Promise<string>;
  /** An uploaded image of `owner`: its id and the path of its default variant file. */
  uploadImage(owner: Actor): Promise<{ id: string; variantPath: string }>;
  /** The token of the newest verification link sent to the user. */
  verificationToken(actor: Actor): Promise<string>;
  /** Asks for a password reset for the user and returns the emailed token. */
  resetToken(actor: Actor): Promise<string>;
  /** The id of a mail message in the outbox (sent to `actor`). */
  mailIdOf(actor: Actor): Promise<string>;
  /** A fresh account at the identity provider and an ID token for it. */
  newIdToken(): Promise<{ idToken: string; email: string; login: string }>;
  /** A new ID token for an account signed in before. */
  idTokenFor(login: string): Promise<string>;
  idpClientId: string;
  clientSecret: string;
}

let smallPng: Promise<Buffer> | undefined;
let idpAccountSeq = 0;

/** A 64×48 PNG. */
export function buildPng(): Promise<Buffer> {
  smallPng ??= sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
  return smallPng;
}

function buildFixtures(platform: TestPlatform, idp: TestIdentityProvider): Fixtures {
  const fx: Fixtures = {
    platform,
    newUser: (overrides) => newActor(platform, overrides),
    async storedUser(options = {}) {
      const id = randomUUID();
      const email = `stored-${id.slice(0, 8)}@suite.example`;
      await insertUser(platform.ctx.db, {
        id,
        email,
        emailNormalized: email,
        passwordHash: '!stored-by-the-suite',
        firstName: 'Stored',
        lastName: 'User',
        displayName: 'Stored U',
        bio: null,
        publicData: options.userType ? { userType: options.userType } : {},
        protectedData: {},
        privateData: {},
        state: 'active',
        ...(options.userType ? { userType: options.userType } : {}),
        now: platform.clock.read(),
      });
      return { id, email };
    },
    anonToken: () => anonToken(platform),
    async uploadImage(owner) {
      const res = await send(
        platform,
        {
          method: 'POST',
          url: '/v1/api/images/upload',
          query: 'expand=true',
          body: { image: { file: await buildPng(), filename: 'photo.png', type: 'image/png' } },
          encoding: 'multipart',
        },
        { bearer: owner.accessToken },
      );
      if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
      const data = (
        res.json() as { data: { id: string; attributes: { variants: { default: { url: string } } } } }
      ).data;
      return { id: data.id, variantPath: new URL(data.attributes.variants.default.url).pathname };
    },
    async verificationToken(actor) {
      const mail = await latestMail(platform.ctx, actor.email, 'verify-email');
      return linkFrom(mail, '/verify-email').searchParams.get('t')!;
    },
    async resetToken(actor) {
      const res = await send(
        platform,
        { method: 'POST', url: '/v1/api/password_reset/request', body: { email: actor.email } },
        { bearer: await anonToken(platform) },
      );
      if (res.statusCode !== 200) throw new Error(`reset request: ${res.statusCode} ${res.body}`);
      const mail = await latestMail(platform.ctx, actor.email, 'reset-password');
      return linkFrom(mail, '/reset-password').searchParams.get('t')!;
    },
    async mailIdOf(actor) {
      return (await latestMail(platform.ctx, actor.email)).id;
    },
    async newIdToken() {
      idpAccountSeq += 1;
      const login = `suite-person-${idpAccountSeq}-${Math.random().toString(36).slice(2, 8)}`;
      const email = `${login}@idp.example.com`;
      idp.setAccount(login, { email, email_verified: true, given_name: 'Ida', family_name: 'Provider' });
      return { idToken: await idp.obtainIdToken(login, IDP_CLIENT), email, login };
    },
    idTokenFor: (login) => idp.obtainIdToken(login, IDP_CLIENT),
    idpClientId: IDP_CLIENT.clientId,
    clientSecret: CLIENT_SECRET,
  };
  return fx;
}

/** The body of a `current_user/create_with_idp` for a provider account (a fresh one by default). */
export async function idpSignupBody(
  fx: Fixtures,
  account?: { idToken: string; email: string },
): Promise<Record<string, unknown>> {
  const { idToken, email } = account ?? (await fx.newIdToken());
  const { password: _password, ...fields } = buildSignup({ ...fullProfile(), email });
  return { ...fields, idpId: IDP_ID, idpClientId: fx.idpClientId, idpToken: idToken };
}

/**
 * Like `describeEachDialect`, with an OpenID Connect provider on loopback that the platforms trust
 * (so identity-provider endpoints can be called successfully), and the fixtures rows need.
 */
export function describeEachDialectWithFixtures(
  title: string,
  suite: (fixtures: () => Fixtures) => void,
  env: Record<string, string> = {},
): void {
  let idp: TestIdentityProvider | undefined;
  beforeAll(async () => {
    idp = await startTestIdentityProvider([IDP_CLIENT]);
  });
  afterAll(async () => idp?.close());
  for (const dialect of DIALECTS) {
    describe(`[${dialect}] ${title}`, () => {
      let fixtures: Fixtures | undefined;
      beforeAll(async () => {
        if (!idp) throw new Error('identity provider not started');
        const platform = await createTestPlatform(dialect, {
          CLIENT_SECRET,
          [`IDP_${IDP_ID.toUpperCase()}_ISSUER`]: idp.issuer,
          [`IDP_${IDP_ID.toUpperCase()}_CLIENT_ID`]: IDP_CLIENT.clientId,
          [`IDP_${IDP_ID.toUpperCase()}_CLIENT_SECRET`]: IDP_CLIENT.clientSecret,
          ...env,
        });
        // ID tokens carry the provider's real time; the platform's clock must agree with it.
        platform.clock.advance(Date.now() - platform.clock.read().getTime());
        fixtures = buildFixtures(platform, idp);
      });
      afterAll(async () => fixtures?.platform.close());
      suite(() => {
        if (!fixtures) throw new Error('platform not started');
        return fixtures;
      });
    });
  }
}
