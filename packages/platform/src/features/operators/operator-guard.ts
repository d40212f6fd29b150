import type { FastifyRequest } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { bearerToken } from '../auth/guards.ts';
import type { Operator, OperatorRole } from './operator.ts';
import { authenticateOperator } from './operators.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    operator: Operator | null;
  }
}

/**
 * The `onRequest` guard of the console's operator API: a live console session (`Authorization:
 * Bearer <session token>`), 401 otherwise; with `roles`, 403 for an operator of another role.
 */
export function makeOperatorGuard(ctx: PlatformContext) {
  return (roles?: readonly OperatorRole[]) =>
    async (request: FastifyRequest): Promise<void> => {
      const operator = await authenticateOperator(ctx, bearerToken(request));
      if (!operator) {
        throw new AppError(
          'auth-invalid-access-token',
          'The console needs an operator session: log in again',
        );
      }
      if (roles && !roles.includes(operator.role)) {
        throw new AppError('forbidden', `Only ${roles.join(' or ')} operators may do this`);
      }
      request.operator = operator;
    };
}

/** The operator of a request that passed the guard. */
export function currentOperator(request: FastifyRequest): Operator {
  if (!request.operator)
    throw new AppError('auth-invalid-access-token', 'The console needs an operator session');
  return request.operator;
}
