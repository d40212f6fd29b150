import type { MailMessage } from '../../../ports/mail.port.ts';
import {
  accountSubject,
  composeMail,
  formatValidity,
  type LinkMailParams,
  oneLine,
  requireHttpUrl,
} from './mail-layout.ts';

/** Asks the NEW address to confirm itself after a user changes their email. */
export function renderEmailChangeVerification(params: LinkMailParams): MailMessage {
  const name = oneLine(params.marketplaceName);
  const validity = formatValidity(params.validForHours);
  return composeMail({
    template: 'email-change-verification',
    to: params.to,
    subject: accountSubject(params, 'EmailChangeVerification.Subject'),
    marketplaceName: name,
    heading: 'Confirm your new email address',
    firstName: params.firstName,
    intro: [
      `You asked to change the email address of your ${name} account to ${params.to}. Please confirm that this address belongs to you.`,
      'Until you do, we will keep using your current address.',
    ],
    action: { label: 'Confirm new email address', url: requireHttpUrl(params.link) },
    outro: [
      `This link is valid for ${validity}. If it has expired, you can change your email again from your account settings.`,
      `If you did not ask for this, you can ignore this email: this address will not be added to any ${name} account.`,
    ],
    reason: `You received this email because this address was entered as the new email address of a ${name} account.`,
  });
}
