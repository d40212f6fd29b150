import type { MailMessage } from '../../../ports/mail.port.ts';
import { type AccountMailParams, accountSubject, composeMail, oneLine } from './mail-layout.ts';

/** Tells the owner their password was changed, so a change they did not make does not go unnoticed. */
export function renderPasswordChangedNotice(params: AccountMailParams): MailMessage {
  const name = oneLine(params.marketplaceName);
  return composeMail({
    template: 'password-changed',
    to: params.to,
    subject: accountSubject(params, 'PasswordChanged.Subject'),
    marketplaceName: name,
    heading: 'Your password was changed',
    firstName: params.firstName,
    intro: [`The password of your ${name} account (${params.to}) was just changed.`],
    outro: [
      'If you made this change, there is nothing else to do.',
      `If you did not, someone else may know your password. Reset it right away with "Forgot password" on the ${name} login page, and contact the ${name} team if you cannot get into your account.`,
    ],
    reason: `You received this email because it is the email address of a ${name} account.`,
  });
}
