import type { MailMessage } from '../../../ports/mail.port.ts';
import { type AccountMailParams, accountSubject, composeMail, oneLine } from './mail-layout.ts';

/** Parameters of the notice to the old address. */
export interface EmailChangedParams extends AccountMailParams {
  /** The address the account now uses. */
  newEmail: string;
}

/**
 * Tells the OLD address that the account's email was changed, so the owner notices a takeover.
 * Send it when the change takes effect (the new address is confirmed).
 */
export function renderEmailChangedNotice(params: EmailChangedParams): MailMessage {
  const name = oneLine(params.marketplaceName);
  return composeMail({
    template: 'email-changed',
    to: params.to,
    subject: accountSubject(params, 'EmailChanged.Subject'),
    marketplaceName: name,
    heading: 'Your email address was changed',
    firstName: params.firstName,
    intro: [
      `The email address of your ${name} account was changed from ${params.to} to ${oneLine(params.newEmail)}. From now on, we will send account emails to the new address.`,
    ],
    outro: [
      'If you made this change, there is nothing else to do.',
      `If you did not, someone else may have access to your account. Please contact the ${name} team right away so we can help you get it back.`,
    ],
    reason: `You received this email because this address was, until now, the email address of a ${name} account.`,
  });
}
