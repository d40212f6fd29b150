import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Test helpers that speak to the platform over `inject` (no socket), as a client would. */
export function apiClient(app: FastifyInstance, clientId = 'mercato-web', remoteAddress?: string) {
  async function token(form: Record<string, string>) {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/auth/token',
      ...(remoteAddress ? { remoteAddress } : {}),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: new URLSearchParams(form).toString(),
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown>, headers: res.headers };
  }
  return {
    token,
    anonToken: async () =>
      (await token({ client_id: clientId, grant_type: 'client_credentials', scope: 'public-read' })).body
        .access_token as string,
    login: async (username: string, password: string) =>
      token({ client_id: clientId, grant_type: 'password', scope: 'user', username, password }),
    signup: (accessToken: string, body: Record<string, unknown>, query = '') =>
      post({ app }, 'current_user/create', accessToken, body, query),
    async get(path: string, accessToken?: string) {
      const res = await app.inject({
        method: 'GET',
        url: `/v1/api/${path}`,
        headers: {
          accept: 'application/json',
          ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
        },
      });
      return { status: res.statusCode, body: res.json() as Record<string, unknown>, headers: res.headers };
    },
  };
}

/** Calls a Marketplace API command (`POST /v1/api/<path><query>`) with a JSON body. */
export async function post(
  platform: { app: FastifyInstance },
  path: string,
  accessToken: string,
  body: unknown,
  query = '',
) {
  const res = await platform.app.inject({
    method: 'POST',
    url: `/v1/api/${path}${query}`,
    headers: {
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown>, headers: res.headers };
}

/** A valid signup body with a unique email. */
export function buildSignup(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const n = Math.random().toString(36).slice(2, 10);
  return {
    email: `user-${n}@example.com`,
    password: 'correct horse battery',
    firstName: 'Test',
    lastName: 'User',
    ...overrides,
  };
}

/** The `errors[].code` list of an error response body. */
export function errorCodes(body: Record<string, unknown>): string[] {
  return ((body.errors as { code: string }[] | undefined) ?? []).map((e) => e.code);
}

let clientSeq = 0;

/**
 * A client IP of its own (172.16/12; the actors of `support/actors.ts` use 10/8): the per-IP
 * limit of the token endpoint (60 a minute) counts what a test asks for, not every user its suite
 * made before it.
 */
export function ownClientIp(): string {
  clientSeq += 1;
  return `172.${16 + ((clientSeq >> 16) & 15)}.${(clientSeq >> 8) & 255}.${clientSeq & 255}`;
}

/** A new user (signup built with `overrides`), signed up and logged in from a client IP of its own. */
export async function newUser(platform: { app: FastifyInstance }, overrides: Record<string, unknown> = {}) {
  const api = apiClient(platform.app, 'mercato-web', ownClientIp());
  const signup = buildSignup(overrides);
  const created = await api.signup(await api.anonToken(), signup);
  expect(created.status).toBe(200);
  const login = await api.login(signup.email as string, signup.password as string);
  expect(login.status).toBe(200);
  const tokens = login.body as { access_token: string; refresh_token: string };
  return {
    id: (created.body.data as { id: string }).id,
    signup,
    email: signup.email as string,
    password: signup.password as string,
    token: tokens.access_token,
    tokens,
  };
}

/** The `attributes` of a response body's single `data` resource. */
export const attrs = (body: Record<string, unknown>) =>
  (body.data as { attributes: Record<string, unknown> }).attributes;

// JSON bodies of API answers, read field by field as a client would.
// biome-ignore lint/suspicious/noExplicitAny: test assertions walk arbitrary response JSON
export type Body = Record<string, any>;

/** Calls `/v1/api/<path>` with JSON (a GET, or a POST with a body), as the caller of `token`. */
export function call(
  platform: { app: FastifyInstance },
  method: 'GET' | 'POST',
  path: string,
  token?: string,
  body?: unknown,
) {
  return platform.app
    .inject({
      method,
      url: `/v1/api/${path}`,
      headers: {
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    })
    .then((res) => ({ status: res.statusCode, body: res.json() as Body }));
}
