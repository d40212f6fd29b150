import { z } from 'zod';
import { defineJob, type JobRun } from '../job-definition.ts';

// Each cleanup reads what it needs (the clock, the grace period) when it runs, so the payload is empty.
const NoPayload = z.object({});

/** A housekeeping job, its handler's module (exporting `run`) imported when it first runs. */
function cleanupJob(
  name: string,
  handler: () => Promise<{ run(payload: unknown, run: JobRun): Promise<void> }>,
) {
  return defineJob({
    name,
    payload: NoPayload,
    handle: async (payload, run) => (await handler()).run(payload, run),
  });
}

/** Deletes uploads nobody attached within IMAGE_UNCLAIMED_GRACE_HOURS, rows and files. */
export const unclaimedImagesJob = cleanupJob(
  'cleanup.unclaimed-images',
  () => import('./unclaimed-images.handler.ts'),
);

/** Removes files never uploaded, or refused by their check, that nothing is attached to, after a day. */
export const abandonedFilesJob = cleanupJob(
  'cleanup.abandoned-files',
  () => import('./abandoned-files.handler.ts'),
);

/** Keeps rendered image variants within IMAGE_VARIANT_CACHE_MB, least recently served first. */
export const variantCacheJob = cleanupJob(
  'cleanup.image-variant-cache',
  () => import('./variant-cache.handler.ts'),
);

/** Deletes expired access and refresh tokens. */
export const expiredTokensJob = cleanupJob(
  'cleanup.expired-tokens',
  () => import('./expired-tokens.handler.ts'),
);

/** Deletes throttle buckets whose window ended. */
export const staleThrottlesJob = cleanupJob(
  'cleanup.stale-throttles',
  () => import('./stale-throttles.handler.ts'),
);

/** Deletes finished jobs past their retention (succeeded: 7 days, failed: 30 days). */
export const finishedJobsJob = cleanupJob(
  'cleanup.finished-jobs',
  () => import('./finished-jobs.handler.ts'),
);
