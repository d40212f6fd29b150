import { SignupCommandSchema } from '@mercato/core/validators/auth';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import { apiQuerySchema, sparseFieldsOf } from '../../http/query.ts';
import { makeAccessGuards } from '../access/access.guards.ts';
import { REQUEST_RATE_LIMITS, rateLimited } from '../access/limits.ts';
import { createUser } from '../accounts/signup.service.ts';
import { currentUserId, makeGuards } from '../auth/guards.ts';
import { CurrentUserQuerySchema, currentUserDocument } from '../current-user/current-user.service.ts';
import { presentUserDocument } from './user.presenter.ts';
import { getCurrentUser, showUser } from './users.service.ts';

const UserShowQuerySchema = apiQuerySchema(
  { id: z.uuid('must be a user id') },
  { include: ['profileImage', 'marketplace'] },
);

/** `current_user/create`, `current_user/show` and `users/show`. */
export async function usersRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const { requireToken, requireUser } = makeGuards(ctx);
  const { requireRead } = makeAccessGuards(ctx);

  app.post(
    '/api/current_user/create',
    { onRequest: requireToken, config: rateLimited(REQUEST_RATE_LIMITS.signup) },
    async (request, reply) => {
      const query = parseParams(CurrentUserQuerySchema, request.query, 'query');
      const command = parseParams(SignupCommandSchema, request.body, 'body');
      const user = await createUser(ctx, { ...command });
      return sendApi(request, reply, await currentUserDocument(ctx, user, query, 'command'));
    },
  );

  app.get('/api/current_user/show', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(CurrentUserQuerySchema, request.query, 'query');
    const user = await getCurrentUser(ctx, currentUserId(request));
    return sendApi(request, reply, await currentUserDocument(ctx, user, query, 'query'));
  });

  app.get('/api/users/show', { onRequest: [requireToken, requireRead] }, async (request, reply) => {
    const query = parseParams(UserShowQuerySchema, request.query, 'query');
    const include = query.include ?? [];
    const { user, profileImage } = await showUser(ctx, query.id, {
      profileImage: include.includes('profileImage'),
      query,
    });
    return sendApi(request, reply, presentUserDocument(user, profileImage, include, sparseFieldsOf(query)));
  });
}
