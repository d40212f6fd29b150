import { describe, expect, it } from 'vitest';
import { shippingAddressLinesOf, shippingPhoneOf } from './shipping-address-lines.ts';

describe('shippingAddressLinesOf', () => {
  it('reads the stored address line by line, leaving out what was not given', () => {
    const protectedData = {
      shippingDetails: {
        name: ' Ben Customer ',
        phoneNumber: '+44 20 7946 0958',
        address: {
          line1: '10 Downing Street',
          line2: '',
          city: 'London',
          postalCode: 'SW1A 2AA',
          country: 'GB',
        },
      },
    };
    expect(shippingAddressLinesOf(protectedData)).toEqual([
      'Ben Customer',
      '10 Downing Street',
      'London SW1A 2AA',
      'GB',
    ]);
    expect(shippingPhoneOf(protectedData)).toBe('+44 20 7946 0958');
  });

  it('reads nothing from an order without an address', () => {
    expect(shippingAddressLinesOf({})).toEqual([]);
    expect(shippingPhoneOf({ shippingDetails: { phoneNumber: 42 } })).toBeNull();
  });
});
