import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { parseParams } from '../../http/parse-params.ts';
import { REQUEST_RATE_LIMITS, rateLimited } from '../access/limits.ts';
import { makeGuards } from './guards.ts';
import { logInWithLoginAsCode } from './login-as.service.ts';
import {
  checkClient,
  exchangeToken,
  issueAnonymousToken,
  loginWithPassword,
  refreshTokens,
  revokeRefreshToken,
  revokeSessionOf,
} from './token.service.ts';

const client = {
  client_id: z.string().min(1).max(100),
  client_secret: z.string().min(1).max(200).optional(),
};

const TokenRequestSchema = z.discriminatedUnion(
  'grant_type',
  [
    z.object({
      ...client,
      grant_type: z.literal('client_credentials'),
      scope: z.literal('public-read').optional(),
    }),
    z.object({
      ...client,
      grant_type: z.literal('password'),
      username: z.string().min(1).max(254),
      password: z.string().min(1).max(256),
      scope: z.literal('user').optional(),
    }),
    z.object({
      ...client,
      grant_type: z.literal('refresh_token'),
      refresh_token: z.string().min(1).max(200),
      scope: z.string().max(50).optional(),
    }),
    z.object({
      ...client,
      grant_type: z.literal('token_exchange'),
      client_secret: z.string().min(1).max(200),
      subject_token: z.string().min(1).max(200),
    }),
    // Login as a user (`sdk.loginAs`): the console's one-time code, with PKCE (RFC 7636).
    z.object({
      ...client,
      grant_type: z.literal('authorization_code'),
      code: z.string().min(1).max(200),
      redirect_uri: z.string().min(1).max(2000),
      code_verifier: z
        .string()
        .regex(/^[A-Za-z0-9._~-]{43,128}$/, 'code_verifier must be 43 to 128 unreserved characters'),
    }),
  ],
  {
    error:
      'grant_type must be client_credentials, password, refresh_token, token_exchange or authorization_code',
  },
);

// Strict like every other endpoint; RFC 7009 allows the hint and client credentials in the body.
const RevokeRequestSchema = z.strictObject({
  token: z.string().min(1).max(200).optional(),
  token_type_hint: z.enum(['refresh_token', 'access_token']).optional(),
  ...client,
  client_id: client.client_id.optional(),
});

/** The Authentication API: `POST /v1/auth/token` and `POST /v1/auth/revoke` (api notes §2). */
export async function authRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const config = rateLimited(REQUEST_RATE_LIMITS.authToken);

  app.post('/auth/token', { config }, async (request, reply) => {
    const body = parseParams(TokenRequestSchema, request.body, 'body');
    checkClient(ctx.tokens, body.client_id, body.client_secret);
    const token =
      body.grant_type === 'client_credentials'
        ? issueAnonymousToken(ctx.tokens)
        : body.grant_type === 'password'
          ? await loginWithPassword(ctx.tokens, body.username, body.password, request.ip)
          : body.grant_type === 'token_exchange'
            ? await exchangeToken(ctx.tokens, body.subject_token)
            : body.grant_type === 'authorization_code'
              ? await logInWithLoginAsCode(ctx.tokens, {
                  code: body.code,
                  redirectUri: body.redirect_uri,
                  codeVerifier: body.code_verifier,
                })
              : await refreshTokens(ctx.tokens, body.refresh_token);
    return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(token);
  });

  const { requireToken } = makeGuards(ctx);
  app.post('/auth/revoke', { config, onRequest: requireToken }, async (request, reply) => {
    const body = parseParams(RevokeRequestSchema, request.body, 'body');
    if (body.token) await revokeRefreshToken(ctx.tokens, body.token);
    else if (request.principal) await revokeSessionOf(ctx.tokens, request.principal);
    return reply.header('cache-control', 'no-store').send({ action: 'revoked' });
  });
}
