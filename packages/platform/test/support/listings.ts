import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { insertListing, type ListingValues } from '../../src/features/listings/listings.repository.ts';
import { type Body, call } from '../api-client.ts';
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

/** The ids of the listings `listings/query?<params>` finds for `token`, in order (it must answer 200). */
export async function listingIdsFound(
  platform: TestPlatform,
  token: string,
  params: string,
): Promise<string[]> {
  const res = await call(platform, 'GET', `listings/query?${params}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as Body[]).map((l) => l.id as string);
}
