import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';

/** Whether the request carries the operator's admin token (constant-time comparison). */
export function hasAdminToken(request: FastifyRequest, token: string): boolean {
  const match = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return false;
  const given = createHash('sha256').update(match[1]).digest();
  const expected = createHash('sha256').update(token).digest();
  return timingSafeEqual(given, expected);
}

/** The `onRequest` guard of the operator's admin API (bearer ADMIN_API_TOKEN), 401 otherwise. */
export function makeAdminGuard(adminToken: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!hasAdminToken(request, adminToken)) {
      throw new AppError(
        'auth-invalid-access-token',
        'The admin API needs Authorization: Bearer <ADMIN_API_TOKEN>',
      );
    }
  };
}
