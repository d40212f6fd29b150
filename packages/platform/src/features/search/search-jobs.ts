import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';

/**
 * Keeps the availability index ahead of the searches: works out what the triggers queued and
 * renews entries days before a bookable window would outgrow them (searches would otherwise do it
 * themselves, and wait). Also folds the kept counts of searchable listings into one row a facet.
 */
export const availabilityIndexRollJob = defineJob({
  name: 'search.availability-index-roll',
  payload: z.object({}),
  async handle(_payload, run) {
    const { rollAvailabilityIndex } = await import('./availability-index.service.ts');
    const refreshed = await rollAvailabilityIndex(run.ctx);
    if (refreshed > 0) run.log.info({ refreshed }, 'availability index entries worked out');
    const { foldListingSearchCount } = await import('./listing-search.service.ts');
    await foldListingSearchCount(run.ctx);
  },
});
