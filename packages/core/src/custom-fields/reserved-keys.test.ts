import { describe, expect, it } from 'vitest';
import {
  findReservedKeyClashes,
  RESERVED_LISTING_FIELD_KEYS,
  RESERVED_USER_FIELD_KEYS,
  reservedKeyMessage,
} from './reserved-keys.ts';

describe('reserved keys', () => {
  it('cover every listing publicData key of spec §3', () => {
    // The spec's keys by what they describe.
    const specKeys = {
      kind: ['listingType', 'transactionProcessAlias', 'unitType'],
      delivery: ['location', 'pickupEnabled', 'shippingEnabled'],
      shipping: ['shippingPriceInSubunitsOneItem', 'shippingPriceInSubunitsAdditionalItems'],
      categories: ['categoryLevel1', 'categoryLevel2', 'categoryLevel3'],
      presentation: ['cardStyle', 'priceVariants'],
    };
    for (const key of Object.values(specKeys).flat()) expect(RESERVED_LISTING_FIELD_KEYS).toContain(key);
    expect(RESERVED_USER_FIELD_KEYS).toContain('userType');
    expect(RESERVED_USER_FIELD_KEYS).toContain('phoneNumber');
  });

  it('finds clashes in input order', () => {
    expect(findReservedKeyClashes(['color', 'unitType', 'location'], RESERVED_LISTING_FIELD_KEYS)).toEqual([
      'unitType',
      'location',
    ]);
    expect(findReservedKeyClashes(['color'], RESERVED_LISTING_FIELD_KEYS)).toEqual([]);
    expect(reservedKeyMessage('unitType')).toBe('custom field key "unitType" is reserved');
  });
});
