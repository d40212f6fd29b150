import {
  CreateOwnFileCommandSchema,
  FileAttachmentParamsSchema,
  OwnFileCommandSchema,
} from '@mercato/core/contracts/file';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { envelope, unexpanded } from '../../http/envelope.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import { apiQuerySchema, sparseFieldsOf } from '../../http/query.ts';
import { currentUserId, makeGuards } from '../auth/guards.ts';
import { showOwnListing } from '../listings/own-listings.service.ts';
import { mayReadMessage } from '../messages/messages.service.ts';
import { showTransaction } from '../transactions/transactions.service.ts';
import { presentFile, presentFileDownload, presentFileUpload, presentOwnFile } from './file.presenter.ts';
import type { FileAttachment } from './file.ts';
import {
  createAttachmentDownload,
  createFileUpload,
  createOwnFile,
  createOwnFileDownload,
  findFileAttachment,
  showOwnFile,
} from './files.service.ts';

const CommandQuerySchema = apiQuerySchema({});
const ShowQuerySchema = apiQuerySchema({ id: z.uuid('must be a file id') });
const FilesShowQuerySchema = apiQuerySchema({ fileAttachmentId: z.uuid('must be a file attachment id') });

/** Whether a check that throws for a stranger (404) passed. */
async function passes(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return false;
    throw error;
  }
}

/**
 * Whether the caller may read an attachment's file: a party of the message's transaction, the
 * listing's author for its protected files, a party of the transaction that revealed them.
 */
async function mayRead(ctx: PlatformContext, userId: string, attachment: FileAttachment): Promise<boolean> {
  const { target } = attachment;
  switch (target.kind) {
    case 'message':
      return mayReadMessage(ctx, userId, target.id);
    case 'listing':
      return passes(() => showOwnListing(ctx, userId, target.id));
    case 'transaction':
      return passes(() => showTransaction(ctx, userId, target.id));
  }
}

/**
 * Files (issue #29, api notes §4 #61–66): `own_files/create|show`, `file_uploads/create`,
 * `own_file_downloads/create`, `file_downloads/create` and `files/show`. A file is its owner's;
 * an attachment's file is readable by whoever can see what it is attached to, and nobody else
 * learns it exists (404).
 */
export async function filesRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const { requireUser } = makeGuards(ctx);

  async function readableAttachment(userId: string, attachmentId: string) {
    const found = await findFileAttachment(ctx, attachmentId);
    if (!found || !(await mayRead(ctx, userId, found.attachment))) {
      throw new AppError('not-found', 'File attachment not found');
    }
    return found;
  }

  app.post('/api/own_files/create', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(CommandQuerySchema, request.query, 'query');
    const command = parseParams(CreateOwnFileCommandSchema, request.body, 'body');
    const file = presentOwnFile(await createOwnFile(ctx, currentUserId(request), command));
    return sendApi(
      request,
      reply,
      envelope(query.expand ? file : unexpanded(file), [], {}, sparseFieldsOf(query)),
    );
  });

  app.get('/api/own_files/show', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(ShowQuerySchema, request.query, 'query');
    const file = await showOwnFile(ctx, currentUserId(request), query.id);
    return sendApi(request, reply, envelope(presentOwnFile(file), [], {}, sparseFieldsOf(query)));
  });

  // Answered in full without `expand`: the URL is what the caller asked for.
  app.post('/api/file_uploads/create', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(CommandQuerySchema, request.query, 'query');
    const command = parseParams(OwnFileCommandSchema, request.body, 'body');
    const { file, upload } = await createFileUpload(ctx, currentUserId(request), command.fileId);
    return sendApi(
      request,
      reply,
      envelope(presentFileUpload(file.id, upload), [], {}, sparseFieldsOf(query)),
    );
  });

  app.post('/api/own_file_downloads/create', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(CommandQuerySchema, request.query, 'query');
    const command = parseParams(OwnFileCommandSchema, request.body, 'body');
    const download = await createOwnFileDownload(ctx, currentUserId(request), command.fileId);
    return sendApi(
      request,
      reply,
      envelope(presentFileDownload('ownFileDownload', download), [], {}, sparseFieldsOf(query)),
    );
  });

  app.post('/api/file_downloads/create', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(CommandQuerySchema, request.query, 'query');
    const command = parseParams(FileAttachmentParamsSchema, request.body, 'body');
    const { file } = await readableAttachment(currentUserId(request), command.fileAttachmentId);
    const download = createAttachmentDownload(ctx, file);
    return sendApi(
      request,
      reply,
      envelope(presentFileDownload('fileDownload', download), [], {}, sparseFieldsOf(query)),
    );
  });

  app.get('/api/files/show', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(FilesShowQuerySchema, request.query, 'query');
    const { file } = await readableAttachment(currentUserId(request), query.fileAttachmentId);
    return sendApi(request, reply, envelope(presentFile(file), [], {}, sparseFieldsOf(query)));
  });
}
