import type { MailMessage } from '../../../ports/mail.port.ts';
import { type AccountMailParams, accountTexts, composeMail } from './mail-layout.ts';

/** Tells the owner their password was changed, so a change they did not make does not go unnoticed. */
export function renderPasswordChangedNotice(params: AccountMailParams): MailMessage {
  const text = accountTexts(params);
  return composeMail({
    template: 'password-changed',
    to: params.to,
    subject: text('PasswordChanged.Subject'),
    marketplaceName: params.marketplaceName,
    heading: text('PasswordChanged.Heading'),
    firstName: params.firstName,
    intro: [text('PasswordChanged.Intro')],
    outro: [text('PasswordChanged.Outro')],
    reason: text('PasswordChanged.Reason'),
    texts: params.texts,
  });
}
