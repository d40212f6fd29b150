import { randomUUID } from 'node:crypto';
import { getPartyRole, type PartyRole } from '@mercato/core/processes/process-rules';
import type { PlatformContext } from '../../context.ts';
import { inWriteTransaction } from '../../db/write-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { scheduleJob } from '../../jobs/jobs.service.ts';
import { assertNotPendingApproval } from '../access/access.policy.ts';
import { attachOwnFiles, MAX_FILES_PER_MESSAGE } from '../files/files.queries.ts';
import { findUserById } from '../users/users.queries.ts';
import { getCurrentUser } from '../users/users.service.ts';
import type { Message } from './message.ts';
import { messageEmailWindow, messageNotificationJob } from './message-jobs.ts';
import {
  findMessages,
  findTransactionOfMessage,
  findTransactionParties,
  insertMessage,
} from './messages.repository.ts';

/** The caller's role in the transaction; 404 for a stranger, as for a transaction that does not exist. */
async function requireParty(ctx: PlatformContext, userId: string, transactionId: string) {
  const tx = await findTransactionParties(ctx.db, transactionId);
  const role: PartyRole | null = tx ? getPartyRole(userId, tx) : null;
  if (!tx || !role) throw new AppError('not-found', 'Transaction not found');
  return { tx, role };
}

/**
 * `messages/send`: a party writes to the other party of a transaction, who is told by email
 * (`message.notification`). Refused (403) when the other party's account was deleted: messages to
 * a removed user are not allowed (spec §6).
 */
export async function sendMessage(
  ctx: PlatformContext,
  userId: string,
  command: { transactionId: string; content: string; publicFileAttachments?: { fileId: string }[] | null },
): Promise<Message> {
  assertNotPendingApproval(await getCurrentUser(ctx, userId));
  const { tx, role } = await requireParty(ctx, userId, command.transactionId);
  const other = await findUserById(ctx.db, role === 'customer' ? tx.providerId : tx.customerId);
  if (!other || other.deleted) {
    throw new AppError('forbidden', 'The other party has deleted their account; messages cannot be sent');
  }
  const message: Message = {
    id: randomUUID(),
    transactionId: command.transactionId,
    senderId: userId,
    content: command.content,
    createdAt: ctx.clock(),
  };
  // The other party hears of it by email when its window closes (one email for a burst of lines).
  const to = role === 'customer' ? 'provider' : 'customer';
  const window = messageEmailWindow(command.transactionId, to, message.createdAt);
  const fileIds = (command.publicFileAttachments ?? []).map((a) => a.fileId);
  await inWriteTransaction(ctx.db, async (trx) => {
    await insertMessage(trx, message);
    if (fileIds.length > 0) {
      const attached = await attachOwnFiles(trx, {
        ownerId: userId,
        target: { kind: 'message', id: message.id },
        scope: 'public',
        fileIds,
        max: MAX_FILES_PER_MESSAGE,
        path: 'publicFileAttachments',
        now: message.createdAt,
      });
      message.fileAttachmentIds = attached.map((a) => a.id);
    }
    await scheduleJob(
      { ...ctx, db: trx },
      messageNotificationJob,
      {
        transactionId: command.transactionId,
        to,
        since: window.since.toISOString(),
        until: window.until.toISOString(),
      },
      { runAt: window.until, key: window.key },
    );
  });
  return message;
}

/** Whether a user is a party of the transaction a message belongs to (who may read its files). */
export async function mayReadMessage(
  ctx: PlatformContext,
  userId: string,
  messageId: string,
): Promise<boolean> {
  const transactionId = await findTransactionOfMessage(ctx.db, messageId);
  if (!transactionId) return false;
  const tx = await findTransactionParties(ctx.db, transactionId);
  return Boolean(tx && getPartyRole(userId, tx));
}

/** `messages/query`: a page of a transaction's messages, for its parties only. */
export async function queryMessages(
  ctx: PlatformContext,
  userId: string,
  query: { transactionId: string; ids?: string[] | undefined; page: number; perPage: number },
): Promise<{ messages: Message[]; total: number }> {
  await requireParty(ctx, userId, query.transactionId);
  return findMessages(ctx.db, {
    transactionId: query.transactionId,
    ids: query.ids,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
}
