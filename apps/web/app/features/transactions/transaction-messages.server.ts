import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { SdkError } from '@mercato/sdk/sdk-error';
import type { WebSession } from '../../lib/context.ts';
import { relatedOne } from '../../lib/relationships.ts';
import type { FeedFile, FeedMessage } from './activity-feed.ts';
import { displayNameOf, type TransactionRole } from './transaction-view.ts';

type Related = { id?: string; type?: string; attributes?: Record<string, unknown>; relationships?: unknown };

/**
 * The files attached to a resource by one of its attachment relationships (a message's
 * `publicFileAttachments`, a transaction's `protectedFileAttachments`), with their included files.
 */
export function attachedFilesOf(
  resource: { relationships?: unknown },
  relationship: 'publicFileAttachments' | 'protectedFileAttachments',
  included: readonly unknown[],
): FeedFile[] {
  const refs =
    (resource.relationships as Record<string, { data?: { id: string }[] } | undefined> | undefined)?.[
      relationship
    ]?.data ?? [];
  const byKey = new Map((included as Related[]).map((r) => [`${r.type}/${r.id}`, r]));
  return refs.flatMap((ref) => {
    const attachment = byKey.get(`fileAttachment/${ref.id}`);
    const fileId = (attachment?.relationships as { file?: { data?: { id: string } } } | undefined)?.file?.data
      ?.id;
    const file = fileId ? byKey.get(`file/${fileId}`) : undefined;
    if (!file?.attributes) return [];
    return [
      {
        attachmentId: ref.id,
        name: String(file.attributes.name ?? ''),
        size: Number(file.attributes.size ?? 0),
        state: file.attributes.state as FeedFile['state'],
      },
    ];
  });
}

/**
 * The messages of a transaction as its feed shows them to `viewer` (their own signed `you`, the
 * other party's by name), or why they could not be read (spec §8).
 */
export async function feedMessagesOf(
  session: WebSession,
  transactionId: string,
  viewer: { id: string; role: TransactionRole; you: string },
  names: { customer: string; provider: string },
): Promise<{ messages: FeedMessage[]; messagesError: string | null }> {
  const otherParty = viewer.role === 'customer' ? names.provider : names.customer;
  try {
    const found = await session.sdk.messages.query({
      transactionId,
      include: ['sender', 'publicFileAttachments', 'publicFileAttachments.file'],
      perPage: 100,
    });
    const messages = found.data.map((message) => {
      const sender = relatedOne(message, 'sender', found.included) as { id?: string } | null;
      const senderId = sender?.id ?? (message.relationships?.sender as { data?: { id?: string } })?.data?.id;
      const isOwn = senderId === viewer.id;
      return {
        id: message.id,
        createdAt: message.attributes.createdAt ?? '',
        content: message.attributes.content ?? '',
        author: isOwn ? viewer.you : displayNameOf(sender, otherParty),
        isOwn,
        files: attachedFilesOf(message, 'publicFileAttachments', found.included),
      };
    });
    return { messages, messagesError: null };
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    return { messages: [], messagesError: SCREEN_ERROR_MESSAGES['transaction.messagesFailed'] };
  }
}
