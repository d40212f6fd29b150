import { SignupCommandSchema } from '@mercato/core/validators/auth';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { parseParams } from '../../http/parse-params.ts';
import { REQUEST_RATE_LIMITS, rateLimited } from '../access/limits.ts';
import { makeGuards } from '../auth/guards.ts';
import { checkClient } from '../auth/token.service.ts';
import { currentUserCommand } from '../current-user/current-user-command.ts';
import { createIdTokenVerifier } from './id-token.service.ts';
import { createUserWithIdp, loginWithIdp } from './idp.service.ts';

// ID tokens are JWTs of a few hundred bytes to a few kilobytes; the bound keeps parsing cheap.
const ID_TOKEN_MAX_LENGTH = 8192;

const AuthWithIdpRequestSchema = z.strictObject({
  client_id: z.string().min(1).max(100),
  client_secret: z.string().min(1).max(200).optional(),
  idp_id: z.string().min(1).max(100),
  idp_client_id: z.string().min(1).max(500),
  idp_token: z.string().min(1).max(ID_TOKEN_MAX_LENGTH),
});

/** Body of `current_user/create_with_idp`: the signup fields without a password, plus the ID token. */
export const CreateWithIdpCommandSchema = SignupCommandSchema.omit({ password: true }).extend({
  idpId: z.string().min(1).max(100),
  idpClientId: z.string().min(1).max(500),
  idpToken: z.string().min(1).max(ID_TOKEN_MAX_LENGTH),
});

/** Identity-provider login and signup: `POST /v1/auth/auth_with_idp`, `current_user/create_with_idp`. */
export async function idpRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const verifier = createIdTokenVerifier({ providers: ctx.env.IDPS, clock: ctx.clock });
  const { requireToken } = makeGuards(ctx);

  app.post(
    '/auth/auth_with_idp',
    { config: rateLimited(REQUEST_RATE_LIMITS.authWithIdp) },
    async (request, reply) => {
      const body = parseParams(AuthWithIdpRequestSchema, request.body, 'body');
      // Unlike the token grants, the secret is required: only the trusted server logs users in this way.
      if (body.client_secret === undefined)
        throw new AppError('auth-invalid-client', 'Missing client_secret');
      checkClient(ctx.tokens, body.client_id, body.client_secret);
      const token = await loginWithIdp(ctx, verifier, {
        idpId: body.idp_id,
        idpClientId: body.idp_client_id,
        idpToken: body.idp_token,
      });
      return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(token);
    },
  );

  app.post(
    '/api/current_user/create_with_idp',
    { onRequest: requireToken, config: rateLimited(REQUEST_RATE_LIMITS.signup) },
    // Shared with current_user/create: includes, expand and sparse fields behave the same.
    currentUserCommand(ctx, CreateWithIdpCommandSchema, (_request, command) =>
      createUserWithIdp(ctx, verifier, command),
    ),
  );
}
