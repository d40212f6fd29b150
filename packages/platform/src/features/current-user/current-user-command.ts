import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import type { User } from '../users/user.ts';
import { CurrentUserQuerySchema, currentUserDocument } from './current-user.service.ts';

/**
 * The handler of a command on the current user (`current_user/*`): parses the query and the body
 * (`bodySchema`) before anything else, runs the command, and answers with the user it returns,
 * presented as `current_user/show` presents it (includes, `expand`, sparse fields).
 */
export function currentUserCommand<S extends z.ZodType>(
  ctx: PlatformContext,
  bodySchema: S,
  run: (request: FastifyRequest, body: z.output<S>) => Promise<User>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const query = parseParams(CurrentUserQuerySchema, request.query, 'query');
    const body = parseParams(bodySchema, request.body, 'body');
    const user = await run(request, body);
    return sendApi(request, reply, await currentUserDocument(ctx, user, query, 'command'));
  };
}
