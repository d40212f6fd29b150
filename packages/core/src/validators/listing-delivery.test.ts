import { describe, expect, it } from 'vitest';
import { ListingDeliveryFormSchema } from './listing-delivery.ts';

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
