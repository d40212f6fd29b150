import type { MailMessage } from '../../../ports/mail.port.ts';
import { composeLinkMail, type LinkMailParams } from './mail-layout.ts';

/** The link to choose a new password, sent when someone asks to reset it. */
export function renderPasswordReset(params: LinkMailParams): MailMessage {
  return composeLinkMail('reset-password', 'ResetPassword', params);
}
