import { FileAttachmentsInputSchema } from '@mercato/core/contracts/file';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { envelope, unexpanded } from '../../http/envelope.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import {
  addMissingParameter,
  apiQuerySchema,
  commaList,
  pageMeta,
  paginationShape,
  sparseFieldsOf,
} from '../../http/query.ts';
import { currentUserId, makeGuards } from '../auth/guards.ts';
import { withAttachments } from '../files/file.presenter.ts';
import { attachmentsOfMessages } from '../files/files.service.ts';
import { presentTransaction } from '../transactions/transaction.presenter.ts';
import { showTransaction } from '../transactions/transactions.service.ts';
import { userResources } from '../users/user-resources.service.ts';
import { presentMessage } from './message.presenter.ts';
import type { Message } from './message.ts';
import { queryMessages, sendMessage } from './messages.service.ts';

const MESSAGE_INCLUDES = [
  'sender',
  'sender.profileImage',
  'transaction',
  'publicFileAttachments',
  'publicFileAttachments.file',
] as const;
const transactionIdParam = z.uuid('must be a transaction id').optional();

const SendQuerySchema = apiQuerySchema({}, { include: MESSAGE_INCLUDES });
const SendCommandSchema = z.strictObject({
  transactionId: z.uuid('must be a transaction id'),
  content: z.string().trim().min(1, 'is required').max(10_000),
  publicFileAttachments: FileAttachmentsInputSchema.nullable().optional(),
});
// The template sends both spellings of the transaction id (api notes §3.3).
const QuerySchema = apiQuerySchema(
  {
    transactionId: transactionIdParam,
    transaction_id: transactionIdParam,
    ids: commaList(4000)
      .pipe(z.array(z.uuid('must be message ids')))
      .optional(),
    ...paginationShape(100, 100),
  },
  { include: MESSAGE_INCLUDES },
)
  .superRefine((query, issues) => {
    if (query.transactionId === undefined && query.transaction_id === undefined) {
      addMissingParameter(issues, 'transactionId');
    }
  })
  .transform(({ transaction_id: snake, ...query }) => ({
    ...query,
    transactionId: (query.transactionId ?? snake)!,
  }));

/** `messages/send` and `messages/query` (api notes §4 #42–43): between the parties of a transaction. */
export async function messagesRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const { requireUser } = makeGuards(ctx);

  async function document(
    messages: Message[],
    single: boolean,
    query: Record<string, unknown> & { include?: string[] | undefined },
    viewerId: string,
    meta = {},
  ) {
    const include = query.include ?? [];
    const withSender = include.some((path) => path.startsWith('sender'));
    const people = withSender
      ? await userResources(
          ctx,
          messages.map((m) => m.senderId),
          include.includes('sender.profileImage'),
          query,
        )
      : { users: new Map(), images: [] };
    const withFiles = include.some((path) => path.startsWith('publicFileAttachments'));
    const files = withFiles
      ? await attachmentsOfMessages(
          ctx,
          messages.map((m) => m.id),
        )
      : null;
    const included = [...people.users.values(), ...people.images];
    // Every message of a page is of one transaction, which the caller is a party of.
    const first = messages[0];
    if (include.includes('transaction') && first) {
      included.push(presentTransaction(await showTransaction(ctx, viewerId, first.transactionId)));
    }
    const resources = messages.map((message) => {
      const resource = presentMessage(message);
      if (!files) return resource;
      return withAttachments(resource, 'publicFileAttachments', files, {
        withFiles: include.includes('publicFileAttachments.file'),
        included,
      });
    });
    const data = single ? resources[0]! : resources;
    return envelope(data, included, meta, sparseFieldsOf(query));
  }

  app.post('/api/messages/send', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(SendQuerySchema, request.query, 'query');
    const command = parseParams(SendCommandSchema, request.body, 'body');
    const message = await sendMessage(ctx, currentUserId(request), command);
    if (!query.expand) return sendApi(request, reply, envelope(unexpanded(presentMessage(message))));
    return sendApi(request, reply, await document([message], true, query, currentUserId(request)));
  });

  app.get('/api/messages/query', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(QuerySchema, request.query, 'query');
    const { messages, total } = await queryMessages(ctx, currentUserId(request), query);
    return sendApi(
      request,
      reply,
      await document(messages, false, query, currentUserId(request), pageMeta(total, query)),
    );
  });
}
