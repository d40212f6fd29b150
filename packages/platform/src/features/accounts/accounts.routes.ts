import { randomUUID } from 'node:crypto';
import { UpdateProfileCommandSchema } from '@mercato/core/contracts/current-user';
import { EmailSchema } from '@mercato/core/validators/auth';
import { ChangeEmailCommandSchema, CurrentPasswordSchema } from '@mercato/core/validators/contact-details';
import { PasswordChangeFormSchema, PasswordResetCommandSchema } from '@mercato/core/validators/password';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { envelope } from '../../http/envelope.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import { apiQuerySchema } from '../../http/query.ts';
import { WireUuid } from '../../http/wire-values.ts';
import { REQUEST_RATE_LIMITS, rateLimited } from '../access/limits.ts';
import { currentUserId, makeGuards } from '../auth/guards.ts';
import { currentUserCommand } from '../current-user/current-user-command.ts';
import { updateProfile } from '../users/profile.service.ts';
import { deleteAccount } from './account-deletion.service.ts';
import { changeEmail, sendVerificationEmail, verifyEmail } from './email-verification.service.ts';
import { changePassword, requestPasswordReset, resetPassword } from './password.service.ts';

const ResetQuerySchema = apiQuerySchema({});

const VerifyEmailSchema = z.strictObject({ verificationToken: z.string().trim().min(1).max(200) });
const ResetRequestSchema = z.strictObject({ email: EmailSchema });
const DeleteSchema = z.strictObject({
  currentPassword: CurrentPasswordSchema,
  deleteFromStripe: z.boolean().optional(),
});
const EmptySchema = z.strictObject({});
const ChangePasswordSchema = z.strictObject(PasswordChangeFormSchema.shape);
const ResetCommandSchema = PasswordResetCommandSchema.extend({
  passwordResetToken: z.string().trim().min(1).max(200),
});

/** The handler of a `password_reset/*` command: it answers with a new `passwordReset` resource. */
function passwordResetCommand<S extends z.ZodType>(bodySchema: S, run: (body: z.output<S>) => Promise<void>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    parseParams(ResetQuerySchema, request.query, 'query');
    const body = parseParams(bodySchema, request.body, 'body');
    await run(body);
    const resource = { id: new WireUuid(randomUUID()), type: 'passwordReset', attributes: {} };
    return sendApi(request, reply, envelope(resource));
  };
}

/** Account self-service: profile, email, password, verification, reset and deletion (api notes §4). */
export async function accountsRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const { requireToken, requireUser } = makeGuards(ctx);

  app.post(
    '/api/current_user/update_profile',
    { onRequest: requireUser },
    currentUserCommand(ctx, UpdateProfileCommandSchema, (request, body) =>
      updateProfile(ctx, currentUserId(request), body),
    ),
  );

  app.post(
    '/api/current_user/change_email',
    { onRequest: requireUser, config: rateLimited(REQUEST_RATE_LIMITS.changeEmail) },
    currentUserCommand(ctx, ChangeEmailCommandSchema, (request, body) =>
      changeEmail(ctx, currentUserId(request), body),
    ),
  );

  app.post(
    '/api/current_user/change_password',
    { onRequest: requireUser, config: rateLimited(REQUEST_RATE_LIMITS.changePassword) },
    currentUserCommand(ctx, ChangePasswordSchema, (request, body) => {
      const principal = request.principal;
      if (principal?.kind !== 'user') throw new AppError('forbidden', 'This endpoint needs a logged-in user');
      return changePassword(ctx, principal.userId, principal.familyId, body);
    }),
  );

  app.post(
    '/api/current_user/send_verification_email',
    { onRequest: requireUser, config: rateLimited(REQUEST_RATE_LIMITS.sendVerificationEmail) },
    currentUserCommand(ctx, EmptySchema, (request) => sendVerificationEmail(ctx, currentUserId(request))),
  );

  app.post(
    '/api/current_user/verify_email',
    { onRequest: requireUser, config: rateLimited(REQUEST_RATE_LIMITS.verifyEmail) },
    currentUserCommand(ctx, VerifyEmailSchema, (request, body) =>
      verifyEmail(ctx, currentUserId(request), body.verificationToken),
    ),
  );

  app.post(
    '/api/current_user/delete',
    { onRequest: requireUser, config: rateLimited(REQUEST_RATE_LIMITS.deleteAccount) },
    currentUserCommand(ctx, DeleteSchema, (request, body) =>
      deleteAccount(ctx, currentUserId(request), body.currentPassword),
    ),
  );

  app.post(
    '/api/password_reset/request',
    { onRequest: requireToken, config: rateLimited(REQUEST_RATE_LIMITS.passwordResetRequest) },
    passwordResetCommand(ResetRequestSchema, (body) => requestPasswordReset(ctx, body.email)),
  );

  app.post(
    '/api/password_reset/reset',
    { onRequest: requireToken, config: rateLimited(REQUEST_RATE_LIMITS.passwordReset) },
    passwordResetCommand(ResetCommandSchema, (body) => resetPassword(ctx, body)),
  );
}
