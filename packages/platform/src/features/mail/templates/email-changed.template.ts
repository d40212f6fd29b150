import type { MailMessage } from '../../../ports/mail.port.ts';
import { type AccountMailParams, composeAccountMail, oneLine } from './mail-layout.ts';

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
  return composeAccountMail('email-changed', 'EmailChanged', params, { newEmail: oneLine(params.newEmail) });
}
