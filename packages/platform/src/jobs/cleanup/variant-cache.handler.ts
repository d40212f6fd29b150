import { trimVariantCache } from '../../features/images/images.service.ts';
import type { JobRun } from '../job-definition.ts';

/** Deletes the least recently served image variants while the cache is over its size on disk. */
export async function run(_payload: unknown, { ctx, log }: JobRun): Promise<void> {
  const deleted = await trimVariantCache(ctx);
  if (deleted > 0)
    log.info({ deleted, capMb: ctx.env.IMAGE_VARIANT_CACHE_MB }, 'trimmed the image variant cache');
}
