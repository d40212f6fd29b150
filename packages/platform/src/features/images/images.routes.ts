import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@mercato/core/validators/listing-photos';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { envelope, unexpanded } from '../../http/envelope.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import { apiQuerySchema, sparseFieldsOf } from '../../http/query.ts';
import { REQUEST_RATE_LIMITS, rateLimitedPerUser } from '../access/limits.ts';
import { currentUserId, makeGuards } from '../auth/guards.ts';
import { presentImage } from './image.presenter.ts';
import { createImageUrls } from './image-urls.ts';
import { parseImageVariantSelection } from './image-variant-query.ts';
import { uploadImage } from './images.service.ts';

const QuerySchema = apiQuerySchema({});

/** The one file part `images/upload` takes (api notes §1.2: the SDK names it `image`). */
export const IMAGE_PART_NAME = 'image';

// Multipart errors of @fastify/multipart that mean "too much": one file of 20 MB and nothing more.
const OVER_LIMIT_CODES = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
]);

function overLimit(): AppError {
  return new AppError('request-upload-over-limit', 'Images must be 20 MB or smaller, one per request', {
    source: { path: [IMAGE_PART_NAME], type: 'body' },
  });
}

/**
 * Reads the `image` part into memory (at most 20 MB, enforced while streaming). Any other part is
 * refused, as unknown keys are everywhere else in the API.
 */
async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      'unsupported-content-type',
      'images/upload takes multipart/form-data with an image part',
    );
  }
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === IMAGE_PART_NAME) {
        image = await part.toBuffer();
        continue;
      }
      if (part.type === 'field' && part.valueTruncated) throw overLimit();
      throw new AppError('validation-disallowed-key', `Unknown parameter: ${part.fieldname}`, {
        source: { path: [part.fieldname], type: 'body' },
      });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && OVER_LIMIT_CODES.has(code)) throw overLimit();
    // Everything else the parser throws is a malformed or cut-off body.
    throw new AppError('bad-request', 'Malformed multipart body');
  }
  if (!image) {
    throw new AppError('validation-missing-key', `Missing file part: ${IMAGE_PART_NAME}`, {
      source: { path: [IMAGE_PART_NAME], type: 'body' },
    });
  }
  return image;
}

/** `images/upload` (mounted under /v1): a logged-in user uploads one JPEG or PNG. */
export async function imagesRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  // Registered here only, so no other endpoint accepts multipart bodies.
  await app.register(multipart, {
    throwFileSizeLimit: true,
    // Without a filename a part would be a text field; the SDK always sends one, hand-made clients may not.
    isPartAFile: (fieldName, contentType, fileName) =>
      fieldName === IMAGE_PART_NAME || fileName !== undefined || contentType === 'application/octet-stream',
    limits: {
      fileSize: IMAGE_MAX_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      fieldNameSize: 100,
      parts: 6,
      headerPairs: 20,
    },
  });
  const { requireUser } = makeGuards(ctx);
  const urls = createImageUrls(ctx.env);

  app.post(
    '/api/images/upload',
    {
      onRequest: requireUser,
      config: rateLimitedPerUser('images-upload', REQUEST_RATE_LIMITS.imageUpload),
    },
    async (request, reply) => {
      const query = parseParams(QuerySchema, request.query, 'query');
      // Checked before the upload is read, so a bad variant definition wastes no bandwidth or CPU.
      const selection = parseImageVariantSelection(query);
      const data = await readImagePart(request);
      const image = await uploadImage(ctx, currentUserId(request), data);
      const resource = presentImage(image, selection.names, selection.custom, urls);
      const body = query.expand
        ? envelope(resource, [], {}, sparseFieldsOf(query))
        : envelope(unexpanded(resource));
      return sendApi(request, reply, body);
    },
  );
}
