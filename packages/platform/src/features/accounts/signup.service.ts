import { randomUUID } from 'node:crypto';
import type { SignupCommand } from '@mercato/core/validators/auth';
import type { PlatformContext } from '../../context.ts';
import { isUniqueViolation, isUniqueViolationOn } from '../../db/unique-violation.ts';
import { hashPassword } from '../../lib/password.ts';
import { getMarketplaceConfig } from '../config/marketplace-config.service.ts';
import { claimDisplayName, displayNameRace } from '../users/display-names.ts';
import { checkExtendedDataSize, throwIfProblems, validateProfileData } from '../users/profile-fields.ts';
import { defaultDisplayName, normalizeEmail, type User } from '../users/user.ts';
import { findUserByEmail, insertUser } from '../users/users.queries.ts';
import { getCurrentUser, userTypeOf } from '../users/users.service.ts';
import { emailTaken } from './account-errors.ts';
import { deliverVerificationEmail } from './email-verification.service.ts';

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

/**
 * Creates a user account: the profile is checked against the marketplace's user types and fields,
 * the account waits for approval when the marketplace requires it, and an unverified address is
 * sent a verification link. `email-taken` when the email is in use, `display-name-taken` when the
 * display name chosen is another user's.
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
  // A display name the person chose is theirs alone; one made up from their names may repeat.
  const displayNameKey =
    command.displayName === undefined ? null : await claimDisplayName(ctx, command.displayName, null);
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
      displayNameKey,
      bio: command.bio ?? null,
      publicData: command.publicData ?? {},
      protectedData: command.protectedData ?? {},
      privateData: command.privateData ?? {},
      userType,
      state: config.accessControl.users.requireApprovalToJoin ? 'pendingApproval' : 'active',
      now: ctx.clock(),
    });
  } catch (error) {
    // Two signups with the same email or display name racing past the checks above: the unique
    // indexes decide.
    if (isUniqueViolationOn(error, 'users', 'display_name_key')) throw displayNameRace(error);
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
