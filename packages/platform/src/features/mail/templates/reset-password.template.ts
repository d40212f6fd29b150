import type { MailMessage } from '../../../ports/mail.port.ts';
import {
  accountSubject,
  composeMail,
  formatValidity,
  type LinkMailParams,
  oneLine,
  requireHttpUrl,
} from './mail-layout.ts';

/** The link to choose a new password, sent when someone asks to reset it. */
export function renderPasswordReset(params: LinkMailParams): MailMessage {
  const name = oneLine(params.marketplaceName);
  const validity = formatValidity(params.validForHours);
  return composeMail({
    template: 'reset-password',
    to: params.to,
    subject: accountSubject(params, 'ResetPassword.Subject'),
    marketplaceName: name,
    heading: 'Reset your password',
    firstName: params.firstName,
    intro: [
      `We received a request to reset the password of the ${name} account for ${params.to}. You can choose a new password with the link below.`,
    ],
    action: { label: 'Choose a new password', url: requireHttpUrl(params.link) },
    outro: [
      `This link is valid for ${validity}. If it has expired, you can ask for a new one on the login page.`,
      'If you did not ask to reset your password, you can ignore this email: your password stays the same.',
    ],
    reason: `You received this email because a password reset was requested for a ${name} account with this address.`,
  });
}
