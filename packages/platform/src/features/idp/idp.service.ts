import { randomUUID } from 'node:crypto';
import type { PlatformContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors/app-error.ts';
import { anonymizeAccount } from '../accounts/account-deletion.service.ts';
import { createUser, type NewAccountInput } from '../accounts/signup.service.ts';
import { startUserSession, type TokenResponse } from '../auth/token.service.ts';
import { canLogIn, normalizeEmail, type User } from '../users/user.ts';
import {
  findIdentitiesOfUser,
  findIdentity,
  findIdentityOfUser,
  findUserByEmail,
  findUserById,
  type Identity,
  insertIdentity,
} from '../users/users.queries.ts';
import type { IdTokenInput, IdTokenVerifier, VerifiedIdToken } from './id-token.service.ts';

/** Signup fields of `current_user/create_with_idp`: a signup without password, plus the ID token. */
export type IdpSignupCommand = Omit<NewAccountInput, 'password' | 'emailVerified'> & IdTokenInput;

function notLinked(): AppError {
  return new AppError('auth-invalid-credentials', 'No account is linked to this identity');
}

function isLoginAllowed(user: User | undefined): user is User {
  return !!user && canLogIn(user);
}

function identityOf(userId: string, token: VerifiedIdToken, now: Date) {
  return {
    id: randomUUID(),
    userId,
    idpId: token.idpId,
    subject: token.subject,
    email: token.email,
    emailVerified: token.verifiedEmail !== null,
    createdAt: now,
  };
}

// Linking by email trusts the provider's word that the person owns the address, and only when this
// marketplace has verified the same address too; anything less would let a provider that hands out
// unverified addresses take over accounts.
async function linkByVerifiedEmail(ctx: PlatformContext, token: VerifiedIdToken): Promise<string> {
  if (!token.verifiedEmail) throw notLinked();
  const user = await findUserByEmail(ctx.db, normalizeEmail(token.verifiedEmail));
  if (!isLoginAllowed(user) || !user.emailVerified) throw notLinked();
  // One identity per provider and user: a second account at the same provider is not silently added.
  if (await findIdentityOfUser(ctx.db, user.id, token.idpId)) throw notLinked();
  try {
    await insertIdentity(ctx.db, identityOf(user.id, token, ctx.clock()));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same token linked concurrently: fine if it went to this very user.
    const linked = await findIdentity(ctx.db, token.idpId, token.subject);
    if (linked?.userId !== user.id) throw notLinked();
  }
  return user.id;
}

/**
 * `auth/auth_with_idp`: logs in the user an ID token identifies — by the identity linked to its
 * subject, else by a verified email both sides agree on (linking the identity on the way).
 */
export async function loginWithIdp(
  ctx: PlatformContext,
  verifier: IdTokenVerifier,
  input: IdTokenInput,
): Promise<TokenResponse> {
  const token = await verifier.verify(input);
  const identity = await findIdentity(ctx.db, token.idpId, token.subject);
  let userId: string;
  if (identity) {
    const user = await findUserById(ctx.db, identity.userId);
    if (!isLoginAllowed(user)) throw notLinked();
    userId = user.id;
  } else {
    userId = await linkByVerifiedEmail(ctx, token);
  }
  return startUserSession(ctx.tokens, userId);
}

/** The identities linked to a user, oldest first (the currentUser resource lists them). */
export function listIdentitiesOfUser(ctx: PlatformContext, userId: string): Promise<Identity[]> {
  return findIdentitiesOfUser(ctx.db, userId);
}

/**
 * `current_user/create_with_idp`: creates a password-less account for an ID token's holder and
 * links the identity. The email counts as verified only when it is the one the provider verified.
 */
export async function createUserWithIdp(
  ctx: PlatformContext,
  verifier: IdTokenVerifier,
  command: IdpSignupCommand,
): Promise<User> {
  const { idpId, idpClientId, idpToken, ...fields } = command;
  const token = await verifier.verify({ idpId, idpClientId, idpToken });
  const conflict = () => new AppError('conflict', 'This identity is already linked to an account');
  if (await findIdentity(ctx.db, token.idpId, token.subject)) throw conflict();
  const emailVerified =
    token.verifiedEmail !== null && normalizeEmail(token.verifiedEmail) === normalizeEmail(fields.email);
  // Not one database transaction: creating a user also sends mail through its own connection.
  const user = await createUser(ctx, { ...fields, password: null, emailVerified });
  try {
    await insertIdentity(ctx.db, identityOf(user.id, token, ctx.clock()));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The account of a signup whose identity could not be linked (a concurrent signup with the
    // same token won) would hold its email and be unable to log in: retire it like a deleted one.
    await anonymizeAccount(ctx, user.id);
    throw conflict();
  }
  return user;
}
