import { z } from 'zod';
import { EmailSchema, NewPasswordSchema } from './auth.ts';
import { CurrentPasswordSchema } from './contact-details.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

/** A new password where an empty field says "required" before it says "too short". */
export const RequiredNewPasswordSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .min(1, VALIDATION_MESSAGES.required)
  .pipe(NewPasswordSchema);

/** The change password form and the body of `current_user/change_password` (spec §5, §7). */
export const PasswordChangeFormSchema = z.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: RequiredNewPasswordSchema,
});
/** Parsed password change form. */
export type PasswordChangeForm = z.infer<typeof PasswordChangeFormSchema>;

/** The password recovery form and the body of `password_reset/request` (spec §5 Recovery). */
export const PasswordRecoveryFormSchema = z.object({ email: EmailSchema });
/** Parsed password recovery form. */
export type PasswordRecoveryForm = z.infer<typeof PasswordRecoveryFormSchema>;

/** The reset page's form: only the new password; email and token come from the link. */
export const PasswordResetFormSchema = z.object({ newPassword: RequiredNewPasswordSchema });
/** Parsed password reset form. */
export type PasswordResetForm = z.infer<typeof PasswordResetFormSchema>;

/** Body of `password_reset/reset` (spec §3 Password reset payload). */
export const PasswordResetCommandSchema = z.strictObject({
  email: EmailSchema,
  passwordResetToken: z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, VALIDATION_MESSAGES.required),
  newPassword: RequiredNewPasswordSchema,
});
/** Parsed password reset command. */
export type PasswordResetCommand = z.infer<typeof PasswordResetCommandSchema>;

/** Whether the reset link carried both parts; otherwise the page shows the broken-link message. */
export function isPasswordResetLinkComplete(params: {
  email?: string | null;
  token?: string | null;
}): boolean {
  return Boolean(params.email?.trim() && params.token?.trim());
}
