import { randomUUID } from 'node:crypto';
import {
  LoginAsCodeRequestSchema,
  OperatorLoginSchema,
  SetOperatorPasswordSchema,
  TwoFactorCodeBodySchema,
} from '@mercato/core/contracts/operator';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { envelope } from '../../http/envelope.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import { bearerToken } from '../auth/guards.ts';
import { createLoginAsCode } from './login-as-codes.service.ts';
import {
  presentAuditEntry,
  presentLoginAsCode,
  presentOperator,
  presentOperatorSession,
  presentTwoFactorSetup,
} from './operator.presenter.ts';
import type { AuditFilter } from './operator.ts';
import { currentOperator, makeOperatorGuard } from './operator-guard.ts';
import { confirmTwoFactor, disableTwoFactor, startTwoFactor } from './operator-two-factor.service.ts';
import { auditEntries, logInOperator, logOutOperator, setOperatorPassword } from './operators.service.ts';

const NoQuerySchema = z.strictObject({});

const AuditQuerySchema = z.strictObject({
  operatorId: z.uuid('must be an operator id').optional(),
  action: z
    .string()
    .regex(/^[a-z-]+\.[a-z-]+$/, 'must look like subject.verb')
    .optional(),
  subjectType: z
    .string()
    .regex(/^[a-zA-Z-]{1,40}$/, 'must be a kind of record, such as user or listing')
    .optional(),
  subjectId: z.string().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
});

/**
 * The operators' own endpoints of the admin API (issue #30, ADR 019), under `/v1/admin`: a console
 * login (`operator_sessions/create`, answering a session token once), its end, who is logged in,
 * and setting a password through a one-time link. The console's other endpoints take the session
 * token as `Authorization: Bearer …`.
 */
export async function operatorsRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const requireOperator = makeOperatorGuard(ctx);
  app.decorateRequest('operator', null);

  app.post('/admin/operator_sessions/create', async (request, reply) => {
    parseParams(NoQuerySchema, request.query, 'query');
    const body = parseParams(OperatorLoginSchema, request.body, 'body');
    const session = await logInOperator(ctx, { ...body, clientIp: request.ip });
    return sendApi(
      request,
      reply,
      envelope(presentOperatorSession({ id: randomUUID(), ...session }), [presentOperator(session.operator)]),
    );
  });

  app.post('/admin/operator_sessions/delete', { onRequest: requireOperator() }, async (request, reply) => {
    parseParams(NoQuerySchema, request.query, 'query');
    const operator = currentOperator(request);
    await logOutOperator(ctx, operator, bearerToken(request) ?? '');
    return sendApi(request, reply, envelope(presentOperator(operator)));
  });

  app.get('/admin/current_operator/show', { onRequest: requireOperator() }, async (request, reply) => {
    parseParams(NoQuerySchema, request.query, 'query');
    return sendApi(request, reply, envelope(presentOperator(currentOperator(request))));
  });

  // The audit log, newest first, filterable by operator and action (admins only: it names everyone).
  app.get('/admin/audit_log/query', { onRequest: requireOperator(['admin']) }, async (request, reply) => {
    const query = parseParams(AuditQuerySchema, request.query, 'query');
    const { page, perPage } = query;
    const filter: AuditFilter = {};
    for (const key of ['operatorId', 'action', 'subjectType', 'subjectId'] as const) {
      const value = query[key];
      if (value) filter[key] = value;
    }
    const { entries, total } = await auditEntries(ctx, {
      ...filter,
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    return sendApi(
      request,
      reply,
      envelope(entries.map(presentAuditEntry), [], {
        totalItems: total,
        totalPages: Math.ceil(total / perPage),
        page,
        perPage,
      }),
    );
  });

  app.post('/admin/operator_passwords/set', async (request, reply) => {
    parseParams(NoQuerySchema, request.query, 'query');
    const body = parseParams(SetOperatorPasswordSchema, request.body, 'body');
    const operator = await setOperatorPassword(ctx, body.token, body.password);
    return sendApi(request, reply, envelope(presentOperator(operator)));
  });

  // Login as a user: a one-time code for the marketplace's login-as address (the
  // `authorization_code` grant of /v1/auth/token takes it with the PKCE verifier).
  app.post('/admin/login_as_codes/create', { onRequest: requireOperator() }, async (request, reply) => {
    parseParams(NoQuerySchema, request.query, 'query');
    const body = parseParams(LoginAsCodeRequestSchema, request.body, 'body');
    const issued = await createLoginAsCode(ctx, currentOperator(request), body);
    return sendApi(request, reply, envelope(presentLoginAsCode({ id: randomUUID(), ...issued })));
  });

  // Two-factor codes of the operator's own account: a new key (answered once), its confirmation
  // with a code, and turning them off with a code.
  app.post(
    '/admin/current_operator/start_two_factor',
    { onRequest: requireOperator() },
    async (request, reply) => {
      parseParams(NoQuerySchema, request.query, 'query');
      parseParams(NoQuerySchema, request.body ?? {}, 'body');
      const setup = await startTwoFactor(ctx, currentOperator(request));
      return sendApi(request, reply, envelope(presentTwoFactorSetup({ id: randomUUID(), ...setup })));
    },
  );

  app.post(
    '/admin/current_operator/confirm_two_factor',
    { onRequest: requireOperator() },
    async (request, reply) => {
      parseParams(NoQuerySchema, request.query, 'query');
      const body = parseParams(TwoFactorCodeBodySchema, request.body, 'body');
      const operator = currentOperator(request);
      await confirmTwoFactor(ctx, operator, body.code);
      return sendApi(request, reply, envelope(presentOperator({ ...operator, twoFactor: true })));
    },
  );

  app.post(
    '/admin/current_operator/disable_two_factor',
    { onRequest: requireOperator() },
    async (request, reply) => {
      parseParams(NoQuerySchema, request.query, 'query');
      const body = parseParams(TwoFactorCodeBodySchema, request.body, 'body');
      const operator = currentOperator(request);
      await disableTwoFactor(ctx, operator, body.code);
      return sendApi(request, reply, envelope(presentOperator({ ...operator, twoFactor: false })));
    },
  );
}
