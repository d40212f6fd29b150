import type { MailMessage } from '../../../ports/mail.port.ts';
import { composeLinkMail, type LinkMailParams } from './mail-layout.ts';

/** Welcome and address confirmation, sent on signup and when the user asks for a new link. */
export function renderVerifyEmail(params: LinkMailParams): MailMessage {
  return composeLinkMail('verify-email', 'VerifyEmail', params);
}
