/** An email ready to deliver: both a plain-text and an HTML body. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Which template produced it (`verify-email`, `reset-password`, …): for logs and tests. */
  template: string;
  /**
   * Delivered once under this key: a second send with it (a notification job run again after its
   * worker died) is skipped once the first was delivered. A message whose delivery was cut short
   * is sent again: at most that one message twice.
   */
  idempotencyKey?: string;
}

/** Where the platform hands outgoing email (adapters: outbox, smtp). */
export interface MailPort {
  /** Delivers (or durably queues) one message; throws if it could not. */
  send(message: MailMessage): Promise<void>;
}

/** How a message left (or did not leave) the platform. */
export type MailTransport = 'outbox' | 'smtp';

/**
 * Where a message stands: `stored` (outbox, never delivered), `sending` (handed to SMTP, outcome
 * not yet recorded), `sent` or `failed` (with the error text).
 */
export type MailStatus = 'stored' | 'sending' | 'sent' | 'failed';

/** What is recorded about a message besides its content. */
export interface MailRecord {
  transport: MailTransport;
  status: MailStatus;
  error?: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** The outcome of a delivery attempt. */
export interface MailOutcome {
  status: MailStatus;
  error: string | null;
  sentAt: Date | null;
}

/**
 * Where adapters record what they deliver, so operators (and the `/_mail` page) can see it. The
 * platform gives adapters a database-backed log; adapters know nothing else of the platform.
 */
export interface MailLog {
  /** Records a message and returns its id. */
  record(message: MailMessage, record: MailRecord): Promise<string>;
  /** Records the outcome of delivering a recorded message. */
  update(id: string, outcome: MailOutcome): Promise<void>;
  /** The message recorded under an idempotency key, if any: its id and where it stands. */
  findByKey(key: string): Promise<{ id: string; status: MailStatus } | null>;
}
