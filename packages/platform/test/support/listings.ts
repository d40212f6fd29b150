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

/** Weekdays 09:00–17:00 in Helsinki, two seats. */
export const HELSINKI_WEEKDAYS_PLAN = {
  type: 'availability-plan/time',
  timezone: 'Europe/Helsinki',
  entries: ['mon', 'tue', 'wed', 'thu', 'fri'].map((dayOfWeek) => ({
    dayOfWeek,
    seats: 2,
    startTime: '09:00',
    endTime: '17:00',
  })),
};

/** The title, description, place and price of a yoga class by the sea in Helsinki. */
export const YOGA_BY_THE_SEA = {
  title: 'Morning yoga by the sea',
  description: 'A calm hour of stretching and breathing.',
  geolocation: { lat: 60.1699, lng: 24.9384 },
  price: { amount: 2500, currency: 'USD' },
};

/** The options of an enum field, each labelled with itself. */
export const enumOptions = (options: readonly string[]) =>
  options.map((option) => ({ option, label: option }));

/**
 * A public listing field of the configuration that the search indexes: `field` adds its options
 * (enumOptions, numberConfig…), `filter` overrides its filter (`has_all` in the primary group).
 */
export function indexedListingField(
  key: string,
  schemaType: string,
  field: Record<string, unknown> = {},
  filter: Record<string, unknown> = {},
) {
  return {
    key,
    scope: 'public',
    schemaType,
    ...field,
    filterConfig: { indexForSearch: true, searchMode: 'has_all', group: 'primary', ...filter },
  };
}
