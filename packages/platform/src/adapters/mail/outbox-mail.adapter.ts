import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { fromDate } from '../../db/convert.ts';
import type { DB } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailMessage, MailPort } from '../../ports/mail.port.ts';

/**
 * The offline default: messages are stored in the database and read at `/_mail` (development)
 * or by tests. Nothing leaves the machine.
 */
export function createOutboxMailAdapter(db: Kysely<DB>, clock: Clock): MailPort {
  return {
    async send(message: MailMessage) {
      const now = fromDate(clock());
      await db
        .insertInto('mail_messages')
        .values({
          id: randomUUID(),
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          template: message.template,
          transport: 'outbox',
          status: 'stored',
          error: null,
          created_at: now,
          sent_at: now,
        })
        .execute();
    },
  };
}
