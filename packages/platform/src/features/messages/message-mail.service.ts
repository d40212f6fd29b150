import type { PlatformContext } from '../../context.ts';
import { composeTransactionMail, type MailParty } from '../transactions/transaction-mail.service.ts';
import { findTransactionById } from '../transactions/transactions.queries.ts';
import { findMessagesBySenderBetween } from './messages.repository.ts';

/** How many messages one email quotes, and how much of each: the rest is on the transaction page. */
const QUOTED_MESSAGES = 5;
const QUOTE_LENGTH = 1_000;

function quoteOf(content: string): string {
  const text = content.replace(/\r\n?/g, '\n').trim();
  return text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH).trimEnd()}…` : text;
}

/**
 * Sends the `new-message` email of one window (the `message.notification` job): the messages the
 * other party wrote in it, quoted, with the transaction's details and a button to reply on the
 * order or sale page. Nothing is sent when there is nothing to tell (the messages are gone) or the
 * recipient was deleted or banned.
 */
export async function sendMessageNotification(
  ctx: PlatformContext,
  payload: { transactionId: string; to: MailParty; since: string; until: string },
  /** Delivered once under this key (the job's id): a run after a crash sends no second email. */
  idempotencyKey?: string,
): Promise<'sent' | 'dropped'> {
  const tx = await findTransactionById(ctx.db, payload.transactionId);
  if (!tx) return 'dropped';
  const messages = await findMessagesBySenderBetween(ctx.db, {
    transactionId: tx.id,
    senderId: payload.to === 'customer' ? tx.providerId : tx.customerId,
    since: new Date(payload.since),
    until: new Date(payload.until),
  });
  if (messages.length === 0) return 'dropped';
  const quotes = messages.slice(0, QUOTED_MESSAGES).map((m) => quoteOf(m.content));
  const mail = await composeTransactionMail(ctx, tx, payload.to, 'new-message', {
    quotes,
    action: 'reply',
    more: messages.length - quotes.length,
  });
  if (!mail) return 'dropped';
  await ctx.mail.send(idempotencyKey ? { ...mail, idempotencyKey } : mail);
  return 'sent';
}
