import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { updateUser } from '../../src/features/users/users.repository.ts';
import { buildSignup } from '../api-client.ts';
import type { TestPlatform } from '../harness.ts';
import { type BodyEncoding, encodeBody } from './wire.ts';

let ipSeq = 0;

/**
 * A client IP no other request of this process used, so per-IP request limits and the per-IP
 * login throttle only count what a test means them to count.
 */
export function nextIp(): string {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

/** A signed-up, logged-in user. */
export interface Actor {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

/** A request to send: path (params filled in), raw query, and a structured or ready-made body. */
export interface RequestSpec {
  method: string;
  url: string;
  /** Raw query string without `?`. */
  query?: string;
  body?: Record<string, unknown>;
  encoding?: BodyEncoding;
  headers?: Record<string, string>;
}

/** Who sends a request: a bearer token, a raw Authorization header value, or nobody. */
export type Credential = { bearer: string } | { authorization: string } | null;

/** Sends a request through the full HTTP pipeline (inject), from a fresh client IP unless given. */
export function send(
  platform: TestPlatform,
  spec: RequestSpec,
  credential: Credential,
  options: { remoteAddress?: string; accept?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { accept: options.accept ?? 'application/json', ...spec.headers };
  if (credential && 'bearer' in credential) headers.authorization = `Bearer ${credential.bearer}`;
  if (credential && 'authorization' in credential) headers.authorization = credential.authorization;
  const request: InjectOptions = {
    method: spec.method as InjectOptions['method'],
    url: spec.query ? `${spec.url}?${spec.query}` : spec.url,
    remoteAddress: options.remoteAddress ?? nextIp(),
    headers,
  };
  if (spec.body) {
    const { payload, contentType } = encodeBody(spec.body, spec.encoding ?? 'json');
    request.payload = payload;
    headers['content-type'] = contentType;
  }
  return platform.app.inject(request);
}

async function tokenRequest(platform: TestPlatform, form: Record<string, string>) {
  const res = await send(
    platform,
    { method: 'POST', url: '/v1/auth/token', body: form, encoding: 'form' },
    null,
  );
  return { status: res.statusCode, body: res.json() as Record<string, string> };
}

/** A fresh anonymous (`public-read`) access token. */
export async function anonToken(platform: TestPlatform): Promise<string> {
  const res = await tokenRequest(platform, { client_id: 'mercato-web', grant_type: 'client_credentials' });
  if (res.status !== 200) throw new Error(`anonymous token: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token!;
}

/** Logs a user in with the password grant. */
export async function logIn(platform: TestPlatform, email: string, password: string) {
  const res = await tokenRequest(platform, {
    client_id: 'mercato-web',
    grant_type: 'password',
    username: email,
    password,
  });
  if (res.status !== 200) throw new Error(`login of ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return { accessToken: res.body.access_token!, refreshToken: res.body.refresh_token! };
}

/** Signs a user up with an anonymous token (`current_user/create`) and logs them in. */
export async function newActor(
  platform: TestPlatform,
  overrides: Record<string, unknown> = {},
): Promise<Actor> {
  // A password of its own, so one user's password is never another's by accident.
  const signup = buildSignup({ password: `pass-${Math.random().toString(36).slice(2, 12)}`, ...overrides });
  const res = await send(
    platform,
    { method: 'POST', url: '/v1/api/current_user/create', body: signup },
    { bearer: await anonToken(platform) },
  );
  if (res.statusCode !== 200) throw new Error(`signup: ${res.statusCode} ${res.body}`);
  const id = (res.json() as { data: { id: string } }).data.id;
  const email = signup.email as string;
  const password = signup.password as string;
  return { id, email, password, ...(await logIn(platform, email, password)) };
}

/**
 * Bans a user the way an operator does today (there is no API for it yet): through the users
 * repository, as the other suites do.
 */
export async function banActor(platform: TestPlatform, actor: Actor): Promise<void> {
  await updateUser(platform.ctx.db, actor.id, { banned: true }, platform.clock.read());
}

/** Deletes a user's account through the API (`current_user/delete`). */
export async function deleteActor(platform: TestPlatform, actor: Actor): Promise<void> {
  const res = await send(
    platform,
    { method: 'POST', url: '/v1/api/current_user/delete', body: { currentPassword: actor.password } },
    { bearer: actor.accessToken },
  );
  if (res.statusCode !== 200) throw new Error(`delete: ${res.statusCode} ${res.body}`);
}
