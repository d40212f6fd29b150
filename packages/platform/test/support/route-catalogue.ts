import { randomUUID } from 'node:crypto';
import type { ListingState } from '@mercato/core/contracts/listing';
import { createAssetPreview } from '../../src/features/assets/asset-previews.service.ts';
import { latestAssetTree, writeAsset } from '../../src/features/assets/assets.service.ts';
import { insertException } from '../../src/features/availability/availability-exceptions.repository.ts';
import type { StoredFile } from '../../src/features/files/file.ts';
import { createFileUrls } from '../../src/features/files/file-urls.ts';
import { insertAttachments, insertFile } from '../../src/features/files/files.repository.ts';
import { insertListing } from '../../src/features/listings/listings.repository.ts';
import { insertMessage } from '../../src/features/messages/messages.repository.ts';
import {
  insertStripeCustomer,
  replaceSavedCard,
} from '../../src/features/payments/stripe-customers.repository.ts';
import type { Review } from '../../src/features/reviews/review.ts';
import { findReviewById, setReviewHidden } from '../../src/features/reviews/reviews.repository.ts';
import { insertStockAdjustment, insertStockIfNone } from '../../src/features/stock/stock.repository.ts';
import { updateUser } from '../../src/features/users/users.repository.ts';
import type { TestPlatform } from '../harness.ts';
import { type Actor, type RequestSpec, send } from './actors.ts';
import { buildPng, type Fixtures, fullProfile, IDP_ID, idpSignupBody } from './fixtures.ts';
import { newOperator, passwordLinkTokenOf } from './operators.ts';
import { publicReviewOf, transactionOf } from './transaction-fixtures.ts';
import { bookableListingBody } from './transactions.ts';

/**
 * Who may call a route: anyone (`public`: no token needed), any valid access token (`token`:
 * anonymous or user), a logged-in user (`user`), or an operator's console session (`operator`,
 * issue #30: the admin API under `/v1/admin`, refused to every marketplace token).
 */
export type Access = 'public' | 'token' | 'user' | 'operator';

/** A permission of the access policy a route needs besides its token (spec §6). */
export type Gate = 'read' | 'postListings' | 'initiateTransactions';

/** One row per registered route: what the authorization matrix and the fuzz suite need to know. */
export interface RouteEntry {
  access: Access;
  /** Marketplace content: refused when the policy withholds this permission from the caller. */
  gate?: Gate;
  /**
   * A request that succeeds (2xx) when an allowed caller sends it, with every optional part the
   * route takes (the fuzz suite mutates what is there). `caller` is the user sending it
   * (null for anonymous or no token); public routes ignore it.
   */
  validRequest(fx: Fixtures, caller: Actor | null): Promise<RequestSpec>;
  /** For `operator` routes: the role they need (any operator when absent). */
  operatorRole?: 'admin';
  /** A successful call uses the caller up (session ended, password changed, …): use a fresh one. */
  consumesCaller?: boolean;
  /** Why this route may show other users' data to anyone (skips the leak check). */
  showsOtherUsersByDesign?: string;
  /**
   * The refusal an allowed caller gets instead of 2xx with the fixtures' configuration: the
   * fixtures run on the sandbox, which pays nobody out, so payout details are refused there
   * (`stripe-missing-api-key`); the Stripe suites call these routes with Stripe on.
   */
  refusedWhenAllowed?: { status: number; code: string };
}

const NO_STRIPE = { status: 409, code: 'stripe-missing-api-key' };
const PAYOUT_DETAILS = {
  country: 'US',
  accountToken: 'ct_test_account',
  bankAccountToken: 'btok_us_verified',
  businessProfileMCC: '5734',
  businessProfileURL: 'https://provider.example',
  businessProfileProductDescription: 'Lessons by the hour',
  requestedCapabilities: ['card_payments', 'transfers'],
};

const json = (method: string, url: string, body?: Record<string, unknown>, query?: string): RequestSpec => ({
  method,
  url,
  ...(body ? { body, encoding: 'json' as const } : {}),
  ...(query ? { query } : {}),
});
const post = (url: string, body: Record<string, unknown> = {}, query?: string) =>
  json('POST', url, body, query);
const get = (url: string, query?: string) => json('GET', url, undefined, query);

/** The row of an own_listings command that takes one of the caller's listings, in `state`, by id. */
const changesOwnListing = (verb: string, state: ListingState): RouteEntry => ({
  access: 'user',
  gate: 'postListings',
  validRequest: async (fx, caller) =>
    post(`/v1/api/own_listings/${verb}`, { id: await listingOf(fx, caller, state) }, LISTING_QUERY),
});

/** Sends a row-built request as `actor`. */
export function sendAs(platform: TestPlatform, spec: RequestSpec, actor: Actor | string) {
  return send(platform, spec, { bearer: typeof actor === 'string' ? actor : actor.accessToken });
}

/**
 * One row per registered route, keyed `METHOD /full/url` as Fastify's route table names it. The
 * suites read the routes from the app, not from here: `authorization.test.ts` and `fuzz.test.ts`
 * fail, naming the route, for any registered route without a row (and for rows of routes that are
 * gone). A new endpoint therefore needs its access level, its permission gate if it shows or
 * changes marketplace content, and one valid request; the matrix derives who must be refused.
 */
export const ROUTE_CATALOGUE: Record<string, RouteEntry> = {
  'POST /v1/admin/operator_sessions/create': {
    access: 'public',
    validRequest: async (fx) => {
      const operator = await newOperator(fx.platform, 'support');
      return post('/v1/admin/operator_sessions/create', {
        email: operator.email,
        password: operator.password,
      });
    },
  },
  'POST /v1/admin/operator_passwords/set': {
    access: 'public',
    validRequest: async (fx) => {
      const { token } = await passwordLinkTokenOf(fx.platform);
      return post('/v1/admin/operator_passwords/set', { token, password: 'a-new-operator-password' });
    },
  },
  'GET /v1/admin/current_operator/show': {
    access: 'operator',
    validRequest: async () => get('/v1/admin/current_operator/show'),
  },
  'GET /v1/admin/dashboard/show': {
    access: 'operator',
    validRequest: async () => get('/v1/admin/dashboard/show', 'weeks=12'),
  },
  'GET /v1/admin/audit_log/query': {
    access: 'operator',
    operatorRole: 'admin',
    validRequest: async () => get('/v1/admin/audit_log/query', 'action=operator.login&page=1&perPage=20'),
  },
  'POST /v1/admin/current_operator/start_two_factor': {
    access: 'operator',
    validRequest: async () => post('/v1/admin/current_operator/start_two_factor'),
  },
  // The matrix's operators have no key being set up, nor codes on: the answers say so.
  'POST /v1/admin/current_operator/confirm_two_factor': {
    access: 'operator',
    refusedWhenAllowed: { status: 409, code: 'conflict' },
    validRequest: async () => post('/v1/admin/current_operator/confirm_two_factor', { code: '123456' }),
  },
  'POST /v1/admin/current_operator/disable_two_factor': {
    access: 'operator',
    refusedWhenAllowed: { status: 400, code: 'validation-invalid-value' },
    validRequest: async () => post('/v1/admin/current_operator/disable_two_factor', { code: '123456' }),
  },
  'POST /v1/admin/login_as_codes/create': {
    access: 'operator',
    validRequest: async (fx) =>
      post('/v1/admin/login_as_codes/create', {
        userId: await adminTargetOf(fx),
        clientId: fx.platform.ctx.env.CLIENT_ID,
        redirectUri: `${fx.platform.ctx.env.ROOT_URL}/api/login-as`,
        codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        codeChallengeMethod: 'S256',
      }),
  },
  'POST /v1/admin/operator_sessions/delete': {
    access: 'operator',
    consumesCaller: true,
    validRequest: async () => post('/v1/admin/operator_sessions/delete'),
  },
  'GET /v1/admin/users/query': {
    access: 'operator',
    validRequest: async (fx) => {
      const target = await fx.storedUser({ userType: 'a' });
      const filters = `state=active&userType=a&createdAtStart=2000-01-01&createdAtEnd=2100-01-01T00:00:00Z`;
      const keywords = `keywords=${encodeURIComponent(target.email)}&includeDeleted=false`;
      return get('/v1/admin/users/query', `${filters}&${keywords}&page=1&perPage=10`);
    },
  },
  'GET /v1/admin/users/show': {
    access: 'operator',
    validRequest: async (fx) => get('/v1/admin/users/show', `id=${await adminTargetOf(fx)}`),
  },
  'POST /v1/admin/users/approve': {
    access: 'operator',
    operatorRole: 'admin',
    validRequest: async (fx) =>
      post('/v1/admin/users/approve', { id: await adminTargetOf(fx, 'pendingApproval') }),
  },
  'POST /v1/admin/users/ban': {
    access: 'operator',
    operatorRole: 'admin',
    validRequest: async (fx) => post('/v1/admin/users/ban', { id: await adminTargetOf(fx) }),
  },
  'POST /v1/admin/users/delete': {
    access: 'operator',
    operatorRole: 'admin',
    // A new account each time: a deleted one cannot be deleted again.
    validRequest: async (fx) => post('/v1/admin/users/delete', { id: (await fx.storedUser()).id }),
  },
  'POST /v1/admin/users/unban': {
    access: 'operator',
    operatorRole: 'admin',
    validRequest: async (fx) => post('/v1/admin/users/unban', { id: await adminTargetOf(fx, 'banned') }),
  },
  'POST /v1/admin/users/update_permissions': {
    access: 'operator',
    operatorRole: 'admin',
    validRequest: async (fx) =>
      post('/v1/admin/users/update_permissions', {
        id: await adminTargetOf(fx),
        postListings: 'deny',
        initiateTransactions: 'allow',
        read: 'default',
      }),
  },
  'POST /v1/admin/users/update_metadata': {
    access: 'operator',
    operatorRole: 'admin',
    validRequest: async (fx) =>
      post('/v1/admin/users/update_metadata', {
        id: await adminTargetOf(fx),
        metadata: { tier: 'gold', note: null },
        protectedData: { phoneNumber: '+358 40 123 4567' },
      }),
  },
  'POST /v1/admin/users/verify_email': {
    access: 'operator',
    operatorRole: 'admin',
    validRequest: async (fx) => post('/v1/admin/users/verify_email', { id: await adminTargetOf(fx) }),
  },
  'GET /v1/admin/listings/query': {
    access: 'operator',
    validRequest: async (fx) => {
      // A fresh author's listing, found by every filter (the title is the kayak tour's).
      const author = await fx.storedUser();
      await adminListingOf(fx, 'published', author);
      const filters = `states=published,pendingApproval&listingType=service-with-calendar&authorId=${author.id}`;
      return get('/v1/admin/listings/query', `${filters}&keywords=kayak&featured=false&page=1&perPage=10`);
    },
  },
  'GET /v1/admin/listings/show': {
    access: 'operator',
    validRequest: async (fx) => get('/v1/admin/listings/show', `id=${await adminListingOf(fx, 'published')}`),
  },
  'POST /v1/admin/listings/approve': {
    access: 'operator',
    operatorRole: 'admin',
    validRequest: async (fx) =>
      post('/v1/admin/listings/approve', { id: await adminListingOf(fx, 'pendingApproval') }),
  },
  'POST /v1/admin/listings/close': {
    access: 'operator',
    operatorRole: 'admin',
    validRequest: async (fx) =>
      post('/v1/admin/listings/close', { id: await adminListingOf(fx, 'published') }),
  },
  'POST /v1/admin/listings/open': {
    access: 'operator',
    operatorRole: 'admin',
    validRequest: async (fx) => post('/v1/admin/listings/open', { id: await adminListingOf(fx, 'closed') }),
  },
  'POST /v1/admin/listings/update_metadata': {
    access: 'operator',
    operatorRole: 'admin',
    validRequest: async (fx) =>
      post('/v1/admin/listings/update_metadata', {
        id: await adminListingOf(fx, 'published'),
        metadata: { badge: 'staff-pick', note: null },
      }),
  },
  'POST /v1/admin/listings/feature': {
    access: 'operator',
    operatorRole: 'admin',
    validRequest: async (fx) =>
      post('/v1/admin/listings/feature', { id: await adminListingOf(fx, 'published'), featured: true }),
  },
  'GET /v1/admin/reviews/query': {
    access: 'operator',
    validRequest: async (fx) => {
      // A fresh review, found by every filter.
      const review = await adminReviewOf(fx);
      const people = `subjectId=${review.subjectId}&authorId=${review.authorId}`;
      const of = `listingId=${review.listingId}&transactionId=${review.transactionId}`;
      return get('/v1/admin/reviews/query', `hidden=false&${people}&${of}&maxRating=5&page=1&perPage=10`);
    },
  },
  'POST /v1/admin/reviews/hide': {
    access: 'operator',
    operatorRole: 'admin',
    validRequest: async (fx) => post('/v1/admin/reviews/hide', { id: (await adminReviewOf(fx)).id }),
  },
  'POST /v1/admin/reviews/unhide': {
    access: 'operator',
    operatorRole: 'admin',
    validRequest: async (fx) =>
      post('/v1/admin/reviews/unhide', { id: (await adminReviewOf(fx, { hidden: true })).id }),
  },
  'GET /v1/admin/transactions/query': {
    access: 'operator',
    validRequest: async (fx) => {
      const tx = await adminTransactionOf(fx);
      const filters = `processName=default-booking&states=state/delivered,state/accepted&partyId=${tx.customerId}&listingId=${tx.listingId}`;
      const times = 'createdAtStart=2000-01-01&createdAtEnd=2100-01-01T00:00:00Z';
      return get(
        '/v1/admin/transactions/query',
        `${filters}&${times}&include=customer,provider,listing&page=1&perPage=10`,
      );
    },
  },
  'GET /v1/admin/transactions/show': {
    access: 'operator',
    validRequest: async (fx) => get('/v1/admin/transactions/show', `id=${(await adminTransactionOf(fx)).id}`),
  },
  'POST /v1/admin/transactions/transition': {
    access: 'operator',
    validRequest: async (fx) => {
      const tx = await adminTransactionOf(fx, 'state/preauthorized', 'transition/confirm-payment');
      return post(
        '/v1/admin/transactions/transition',
        { id: tx.id, transition: 'transition/operator-decline', params: {} },
        'include=booking,customer,provider',
      );
    },
  },
  'GET /v1/admin/assets/*': {
    access: 'operator',
    validRequest: async (fx) =>
      get(
        '/v1/admin/assets/content/footer.json',
        `version=${(await latestAssetTree(fx.platform.ctx)).version}`,
      ),
  },
  'PUT /v1/admin/assets/*': {
    access: 'operator',
    operatorRole: 'admin',
    validRequest: async () => json('PUT', '/v1/admin/assets/content/footer.json', ADMIN_FOOTER),
  },
  'DELETE /v1/admin/assets/*': {
    access: 'operator',
    operatorRole: 'admin',
    validRequest: async (fx) => {
      // A document stored afresh each time: deleting it again would find nothing.
      await writeAsset(fx.platform.ctx, 'content/pages/admin-row.json', ADMIN_PAGE, 'route-catalogue');
      return json('DELETE', '/v1/admin/assets/content/pages/admin-row.json');
    },
  },
  'POST /v1/admin/asset_previews/create': {
    access: 'operator',
    operatorRole: 'admin',
    validRequest: async () =>
      post('/v1/admin/asset_previews/create', { path: '/content/footer.json', data: ADMIN_FOOTER }),
  },
  'GET /v1/admin/asset_versions': {
    access: 'operator',
    validRequest: async () => get('/v1/admin/asset_versions', 'limit=10'),
  },
  'POST /v1/auth/token': {
    access: 'public',
    validRequest: async () => ({
      ...post('/v1/auth/token', { client_id: 'mercato-web', grant_type: 'client_credentials' }),
      encoding: 'form',
    }),
  },
  'POST /v1/auth/revoke': {
    access: 'token',
    consumesCaller: true,
    validRequest: async (_fx, caller) => ({
      ...post('/v1/auth/revoke', caller ? { token: caller.refreshToken } : {}),
      encoding: 'form',
    }),
  },
  'POST /v1/auth/auth_with_idp': {
    access: 'public',
    validRequest: async (fx) => {
      // An account made with the provider, then a fresh ID token of the same person to log in with.
      const account = await fx.newIdToken();
      const created = await sendAs(
        fx.platform,
        post('/v1/api/current_user/create_with_idp', await idpSignupBody(fx, account)),
        await fx.anonToken(),
      );
      if (created.statusCode !== 200) throw new Error(`create_with_idp: ${created.body}`);
      return {
        ...post('/v1/auth/auth_with_idp', {
          client_id: 'mercato-web',
          client_secret: fx.clientSecret,
          idp_id: IDP_ID,
          idp_client_id: fx.idpClientId,
          idp_token: await fx.idTokenFor(account.login),
        }),
        encoding: 'form',
      };
    },
  },
  'GET /v1/api/marketplace/show': {
    access: 'token',
    validRequest: async () => get('/v1/api/marketplace/show'),
  },
  'POST /v1/api/current_user/create': {
    access: 'token',
    validRequest: async () => {
      const n = Math.random().toString(36).slice(2, 10);
      return post('/v1/api/current_user/create', {
        ...fullProfile(),
        email: `new-${n}@example.com`,
        password: 'correct horse battery',
      });
    },
  },
  'POST /v1/api/current_user/create_with_idp': {
    access: 'token',
    validRequest: async (fx) => post('/v1/api/current_user/create_with_idp', await idpSignupBody(fx)),
  },
  'GET /v1/api/current_user/show': {
    access: 'user',
    validRequest: async () => get('/v1/api/current_user/show', 'include=profileImage,effectivePermissionSet'),
  },
  'GET /v1/api/users/show': {
    access: 'token',
    gate: 'read',
    validRequest: async (fx) =>
      get('/v1/api/users/show', `id=${(await victimOf(fx)).id}&include=profileImage`),
  },
  'POST /v1/api/current_user/update_profile': {
    access: 'user',
    validRequest: async () =>
      post('/v1/api/current_user/update_profile', { ...fullProfile(), profileImageId: null }),
  },
  'POST /v1/api/current_user/change_email': {
    access: 'user',
    consumesCaller: true,
    validRequest: async (_fx, caller) =>
      post('/v1/api/current_user/change_email', {
        email: `changed-${Math.random().toString(36).slice(2, 10)}@example.com`,
        currentPassword: caller?.password ?? 'correct horse battery',
      }),
  },
  'POST /v1/api/current_user/change_password': {
    access: 'user',
    consumesCaller: true,
    validRequest: async (_fx, caller) =>
      post('/v1/api/current_user/change_password', {
        currentPassword: caller?.password ?? 'correct horse battery',
        newPassword: 'a brand new passphrase',
      }),
  },
  'POST /v1/api/current_user/send_verification_email': {
    access: 'user',
    consumesCaller: true,
    validRequest: async () => post('/v1/api/current_user/send_verification_email'),
  },
  'POST /v1/api/current_user/verify_email': {
    access: 'user',
    consumesCaller: true,
    validRequest: async (fx, caller) =>
      post('/v1/api/current_user/verify_email', {
        verificationToken: caller ? await fx.verificationToken(caller) : 'no-caller-no-token',
      }),
  },
  'POST /v1/api/current_user/delete': {
    access: 'user',
    consumesCaller: true,
    validRequest: async (_fx, caller) =>
      post('/v1/api/current_user/delete', { currentPassword: caller?.password ?? 'correct horse battery' }),
  },
  'POST /v1/api/current_user/create_stripe_account': {
    access: 'user',
    refusedWhenAllowed: NO_STRIPE,
    validRequest: async () =>
      post('/v1/api/current_user/create_stripe_account', PAYOUT_DETAILS, 'expand=true'),
  },
  'POST /v1/api/current_user/update_stripe_account': {
    access: 'user',
    refusedWhenAllowed: NO_STRIPE,
    validRequest: async () =>
      post('/v1/api/current_user/update_stripe_account', {
        accountToken: 'ct_test_update',
        bankAccountToken: 'btok_us_verified',
        requestedCapabilities: ['card_payments', 'transfers'],
      }),
  },
  'POST /v1/api/current_user/delete_stripe_account': {
    access: 'user',
    refusedWhenAllowed: NO_STRIPE,
    validRequest: async () => post('/v1/api/current_user/delete_stripe_account'),
  },
  'POST /v1/api/stripe_account/create': {
    access: 'user',
    refusedWhenAllowed: NO_STRIPE,
    validRequest: async () => post('/v1/api/stripe_account/create', PAYOUT_DETAILS, 'expand=true'),
  },
  'GET /v1/api/stripe_account/fetch': {
    access: 'user',
    refusedWhenAllowed: NO_STRIPE,
    validRequest: async () => get('/v1/api/stripe_account/fetch'),
  },
  'POST /v1/api/stripe_account/update': {
    access: 'user',
    refusedWhenAllowed: NO_STRIPE,
    validRequest: async () =>
      post(
        '/v1/api/stripe_account/update',
        { accountToken: 'ct_test_update', requestedCapabilities: ['card_payments', 'transfers'] },
        'expand=true',
      ),
  },
  'POST /v1/api/stripe_account_links/create': {
    access: 'user',
    refusedWhenAllowed: NO_STRIPE,
    validRequest: async () =>
      post('/v1/api/stripe_account_links/create', {
        failureURL: 'https://marketplace.example/account/payments/failure',
        successURL: 'https://marketplace.example/account/payments/success',
        type: 'account_onboarding',
        collectionOptions: { fields: 'currently_due', future_requirements: 'include' },
      }),
  },
  'POST /v1/api/stripe_persons/create': {
    access: 'user',
    refusedWhenAllowed: NO_STRIPE,
    validRequest: async () => post('/v1/api/stripe_persons/create', { personToken: 'cpt_test_person' }),
  },
  // Saved cards work with the sandbox too (Stripe's test cards), so these succeed in the fixtures.
  'POST /v1/api/stripe_setup_intents/create': {
    access: 'user',
    validRequest: async () => post('/v1/api/stripe_setup_intents/create'),
  },
  'POST /v1/api/stripe_customer/create': {
    access: 'user',
    validRequest: async (fx, caller) => {
      if (caller) await forgetSavedPaymentDetails(fx, caller);
      return post(
        '/v1/api/stripe_customer/create',
        { stripePaymentMethodId: 'pm_card_visa', stripeCustomerEmail: 'billing@example.com' },
        'expand=true&include=defaultPaymentMethod',
      );
    },
  },
  'POST /v1/api/stripe_customer/add_payment_method': {
    access: 'user',
    validRequest: async (fx, caller) => {
      if (caller) await savedPaymentDetailsOf(fx, caller, false);
      return post(
        '/v1/api/stripe_customer/add_payment_method',
        { stripePaymentMethodId: 'pm_card_mastercard' },
        'expand=true&include=defaultPaymentMethod',
      );
    },
  },
  'POST /v1/api/stripe_customer/delete_payment_method': {
    access: 'user',
    validRequest: async (fx, caller) => {
      if (caller) await savedPaymentDetailsOf(fx, caller, true);
      return post('/v1/api/stripe_customer/delete_payment_method', {}, 'expand=true');
    },
  },
  'POST /v1/api/password_reset/request': {
    access: 'token',
    validRequest: async (fx) => post('/v1/api/password_reset/request', { email: (await fx.newUser()).email }),
  },
  'POST /v1/api/password_reset/reset': {
    access: 'token',
    validRequest: async (fx) => {
      const target = await fx.newUser();
      return post('/v1/api/password_reset/reset', {
        email: target.email,
        passwordResetToken: await fx.resetToken(target),
        newPassword: 'reset to this passphrase',
      });
    },
  },
  'POST /v1/api/images/upload': {
    access: 'user',
    validRequest: async () => ({
      method: 'POST',
      url: '/v1/api/images/upload',
      body: { image: { file: await buildPng(), filename: 'photo.png', type: 'image/png' } },
      encoding: 'multipart',
    }),
  },
  'POST /v1/api/own_listings/create_draft': {
    access: 'user',
    gate: 'postListings',
    validRequest: async () => post('/v1/api/own_listings/create_draft', LISTING_BODY, LISTING_QUERY),
  },
  'POST /v1/api/own_listings/create': {
    access: 'user',
    gate: 'postListings',
    validRequest: async () => post('/v1/api/own_listings/create', LISTING_BODY, LISTING_QUERY),
  },
  'POST /v1/api/own_listings/update': {
    access: 'user',
    gate: 'postListings',
    validRequest: async (fx, caller) =>
      post(
        '/v1/api/own_listings/update',
        { id: await listingOf(fx, caller, 'published'), title: 'Renamed', publicData: { level: 'all' } },
        LISTING_QUERY,
      ),
  },
  'POST /v1/api/own_listings/add_image': {
    access: 'user',
    gate: 'postListings',
    validRequest: async (fx, caller) => {
      // Banned and deleted callers cannot upload: their request is refused before the image matters.
      const upload = caller ? await fx.uploadImage(caller).catch(() => null) : null;
      const image = upload ?? (await fx.uploadImage(await victimOf(fx)));
      return post(
        '/v1/api/own_listings/add_image',
        { id: await listingOf(fx, caller, 'published'), imageId: image.id },
        LISTING_QUERY,
      );
    },
  },
  'POST /v1/api/own_listings/publish_draft': changesOwnListing('publish_draft', 'draft'),
  'POST /v1/api/own_listings/discard_draft': changesOwnListing('discard_draft', 'draft'),
  'POST /v1/api/own_listings/open': changesOwnListing('open', 'closed'),
  'POST /v1/api/own_listings/close': changesOwnListing('close', 'published'),
  'GET /v1/api/own_listings/show': {
    access: 'user',
    validRequest: async (fx, caller) =>
      get('/v1/api/own_listings/show', `id=${await listingOf(fx, caller, 'draft')}&include=author,images`),
  },
  'GET /v1/api/own_listings/query': {
    access: 'user',
    validRequest: async () =>
      get(
        '/v1/api/own_listings/query',
        'states=published,draft&page=1&perPage=10&include=images&limit.images=1',
      ),
  },
  'GET /v1/api/listings/show': {
    access: 'token',
    gate: 'read',
    validRequest: async (fx) =>
      get(
        '/v1/api/listings/show',
        `id=${await listingOf(fx, null, 'published')}&include=author,author.profileImage,images,currentStock,publicFileAttachments`,
      ),
  },
  'GET /v1/api/listings/query': {
    access: 'token',
    gate: 'read',
    validRequest: async (fx, caller) =>
      get(
        '/v1/api/listings/query',
        `ids=${await listingOf(fx, caller, 'published')}&keywords=kayak&pub_listingType=service-with-calendar` +
          '&price=0,100000&sort=-price,createdAt&page=1&perPage=10&include=author,author.profileImage,images' +
          '&limit.images=1&fields.listing=title,price&fields.image=variants.listing-card' +
          '&imageVariant.listing-card=w:400;h:300;fit:crop',
      ),
  },
  'POST /v1/api/stock/compare_and_set': {
    access: 'user',
    // Stock commands share the listing commands' rule: refused while approval is pending.
    gate: 'postListings',
    validRequest: async (fx, caller) =>
      post(
        '/v1/api/stock/compare_and_set',
        { listingId: await listingOf(fx, caller, 'published'), oldTotal: null, newTotal: 5 },
        'expand=true',
      ),
  },
  'POST /v1/api/stock_adjustments/create': {
    access: 'user',
    gate: 'postListings',
    validRequest: async (fx, caller) =>
      post(
        '/v1/api/stock_adjustments/create',
        { listingId: await listingOf(fx, caller, 'published'), quantity: 3 },
        'expand=true&include=ownListing',
      ),
  },
  'GET /v1/api/stock_adjustments/query': {
    access: 'user',
    validRequest: async (fx, caller) =>
      get(
        '/v1/api/stock_adjustments/query',
        `listingId=${await listingWithStockOf(fx, caller)}&start=2000-01-01T00:00:00.000Z` +
          '&end=2100-01-01T00:00:00.000Z&page=1&perPage=10&include=ownListing',
      ),
  },
  'POST /v1/api/availability_exceptions/create': {
    access: 'user',
    gate: 'postListings',
    validRequest: async (fx, caller) =>
      post(
        '/v1/api/availability_exceptions/create',
        { listingId: await listingOf(fx, caller, 'published'), ...exceptionRange(fx), seats: 0 },
        EXCEPTION_QUERY,
      ),
  },
  'POST /v1/api/availability_exceptions/delete': {
    access: 'user',
    gate: 'postListings',
    validRequest: async (fx, caller) =>
      post('/v1/api/availability_exceptions/delete', { id: await exceptionOf(fx, caller) }, EXCEPTION_QUERY),
  },
  'GET /v1/api/bookings/query': {
    access: 'user',
    validRequest: async (fx, caller) => {
      const listingId = await listingOf(fx, caller, 'published');
      const { start, end } = exceptionRange(fx);
      return get(
        '/v1/api/bookings/query',
        `listingId=${listingId}&start=${start}&end=${end}&states=pending,accepted&page=1&perPage=10`,
      );
    },
  },
  'GET /v1/api/availability_exceptions/query': {
    access: 'user',
    validRequest: async (fx, caller) => {
      const listingId = await listingOf(fx, caller, 'published');
      await exceptionOf(fx, caller, listingId);
      const { start, end } = exceptionRange(fx);
      return get(
        '/v1/api/availability_exceptions/query',
        `listingId=${listingId}&start=${start}&end=${end}&page=1&perPage=10&${EXCEPTION_QUERY}`,
      );
    },
  },
  'GET /v1/api/timeslots/query': {
    access: 'token',
    gate: 'read',
    validRequest: async (fx) => {
      const { start } = exceptionRange(fx);
      const end = new Date(Date.parse(start) + 31 * 86_400_000).toISOString();
      return get(
        '/v1/api/timeslots/query',
        `listingId=${await listingOf(fx, null, 'published')}&start=${start}&end=${end}&intervalDuration=P1D` +
          `&intervalAlign=${start}&maxPerInterval=1&minDurationStartingInInterval=60&page=1&perPage=31`,
      );
    },
  },
  'POST /v1/api/transactions/initiate': {
    access: 'user',
    gate: 'initiateTransactions',
    validRequest: async (fx) => post('/v1/api/transactions/initiate', await inquiryBody(fx), TX_QUERY),
  },
  'POST /v1/api/transactions/initiate_speculative': {
    access: 'user',
    gate: 'initiateTransactions',
    validRequest: async (fx) =>
      post('/v1/api/transactions/initiate_speculative', await inquiryBody(fx), TX_QUERY),
  },
  'POST /v1/api/transactions/transition': {
    access: 'user',
    // Advancing a transaction shares starting one's rule: refused while approval is pending.
    gate: 'initiateTransactions',
    validRequest: async (fx, caller) =>
      post('/v1/api/transactions/transition', await reviewBody(fx, caller), 'include=booking,reviews'),
  },
  'POST /v1/api/transactions/transition_speculative': {
    access: 'user',
    gate: 'initiateTransactions',
    validRequest: async (fx, caller) =>
      post(
        '/v1/api/transactions/transition_speculative',
        await reviewBody(fx, caller),
        'include=booking,reviews',
      ),
  },
  'GET /v1/api/transactions/show': {
    access: 'user',
    validRequest: async (fx, caller) =>
      get(
        '/v1/api/transactions/show',
        `id=${await transactionOf(fx, caller, await victimListing(fx))}&${TX_QUERY}`,
      ),
  },
  'GET /v1/api/transactions/query': {
    access: 'user',
    validRequest: async (fx, caller) => {
      await transactionOf(fx, caller, await victimListing(fx));
      return get(
        '/v1/api/transactions/query',
        `only=order&lastTransitions=transition/complete&states=state/delivered&processNames=default-booking&sort=lastMessageAt,createdAt&page=1&perPage=10&${TX_QUERY}`,
      );
    },
  },
  'GET /v1/api/process_transitions/query': {
    access: 'user',
    validRequest: async (fx, caller) =>
      get(
        '/v1/api/process_transitions/query',
        `transactionId=${await transactionOf(fx, caller, await victimListing(fx))}`,
      ),
  },
  'POST /v1/api/messages/send': {
    access: 'user',
    // Messages are refused while approval is pending, like transitions.
    gate: 'initiateTransactions',
    validRequest: async (fx, caller) =>
      post(
        '/v1/api/messages/send',
        {
          transactionId: await transactionOf(fx, caller, await victimListing(fx)),
          content: 'Hello there',
          publicFileAttachments: [{ fileId: (await ownFileOf(fx, caller, 'available')).id }],
        },
        'expand=true&include=sender,publicFileAttachments,publicFileAttachments.file',
      ),
  },
  'POST /v1/api/own_files/create': {
    access: 'user',
    validRequest: async () =>
      post(
        '/v1/api/own_files/create',
        { name: 'Floor plan.pdf', mimeType: 'application/pdf', size: 2048 },
        'expand=true',
      ),
  },
  'GET /v1/api/own_files/show': {
    access: 'user',
    validRequest: async (fx, caller) =>
      get('/v1/api/own_files/show', `id=${(await ownFileOf(fx, caller, 'available')).id}`),
  },
  'POST /v1/api/file_uploads/create': {
    access: 'user',
    validRequest: async (fx, caller) =>
      post('/v1/api/file_uploads/create', { fileId: (await ownFileOf(fx, caller, 'pendingUpload')).id }),
  },
  'POST /v1/api/own_file_downloads/create': {
    access: 'user',
    validRequest: async (fx, caller) =>
      post('/v1/api/own_file_downloads/create', { fileId: (await ownFileOf(fx, caller, 'available')).id }),
  },
  'POST /v1/api/file_downloads/create': {
    access: 'user',
    validRequest: async (fx, caller) =>
      post('/v1/api/file_downloads/create', { fileAttachmentId: await messageAttachmentOf(fx, caller) }),
  },
  'GET /v1/api/files/show': {
    access: 'user',
    validRequest: async (fx, caller) =>
      get('/v1/api/files/show', `fileAttachmentId=${await messageAttachmentOf(fx, caller)}`),
  },
  'GET /v1/api/messages/query': {
    access: 'user',
    validRequest: async (fx, caller) =>
      get(
        '/v1/api/messages/query',
        `transaction_id=${await transactionOf(fx, caller, await victimListing(fx))}&include=sender,sender.profileImage,transaction,publicFileAttachments,publicFileAttachments.file&page=1&perPage=100`,
      ),
  },
  'GET /v1/api/reviews/query': {
    access: 'token',
    gate: 'read',
    validRequest: async (fx) => {
      const listing = await victimListing(fx);
      await publicReviewOf(fx, listing);
      return get(
        '/v1/api/reviews/query',
        `listing_id=${listing.listingId}&state=public&include=author,author.profileImage&page=1&perPage=10`,
      );
    },
  },
  'GET /v1/api/reviews/show': {
    access: 'token',
    gate: 'read',
    validRequest: async (fx) =>
      get(
        '/v1/api/reviews/show',
        `id=${await publicReviewOf(fx, await victimListing(fx))}&include=author,subject`,
      ),
  },
  'GET /v1/assets/pub/:clientId/a/:alias/*': {
    access: 'public',
    validRequest: async () =>
      get('/v1/assets/pub/mercato-web/a/latest/', 'assets=content%2Ftranslations.json,mercato%2Fconfig.json'),
  },
  'GET /v1/api/sitemap_data/query_assets': {
    // Asset paths are as public as the Asset Delivery API: no read gate (api notes §4.2 lists none).
    access: 'token',
    validRequest: async () => get('/v1/api/sitemap_data/query_assets', 'pathPrefix=%2Fcontent%2Fpages%2F'),
  },
  'GET /v1/api/sitemap_data/query_listings': {
    access: 'token',
    gate: 'read',
    validRequest: async (fx, caller) => {
      await listingOf(fx, caller, 'published');
      return get('/v1/api/sitemap_data/query_listings', 'fields.listing=title');
    },
  },
  'GET /v1/assets/pub/:clientId/p/:token/*': {
    // The link's token is the key: whoever holds it reads the draft, and nothing else, until it ends.
    access: 'public',
    validRequest: async (fx) => {
      const { token } = await createAssetPreview(
        fx.platform.ctx,
        { kind: 'system', name: 'cli' },
        'content/footer.json',
        ADMIN_FOOTER,
      );
      return get(`/v1/assets/pub/mercato-web/p/${token}/content/footer.json`);
    },
  },
  'GET /v1/assets/pub/:clientId/v/:version/*': {
    access: 'public',
    validRequest: async (fx) => {
      const latest = await send(
        fx.platform,
        get('/v1/assets/pub/mercato-web/a/latest/users/user-types.json'),
        null,
      );
      const version = (latest.json() as { meta: { version: string } }).meta.version;
      return get(`/v1/assets/pub/mercato-web/v/${version}/users/user-types.json`);
    },
  },
  'PUT /files/:fileId/upload/:signed': {
    access: 'public',
    validRequest: async (fx) => {
      const file = await ownFileOf(fx, await victimOf(fx), 'pendingUpload', {
        mimeType: 'text/plain',
        size: 5,
      });
      return {
        method: 'PUT',
        url: signedPathOf(fx, createFileUrls(fx.platform.ctx.env).uploadUrl(file.id, inFifteenMinutes(fx))),
        body: { data: Buffer.from('hello'), type: 'text/plain' },
        encoding: 'raw' as const,
      };
    },
  },
  'OPTIONS /files/:fileId/upload/:signed': {
    access: 'public',
    validRequest: async (fx) => ({
      method: 'OPTIONS',
      url: signedPathOf(
        fx,
        createFileUrls(fx.platform.ctx.env).uploadUrl(randomUUID(), inFifteenMinutes(fx)),
      ),
    }),
  },
  'GET /files/:fileId/download/:signed/:name': {
    access: 'public',
    showsOtherUsersByDesign:
      'file download URLs are signed, short-lived links handed to those who may read the file',
    validRequest: async (fx) => {
      const file = await ownFileOf(fx, await victimOf(fx), 'available');
      const url = createFileUrls(fx.platform.ctx.env).downloadUrl(file.id, file.name, inFifteenMinutes(fx));
      return get(signedPathOf(fx, url));
    },
  },
  'GET /images/:imageId/:variantKey': {
    access: 'public',
    showsOtherUsersByDesign: 'image variant URLs are public, signed links (ADR 006)',
    validRequest: async (fx) => get((await fx.uploadImage(await victimOf(fx))).variantPath),
  },
  'GET /_mail': {
    access: 'public',
    showsOtherUsersByDesign:
      'the development mail outbox shows every message (MAIL_OUTBOX_PAGE, off in production)',
    validRequest: async (fx) => get('/_mail', `to=${encodeURIComponent((await victimOf(fx)).email)}`),
  },
  'GET /_mail/:id': {
    access: 'public',
    showsOtherUsersByDesign:
      'the development mail outbox shows every message (MAIL_OUTBOX_PAGE, off in production)',
    validRequest: async (fx) => get(`/_mail/${await fx.mailIdOf(await victimOf(fx))}`),
  },
  'GET /_payments': {
    access: 'public',
    showsOtherUsersByDesign: 'the development payment ledger shows every payment (not in production)',
    validRequest: async () => get('/_payments'),
  },
  'GET /_payments/authenticate/:id': {
    access: 'public',
    showsOtherUsersByDesign: 'the sandbox 3-D Secure page shows the amount of the payment it is about',
    validRequest: async (fx) => get(`/_payments/authenticate/${await intentNeedingAction(fx)}`, 'return=/'),
  },
  'POST /_payments/authenticate/:id': {
    access: 'public',
    showsOtherUsersByDesign: 'the sandbox 3-D Secure step, a stand-in for the bank, not in production',
    validRequest: async (fx) => ({
      ...post(`/_payments/authenticate/${await intentNeedingAction(fx)}`, {}, 'return=/&outcome=pass'),
      encoding: 'form',
    }),
  },
  'GET /healthz': {
    access: 'public',
    validRequest: async () => get('/healthz'),
  },
  'GET /readyz': {
    access: 'public',
    validRequest: async () => get('/readyz'),
  },
  'GET /_jobs': {
    access: 'public',
    showsOtherUsersByDesign:
      'the development jobs page shows every pending and failed job (not in production)',
    validRequest: async () => get('/_jobs'),
  },
};

/** A sandbox payment intent waiting for 3-D Secure (the 4000 0025 0000 3155 test card). */
async function intentNeedingAction(fx: Fixtures): Promise<string> {
  const intent = await fx.platform.ctx.payments.createPaymentIntent({
    idempotencyKey: randomUUID(),
    transactionId: randomUUID(),
    amount: 1000,
    currency: 'USD',
    paymentMethod: '4000002500003155',
  });
  return intent.id;
}

const TX_QUERY =
  'include=listing,listing.images,listing.author.profileImage,customer,provider,booking,reviews,messages,protectedFileAttachments,protectedFileAttachments.file,stockReservation,marketplace';

/** A published listing of the victim, with its author (the provider of the matrix's transactions). */
async function victimListing(fx: Fixtures): Promise<{ id: string; listingId: string }> {
  return { id: (await victimOf(fx)).id, listingId: await listingOf(fx, null, 'published') };
}

/** An inquiry on the victim's listing: no payment, no calendar, any user may start one. */
async function inquiryBody(fx: Fixtures): Promise<Record<string, unknown>> {
  // The listing's own process (a booking), whose first step may be a question.
  return {
    processAlias: 'default-booking/release-1',
    transition: 'transition/inquire',
    params: { listingId: await listingOf(fx, null, 'published'), protectedData: { note: 'hi' } },
  };
}

/** The caller's review of a delivered booking of theirs. */
async function reviewBody(fx: Fixtures, caller: Actor | null): Promise<Record<string, unknown>> {
  return {
    id: await transactionOf(fx, caller, await victimListing(fx)),
    transition: 'transition/review-1-by-customer',
    params: { reviewRating: 5, reviewContent: 'Lovely evening on the water.' },
  };
}

/** A listing every listing route can take (the default configuration's bookable type). */
const LISTING_BODY = {
  ...bookableListingBody(),
  availabilityPlan: {
    type: 'availability-plan/time',
    timezone: 'Europe/Helsinki',
    entries: [{ dayOfWeek: 'sat', seats: 4, startTime: '17:00', endTime: '19:00' }],
  },
  publicData: { listingType: 'service-with-calendar', unitType: 'hour' },
  privateData: { meetingPoint: 'pier 4' },
};
const LISTING_QUERY =
  'expand=true&include=author,images,currentStock,protectedFileAttachments,protectedFileAttachments.file';

/**
 * A listing of `owner` (the victim when there is no caller) in the given state, written straight to
 * the database: users awaiting approval may not create listings through the API, yet the matrix
 * needs one of theirs to show them the refusal.
 */
async function listingOf(fx: Fixtures, owner: { id: string } | null, state: ListingState): Promise<string> {
  const author = owner ?? (await victimOf(fx));
  const id = randomUUID();
  await insertListing(fx.platform.ctx.db, {
    id,
    authorId: author.id,
    now: fx.platform.clock.read(),
    state,
    deleted: false,
    title: LISTING_BODY.title,
    description: LISTING_BODY.description,
    geolocation: LISTING_BODY.geolocation,
    price: LISTING_BODY.price,
    availabilityPlan: LISTING_BODY.availabilityPlan,
    publicData: LISTING_BODY.publicData,
    // Only the victim's listings carry the marker: a caller may see its own private data.
    privateData: owner ? LISTING_BODY.privateData : { secret: PRIVATE_MARKER },
  });
  return id;
}

/** `owner` without saved payment details (a route may be called for the same caller again). */
async function forgetSavedPaymentDetails(fx: Fixtures, owner: Actor): Promise<void> {
  await fx.platform.ctx.db.deleteFrom('stripe_customers').where('user_id', '=', owner.id).execute();
}

/** Saved payment details of `owner` at the sandbox, with its test Visa card or without a card. */
async function savedPaymentDetailsOf(fx: Fixtures, owner: Actor, withCard: boolean): Promise<void> {
  await forgetSavedPaymentDetails(fx, owner);
  const { db } = fx.platform.ctx;
  const now = fx.platform.clock.read();
  const card = { paymentMethodId: 'pm_card_visa', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 };
  await insertStripeCustomer(db, owner.id, `cus_sandbox_${randomUUID().slice(0, 8)}`, card, now);
  if (!withCard) await replaceSavedCard(db, owner.id, card.paymentMethodId, null, now);
}

/** A published listing of `owner` with a stock of 4 and the adjustment that made it. */
async function listingWithStockOf(fx: Fixtures, owner: Actor | null): Promise<string> {
  const listingId = await listingOf(fx, owner, 'published');
  const { db } = fx.platform.ctx;
  const now = fx.platform.clock.read();
  await insertStockIfNone(db, { id: randomUUID(), listingId, quantity: 4, now });
  await insertStockAdjustment(db, { id: randomUUID(), listingId, quantity: 4, at: now, revision: 1 });
  return listingId;
}

const EXCEPTION_QUERY = 'expand=true&include=ownListing';

/** A day-long range starting two days after the platform's now, as ISO timestamps. */
function exceptionRange(fx: Fixtures): { start: string; end: string } {
  const start = fx.platform.clock.read().getTime() + 2 * 86_400_000;
  return { start: new Date(start).toISOString(), end: new Date(start + 86_400_000).toISOString() };
}

/**
 * An availability exception on a listing of `owner` (a new published one unless given), written
 * straight to the database like `listingOf`: users awaiting approval may not create one.
 */
async function exceptionOf(fx: Fixtures, owner: Actor | null, listingId?: string): Promise<string> {
  const { start, end } = exceptionRange(fx);
  const id = randomUUID();
  await insertException(fx.platform.ctx.db, {
    id,
    listingId: listingId ?? (await listingOf(fx, owner, 'published')),
    start: new Date(start),
    end: new Date(end),
    seats: 0,
    createdAt: fx.platform.clock.read(),
  });
  return id;
}

/**
 * The id of a fresh user for an operator's change to act on (not the victim: the leak check keeps
 * looking for the victim's data), waiting for approval or banned when the change needs it.
 */
async function adminTargetOf(fx: Fixtures, standing?: 'pendingApproval' | 'banned'): Promise<string> {
  const target = await fx.storedUser();
  const now = fx.platform.clock.read();
  if (standing === 'pendingApproval') {
    await updateUser(fx.platform.ctx.db, target.id, { state: 'pendingApproval' }, now);
  }
  if (standing === 'banned') await updateUser(fx.platform.ctx.db, target.id, { banned: true }, now);
  return target.id;
}

/**
 * The id of a listing of a fresh user in `state` for an operator to read or change (not the
 * victim's: the admin view shows its author's email, which the leak check looks for).
 */
async function adminListingOf(fx: Fixtures, state: ListingState, author?: { id: string }): Promise<string> {
  return listingOf(fx, author ?? (await fx.storedUser()), state);
}

/**
 * A fresh public review between fresh users for an operator to find, hide or show again (not of
 * the victim's: the leak check keeps looking for the victim's data); hidden when asked.
 */
async function adminReviewOf(fx: Fixtures, options: { hidden?: boolean } = {}): Promise<Review> {
  const provider = await fx.storedUser();
  const listingId = await listingOf(fx, provider, 'published');
  const id = await publicReviewOf(fx, { id: provider.id, listingId });
  const { db } = fx.platform.ctx;
  if (options.hidden) await setReviewHidden(db, id, { at: fx.platform.clock.read(), by: null });
  const review = await findReviewById(db, id);
  if (!review) throw new Error('the review just written is gone');
  return review;
}

const victims = new WeakMap<Fixtures, Promise<Actor>>();

/**
 * The user whose data other callers must never see: private and protected data carry markers the
 * leak check looks for. One per platform.
 */
export function victimOf(fx: Fixtures): Promise<Actor> {
  let victim = victims.get(fx);
  if (!victim) {
    victim = fx.newUser({
      firstName: 'Vera',
      lastName: 'Victim',
      privateData: { secret: PRIVATE_MARKER },
      protectedData: { note: PROTECTED_MARKER },
    });
    victims.set(fx, victim);
  }
  return victim;
}

/** Markers of the victim's private and protected data. */
export const PRIVATE_MARKER = 'private-marker-5f1c';
export const PROTECTED_MARKER = 'protected-marker-9b2e';

/** The row of a route (HEAD routes share their GET route's row). */
export function entryOf(route: { key: string; headOf?: string }): RouteEntry | undefined {
  return ROUTE_CATALOGUE[route.headOf ?? route.key];
}

const inFifteenMinutes = (fx: Fixtures) => new Date(fx.platform.clock.read().getTime() + 15 * 60_000);

/** The path of a signed file URL (the platform signs for its ROOT_URL). */
function signedPathOf(_fx: Fixtures, url: string): string {
  return new URL(url).pathname;
}

/** A file of `owner` in `state`, stored directly; an available one has its bytes in storage. */
async function ownFileOf(
  fx: Fixtures,
  owner: Actor | null,
  state: StoredFile['state'],
  declared: { mimeType: string; size: number } = { mimeType: 'text/plain', size: 5 },
): Promise<StoredFile> {
  const now = fx.platform.clock.read();
  const id = randomUUID();
  const storageKey = state === 'available' ? `files/${id}/${randomUUID()}` : null;
  if (storageKey)
    await fx.platform.ctx.storage.put(storageKey, { data: Buffer.from('hello'), contentType: 'text/plain' });
  const file: StoredFile = {
    id,
    ownerId: owner?.id ?? (await fx.newUser()).id,
    name: 'notes.txt',
    mimeType: declared.mimeType,
    size: declared.size,
    state,
    storageKey,
    failureReason: null,
    deleted: false,
    createdAt: now,
    stateUpdatedAt: now,
  };
  await insertFile(fx.platform.ctx.db, file);
  return file;
}

/** A message of the victim in a transaction of `caller`'s, with a file of the victim's on it: its attachment id. */
async function messageAttachmentOf(fx: Fixtures, caller: Actor | null): Promise<string> {
  const victim = await victimOf(fx);
  const transactionId = await transactionOf(fx, caller, await victimListing(fx));
  const file = await ownFileOf(fx, victim, 'available');
  const messageId = randomUUID();
  const now = fx.platform.clock.read();
  const { db } = fx.platform.ctx;
  await insertMessage(db, {
    id: messageId,
    transactionId,
    senderId: victim.id,
    content: 'The plan',
    createdAt: now,
  });
  const attachmentId = randomUUID();
  await insertAttachments(db, [
    {
      id: attachmentId,
      fileId: file.id,
      scope: 'public',
      target: { kind: 'message', id: messageId },
      position: 0,
      deleted: false,
      createdAt: now,
    },
  ]);
  return attachmentId;
}

/** A footer an admin writes over the admin API. */
const ADMIN_FOOTER = { copyright: { fieldType: 'text', content: '© The route catalogue' } };
/** A content page an admin removes over the admin API. */
const ADMIN_PAGE = {
  meta: { pageTitle: { fieldType: 'metaTitle', content: 'Admin row' } },
  sections: [{ sectionType: 'article', sectionId: 'row', title: { fieldType: 'heading1', content: 'Row' } }],
};

/**
 * A booking transaction between fresh users in `state`, for an operator to find, read or move on
 * (not the victim's: the admin view includes its parties' emails, which the leak check looks for).
 */
async function adminTransactionOf(
  fx: Fixtures,
  state?: string,
  lastTransition?: string,
): Promise<{ id: string; customerId: string; listingId: string }> {
  const provider = await fx.storedUser();
  const listingId = await listingOf(fx, provider, 'published');
  const customer = await fx.storedUser();
  const id = await transactionOf(fx, customer, { id: provider.id, listingId }, state, lastTransition);
  return { id, customerId: customer.id, listingId };
}
