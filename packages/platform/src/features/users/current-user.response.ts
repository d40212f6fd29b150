import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { envelope, type Resource, unexpanded } from '../../http/envelope.ts';
import { sendApi } from '../../http/negotiate.ts';
import { apiQuerySchema, sparseFieldsOf } from '../../http/query.ts';
import { effectivePermissions } from '../access/access.policy.ts';
import { getMarketplaceConfig } from '../config/marketplace-config.service.ts';
import { findIdentitiesOfUser } from '../idp/identities.repository.ts';
import { presentImage } from '../images/image.presenter.ts';
import { createImageUrls } from '../images/image-urls.ts';
import { parseImageVariantSelection } from '../images/image-variant-query.ts';
import { findImage } from '../images/images.service.ts';
import {
  CURRENT_USER_INCLUDES,
  presentCurrentUser,
  withCurrentUserIncludes,
} from './current-user.presenter.ts';
import type { User } from './user.ts';

/** The query of every endpoint answering with the currentUser resource (its includes checked). */
export const CurrentUserQuerySchema = apiQuerySchema({}, { include: CURRENT_USER_INCLUDES });

/** The profile image resource of a user, in the variants the query asks for, or null. */
export async function loadProfileImage(
  ctx: PlatformContext,
  user: User,
  query: Record<string, unknown>,
): Promise<Resource | null> {
  if (!user.profileImageId) return null;
  const image = await findImage(ctx, user.profileImageId);
  if (!image) return null;
  const selection = parseImageVariantSelection(query);
  return presentImage(image, selection.names, selection.custom, createImageUrls(ctx.env));
}

/**
 * Answers with the currentUser resource and its requested includes. Commands answer with only id
 * and type unless `expand=true` (api notes §3.2); queries always answer in full.
 */
export async function sendCurrentUser(
  ctx: PlatformContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  query: Record<string, unknown> & { include?: string[] | undefined; expand?: boolean | undefined },
  kind: 'query' | 'command',
): Promise<FastifyReply> {
  const include = query.include ?? [];
  if (kind === 'command' && !query.expand) {
    return sendApi(request, reply, envelope(unexpanded(presentCurrentUser(user))));
  }
  const [config, identities] = await Promise.all([
    getMarketplaceConfig(ctx),
    findIdentitiesOfUser(ctx.db, user.id),
  ]);
  const profileImage = include.includes('profileImage') ? await loadProfileImage(ctx, user, query) : null;
  const { resource, included } = withCurrentUserIncludes(
    presentCurrentUser(user, identities),
    user,
    include,
    {
      permissions: effectivePermissions(user, config),
      profileImage,
    },
  );
  return sendApi(request, reply, envelope(resource, included, {}, sparseFieldsOf(query)));
}
