import {
  AdminUserIdSchema,
  AdminUserQueryParamsSchema,
  UpdateUserMetadataCommandSchema,
  UpdateUserPermissionsCommandSchema,
} from '@mercato/core/contracts/admin-user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { envelope } from '../../http/envelope.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import { pageMeta } from '../../http/query.ts';
import { deleteAccountByOperator } from '../accounts/account-deletion.service.ts';
import { revokeUserSessions } from '../auth/auth.queries.ts';
import { currentOperator, makeOperatorGuard } from '../operators/operator-guard.ts';
import { recordAudit } from '../operators/operators.service.ts';
import { presentAdminUser } from './admin-user.presenter.ts';
import {
  type AdminUserAudit,
  approveUser,
  banUser,
  findUsersForOperator,
  getUserForOperator,
  unbanUser,
  updateUserMetadata,
  updateUserPermissions,
  verifyUserEmail,
} from './admin-users.service.ts';

const NoQuerySchema = z.strictObject({});

/**
 * The console's People screen on the admin API (issue #30, ADR 019), under `/v1/admin`: any
 * operator finds and reads users (`users/query`, `users/show`); only admins change them (approve,
 * ban, unban, permissions, metadata, email verification, deletion), each change with its audit entry.
 */
export async function adminUsersRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const requireOperator = makeOperatorGuard(ctx);
  app.decorateRequest('operator', null);

  // A change's audit entry, as the request's operator, written in the change's own transaction.
  const auditOf =
    (request: FastifyRequest): AdminUserAudit =>
    (db, entry) =>
      recordAudit({ ...ctx, db }, { kind: 'operator', operator: currentOperator(request) }, entry);

  app.get('/admin/users/query', { onRequest: requireOperator() }, async (request, reply) => {
    const query = parseParams(AdminUserQueryParamsSchema, request.query, 'query');
    const { users, total } = await findUsersForOperator(ctx, query);
    return sendApi(request, reply, envelope(users.map(presentAdminUser), [], pageMeta(total, query)));
  });

  app.get('/admin/users/show', { onRequest: requireOperator() }, async (request, reply) => {
    const query = parseParams(AdminUserIdSchema, request.query, 'query');
    const user = await getUserForOperator(ctx, query.id);
    return sendApi(request, reply, envelope(presentAdminUser(user)));
  });

  const admins = { onRequest: requireOperator(['admin']) };

  app.post('/admin/users/approve', admins, async (request, reply) => {
    parseParams(NoQuerySchema, request.query, 'query');
    const body = parseParams(AdminUserIdSchema, request.body, 'body');
    const user = await approveUser(ctx, auditOf(request), body.id);
    return sendApi(request, reply, envelope(presentAdminUser(user)));
  });

  app.post('/admin/users/ban', admins, async (request, reply) => {
    parseParams(NoQuerySchema, request.query, 'query');
    const body = parseParams(AdminUserIdSchema, request.body, 'body');
    // A ban ends the user's sessions for good, in the ban's own transaction: lifting it later does
    // not bring them back (until then every request of theirs is refused anyway).
    const audit = auditOf(request);
    const user = await banUser(
      ctx,
      async (db, entry) => {
        await audit(db, entry);
        await revokeUserSessions(db, body.id, ctx.clock());
      },
      body.id,
    );
    return sendApi(request, reply, envelope(presentAdminUser(user)));
  });

  // Deleting an account: anonymised as its owner's own deletion does, under the same guards.
  app.post('/admin/users/delete', admins, async (request, reply) => {
    parseParams(NoQuerySchema, request.query, 'query');
    const body = parseParams(AdminUserIdSchema, request.body, 'body');
    const user = await deleteAccountByOperator(ctx, auditOf(request), body.id);
    return sendApi(request, reply, envelope(presentAdminUser(user)));
  });

  app.post('/admin/users/unban', admins, async (request, reply) => {
    parseParams(NoQuerySchema, request.query, 'query');
    const body = parseParams(AdminUserIdSchema, request.body, 'body');
    const user = await unbanUser(ctx, auditOf(request), body.id);
    return sendApi(request, reply, envelope(presentAdminUser(user)));
  });

  app.post('/admin/users/update_permissions', admins, async (request, reply) => {
    parseParams(NoQuerySchema, request.query, 'query');
    const body = parseParams(UpdateUserPermissionsCommandSchema, request.body, 'body');
    const user = await updateUserPermissions(ctx, auditOf(request), body);
    return sendApi(request, reply, envelope(presentAdminUser(user)));
  });

  app.post('/admin/users/update_metadata', admins, async (request, reply) => {
    parseParams(NoQuerySchema, request.query, 'query');
    const body = parseParams(UpdateUserMetadataCommandSchema, request.body, 'body');
    const user = await updateUserMetadata(ctx, auditOf(request), body);
    return sendApi(request, reply, envelope(presentAdminUser(user)));
  });

  app.post('/admin/users/verify_email', admins, async (request, reply) => {
    parseParams(NoQuerySchema, request.query, 'query');
    const body = parseParams(AdminUserIdSchema, request.body, 'body');
    const user = await verifyUserEmail(ctx, auditOf(request), body.id);
    return sendApi(request, reply, envelope(presentAdminUser(user)));
  });
}
