import { ApiErrorBodySchema } from '@mercato/core/contracts/api-error-body';
import { type TokenResponse, TokenResponseSchema } from '@mercato/core/contracts/token';
import type { z } from 'zod';
import { SdkError } from './sdk-error.ts';
import type { SharedRefreshes } from './shared-refreshes.ts';
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
  /**
   * Refreshes shared across the sessions of a server, so concurrent requests of one browser use a
   * refresh token once (see `sharedRefreshes`). Without it, only the calls of one session share.
   */
  sharedRefreshes?: SharedRefreshes;
  /**
   * The token of an operator's preview link: assets are read from the tree with that draft laid
   * over it (`…/p/<token>/…`) instead of `latest`.
   */
  assetPreview?: string;
}

/** A decoded `{data, included, meta}` response. */
export interface ApiResponse<T> {
  data: T;
  included: unknown[];
  meta: Record<string, unknown>;
}

/** Query parameters of an API call; lists go on the wire comma-joined. */
export type Query = Record<string, string | number | boolean | string[] | undefined>;

/** What resource modules build on: one platform session's transport, tokens and API calls. */
export interface Session {
  readonly transport: Transport;
  readonly clientId: string;
  readonly clientSecret: string | undefined;
  /** The preview link's token the assets are read with, if any (`SdkConfig.assetPreview`). */
  readonly assetPreview: string | undefined;
  /** The user's token store; anonymous tokens are kept apart and never show up here. */
  readonly tokenStore: TokenStore;
  /** `POST /v1/auth/<path>` with a form body, optionally with a bearer token. */
  postAuthForm(path: string, form: Record<string, string>, accessToken?: string): Promise<TransportResponse>;
  /** A token grant at `/v1/auth/token` (the client id is added); throws `SdkError` unless 200. */
  requestToken(form: Record<string, string>): Promise<TokenResponse>;
  /**
   * An API call `/v1/api/<path>` with the session's token (an anonymous one when logged out); on
   * 401 it refreshes or falls back to anonymous and retries once. Throws `SdkError` on 4xx/5xx.
   */
  call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    query?: Query,
    body?: unknown,
  ): Promise<ApiResponse<z.output<S>>>;
}

/** A query string (`?a=1&b=x,y`) of API parameters; empty when there are none. */
export function toQueryString(query: Query = {}): string {
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
export async function encodeBody(
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

/** The `SdkError` of a failed response, with its `errors[]` when the body is in the API error format. */
export function errorOf(res: TransportResponse): SdkError {
  let parsed: ReturnType<typeof ApiErrorBodySchema.safeParse> | undefined;
  try {
    parsed = ApiErrorBodySchema.safeParse(JSON.parse(res.body));
  } catch {
    parsed = undefined;
  }
  return new SdkError(res.status, parsed?.success ? parsed.data.errors : []);
}

/**
 * One platform session. Mirrors the official SDK's rules: fetch an anonymous token when none is
 * stored, refresh on 401 and retry once, fall back to anonymous when refresh fails.
 */
export function createSession(config: SdkConfig): Session {
  const { transport, clientId, tokenStore } = config;
  const anonymousStore = config.anonymousTokenStore ?? memoryTokenStore();

  function postAuthForm(path: string, form: Record<string, string>, accessToken?: string) {
    return transport({
      method: 'POST',
      url: `/v1/auth/${path}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      },
      body: new URLSearchParams(form).toString(),
    });
  }

  async function requestToken(form: Record<string, string>): Promise<TokenResponse> {
    const res = await postAuthForm('token', { client_id: clientId, ...form });
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

  // The refresh under way, shared by every call that met a 401 with the same token: refresh tokens
  // rotate and a reused one revokes the whole session, so concurrent calls must refresh only once.
  let refreshing: { refreshToken: string; promise: Promise<TokenResponse> } | undefined;

  const refreshGrant = (refreshToken: string) =>
    requestToken({ grant_type: 'refresh_token', refresh_token: refreshToken });

  async function refreshOrAnonymous(refreshToken: string): Promise<TokenResponse> {
    try {
      const refreshed = await (config.sharedRefreshes
        ? config.sharedRefreshes.share(refreshToken, () => refreshGrant(refreshToken))
        : refreshGrant(refreshToken));
      tokenStore.set(refreshed);
      return refreshed;
    } catch {
      tokenStore.clear();
      return anonymousToken();
    }
  }

  /** The token to retry a 401 with: a refreshed user token, else a fresh anonymous one. */
  async function retryTokenAfter401(token: TokenResponse): Promise<TokenResponse> {
    if (isUserToken(token) && token.refresh_token) {
      // Another call of this session has refreshed already: retry with its token.
      const stored = tokenStore.get();
      if (stored && stored.access_token !== token.access_token) return stored;
      if (refreshing?.refreshToken !== token.refresh_token) {
        refreshing = { refreshToken: token.refresh_token, promise: refreshOrAnonymous(token.refresh_token) };
      }
      return refreshing.promise;
    }
    anonymousStore.clear();
    tokenStore.clear();
    return anonymousToken();
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
    if (res.status === 401) res = await send(method, path, query, body, await retryTokenAfter401(token));
    if (res.status >= 400) throw errorOf(res);
    const json = JSON.parse(res.body) as {
      data: unknown;
      included?: unknown[];
      meta?: Record<string, unknown>;
    };
    return { data: schema.parse(json.data), included: json.included ?? [], meta: json.meta ?? {} };
  }

  return {
    transport,
    clientId,
    clientSecret: config.clientSecret,
    assetPreview: config.assetPreview,
    tokenStore,
    postAuthForm,
    requestToken,
    call,
  };
}
