import type { Clock } from '../../lib/clock.ts';
import type { MailLog, MailMessage, MailPort } from '../../ports/mail.port.ts';

/**
 * The offline default: messages are stored in the database and read at `/_mail` (development)
 * or by tests. Nothing leaves the machine.
 */
export function createOutboxMailAdapter(log: MailLog, clock: Clock): MailPort {
  return {
    async send(message: MailMessage) {
      // Stored is delivered, for the outbox: a message already stored under its key is not stored twice.
      if (message.idempotencyKey && (await log.findByKey(message.idempotencyKey))) return;
      const now = clock();
      await log.record(message, {
        transport: 'outbox',
        status: 'stored',
        createdAt: now,
        sentAt: now,
      });
    },
  };
}
