import type { Kysely, Selectable } from 'kysely';
import { fromDate, toDate } from '../../db/convert.ts';
import type { DB, MessagesTable } from '../../db/schema.ts';
import { type PageWindow, selectPage } from '../../db/select-page.ts';
import type { Message } from './message.ts';

function rowToMessage(row: Selectable<MessagesTable>): Message {
  return {
    id: row.id,
    transactionId: row.transaction_id,
    senderId: row.sender_id,
    content: row.content,
    createdAt: toDate(row.created_at),
  };
}

/** Stores a message and stamps its transaction's `lastMessageAt`: call it inside a transaction. */
export async function insertMessage(trx: Kysely<DB>, message: Message): Promise<void> {
  await trx
    .insertInto('messages')
    .values({
      id: message.id,
      transaction_id: message.transactionId,
      sender_id: message.senderId,
      content: message.content,
      created_at: fromDate(message.createdAt),
    })
    .execute();
  await trx
    .updateTable('transactions')
    .set({ last_message_at: fromDate(message.createdAt) })
    .where('id', '=', message.transactionId)
    .execute();
}

/** The transaction a message belongs to, if the message exists. */
export async function findTransactionOfMessage(
  db: Kysely<DB>,
  messageId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('messages')
    .select('transaction_id')
    .where('id', '=', messageId)
    .executeTakeFirst();
  return row?.transaction_id;
}

/** The messages one sender wrote in a transaction from `since` until before `until`, oldest first. */
export async function findMessagesBySenderBetween(
  db: Kysely<DB>,
  query: { transactionId: string; senderId: string; since: Date; until: Date },
): Promise<Message[]> {
  const rows = await db
    .selectFrom('messages')
    .selectAll()
    .where('transaction_id', '=', query.transactionId)
    .where('sender_id', '=', query.senderId)
    .where('created_at', '>=', fromDate(query.since))
    .where('created_at', '<', fromDate(query.until))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(rowToMessage);
}

/** A page of a transaction's messages, oldest first (optionally only `ids`), and how many match. */
export async function findMessages(
  db: Kysely<DB>,
  query: PageWindow & { transactionId: string; ids?: string[] | undefined },
): Promise<{ messages: Message[]; total: number }> {
  let base = db.selectFrom('messages').where('transaction_id', '=', query.transactionId);
  if (query.ids?.length) base = base.where('id', 'in', query.ids);
  const { rows, total } = await selectPage(base, base.selectAll().orderBy('created_at').orderBy('id'), query);
  return { messages: rows.map(rowToMessage), total };
}

/** Messages of these transactions (the `messages` include), oldest first. */
export async function findMessagesOfTransactions(db: Kysely<DB>, ids: readonly string[]): Promise<Message[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('messages')
    .selectAll()
    .where('transaction_id', 'in', [...new Set(ids)])
    .orderBy('created_at')
    .execute();
  return rows.map(rowToMessage);
}

/** The parties of a transaction (messages are between them), if it exists. */
export async function findTransactionParties(
  db: Kysely<DB>,
  transactionId: string,
): Promise<{ customerId: string; providerId: string } | undefined> {
  const row = await db
    .selectFrom('transactions')
    .select(['customer_id', 'provider_id'])
    .where('id', '=', transactionId)
    .executeTakeFirst();
  return row && { customerId: row.customer_id, providerId: row.provider_id };
}
