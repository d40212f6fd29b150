import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { hasAdminToken } from '../auth/admin-guard.ts';
import type { AuditActor, OperatorRole } from './operator.ts';
import { makeOperatorGuard } from './operator-guard.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who calls the admin API, for the audit log: the operator, or the admin token of a script. */
    adminActor: AuditActor | null;
  }
}

/** The audit actor of a call with `ADMIN_API_TOKEN`: a script, not a person. */
export const ADMIN_TOKEN_ACTOR: AuditActor = { kind: 'system', name: 'admin-token' };

/**
 * The `onRequest` guard of the admin endpoints that scripts use too (transactions, assets): a
 * console session of an operator of one of `roles` (any operator without them), as
 * `makeOperatorGuard`; or, when `ADMIN_API_TOKEN` is set, that token (`Authorization: Bearer …`),
 * which may do what an admin may. Records the caller in `request.adminActor` (and the operator in
 * `request.operator`). Lives with the operators: auth may not depend on them, they on auth may.
 * Decorates the scope's requests; call it once per routes plugin.
 */
export function makeAdminApiGuard(app: FastifyInstance, ctx: PlatformContext) {
  app.decorateRequest('operator', null);
  app.decorateRequest('adminActor', null);
  const requireOperator = makeOperatorGuard(ctx);
  const adminToken = ctx.env.ADMIN_API_TOKEN;
  return (roles?: readonly OperatorRole[]) => {
    const operatorGuard = requireOperator(roles);
    return async (request: FastifyRequest): Promise<void> => {
      if (adminToken && hasAdminToken(request, adminToken)) {
        request.adminActor = ADMIN_TOKEN_ACTOR;
        return;
      }
      await operatorGuard(request);
      if (request.operator) request.adminActor = { kind: 'operator', operator: request.operator };
    };
  };
}

/** The caller of a request that passed `makeAdminApiGuard`, as the audit log names it. */
export function adminActorOf(request: FastifyRequest): AuditActor {
  if (!request.adminActor)
    throw new AppError('auth-invalid-access-token', 'The admin API needs an operator session');
  return request.adminActor;
}
