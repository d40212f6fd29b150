/** An email ready to deliver: both a plain-text and an HTML body. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Which template produced it (`verify-email`, `reset-password`, …): for logs and tests. */
  template: string;
}

/** Where the platform hands outgoing email (adapters: outbox, smtp). */
export interface MailPort {
  /** Delivers (or durably queues) one message; throws if it could not. */
  send(message: MailMessage): Promise<void>;
}
