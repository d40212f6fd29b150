import type { FastifyRequest } from 'fastify';
import { carriesBearerToken } from '../../lib/bearer-token.ts';

/** Whether the request carries the operator's admin token (constant-time comparison). */
export function hasAdminToken(request: FastifyRequest, token: string): boolean {
  return carriesBearerToken(request.headers.authorization, token);
}
