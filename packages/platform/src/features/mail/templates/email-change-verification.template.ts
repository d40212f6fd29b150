import type { MailMessage } from '../../../ports/mail.port.ts';
import { composeLinkMail, type LinkMailParams } from './mail-layout.ts';

/** Asks the NEW address to confirm itself after a user changes their email. */
export function renderEmailChangeVerification(params: LinkMailParams): MailMessage {
  return composeLinkMail('email-change-verification', 'EmailChangeVerification', params);
}
