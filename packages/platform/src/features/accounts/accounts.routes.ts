import { randomUUID } from 'node:crypto';
import { UpdateProfileCommandSchema } from '@mercato/core/contracts/current-user';
import { EmailSchema } from '@mercato/core/validators/auth';
import { ChangeEmailCommandSchema, CurrentPasswordSchema } from '@mercato/core/validators/contact-details';
import { PasswordChangeFormSchema, PasswordResetCommandSchema } from '@mercato/core/validators/password';
import type { FastifyInstance } from 'fastify';
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
import { CurrentUserQuerySchema, currentUserDocument } from '../current-user/current-user.service.ts';
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

const passwordResetResource = () =>
  envelope({ id: new WireUuid(randomUUID()), type: 'passwordReset', attributes: {} });

/** Account self-service: profile, email, password, verification, reset and deletion (api notes §4). */
export async function accountsRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const { requireToken, requireUser } = makeGuards(ctx);

  app.post('/api/current_user/update_profile', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(CurrentUserQuerySchema, request.query, 'query');
    const body = parseParams(UpdateProfileCommandSchema, request.body, 'body');
    const user = await updateProfile(ctx, currentUserId(request), body);
    return sendApi(request, reply, await currentUserDocument(ctx, user, query, 'command'));
  });

  app.post(
    '/api/current_user/change_email',
    { onRequest: requireUser, config: rateLimited(REQUEST_RATE_LIMITS.changeEmail) },
    async (request, reply) => {
      const query = parseParams(CurrentUserQuerySchema, request.query, 'query');
      const body = parseParams(ChangeEmailCommandSchema, request.body, 'body');
      const user = await changeEmail(ctx, currentUserId(request), body);
      return sendApi(request, reply, await currentUserDocument(ctx, user, query, 'command'));
    },
  );

  app.post(
    '/api/current_user/change_password',
    { onRequest: requireUser, config: rateLimited(REQUEST_RATE_LIMITS.changePassword) },
    async (request, reply) => {
      const query = parseParams(CurrentUserQuerySchema, request.query, 'query');
      const body = parseParams(ChangePasswordSchema, request.body, 'body');
      const principal = request.principal;
      if (principal?.kind !== 'user') throw new AppError('forbidden', 'This endpoint needs a logged-in user');
      const user = await changePassword(ctx, principal.userId, principal.familyId, body);
      return sendApi(request, reply, await currentUserDocument(ctx, user, query, 'command'));
    },
  );

  app.post(
    '/api/current_user/send_verification_email',
    { onRequest: requireUser, config: rateLimited(REQUEST_RATE_LIMITS.sendVerificationEmail) },
    async (request, reply) => {
      const query = parseParams(CurrentUserQuerySchema, request.query, 'query');
      parseParams(EmptySchema, request.body ?? {}, 'body');
      const user = await sendVerificationEmail(ctx, currentUserId(request));
      return sendApi(request, reply, await currentUserDocument(ctx, user, query, 'command'));
    },
  );

  app.post(
    '/api/current_user/verify_email',
    { onRequest: requireUser, config: rateLimited(REQUEST_RATE_LIMITS.verifyEmail) },
    async (request, reply) => {
      const query = parseParams(CurrentUserQuerySchema, request.query, 'query');
      const body = parseParams(VerifyEmailSchema, request.body, 'body');
      const user = await verifyEmail(ctx, currentUserId(request), body.verificationToken);
      return sendApi(request, reply, await currentUserDocument(ctx, user, query, 'command'));
    },
  );

  app.post(
    '/api/current_user/delete',
    { onRequest: requireUser, config: rateLimited(REQUEST_RATE_LIMITS.deleteAccount) },
    async (request, reply) => {
      const query = parseParams(CurrentUserQuerySchema, request.query, 'query');
      const body = parseParams(DeleteSchema, request.body, 'body');
      const user = await deleteAccount(ctx, currentUserId(request), body.currentPassword);
      return sendApi(request, reply, await currentUserDocument(ctx, user, query, 'command'));
    },
  );

  app.post(
    '/api/password_reset/request',
    { onRequest: requireToken, config: rateLimited(REQUEST_RATE_LIMITS.passwordResetRequest) },
    async (request, reply) => {
      parseParams(ResetQuerySchema, request.query, 'query');
      const body = parseParams(ResetRequestSchema, request.body, 'body');
      await requestPasswordReset(ctx, body.email);
      return sendApi(request, reply, passwordResetResource());
    },
  );

  app.post(
    '/api/password_reset/reset',
    { onRequest: requireToken, config: rateLimited(REQUEST_RATE_LIMITS.passwordReset) },
    async (request, reply) => {
      parseParams(ResetQuerySchema, request.query, 'query');
      const body = parseParams(ResetCommandSchema, request.body, 'body');
      await resetPassword(ctx, body);
      return sendApi(request, reply, passwordResetResource());
    },
  );
}
