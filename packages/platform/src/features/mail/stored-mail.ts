import type { MailMessage } from '../../ports/mail.port.ts';

/** How a message left (or did not leave) the platform. */
export type MailTransport = 'outbox' | 'smtp';

/**
 * Where a message stands: `stored` (outbox, never delivered), `sending` (handed to SMTP, outcome
 * not yet recorded), `sent` or `failed` (with the error text).
 */
export type MailStatus = 'stored' | 'sending' | 'sent' | 'failed';

/** A message as recorded in `mail_messages`, for the `/_mail` page, operators and tests. */
export interface StoredMail extends MailMessage {
  id: string;
  transport: MailTransport;
  status: MailStatus;
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
}
