import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { createImageUrls, SIGNED_VARIANT_KEY_PATTERN } from './image-urls.ts';
import { getImageVariantFile } from './images.service.ts';

const ParamsSchema = z.object({
  imageId: z.uuid(),
  variantKey: z.string().regex(SIGNED_VARIANT_KEY_PATTERN),
});

function notFound(reply: FastifyReply): FastifyReply {
  // Short-lived: an image id that is unknown now may be a fresh upload a moment later.
  return reply
    .code(404)
    .header('cache-control', 'public, max-age=60')
    .header('x-content-type-options', 'nosniff')
    .type('text/plain; charset=utf-8')
    .send('Not found');
}

/**
 * Serves image variant files at `/images/<imageId>/<spec>-<signature>` (mounted at the site root).
 * A variant is rendered from the original on its first request and cached in storage; the URL
 * names exactly one rendering, so the response may be cached for a year.
 */
export async function imageFilesRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const urls = createImageUrls(ctx.env);
  app.get('/images/:imageId/:variantKey', async (request, reply) => {
    const params = ParamsSchema.safeParse(request.params);
    if (!params.success) return notFound(reply);
    const spec = urls.verify(params.data.imageId, params.data.variantKey);
    if (!spec) return notFound(reply);
    const answer = await getImageVariantFile(ctx, params.data.imageId, spec, request.ip);
    if (!answer) return notFound(reply);
    const { file } = answer;
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.data);
  });
}
