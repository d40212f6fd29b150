import type { Kysely, Selectable } from 'kysely';
import { fromDate, toDate, toDateOrNull } from '../../db/convert.ts';
import type { DB, MailMessagesTable } from '../../db/schema.ts';
import type {
  MailLog,
  MailMessage,
  MailOutcome,
  MailRecord,
  MailStatus,
  MailTransport,
} from '../../ports/mail.port.ts';
import { createMailMessageId } from './mail-message-id.ts';
import type { StoredMail } from './stored-mail.ts';

/** Maps a `mail_messages` row to a stored message. */
export function mailRowToStoredMail(row: Selectable<MailMessagesTable>): StoredMail {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    template: row.template,
    transport: row.transport as MailTransport,
    status: row.status as MailStatus,
    error: row.error,
    createdAt: toDate(row.created_at),
    sentAt: toDateOrNull(row.sent_at),
  };
}

/** Records a message and returns its new (time-ordered) id. */
export async function insertMailMessage(
  db: Kysely<DB>,
  message: MailMessage,
  record: MailRecord,
): Promise<string> {
  const id = createMailMessageId(record.createdAt);
  await db
    .insertInto('mail_messages')
    .values({
      id,
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      template: message.template,
      transport: record.transport,
      status: record.status,
      error: record.error ?? null,
      created_at: fromDate(record.createdAt),
      sent_at: record.sentAt && fromDate(record.sentAt),
      idempotency_key: message.idempotencyKey ?? null,
    })
    .execute();
  return id;
}

/** The message recorded under an idempotency key: its id and status. */
export async function findMailByIdempotencyKey(
  db: Kysely<DB>,
  key: string,
): Promise<{ id: string; status: MailStatus } | null> {
  const row = await db
    .selectFrom('mail_messages')
    .select(['id', 'status'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? { id: row.id, status: row.status as MailStatus } : null;
}

/** Records the outcome of a delivery attempt. */
export async function updateMailStatus(db: Kysely<DB>, id: string, outcome: MailOutcome): Promise<void> {
  await db
    .updateTable('mail_messages')
    .set({
      status: outcome.status,
      error: outcome.error,
      sent_at: outcome.sentAt && fromDate(outcome.sentAt),
    })
    .where('id', '=', id)
    .execute();
}

/** Finds one message by id. */
export async function findMailMessageById(db: Kysely<DB>, id: string): Promise<StoredMail | undefined> {
  const row = await db.selectFrom('mail_messages').selectAll().where('id', '=', id).executeTakeFirst();
  return row && mailRowToStoredMail(row);
}

/** Which messages to list; `to` matches the whole address, ignoring case. */
export interface MailListQuery {
  to?: string;
  template?: string;
  limit: number;
  offset?: number;
}

/** Lists messages newest first (ties broken by the time-ordered id). */
export async function listMailMessages(db: Kysely<DB>, query: MailListQuery): Promise<StoredMail[]> {
  let select = db.selectFrom('mail_messages').selectAll();
  if (query.to !== undefined) {
    const to = query.to.toLowerCase();
    select = select.where((eb) => eb(eb.fn('lower', ['to_address']), '=', to));
  }
  if (query.template !== undefined) select = select.where('template', '=', query.template);
  const rows = await select
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset(query.offset ?? 0)
    .execute();
  return rows.map(mailRowToStoredMail);
}

/** The mail log adapters record deliveries in: the `mail_messages` table. */
export function mailLogOf(db: Kysely<DB>): MailLog {
  return {
    record: (message, record) => insertMailMessage(db, message, record),
    update: (id, outcome) => updateMailStatus(db, id, outcome),
    findByKey: (key) => findMailByIdempotencyKey(db, key),
  };
}
