import { randomUUID } from 'node:crypto';
import { insertListing, type ListingValues } from '../../src/features/listings/listings.repository.ts';
import type { TestPlatform } from '../harness.ts';

/** A published listing stored directly: no description, place, price or plan unless `values` gives them. */
export async function insertPublished(
  platform: TestPlatform,
  authorId: string,
  at: Date,
  values: Partial<ListingValues> & { title: string },
): Promise<string> {
  const id = randomUUID();
  await insertListing(platform.ctx.db, {
    id,
    authorId,
    now: at,
    state: 'published',
    deleted: false,
    description: null,
    geolocation: null,
    price: null,
    availabilityPlan: null,
    publicData: {},
    privateData: {},
    ...values,
  });
  return id;
}
