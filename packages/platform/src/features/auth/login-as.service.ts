import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inWriteTransaction, isPostgres } from '../../db/write-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashToken, newOpaqueToken, safeEqual } from '../../lib/tokens.ts';
import { canLogIn } from '../users/user.ts';
import { findUserById } from '../users/users.queries.ts';
import { insertLoginAsCode, useLoginAsCode } from './login-as.repository.ts';
import { insertTokenPair, lockUserForSession } from './token.repository.ts';
import type { TokenDeps, TokenResponse } from './token.service.ts';

// Login as a user (issue #30, ADR 019), the Marketplace API's `authorization_code` grant with PKCE:
// the console gives the marketplace's web app a one-time code for a user, bound to the client, the
// address it is sent back to and a challenge only that browser's login can answer; the code buys
// one 30-minute token, without a refresh token, marked with the operator who logged in.

/** How long a login-as code can be exchanged: the browser goes straight on with it. */
export const LOGIN_AS_CODE_SECONDS = 120;

/** How long a login-as session lasts; it cannot be refreshed. */
export const LOGIN_AS_TOKEN_SECONDS = 30 * 60;

/** The scope of a login-as token: limited in production (ADR 019), a user's full scope elsewhere. */
export type LoginAsScope = 'user' | 'user:limited';

/** The PKCE S256 challenge of a verifier (RFC 7636): base64url of its SHA-256. */
export function pkceChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/**
 * A one-time code to log in as a user, for the console to hand on (inside the caller's transaction,
 * which records it in the audit log). The user must be able to hold a session.
 */
export async function issueLoginAsCode(
  deps: { db: Kysely<DB>; clock: Clock },
  input: { userId: string; operatorId: string; clientId: string; redirectUri: string; codeChallenge: string },
): Promise<{ code: string; expiresAt: Date }> {
  const user = await findUserById(deps.db, input.userId);
  if (!user || user.deleted) throw new AppError('user-not-found', 'No such user');
  if (!canLogIn(user)) throw new AppError('user-is-banned', 'A banned user cannot be logged in as');
  const code = newOpaqueToken('lac');
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + LOGIN_AS_CODE_SECONDS * 1000);
  await insertLoginAsCode(deps.db, { ...input, codeHash: hashToken(code), expiresAt, now });
  return { code, expiresAt };
}

/**
 * The `authorization_code` grant: a login-as code, the address it was sent to and the PKCE verifier
 * give a token of the user. The code is spent by the first try, right or wrong, so it cannot be
 * guessed at; every refusal is the same 401.
 */
export async function logInWithLoginAsCode(
  deps: TokenDeps & { loginAsScope: LoginAsScope },
  input: { code: string; redirectUri: string; codeVerifier: string },
): Promise<TokenResponse> {
  const invalid = () =>
    new AppError('auth-invalid-authorization-code', 'Invalid or expired authorization code');
  const now = deps.clock();
  const code = await useLoginAsCode(deps.db, hashToken(input.code), now);
  if (
    !code ||
    !safeEqual(code.clientId, deps.clientId) ||
    !safeEqual(code.redirectUri, input.redirectUri) ||
    !safeEqual(code.codeChallenge, pkceChallengeOf(input.codeVerifier))
  ) {
    throw invalid();
  }
  const accessToken = newOpaqueToken('at');
  await inWriteTransaction(deps.db, async (trx) => {
    const user = await lockUserForSession(trx, code.userId, isPostgres(deps.db));
    const found = user && (await findUserById(trx, code.userId));
    if (!found || !canLogIn(found)) throw invalid();
    const expiresAt = new Date(now.getTime() + LOGIN_AS_TOKEN_SECONDS * 1000);
    await insertTokenPair(trx, {
      accessHash: hashToken(accessToken),
      // Stored because every session has one, never given out: a login as a user cannot be refreshed.
      refreshHash: hashToken(newOpaqueToken('rt')),
      userId: code.userId,
      familyId: randomUUID(),
      clientId: deps.clientId,
      scope: deps.loginAsScope,
      accessExpiresAt: expiresAt,
      refreshExpiresAt: expiresAt,
      now,
      loginAsOperatorId: code.operatorId,
    });
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: LOGIN_AS_TOKEN_SECONDS,
    scope: deps.loginAsScope,
  };
}
