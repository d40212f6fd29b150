import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offeredDeliveryMethods, orderDeliveryMethod, purchaseDeliveryIssue } from './purchase-delivery.ts';

const both = { pickupEnabled: true, shippingEnabled: true };
const shippingDetails = {
  name: 'Ben Customer',
  phoneNumber: '555-123-456',
  address: { line1: '220 Kent Ave', city: 'Brooklyn', state: 'NY', postalCode: '11249', country: 'US' },
};
const ship = (details: unknown) => ({
  deliveryMethod: 'shipping',
  protectedData: { shippingDetails: details },
});

describe('purchaseDeliveryIssue', () => {
  it('accepts pickup and a complete shipping address', () => {
    expect(purchaseDeliveryIssue(both, { deliveryMethod: 'pickup' })).toBeNull();
    expect(purchaseDeliveryIssue(both, ship(shippingDetails))).toBeNull();
    expect(purchaseDeliveryIssue(both, ship({ ...shippingDetails, phoneNumber: null }))).toBeNull();
    expect(purchaseDeliveryIssue({}, {})).toBeNull();
  });

  it('needs one of the methods the listing offers', () => {
    expect(purchaseDeliveryIssue(both, {})).toEqual({
      path: ['deliveryMethod'],
      message: 'please choose a delivery method',
    });
    expect(purchaseDeliveryIssue({ pickupEnabled: true }, ship(shippingDetails))?.path).toEqual([
      'deliveryMethod',
    ]);
    expect(purchaseDeliveryIssue({}, { deliveryMethod: 'pickup' })?.path).toEqual(['deliveryMethod']);
    expect(offeredDeliveryMethods({ shippingEnabled: true, pickupEnabled: 'yes' })).toEqual(['shipping']);
  });

  it('reads the method from protectedData, where the web template sends it', () => {
    expect(orderDeliveryMethod({ protectedData: { deliveryMethod: 'pickup' } })).toBe('pickup');
    expect(
      orderDeliveryMethod({ deliveryMethod: 'shipping', protectedData: { deliveryMethod: 'pickup' } }),
    ).toBe('shipping');
    expect(orderDeliveryMethod({ protectedData: { deliveryMethod: 7 } })).toBeNull();
    expect(purchaseDeliveryIssue(both, { protectedData: { deliveryMethod: 'pickup' } })).toBeNull();
    expect(
      purchaseDeliveryIssue(both, { protectedData: { deliveryMethod: 'shipping' } })?.path.slice(0, 2),
    ).toEqual(['protectedData', 'shippingDetails']);
  });

  it('quotes a shipped order before the address is known', () => {
    expect(purchaseDeliveryIssue(both, ship(undefined), { requireAddress: false })).toBeNull();
    expect(purchaseDeliveryIssue(both, {}, { requireAddress: false })?.path).toEqual(['deliveryMethod']);
  });

  it('names the field of an incomplete or malformed address', () => {
    expect(purchaseDeliveryIssue(both, ship(undefined))?.path).toEqual(['protectedData', 'shippingDetails']);
    expect(
      purchaseDeliveryIssue(
        both,
        ship({ ...shippingDetails, address: { ...shippingDetails.address, city: ' ' } }),
      ),
    ).toEqual({
      path: ['protectedData', 'shippingDetails', 'address', 'city'],
      message: 'this field is required',
    });
    expect(purchaseDeliveryIssue(both, ship({ ...shippingDetails, phoneNumber: '12 34' }))?.message).toBe(
      'phone number must hold its area code: 6 to 15 digits',
    );
  });

  it('takes US postal codes of exactly 5 or 9 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,12}$/), (digits) => {
        const details = { ...shippingDetails, address: { ...shippingDetails.address, postalCode: digits } };
        const issue = purchaseDeliveryIssue(both, ship(details));
        expect(issue === null).toBe(digits.length === 5 || digits.length === 9);
      }),
    );
  });
});
