import { MessageResourceSchema } from '@mercato/core/contracts/transaction';
import { z } from 'zod';
import type { Query, Session } from '../session.ts';

/** Messages between the parties of a transaction. */
export function messagesResource(session: Session) {
  return {
    /** `messages/send`: a message to the other party. */
    send: (
      params: { transactionId: string; content: string; publicFileAttachments?: { fileId: string }[] },
      query: Query = {},
    ) => session.call('POST', 'messages/send', MessageResourceSchema, { expand: true, ...query }, params),
    /** `messages/query`: a transaction's messages, oldest first (100 per page). */
    query: (query: Query & { transactionId: string; page?: number; perPage?: number }) =>
      session.call('GET', 'messages/query', z.array(MessageResourceSchema), query),
  };
}
