import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Clock } from '../../lib/clock.ts';
import type { MailLog, MailMessage, MailPort } from '../../ports/mail.port.ts';

/** How long each phase of an SMTP delivery may take, in milliseconds. */
export interface SmtpTimeouts {
  /** Opening the TCP (or TLS) connection, DNS lookup included. */
  connection: number;
  /** Waiting for the server's greeting once connected. */
  greeting: number;
  /** Silence on an open connection (a stalled DATA phase, say). */
  socket: number;
  /** Resolving the host name. */
  dns: number;
}

/** Defaults short enough that a request waiting on a mail never hangs, long enough for slow relays. */
export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connection: 10_000,
  greeting: 10_000,
  socket: 30_000,
  dns: 10_000,
};

/** Where and as whom the SMTP adapter sends. */
export interface SmtpMailOptions {
  /** `smtp://[user:pass@]host[:port]` or `smtps://…` (implicit TLS). */
  url: string;
  /** The From header, e.g. `Mercato <no-reply@example.com>`. */
  from: string;
  timeouts?: Partial<SmtpTimeouts>;
}

// Enough to diagnose a failure on the `/_mail` page without storing a whole server transcript.
const MAX_ERROR_LENGTH = 1000;

/** A Message-ID made from an idempotency key, at the sender's domain. */
function messageIdOf(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'mercato.invalid';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
}

/**
 * Delivers through an SMTP relay with nodemailer, one connection per message (no pool to close on
 * shutdown). Every message is recorded in `mail_messages` first as `sending`, then `sent` or
 * `failed`, so operators can see what went out and what did not.
 */
export function createSmtpMailAdapter(options: SmtpMailOptions, log: MailLog, clock: Clock): MailPort {
  const timeouts = { ...DEFAULT_SMTP_TIMEOUTS, ...options.timeouts };
  const transporter = nodemailer.createTransport(
    {
      url: options.url,
      connectionTimeout: timeouts.connection,
      greetingTimeout: timeouts.greeting,
      socketTimeout: timeouts.socket,
      dnsTimeout: timeouts.dns,
    },
    { from: options.from },
  );
  return {
    async send(message: MailMessage) {
      const key = message.idempotencyKey;
      const prior = key ? await log.findByKey(key) : null;
      // Delivered already (a job run again after its worker died): nothing to do.
      if (prior?.status === 'sent') return;
      // A delivery cut short (`sending`) or refused (`failed`) is tried again under the same row.
      const id =
        prior?.id ??
        (await log.record(message, {
          transport: 'smtp',
          status: 'sending',
          createdAt: clock(),
          sentAt: null,
        }));
      try {
        await transporter.sendMail({
          // The same key, the same Message-ID: mail clients show a message sent twice once.
          ...(key ? { messageId: messageIdOf(key, options.from) } : {}),
          // An address object, not a string: nodemailer would read commas in a string as a list.
          to: { name: '', address: message.to },
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: { 'X-Mercato-Template': message.template },
        });
      } catch (error) {
        const text = describeError(error);
        await log.update(id, { status: 'failed', error: text, sentAt: null });
        // The address stays in the table, out of error logs.
        throw new Error(`Mail delivery failed (${message.template}): ${text}`, { cause: error });
      }
      // The message is out; if only this bookkeeping fails, the row stays `sending` rather than the
      // caller being told a delivered message failed (and perhaps sending it twice).
      await log.update(id, { status: 'sent', error: null, sentAt: clock() }).catch(() => {});
    },
  };
}
