import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { sendAppError } from '../../http/error-handler.ts';
import { openDownload, receiveUpload } from './files.service.ts';

const UploadParams = z.object({ fileId: z.uuid(), signed: z.string().max(64) });
const DownloadParams = z.object({ fileId: z.uuid(), signed: z.string().max(64), name: z.string().max(1024) });

/** Answers any origin, as a storage service's signed URLs do: the signature is the permission. */
const OPEN = { 'access-control-allow-origin': '*' };

/** `attachment; filename=…` with the name as given, readable by every browser. */
function dispositionOf(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A file's bytes at its signed URLs (issue #29), mounted at the site root like a storage host:
 * `PUT /files/<id>/upload/<signed>` takes the upload as it streams in, without the user's token;
 * `GET /files/<id>/download/<signed>/<name>` sends it as an attachment, never to be shown inline
 * (a sandbox CSP and `nosniff` besides), and is not cached by anyone.
 */
export async function fileTransferRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  // The upload's body is read as a stream by the service, never buffered here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.options('/files/:fileId/upload/:signed', async (_request, reply) =>
    reply
      .code(204)
      .headers({
        ...OPEN,
        'access-control-allow-methods': 'PUT',
        'access-control-allow-headers': 'content-type',
        'access-control-max-age': '600',
      })
      .send(),
  );

  app.put('/files/:fileId/upload/:signed', async (request, reply) => {
    reply.headers(OPEN);
    const params = UploadParams.safeParse(request.params);
    if (!params.success) {
      request.raw.resume();
      return sendAppError(request, reply, new AppError('not-found', 'No such upload URL'));
    }
    const contentType = request.headers['content-type'];
    await receiveUpload(ctx, {
      fileId: params.data.fileId,
      signed: params.data.signed,
      body: request.raw as IncomingMessage,
      contentType: typeof contentType === 'string' ? contentType : undefined,
    });
    return reply.code(200).send();
  });

  app.get('/files/:fileId/download/:signed/:name', async (request, reply) => {
    reply.headers(OPEN);
    const params = DownloadParams.safeParse(request.params);
    if (!params.success) return sendAppError(request, reply, new AppError('not-found', 'No such file URL'));
    const { file, stream, size } = await openDownload(ctx, params.data.fileId, params.data.signed);
    return reply
      .headers({
        'content-type': file.mimeType,
        'content-length': String(size),
        'content-disposition': dispositionOf(file.name),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "sandbox; default-src 'none'",
      })
      .send(stream);
  });
}
