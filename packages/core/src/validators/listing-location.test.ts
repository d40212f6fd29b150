import { describe, expect, it } from 'vitest';
import { ListingLocationFormSchema } from './listing-location.ts';

const messages = (location: unknown) =>
  ListingLocationFormSchema.safeParse({ location }).error?.issues.map((issue) => issue.message);

describe('ListingLocationFormSchema', () => {
  it('requires a location recognised by the geocoder', () => {
    expect(messages(undefined)).toEqual(['this field is required']);
    expect(messages({ address: '' })).toEqual([
      'this field is required',
      'please choose an address from the suggestions',
    ]);
    expect(messages({ address: 'Main St 1' })).toEqual(['please choose an address from the suggestions']);
    expect(
      messages({ address: 'Main St 1', origin: { lat: 60.17, lng: 24.94 }, building: 'B' }),
    ).toBeUndefined();
    expect(messages({ address: 'x', origin: { lat: 91, lng: 0 } })).toHaveLength(1);
  });
});
