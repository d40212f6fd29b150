import type { PlatformContext } from '../../context.ts';
import { findMailMessageById, listMailMessages } from './mail.repository.ts';
import type { StoredMail } from './stored-mail.ts';

/** Messages per page of the `/_mail` list. */
export const MAIL_PAGE_SIZE = 50;

/** One page of the outbox, newest first, optionally for one recipient. */
export interface MailOutboxPage {
  to: string | undefined;
  page: number;
  messages: StoredMail[];
  hasNext: boolean;
}

/** Lists stored messages a page at a time (the `/_mail` page). */
export async function listOutbox(
  ctx: PlatformContext,
  query: { to: string | undefined; page: number },
): Promise<MailOutboxPage> {
  // One extra row tells whether an older page exists without counting the table.
  const rows = await listMailMessages(ctx.db, {
    to: query.to,
    limit: MAIL_PAGE_SIZE + 1,
    offset: (query.page - 1) * MAIL_PAGE_SIZE,
  });
  return { ...query, messages: rows.slice(0, MAIL_PAGE_SIZE), hasNext: rows.length > MAIL_PAGE_SIZE };
}

/** One stored message, or undefined when there is none with this id. */
export function findOutboxMessage(ctx: PlatformContext, id: string): Promise<StoredMail | undefined> {
  return findMailMessageById(ctx.db, id);
}
