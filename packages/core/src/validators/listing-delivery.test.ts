import { describe, expect, it } from 'vitest';
import { ListingDeliveryFormSchema, listingDeliveryInputSchema } from './listing-delivery.ts';

const issues = (input: unknown) =>
  ListingDeliveryFormSchema.safeParse(input).error?.issues.map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);
const address = { address: 'Main St 1', origin: { lat: 1, lng: 2 } };

describe('ListingDeliveryFormSchema', () => {
  it('needs at least one delivery method', () => {
    expect(issues({})).toEqual([['pickupEnabled', 'please choose at least one delivery method']]);
  });

  it('requires both shipping fees when shipping is enabled', () => {
    expect(issues({ shippingEnabled: true })).toEqual([
      ['shippingPriceInSubunitsOneItem', 'this field is required'],
      ['shippingPriceInSubunitsAdditionalItems', 'this field is required'],
    ]);
    expect(
      issues({
        shippingEnabled: true,
        shippingPriceInSubunitsOneItem: 500,
        shippingPriceInSubunitsAdditionalItems: 0,
      }),
    ).toBeUndefined();
    expect(
      issues({
        shippingEnabled: true,
        shippingPriceInSubunitsOneItem: -1,
        shippingPriceInSubunitsAdditionalItems: 0,
      }),
    ).toEqual([['shippingPriceInSubunitsOneItem', 'shipping fee must be 0 or more']]);
  });

  it('requires a recognised pickup address when pickup is enabled', () => {
    expect(issues({ pickupEnabled: true })).toEqual([['location', 'this field is required']]);
    expect(issues({ pickupEnabled: true, location: { address: 'Main St 1' } })).toEqual([
      ['location.address', 'please choose an address from the suggestions'],
    ]);
    expect(issues({ pickupEnabled: true, location: address })).toBeUndefined();
  });
});

describe('listingDeliveryInputSchema', () => {
  const schema = listingDeliveryInputSchema('USD', 'en-US');
  const typed = {
    pickupEnabled: false,
    shippingEnabled: false,
    address: '',
    building: '',
    origin: '',
    shippingPriceOneItem: '',
    shippingPriceAdditionalItems: '',
  };
  const issuesOf = (input: Partial<typeof typed>) =>
    schema
      .safeParse({ ...typed, ...input })
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('reads typed fees into minor units and the suggestion point into the address', () => {
    expect(
      schema.parse({
        ...typed,
        pickupEnabled: true,
        shippingEnabled: true,
        address: 'Lisbon, Portugal',
        building: 'Studio 2',
        origin: '38.72,-9.13',
        shippingPriceOneItem: '4.50',
        shippingPriceAdditionalItems: '1',
      }),
    ).toEqual({
      pickupEnabled: true,
      shippingEnabled: true,
      location: { address: 'Lisbon, Portugal', origin: { lat: 38.72, lng: -9.13 }, building: 'Studio 2' },
      shippingPriceInSubunitsOneItem: 450,
      shippingPriceInSubunitsAdditionalItems: 100,
    });
  });

  it('requires both fees only when shipping is ticked (spec §5)', () => {
    expect(issuesOf({ shippingEnabled: true })).toEqual([
      ['shippingPriceInSubunitsOneItem', 'this field is required'],
      ['shippingPriceInSubunitsAdditionalItems', 'this field is required'],
    ]);
    expect(issuesOf({ shippingEnabled: true, shippingPriceOneItem: 'free' })?.[0]).toEqual([
      'shippingPriceOneItem',
      'please enter a valid amount',
    ]);
  });

  it('requires a pickup address, recognised by a suggestion', () => {
    expect(issuesOf({ pickupEnabled: true })).toEqual([['location', 'this field is required']]);
    expect(issuesOf({ pickupEnabled: true, address: 'Somewhere nice' })).toEqual([
      ['location.address', 'please choose an address from the suggestions'],
    ]);
    expect(issuesOf({ pickupEnabled: true, address: 'Lisbon', origin: '38.72,-9.13' })).toBeUndefined();
  });
});
