import { SignupCommandSchema } from '@mercato/core/validators/auth';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { envelope } from '../../http/envelope.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import { apiQuerySchema, sparseFieldsOf } from '../../http/query.ts';
import { assertCanRead } from '../access/access.policy.ts';
import { REQUEST_RATE_LIMITS, rateLimited } from '../access/limits.ts';
import { currentUserId, makeGuards } from '../auth/guards.ts';
import { getMarketplaceConfig } from '../config/marketplace-config.service.ts';
import { CurrentUserQuerySchema, loadProfileImage, sendCurrentUser } from './current-user.response.ts';
import { presentUser } from './user.presenter.ts';
import { findUserById } from './users.repository.ts';
import { createUser, getCurrentUser } from './users.service.ts';

const UserShowQuerySchema = apiQuerySchema(
  { id: z.uuid('must be a user id') },
  { include: ['profileImage', 'marketplace'] },
);

/** `current_user/create`, `current_user/show` and `users/show`. */
export async function usersRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const { requireToken, requireUser } = makeGuards(ctx);

  app.post(
    '/api/current_user/create',
    { onRequest: requireToken, config: rateLimited(REQUEST_RATE_LIMITS.signup) },
    async (request, reply) => {
      const query = parseParams(CurrentUserQuerySchema, request.query, 'query');
      const command = parseParams(SignupCommandSchema, request.body, 'body');
      const user = await createUser(ctx, { ...command });
      return sendCurrentUser(ctx, request, reply, user, query, 'command');
    },
  );

  app.get('/api/current_user/show', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(CurrentUserQuerySchema, request.query, 'query');
    const user = await getCurrentUser(ctx, currentUserId(request));
    return sendCurrentUser(ctx, request, reply, user, query, 'query');
  });

  app.get('/api/users/show', { onRequest: requireToken }, async (request, reply) => {
    const query = parseParams(UserShowQuerySchema, request.query, 'query');
    const principal = request.principal!;
    const viewer = principal.kind === 'user' ? await getCurrentUser(ctx, principal.userId) : null;
    assertCanRead(principal, viewer, await getMarketplaceConfig(ctx));
    const user = await findUserById(ctx.db, query.id);
    if (!user) throw new AppError('not-found', 'User not found', { source: { path: ['id'], type: 'query' } });
    const include = query.include ?? [];
    const resource = presentUser(user);
    const hidden = user.banned || user.deleted;
    const profileImage =
      include.includes('profileImage') && !hidden ? await loadProfileImage(ctx, user, query) : null;
    const withRelationships = include.includes('profileImage')
      ? {
          ...resource,
          relationships: {
            profileImage: { data: profileImage ? { id: profileImage.id, type: 'image' } : null },
          },
        }
      : resource;
    return sendApi(
      request,
      reply,
      envelope(withRelationships, profileImage ? [profileImage] : [], {}, sparseFieldsOf(query)),
    );
  });
}
