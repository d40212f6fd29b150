import { type MarketplaceConfig, MarketplaceConfigSchema } from '@mercato/core/config/marketplace-config';
import { ApiErrorBodySchema } from '@mercato/core/contracts/api-error-body';
import {
  type CurrentUserResource,
  CurrentUserResourceSchema,
  type UpdateProfileCommand,
} from '@mercato/core/contracts/current-user';
import { ImageResourceSchema } from '@mercato/core/contracts/image';
import { type MarketplaceResource, MarketplaceResourceSchema } from '@mercato/core/contracts/marketplace';
import { BareResourceSchema } from '@mercato/core/contracts/resource';
import { type TokenResponse, TokenResponseSchema } from '@mercato/core/contracts/token';
import { UserResourceSchema } from '@mercato/core/contracts/user';
import type { SignupCommand } from '@mercato/core/validators/auth';
import type { z } from 'zod';
import { SdkError } from './sdk-error.ts';
import { isUserToken, memoryTokenStore, type TokenStore } from './token-store.ts';
import type { Transport, TransportResponse } from './transport.ts';

/** How to reach the platform and where tokens live. */
export interface SdkConfig {
  transport: Transport;
  clientId: string;
  /** Needed only for trusted calls (`loginWithIdp`); never give it to a browser. */
  clientSecret?: string;
  /** The session's token store (a cookie in the web app). */
  tokenStore: TokenStore;
  /** Where anonymous tokens are kept; share one across requests so visitors don't each fetch one. */
  anonymousTokenStore?: TokenStore;
}

/** A decoded `{data, included, meta}` response. */
export interface ApiResponse<T> {
  data: T;
  included: unknown[];
  meta: Record<string, unknown>;
}

type Query = Record<string, string | number | boolean | string[] | undefined>;

function toQueryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/**
 * A request body as bytes on the wire: JSON, or multipart for `FormData` (uploads). Transports take
 * strings or bytes, so the multipart encoding (and its boundary) is made here with the platform's
 * own encoder rather than left to `fetch`, which the in-process transport does not use.
 */
async function encodeBody(
  body: unknown,
): Promise<{ body: string | Uint8Array<ArrayBuffer>; contentType: string } | undefined> {
  if (body === undefined) return undefined;
  if (body instanceof FormData) {
    const multipart = new Response(body);
    return {
      body: new Uint8Array(await multipart.arrayBuffer()),
      contentType: multipart.headers.get('content-type') ?? 'multipart/form-data',
    };
  }
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

function errorOf(res: TransportResponse): SdkError {
  let parsed: ReturnType<typeof ApiErrorBodySchema.safeParse> | undefined;
  try {
    parsed = ApiErrorBodySchema.safeParse(JSON.parse(res.body));
  } catch {
    parsed = undefined;
  }
  return new SdkError(res.status, parsed?.success ? parsed.data.errors : []);
}

/**
 * Typed client of the platform API. Mirrors the official SDK's session rules: fetch an anonymous
 * token when none is stored, refresh on 401 and retry once, fall back to anonymous when refresh fails.
 */
export function createSdk(config: SdkConfig) {
  const { transport, clientId, tokenStore } = config;
  const anonymousStore = config.anonymousTokenStore ?? memoryTokenStore();

  async function requestToken(form: Record<string, string>): Promise<TokenResponse> {
    const res = await transport({
      method: 'POST',
      url: '/v1/auth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ client_id: clientId, ...form }).toString(),
    });
    if (res.status !== 200) throw errorOf(res);
    return TokenResponseSchema.parse(JSON.parse(res.body));
  }

  async function anonymousToken(): Promise<TokenResponse> {
    const cached = anonymousStore.get();
    if (cached) return cached;
    const token = await requestToken({ grant_type: 'client_credentials', scope: 'public-read' });
    anonymousStore.set(token);
    return token;
  }

  async function currentToken(): Promise<TokenResponse> {
    return tokenStore.get() ?? (await anonymousToken());
  }

  async function send(
    method: 'GET' | 'POST',
    path: string,
    query: Query,
    body: unknown,
    token: TokenResponse,
  ) {
    const encoded = await encodeBody(body);
    return transport({
      method,
      url: `/v1/api/${path}${toQueryString(query)}`,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token.access_token}`,
        ...(encoded ? { 'content-type': encoded.contentType } : {}),
      },
      body: encoded?.body,
    });
  }

  async function call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    query: Query = {},
    body?: unknown,
  ): Promise<ApiResponse<z.output<S>>> {
    const token = await currentToken();
    let res = await send(method, path, query, body, token);
    if (res.status === 401) {
      let retryToken: TokenResponse;
      if (isUserToken(token) && token.refresh_token) {
        try {
          retryToken = await requestToken({
            grant_type: 'refresh_token',
            refresh_token: token.refresh_token,
          });
          tokenStore.set(retryToken);
        } catch {
          tokenStore.clear();
          retryToken = await anonymousToken();
        }
      } else {
        anonymousStore.clear();
        tokenStore.clear();
        retryToken = await anonymousToken();
      }
      res = await send(method, path, query, body, retryToken);
    }
    if (res.status >= 400) throw errorOf(res);
    const json = JSON.parse(res.body) as {
      data: unknown;
      included?: unknown[];
      meta?: Record<string, unknown>;
    };
    return { data: schema.parse(json.data), included: json.included ?? [], meta: json.meta ?? {} };
  }

  return {
    /** Logs in with email and password; the user token replaces whatever the store held. */
    async login(params: { username: string; password: string }): Promise<TokenResponse> {
      const token = await requestToken({ grant_type: 'password', scope: 'user', ...params });
      tokenStore.set(token);
      return token;
    },
    /**
     * Logs in with an identity provider's ID token (trusted: needs the client secret). A 401 means
     * no account is linked to that identity yet.
     */
    async loginWithIdp(params: {
      idpId: string;
      idpClientId: string;
      idpToken: string;
    }): Promise<TokenResponse> {
      if (!config.clientSecret)
        throw new Error('loginWithIdp needs the SDK to be configured with clientSecret');
      const res = await transport({
        method: 'POST',
        url: '/v1/auth/auth_with_idp',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          client_id: clientId,
          client_secret: config.clientSecret,
          idp_id: params.idpId,
          idp_client_id: params.idpClientId,
          idp_token: params.idpToken,
        }).toString(),
      });
      if (res.status !== 200) throw errorOf(res);
      const token = TokenResponseSchema.parse(JSON.parse(res.body));
      tokenStore.set(token);
      return token;
    },
    /** Revokes the session (best effort) and forgets the token. */
    async logout(): Promise<void> {
      const token = tokenStore.get();
      tokenStore.clear();
      if (!token?.refresh_token) return;
      await transport({
        method: 'POST',
        url: '/v1/auth/revoke',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          authorization: `Bearer ${token.access_token}`,
        },
        body: new URLSearchParams({ token: token.refresh_token }).toString(),
      }).catch(() => undefined);
    },
    /** Whether the session holds a user token (no network). */
    authInfo(): { isAnonymous: boolean; scope: string | null } {
      const token = tokenStore.get();
      return { isAnonymous: !isUserToken(token), scope: token?.scope ?? null };
    },
    marketplace: {
      /** `marketplace/show`. */
      show: (query: Query = {}) => call('GET', 'marketplace/show', MarketplaceResourceSchema, query),
    },
    currentUser: {
      /** `current_user/show`. */
      show: (query: Query = {}): Promise<ApiResponse<CurrentUserResource>> =>
        call('GET', 'current_user/show', CurrentUserResourceSchema, query),
      /** `current_user/create` (expanded, so the new user comes back whole). */
      create: (params: SignupCommand, query: Query = {}): Promise<ApiResponse<CurrentUserResource>> =>
        call('POST', 'current_user/create', CurrentUserResourceSchema, { expand: true, ...query }, params),
      /** `current_user/create_with_idp`: an account from an identity provider's ID token. */
      createWithIdp: (
        params: Omit<SignupCommand, 'password'> & { idpId: string; idpClientId: string; idpToken: string },
        query: Query = {},
      ): Promise<ApiResponse<CurrentUserResource>> =>
        call(
          'POST',
          'current_user/create_with_idp',
          CurrentUserResourceSchema,
          { expand: true, ...query },
          params,
        ),
      /** `current_user/update_profile`: names, bio, profile image, extended data (merged by key). */
      updateProfile: (
        params: UpdateProfileCommand,
        query: Query = {},
      ): Promise<ApiResponse<CurrentUserResource>> =>
        call(
          'POST',
          'current_user/update_profile',
          CurrentUserResourceSchema,
          { expand: true, ...query },
          params,
        ),
      /** `current_user/change_email` (403 on a wrong current password). */
      changeEmail: (params: {
        email: string;
        currentPassword: string;
      }): Promise<ApiResponse<CurrentUserResource>> =>
        call('POST', 'current_user/change_email', CurrentUserResourceSchema, { expand: true }, params),
      /** `current_user/change_password` (403 on a wrong current password). */
      changePassword: (params: {
        currentPassword: string;
        newPassword: string;
      }): Promise<ApiResponse<CurrentUserResource>> =>
        call('POST', 'current_user/change_password', CurrentUserResourceSchema, { expand: true }, params),
      /** `current_user/send_verification_email`. */
      sendVerificationEmail: (): Promise<ApiResponse<CurrentUserResource>> =>
        call('POST', 'current_user/send_verification_email', CurrentUserResourceSchema, { expand: true }, {}),
      /** `current_user/verify_email`. */
      verifyEmail: (params: { verificationToken: string }): Promise<ApiResponse<CurrentUserResource>> =>
        call('POST', 'current_user/verify_email', CurrentUserResourceSchema, { expand: true }, params),
      /** `current_user/delete`. */
      delete: (params: { currentPassword: string }): Promise<ApiResponse<CurrentUserResource>> =>
        call('POST', 'current_user/delete', CurrentUserResourceSchema, { expand: true }, params),
    },
    passwordReset: {
      /** `password_reset/request`: mails a reset link (`email-not-found` for unknown addresses). */
      request: (params: { email: string }) =>
        call('POST', 'password_reset/request', BareResourceSchema, {}, params),
      /** `password_reset/reset`. */
      reset: (params: { email: string; passwordResetToken: string; newPassword: string }) =>
        call('POST', 'password_reset/reset', BareResourceSchema, {}, params),
    },
    assets: {
      /**
       * The marketplace configuration (Asset Delivery API, `latest` alias): user types and fields,
       * access control, listing types, branding… The web app reads it on every page.
       */
      async config(): Promise<{ data: MarketplaceConfig; version: string }> {
        const res = await transport({
          method: 'GET',
          url: `/v1/assets/pub/${encodeURIComponent(clientId)}/a/latest/mercato/config.json`,
          headers: { accept: 'application/json' },
        });
        if (res.status !== 200) throw errorOf(res);
        const body = JSON.parse(res.body) as { data: unknown; meta: { version: string } };
        return { data: MarketplaceConfigSchema.parse(body.data), version: body.meta.version };
      },
    },
    users: {
      /** `users/show`: another user's public profile. */
      show: (query: Query & { id: string }) => call('GET', 'users/show', UserResourceSchema, query),
    },
    images: {
      /** `images/upload`: multipart upload of one JPG or PNG (max 20 MB). */
      upload: (image: Blob, filename = 'image', query: Query = {}) => {
        const form = new FormData();
        form.append('image', image, filename);
        return call('POST', 'images/upload', ImageResourceSchema, { expand: true, ...query }, form);
      },
    },
  };
}

/** The SDK's type. */
export type MercatoSdk = ReturnType<typeof createSdk>;
/** Re-exported for callers that only import the client. */
export type { MarketplaceResource };
