import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { insertMailMessage } from '../../features/mail/mail.repository.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailMessage, MailPort } from '../../ports/mail.port.ts';

/**
 * The offline default: messages are stored in the database and read at `/_mail` (development)
 * or by tests. Nothing leaves the machine.
 */
export function createOutboxMailAdapter(db: Kysely<DB>, clock: Clock): MailPort {
  return {
    async send(message: MailMessage) {
      const now = clock();
      await insertMailMessage(db, message, {
        transport: 'outbox',
        status: 'stored',
        createdAt: now,
        sentAt: now,
      });
    },
  };
}
