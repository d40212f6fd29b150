import { BareResourceSchema } from '@mercato/core/contracts/resource';
import type { PasswordResetCommand } from '@mercato/core/validators/password';
import type { Session } from '../session.ts';

/** The `passwordReset` resource: recovery by email link. */
export function passwordResetResource(session: Session) {
  return {
    /** `password_reset/request`: mails a reset link (`email-not-found` for unknown addresses). */
    request: (params: { email: string }) =>
      session.call('POST', 'password_reset/request', BareResourceSchema, {}, params),
    /** `password_reset/reset`. */
    reset: (params: PasswordResetCommand) =>
      session.call('POST', 'password_reset/reset', BareResourceSchema, {}, params),
  };
}
