import { displayNameKey } from '@mercato/core/validators/display-name-key';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { getMarketplaceConfig } from '../config/marketplace-config.service.ts';
import { claimImageForUser } from '../images/images.service.ts';
import { claimDisplayName, displayNameRace } from './display-names.ts';
import {
  checkExtendedDataSize,
  mergeExtendedData,
  throwIfProblems,
  validateProfileData,
} from './profile-fields.ts';
import type { User } from './user.ts';
import { updateUser } from './users.repository.ts';
import { getCurrentUser, userTypeOf } from './users.service.ts';

/** The fields `current_user/update_profile` accepts (api notes §4 #6). */
export interface ProfileUpdate {
  firstName?: string | undefined;
  lastName?: string | undefined;
  displayName?: string | undefined;
  bio?: string | null | undefined;
  profileImageId?: string | null | undefined;
  publicData?: Record<string, unknown> | undefined;
  protectedData?: Record<string, unknown> | undefined;
  privateData?: Record<string, unknown> | undefined;
}

/**
 * `current_user/update_profile`: names, bio, profile image and extended data (top-level keys merge,
 * `null` removes). The user type is chosen at signup and cannot change here; a new display name
 * must not be another user's (`display-name-taken`).
 */
export async function updateProfile(
  ctx: PlatformContext,
  userId: string,
  update: ProfileUpdate,
): Promise<User> {
  const user = await getCurrentUser(ctx, userId);
  const config = await getMarketplaceConfig(ctx);
  if (update.publicData && 'userType' in update.publicData) {
    const requested = update.publicData.userType === null ? null : userTypeOf(update.publicData);
    if (requested !== user.userType) {
      throw new AppError('validation-invalid-value', 'publicData.userType: the user type cannot be changed', {
        source: { path: ['publicData', 'userType'], type: 'body' },
      });
    }
  }
  const merged = {
    publicData: mergeExtendedData(user.publicData, update.publicData),
    protectedData: mergeExtendedData(user.protectedData, update.protectedData),
    privateData: mergeExtendedData(user.privateData, update.privateData),
  };
  throwIfProblems([
    ...checkExtendedDataSize(merged),
    ...validateProfileData(
      config,
      user.userType,
      { publicData: update.publicData, protectedData: update.protectedData, privateData: update.privateData },
      'update',
    ),
  ]);
  let profileImageId: string | null | undefined;
  if (update.profileImageId === null) profileImageId = null;
  else if (update.profileImageId)
    profileImageId = (await claimImageForUser(ctx, user.id, update.profileImageId)).id;
  // A new display name is claimed; saving the one the user has (in any case) claims nothing, so a
  // name from before names were unique, or made up from their names, can be kept as it is.
  const displayNameChanged =
    update.displayName !== undefined &&
    displayNameKey(update.displayName) !== displayNameKey(user.displayName);
  const displayNameClaim = displayNameChanged
    ? { displayNameKey: await claimDisplayName(ctx, update.displayName as string, user.id) }
    : {};
  await updateUser(
    ctx.db,
    user.id,
    {
      firstName: update.firstName,
      lastName: update.lastName,
      displayName: update.displayName,
      ...displayNameClaim,
      bio: update.bio === undefined ? undefined : update.bio,
      profileImageId,
      ...(update.publicData ? { publicData: merged.publicData } : {}),
      ...(update.protectedData ? { protectedData: merged.protectedData } : {}),
      ...(update.privateData ? { privateData: merged.privateData } : {}),
    },
    ctx.clock(),
  ).catch((error: unknown) => {
    throw displayNameRace(error);
  });
  return getCurrentUser(ctx, user.id);
}
