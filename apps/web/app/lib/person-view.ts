import { UserResourceSchema } from '@mercato/core/contracts/user';
import { type ProfileImage, squareImageOf } from './profile-image.ts';
import { relatedOne } from './relationships.ts';

/** A user as pages show them next to what they made: a listing's author, a review's writer. */
export interface PersonView {
  id: string;
  displayName: string;
  abbreviatedName: string;
  avatar: ProfileImage | null;
  /** Banned and deleted users show a generic name and no link (spec §3 User). */
  isActive: boolean;
}

/**
 * The person of an included `user` resource (with its `profileImage` when that was included in
 * the `square-small` variants), or null when the resource is missing or not a user.
 */
export function personViewOf(user: unknown, included: readonly unknown[]): PersonView | null {
  const parsed = UserResourceSchema.safeParse(user);
  if (!parsed.success) return null;
  const { id, attributes } = parsed.data;
  if (attributes.banned || attributes.deleted || !attributes.profile) {
    const name = attributes.banned ? 'Banned user' : 'Deleted user';
    return { id, displayName: name, abbreviatedName: '', avatar: null, isActive: false };
  }
  return {
    id,
    displayName: attributes.profile.displayName,
    abbreviatedName: attributes.profile.abbreviatedName,
    avatar: squareImageOf(relatedOne(parsed.data, 'profileImage', included)),
    isActive: true,
  };
}
