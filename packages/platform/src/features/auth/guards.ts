import type { FastifyRequest } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Principal } from '../../http/principal.ts';
import { authenticateAccessToken } from './token.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** Route guards: 401 for a missing or bad token, 403 for a valid token that may not do this. */
export function makeGuards(ctx: PlatformContext) {
  async function requireToken(request: FastifyRequest): Promise<void> {
    request.principal = await authenticateAccessToken(ctx.tokens, bearerToken(request));
  }
  async function requireUser(request: FastifyRequest): Promise<void> {
    await requireToken(request);
    if (request.principal?.kind !== 'user') {
      throw new AppError('forbidden', 'This endpoint needs a logged-in user');
    }
  }
  return { requireToken, requireUser };
}

/** The user id of a request that passed `requireUser`. */
export function currentUserId(request: FastifyRequest): string {
  const p = request.principal;
  if (p?.kind !== 'user') throw new AppError('forbidden', 'This endpoint needs a logged-in user');
  return p.userId;
}
