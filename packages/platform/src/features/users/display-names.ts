import { displayNameKey } from '@mercato/core/validators/display-name-key';
import { VALIDATION_MESSAGES } from '@mercato/core/validators/messages';
import type { PlatformContext } from '../../context.ts';
import { isUniqueViolationOn } from '../../db/unique-violation.ts';
import { AppError } from '../../errors/app-error.ts';
import { findUserIdByDisplayNameKey } from './users.repository.ts';

/** 409 `display-name-taken` on the `displayName` parameter, in spec §5's words. */
export function displayNameTaken(): AppError {
  return new AppError('display-name-taken', `displayName: ${VALIDATION_MESSAGES.displayNameTaken}`, {
    source: { path: ['displayName'], type: 'body' },
  });
}

/**
 * The key `userId` (null for a user being created) claims by choosing `displayName`; refused with
 * `display-name-taken` when another user holds it. The unique index settles a race past this
 * check: pass the write's error to `displayNameRace`.
 */
export async function claimDisplayName(
  ctx: PlatformContext,
  displayName: string,
  userId: string | null,
): Promise<string> {
  const key = displayNameKey(displayName);
  const holder = await findUserIdByDisplayNameKey(ctx.db, key);
  if (holder && holder !== userId) throw displayNameTaken();
  return key;
}

/** `display-name-taken` when a write lost a race for a display name, else the error itself. */
export function displayNameRace(error: unknown): unknown {
  return isUniqueViolationOn(error, 'users', 'display_name_key') ? displayNameTaken() : error;
}
