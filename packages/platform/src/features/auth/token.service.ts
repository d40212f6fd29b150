import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inWriteTransaction, isPostgres } from '../../db/write-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Principal } from '../../http/principal.ts';
import type { Clock } from '../../lib/clock.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import { release, reserve, reset } from '../../lib/throttle.ts';
import { hashToken, newOpaqueToken, safeEqual, sign } from '../../lib/tokens.ts';
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_KNOWN_ADDRESS,
} from '../access/limits.ts';
import { canLogIn, normalizeEmail } from '../users/user.ts';
import { findUserByEmail, findUserById } from '../users/users.queries.ts';
import { isKnownLoginAddress, rememberLoginAddress } from './login-addresses.repository.ts';
import {
  accessTokenExists,
  findAccessToken,
  findRefreshToken,
  insertTokenPair,
  lockUserForSession,
  markRefreshTokenUsed,
  revokeFamily,
} from './token.repository.ts';

/** What the token service needs. */
export interface TokenDeps {
  db: Kysely<DB>;
  clock: Clock;
  clientId: string;
  clientSecret: string;
  tokenSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** The scope of a login as a user: `user:limited` in production, `user` elsewhere (ADR 019). */
  loginAsScope: 'user' | 'user:limited';
}

/** The Auth API's token response (api notes §2.1). */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  scope: string;
  refresh_token?: string;
}

// Anonymous tokens are not stored: every visitor would otherwise cost a row. They are signed instead.
const ANON_PREFIX = 'anon';
const ANON_TTL_SECONDS = 24 * 3600;

/** Rejects a token request that names another client or a wrong secret (401, as the SDK expects). */
export function checkClient(deps: TokenDeps, clientId: string, clientSecret: string | undefined): void {
  if (!safeEqual(clientId, deps.clientId)) throw new AppError('auth-invalid-client', 'Unknown client_id');
  if (clientSecret !== undefined && !safeEqual(clientSecret, deps.clientSecret)) {
    throw new AppError('auth-invalid-client', 'Invalid client_secret');
  }
}

/** Issues a `public-read` token for anonymous browsing (client_credentials grant). */
export function issueAnonymousToken(deps: TokenDeps): TokenResponse {
  const expiresAt = Math.floor(deps.clock().getTime() / 1000) + ANON_TTL_SECONDS;
  const body = `${ANON_PREFIX}.${expiresAt}`;
  return {
    access_token: `${body}.${sign(deps.tokenSecret, `${deps.clientId}.${body}`)}`,
    token_type: 'bearer',
    expires_in: ANON_TTL_SECONDS,
    scope: 'public-read',
  };
}

/** Starts a login session for a user whose identity was established elsewhere (password, IdP). */
export function startUserSession(deps: TokenDeps, userId: string): Promise<TokenResponse> {
  return issueUserTokens(deps, userId, randomUUID(), 'user');
}

/**
 * Issues a session's tokens only while what it rests on still holds (`stillValid`, checked with
 * the user's row taken: `lockUserForSession`). A password change or a revocation of the user's
 * sessions takes the same row, so each such change either happens before (and `stillValid` sees
 * it) or after (and ends the session it finds stored): no session slips through in between.
 */
async function issueUserTokens(
  deps: TokenDeps,
  userId: string,
  familyId: string,
  scope: string,
  stillValid: (trx: Kysely<DB>, user: { passwordHash: string }) => Promise<boolean> = async () => true,
  refusal: () => AppError = () => new AppError('auth-invalid-credentials', 'Invalid username or password'),
): Promise<TokenResponse> {
  return inWriteTransaction(deps.db, async (trx) => {
    const user = await lockUserForSession(trx, userId, isPostgres(deps.db));
    if (!user || !(await stillValid(trx, user))) throw refusal();
    return storeUserTokens({ ...deps, db: trx }, userId, familyId, scope);
  });
}

async function storeUserTokens(
  deps: TokenDeps,
  userId: string,
  familyId: string,
  scope: string,
): Promise<TokenResponse> {
  const now = deps.clock();
  const accessToken = newOpaqueToken('at');
  const refreshToken = newOpaqueToken('rt');
  await insertTokenPair(deps.db, {
    accessHash: hashToken(accessToken),
    refreshHash: hashToken(refreshToken),
    userId,
    familyId,
    clientId: deps.clientId,
    scope,
    accessExpiresAt: new Date(now.getTime() + deps.accessTokenTtlSeconds * 1000),
    refreshExpiresAt: new Date(now.getTime() + deps.refreshTokenTtlDays * 86_400_000),
    now,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: deps.accessTokenTtlSeconds,
    scope,
    refresh_token: refreshToken,
  };
}

/**
 * Password grant. One attempt is reserved per account and per client IP before the password is
 * checked (ADR 005), so parallel guesses cannot pass the limit; a correct password gives both back.
 * Past either limit the answer is 429 with Retry-After, without checking the password. From an
 * address the account has logged in from, the account's budget is that address's own.
 */
export async function loginWithPassword(
  deps: TokenDeps,
  username: string,
  password: string,
  clientIp = 'unknown',
): Promise<TokenResponse> {
  const account = normalizeEmail(username);
  const now = deps.clock();
  // From an address the account has logged in from, attempts spend a budget of their own.
  const addressHash = hashToken(`login-address:${clientIp}`);
  const known = clientIp !== 'unknown' && (await isKnownLoginAddress(deps.db, account, addressHash));
  const [accountRule, accountKey] = known
    ? [LOGIN_FAILURES_PER_KNOWN_ADDRESS, `${account}:${addressHash}`]
    : [LOGIN_FAILURES_PER_ACCOUNT, account];
  await reserve(deps.db, accountRule, accountKey, now);
  try {
    await reserve(deps.db, LOGIN_FAILURES_PER_IP, clientIp, now);
  } catch (error) {
    await release(deps.db, accountRule, accountKey);
    throw error;
  }
  const user = await findUserByEmail(deps.db, account);
  const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !ok || !canLogIn(user)) {
    throw new AppError('auth-invalid-credentials', 'Invalid username or password');
  }
  await reset(deps.db, accountRule, accountKey);
  await release(deps.db, LOGIN_FAILURES_PER_IP, clientIp);
  if (clientIp !== 'unknown') await rememberLoginAddress(deps.db, user.id, addressHash, now);
  // Only if the password checked is still the account's: a change while it was being checked wins.
  return issueUserTokens(
    deps,
    user.id,
    randomUUID(),
    'user',
    async (_trx, current) => current.passwordHash === user.passwordHash,
  );
}

/**
 * Token exchange (`sdk.exchangeToken()`, api notes §2.1): a logged-in user's access token plus the
 * client secret (checked by the route) gives a `trusted:user` token, which privileged transitions
 * and `lineItems` need. Its session is separate from the user's, so the web server can keep it
 * to itself. A bad or anonymous subject token is 401.
 */
export async function exchangeToken(deps: TokenDeps, subjectToken: string): Promise<TokenResponse> {
  const principal = await authenticateAccessToken(deps, subjectToken).catch(() => null);
  if (principal?.kind !== 'user') throw new AppError('auth-invalid-access-token', 'Invalid subject_token');
  // A limited login-as session cannot become a trusted one (it may not pay or run transitions).
  if (principal.scope === 'user:limited') {
    throw new AppError('forbidden', 'A login as this user cannot be exchanged for a trusted token');
  }
  const user = await findUserById(deps.db, principal.userId);
  const invalid = () => new AppError('auth-invalid-access-token', 'Invalid subject_token');
  if (!user || !canLogIn(user)) throw invalid();
  // Only while the subject token lives: a revocation meanwhile deleted it.
  return issueUserTokens(
    deps,
    principal.userId,
    randomUUID(),
    'trusted:user',
    (trx) => accessTokenExists(trx, hashToken(subjectToken)),
    invalid,
  );
}

/**
 * Refresh grant with rotation: each refresh token works once. Presenting a used one again means it
 * leaked, so the whole session is revoked.
 */
export async function refreshTokens(deps: TokenDeps, refreshToken: string): Promise<TokenResponse> {
  const now = deps.clock();
  const stored = await findRefreshToken(deps.db, hashToken(refreshToken));
  const invalid = new AppError('auth-invalid-refresh-token', 'Invalid refresh token');
  if (!stored || stored.revokedAt || stored.expiresAt <= now || stored.clientId !== deps.clientId)
    throw invalid;
  if (stored.usedAt || !(await markRefreshTokenUsed(deps.db, stored.tokenHash, now))) {
    await revokeFamily(deps.db, stored.familyId, now);
    throw invalid;
  }
  const user = await findUserById(deps.db, stored.userId);
  if (!user || !canLogIn(user)) {
    await revokeFamily(deps.db, stored.familyId, now);
    throw invalid;
  }
  // Only while the token used is not revoked: a revocation meanwhile ended its session.
  return issueUserTokens(
    deps,
    stored.userId,
    stored.familyId,
    stored.scope,
    async (trx) => !(await findRefreshToken(trx, stored.tokenHash))?.revokedAt,
    () => invalid,
  );
}

/** Revokes the login session of a refresh token. Unknown tokens are ignored (RFC 7009). */
export async function revokeRefreshToken(deps: TokenDeps, refreshToken: string): Promise<void> {
  const stored = await findRefreshToken(deps.db, hashToken(refreshToken));
  if (stored) await revokeFamily(deps.db, stored.familyId, deps.clock());
}

/** Revokes the login session an access token belongs to (logout without a refresh token at hand). */
export async function revokeSessionOf(deps: TokenDeps, principal: Principal): Promise<void> {
  if (principal.kind === 'user') await revokeFamily(deps.db, principal.familyId, deps.clock());
}

/** Resolves a bearer token to a principal, or throws 401 (missing, malformed, unknown, expired). */
// Per token configuration: anonymous tokens whose signature was checked (a visitor's browser sends
// the same one with every call until it expires). Only the signature is remembered; the expiry is
// read from the token each time. Bounded: emptied when full.
const checkedAnonymousTokens = new WeakMap<TokenDeps, Set<string>>();
const CHECKED_ANONYMOUS_TOKENS_MAX = 1000;

function rememberAnonymousToken(deps: TokenDeps, token: string): void {
  let checked = checkedAnonymousTokens.get(deps);
  if (!checked) {
    checked = new Set();
    checkedAnonymousTokens.set(deps, checked);
  }
  if (checked.size >= CHECKED_ANONYMOUS_TOKENS_MAX) checked.clear();
  checked.add(token);
}

export async function authenticateAccessToken(
  deps: TokenDeps,
  token: string | undefined,
): Promise<Principal> {
  if (!token) throw new AppError('auth-missing-access-token', 'Missing access token');
  // Made only when thrown: an Error records its stack, and most requests carry a good token.
  const invalid = () => new AppError('auth-invalid-access-token', 'Invalid or expired access token');
  if (token.length > 200) throw invalid();
  const now = deps.clock();
  if (token.startsWith(`${ANON_PREFIX}.`)) {
    const [prefix, expiry, signature] = token.split('.');
    const checked = checkedAnonymousTokens.get(deps);
    if (!checked?.has(token)) {
      const expected = sign(deps.tokenSecret, `${deps.clientId}.${prefix}.${expiry}`);
      if (!signature || !safeEqual(signature, expected)) throw invalid();
      rememberAnonymousToken(deps, token);
    }
    if (Number(expiry) * 1000 <= now.getTime()) throw invalid();
    return { kind: 'anonymous', clientId: deps.clientId, scope: 'public-read' };
  }
  const stored = await findAccessToken(deps.db, hashToken(token), now);
  if (!stored) throw invalid();
  return {
    kind: 'user',
    userId: stored.userId,
    familyId: stored.familyId,
    clientId: stored.clientId,
    scope: stored.scope,
    ...(stored.loginAsOperatorId ? { loginAsOperatorId: stored.loginAsOperatorId } : {}),
  };
}
