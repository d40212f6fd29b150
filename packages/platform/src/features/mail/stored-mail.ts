import type { MailMessage, MailStatus, MailTransport } from '../../ports/mail.port.ts';

/** A message as recorded in `mail_messages`, for the `/_mail` page, operators and tests. */
export interface StoredMail extends MailMessage {
  id: string;
  transport: MailTransport;
  status: MailStatus;
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
}
