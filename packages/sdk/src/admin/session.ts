import type { z } from 'zod';
import { type ApiResponse, encodeBody, errorOf, type Query, toQueryString } from '../session.ts';
import type { Transport } from '../transport.ts';

/**
 * Where an operator's console session token lives: the console's cookie in the web app. Unlike a
 * marketplace token there is no refresh: a session ends after its hours and the operator logs in
 * again (ADR 019).
 */
export interface OperatorTokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** An operator token store in memory (tests, scripts). */
export function memoryOperatorTokenStore(initial: string | null = null): OperatorTokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
    clear: () => {
      token = null;
    },
  };
}

/** How the admin client reaches the platform and where its session token lives. */
export interface AdminSdkConfig {
  transport: Transport;
  tokenStore: OperatorTokenStore;
}

/** What admin resource modules build on: calls of the admin API with the console session. */
export interface AdminSession {
  readonly tokenStore: OperatorTokenStore;
  /**
   * A call `/v1/admin/<path>` with the session token (none when logged out). Throws `SdkError` on
   * 4xx/5xx; a 401 also forgets the token, which has ended. `PUT` sends its body as JSON as it is
   * (the hosted assets' documents).
   */
  call<S extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    schema: S,
    query?: Query,
    body?: unknown,
  ): Promise<ApiResponse<z.output<S>>>;
}

/** One console session over a transport: JSON in and out, the token as a bearer. */
export function createAdminSession(config: AdminSdkConfig): AdminSession {
  const { transport, tokenStore } = config;
  return {
    tokenStore,
    async call(method, path, schema, query = {}, body = undefined) {
      const token = tokenStore.get();
      const encoded = await encodeBody(body ?? (method === 'POST' ? {} : undefined));
      const res = await transport({
        method,
        url: `/v1/admin/${path}${toQueryString(query)}`,
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(encoded ? { 'content-type': encoded.contentType } : {}),
        },
        body: encoded?.body,
      });
      if (res.status === 401) tokenStore.clear();
      if (res.status >= 400) throw errorOf(res);
      const json = JSON.parse(res.body) as {
        data: unknown;
        included?: unknown[];
        meta?: Record<string, unknown>;
      };
      return { data: schema.parse(json.data), included: json.included ?? [], meta: json.meta ?? {} };
    },
  };
}
