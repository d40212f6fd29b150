import { envelope, type Resource } from '../../http/envelope.ts';
import { WireUuid, type WireValue } from '../../http/wire-values.ts';
import { abbreviatedName, type PublicProfile, type User } from './user.ts';

/**
 * The public `user` resource (api notes §5). Banned and deleted users expose only their flags, so
 * nothing of a removed account leaks; clients show a generic name for them (spec §3).
 */
export function presentUser(user: PublicProfile): Resource {
  const id = new WireUuid(user.id);
  if (user.banned || user.deleted) {
    return { id, type: 'user', attributes: { banned: user.banned, deleted: user.deleted } };
  }
  return {
    id,
    type: 'user',
    attributes: {
      banned: false,
      deleted: false,
      createdAt: user.createdAt,
      profile: {
        displayName: user.displayName,
        abbreviatedName: abbreviatedName(user.firstName, user.lastName),
        bio: user.bio,
        publicData: user.publicData as WireValue,
        metadata: user.metadata as WireValue,
      },
    },
  };
}

/**
 * The `users/show` document: the user, and its profile image when `include=profileImage` asked for
 * it (the relationship is then present, null for users without one or hidden ones).
 */
export function presentUserDocument(
  user: User,
  profileImage: Resource | null,
  include: readonly string[],
  fields: Map<string, string[]>,
): WireValue {
  const resource = presentUser(user);
  if (!include.includes('profileImage')) return envelope(resource, [], {}, fields);
  const relationships = {
    profileImage: { data: profileImage ? { id: profileImage.id, type: 'image' } : null },
  };
  return envelope({ ...resource, relationships }, profileImage ? [profileImage] : [], {}, fields);
}
