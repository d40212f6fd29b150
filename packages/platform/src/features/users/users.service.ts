import { randomUUID } from 'node:crypto';
import type { SignupCommand } from '@mercato/core/validators/auth';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
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

/** Creates a user account from a validated signup command; `email-taken` when the email is in use. */
export async function createUser(ctx: PlatformContext, command: NewAccountInput): Promise<User> {
  const emailNormalized = normalizeEmail(command.email);
  if (await findUserByEmail(ctx.db, emailNormalized)) {
    throw new AppError('email-taken', 'Email is already taken', {
      source: { path: ['email'], type: 'body' },
    });
  }
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
      state: 'active',
      now: ctx.clock(),
    });
  } catch (error) {
    // Two signups with the same email racing past the check above: the unique index decides.
    if (isUniqueViolation(error)) {
      throw new AppError('email-taken', 'Email is already taken', {
        source: { path: ['email'], type: 'body' },
      });
    }
    throw error;
  }
  return getCurrentUser(ctx, id);
}

/** The calling user's account; 401 if it has been deleted since the token was issued. */
export async function getCurrentUser(ctx: PlatformContext, userId: string): Promise<User> {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.deleted)
    throw new AppError('auth-invalid-access-token', 'The user of this token no longer exists');
  return user;
}
