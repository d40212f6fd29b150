import { z } from 'zod';
import { defineJob } from '../job-definition.ts';

// Each cleanup reads what it needs (the clock, the grace period) when it runs, so the payload is empty.
const NoPayload = z.object({});

/** Deletes uploads nobody attached within IMAGE_UNCLAIMED_GRACE_HOURS, rows and files. */
export const unclaimedImagesJob = defineJob({
  name: 'cleanup.unclaimed-images',
  payload: NoPayload,
  handle: async (payload, run) => (await import('./unclaimed-images.handler.ts')).run(payload, run),
});

/** Keeps rendered image variants within IMAGE_VARIANT_CACHE_MB, least recently served first. */
export const variantCacheJob = defineJob({
  name: 'cleanup.image-variant-cache',
  payload: NoPayload,
  handle: async (payload, run) => (await import('./variant-cache.handler.ts')).run(payload, run),
});

/** Deletes expired access and refresh tokens. */
export const expiredTokensJob = defineJob({
  name: 'cleanup.expired-tokens',
  payload: NoPayload,
  handle: async (payload, run) => (await import('./expired-tokens.handler.ts')).run(payload, run),
});

/** Deletes throttle buckets whose window ended. */
export const staleThrottlesJob = defineJob({
  name: 'cleanup.stale-throttles',
  payload: NoPayload,
  handle: async (payload, run) => (await import('./stale-throttles.handler.ts')).run(payload, run),
});

/** Deletes finished jobs past their retention (succeeded: 7 days, failed: 30 days). */
export const finishedJobsJob = defineJob({
  name: 'cleanup.finished-jobs',
  payload: NoPayload,
  handle: async (payload, run) => (await import('./finished-jobs.handler.ts')).run(payload, run),
});
