import type { PlatformContext } from '../../context.ts';
import { type Resource, refOf } from '../../http/envelope.ts';
import { loadImageResources } from '../images/images.service.ts';
import { presentUser } from './user.presenter.ts';
import { getPublicProfilesByIds } from './users.service.ts';

/** Users as resources, with their profile images when asked for. */
export async function userResources(
  ctx: PlatformContext,
  ids: string[],
  withImages: boolean,
  query: Record<string, unknown>,
): Promise<{ users: Map<string, Resource>; images: Resource[] }> {
  const users = await getPublicProfilesByIds(ctx, ids);
  const imageOf = new Map<string, string>();
  if (withImages) {
    for (const user of users.values()) {
      if (user.profileImageId && !user.banned && !user.deleted) imageOf.set(user.id, user.profileImageId);
    }
  }
  const images = await loadImageResources(ctx, [...imageOf.values()], query);
  const out = new Map<string, Resource>();
  for (const user of users.values()) {
    let resource = presentUser(user);
    if (withImages) {
      const image = images.get(imageOf.get(user.id) ?? '') ?? null;
      resource = {
        ...resource,
        relationships: { profileImage: { data: image && refOf('image', image.id.uuid) } },
      };
    }
    out.set(user.id, resource);
  }
  return { users: out, images: [...images.values()] };
}
