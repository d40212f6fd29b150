import type { MailMessage } from '../../../ports/mail.port.ts';
import { type AccountMailParams, composeAccountMail } from './mail-layout.ts';

/** Tells the owner their password was changed, so a change they did not make does not go unnoticed. */
export function renderPasswordChangedNotice(params: AccountMailParams): MailMessage {
  return composeAccountMail('password-changed', 'PasswordChanged', params);
}
