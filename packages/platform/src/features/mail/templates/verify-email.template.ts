import type { MailMessage } from '../../../ports/mail.port.ts';
import {
  accountSubject,
  composeMail,
  formatValidity,
  type LinkMailParams,
  oneLine,
  requireHttpUrl,
} from './mail-layout.ts';

/** Welcome and address confirmation, sent on signup and when the user asks for a new link. */
export function renderVerifyEmail(params: LinkMailParams): MailMessage {
  const name = oneLine(params.marketplaceName);
  const validity = formatValidity(params.validForHours);
  return composeMail({
    template: 'verify-email',
    to: params.to,
    subject: accountSubject(params, 'VerifyEmail.Subject'),
    marketplaceName: name,
    heading: `Welcome to ${name}!`,
    firstName: params.firstName,
    intro: [
      `Thanks for joining ${name}. To finish setting up your account, please confirm that ${params.to} is your email address.`,
    ],
    action: { label: 'Confirm email address', url: requireHttpUrl(params.link) },
    outro: [
      `This link is valid for ${validity}. If it has expired, you can ask for a new one from your account settings.`,
      `If you did not sign up for ${name}, someone may have typed your address by mistake. You can safely ignore this email.`,
    ],
    reason: `You received this email because this address was used to sign up for ${name}.`,
  });
}
