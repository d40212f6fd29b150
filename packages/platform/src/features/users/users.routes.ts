import { SignupCommandSchema } from '@mercato/core/validators/auth';
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { envelope, unexpanded } from '../../http/envelope.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import { apiQuerySchema, sparseFieldsOf } from '../../http/query.ts';
import { currentUserId, makeGuards } from '../auth/guards.ts';
import {
  CURRENT_USER_INCLUDES,
  presentCurrentUser,
  withCurrentUserIncludes,
} from './current-user.presenter.ts';
import { createUser, getCurrentUser } from './users.service.ts';

const QuerySchema = apiQuerySchema({});

function checkIncludes(include: string[] | undefined): string[] {
  const list = include ?? [];
  for (const path of list) {
    if (!(CURRENT_USER_INCLUDES as readonly string[]).includes(path)) {
      throw new AppError('validation-invalid-params', `Unknown include: ${path}`, {
        source: { path: ['include'], type: 'query' },
      });
    }
  }
  return list;
}

/** `current_user/*` endpoints of the Marketplace API. */
export async function usersRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const { requireToken, requireUser } = makeGuards(ctx);

  app.post(
    '/api/current_user/create',
    { onRequest: requireToken, config: { rateLimit: { max: 30, timeWindow: '10 minutes' } } },
    async (request, reply) => {
      const query = parseParams(QuerySchema, request.query, 'query');
      const include = checkIncludes(query.include);
      const command = parseParams(SignupCommandSchema, request.body, 'body');
      const user = await createUser(ctx, command);
      const { resource, included } = withCurrentUserIncludes(presentCurrentUser(user), user, include);
      const body = query.expand
        ? envelope(resource, included, {}, sparseFieldsOf(query))
        : envelope(unexpanded(resource));
      return sendApi(request, reply, body);
    },
  );

  app.get('/api/current_user/show', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(QuerySchema, request.query, 'query');
    const include = checkIncludes(query.include);
    const user = await getCurrentUser(ctx, currentUserId(request));
    const { resource, included } = withCurrentUserIncludes(presentCurrentUser(user), user, include);
    return sendApi(request, reply, envelope(resource, included, {}, sparseFieldsOf(query)));
  });
}
