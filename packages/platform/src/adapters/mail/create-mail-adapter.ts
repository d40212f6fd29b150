import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { PlatformEnv } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailPort } from '../../ports/mail.port.ts';
import { createOutboxMailAdapter } from './outbox-mail.adapter.ts';

/** Picks the mail adapter the environment asks for (`MAIL_TRANSPORT`). */
export function createMailAdapter(_env: PlatformEnv, db: Kysely<DB>, clock: Clock): MailPort {
  return createOutboxMailAdapter(db, clock);
}
