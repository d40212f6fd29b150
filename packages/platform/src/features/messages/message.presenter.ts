import { type Resource, refOf } from '../../http/envelope.ts';
import { WireUuid } from '../../http/wire-values.ts';
import type { Message } from './message.ts';

/** The `message` resource with its sender and transaction references. */
export function presentMessage(message: Message): Resource {
  return {
    id: new WireUuid(message.id),
    type: 'message',
    attributes: { content: message.content, createdAt: message.createdAt, deleted: false },
    relationships: {
      sender: { data: refOf('user', message.senderId) },
      transaction: { data: refOf('transaction', message.transactionId) },
    },
  };
}
