import {
  ApiErrorBodySchema,
  type CurrentUserResource,
  CurrentUserResourceSchema,
  type MarketplaceResource,
  MarketplaceResourceSchema,
  type TokenResponse,
  TokenResponseSchema,
} from '@mercato/core/contracts/current-user';
import type { SignupCommand } from '@mercato/core/validators/auth';
import type { z } from 'zod';
import { SdkError } from './sdk-error.ts';
import { isUserToken, memoryTokenStore, type TokenStore } from './token-store.ts';
import type { Transport, TransportResponse } from './transport.ts';

/** How to reach the platform and where tokens live. */
export interface SdkConfig {
  transport: Transport;
  clientId: string;
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
    return transport({
      method,
      url: `/v1/api/${path}${toQueryString(query)}`,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token.access_token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
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
    },
  };
}

/** The SDK's type. */
export type MercatoSdk = ReturnType<typeof createSdk>;
/** Re-exported for callers that only import the client. */
export type { MarketplaceResource };
