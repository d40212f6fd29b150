import { randomUUID } from 'node:crypto';
import type { SignupCommand } from '@mercato/core/validators/auth';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { deliverVerificationEmail } from '../accounts/email-verification.service.ts';
import { getMarketplaceConfig } from '../config/marketplace-config.service.ts';
import { checkExtendedDataSize, throwIfProblems, validateProfileData } from './profile-fields.ts';
import { defaultDisplayName, normalizeEmail, type User } from './user.ts';
import { findUserByEmail, findUserById, insertUser, isUniqueViolation } from './users.repository.ts';

/**
 * What a new account is made from: a signup command, or for identity-provider accounts the same
 * without a password (`password: null`: the account can only log in through its provider until a
 * password is set by reset) and with the provider's verdict on the email.
 */
export type NewAccountInput = Omit<SignupCommand, 'password'> & {
  password: string | null;
  emailVerified?: boolean;
};

// Not an argon2 string, so no password ever verifies against it.
const NO_PASSWORD_HASH = '!no-password';

const emailTaken = () =>
  new AppError('email-taken', 'Email is already taken', { source: { path: ['email'], type: 'body' } });

/** The user type named in a profile's public data, refusing non-string values. */
export function userTypeOf(publicData: Record<string, unknown> | undefined): string | null {
  const value = publicData?.userType;
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    throw new AppError('validation-invalid-value', 'publicData.userType: must be a string', {
      source: { path: ['publicData', 'userType'], type: 'body' },
    });
  }
  return value;
}

/**
 * Creates a user account: the profile is checked against the marketplace's user types and fields,
 * the account waits for approval when the marketplace requires it, and an unverified address is
 * sent a verification link. `email-taken` when the email is in use.
 */
export async function createUser(ctx: PlatformContext, command: NewAccountInput): Promise<User> {
  const config = await getMarketplaceConfig(ctx);
  const userType = userTypeOf(command.publicData);
  throwIfProblems([
    ...checkExtendedDataSize(command),
    ...validateProfileData(config, userType, command, 'signup'),
  ]);
  const emailNormalized = normalizeEmail(command.email);
  if (await findUserByEmail(ctx.db, emailNormalized)) throw emailTaken();
  const id = randomUUID();
  try {
    await insertUser(ctx.db, {
      id,
      email: command.email.trim(),
      emailNormalized,
      passwordHash: command.password === null ? NO_PASSWORD_HASH : await hashPassword(command.password),
      emailVerified: command.emailVerified ?? false,
      firstName: command.firstName,
      lastName: command.lastName,
      displayName: command.displayName ?? defaultDisplayName(command.firstName, command.lastName),
      bio: command.bio ?? null,
      publicData: command.publicData ?? {},
      protectedData: command.protectedData ?? {},
      privateData: command.privateData ?? {},
      userType,
      state: config.accessControl.users.requireApprovalToJoin ? 'pendingApproval' : 'active',
      now: ctx.clock(),
    });
  } catch (error) {
    // Two signups with the same email racing past the check above: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  const user = await getCurrentUser(ctx, id);
  if (!user.emailVerified) {
    // The account exists either way; a mail outage must not turn a signup into an error. The
    // user can ask for a new link.
    await deliverVerificationEmail(ctx, user).catch((error: unknown) =>
      ctx.log.error({ err: error, userId: id }, 'could not send the verification email after signup'),
    );
  }
  return user;
}

/** The calling user's account; 401 if it has been deleted since the token was issued. */
export async function getCurrentUser(ctx: PlatformContext, userId: string): Promise<User> {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.deleted)
    throw new AppError('auth-invalid-access-token', 'The user of this token no longer exists');
  return user;
}
