import { describe, expect, it } from 'vitest';
import { BillingAddressSchema, ShippingAddressSchema } from './address.ts';

const shipping = {
  name: 'Ada Lovelace',
  addressLine1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  country: 'US',
};
const issues = (input: unknown) =>
  ShippingAddressSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('ShippingAddressSchema', () => {
  it('requires recipient, street, city, state, postal code and country', () => {
    expect(issues({})).toEqual(
      ['name', 'addressLine1', 'city', 'state', 'postalCode', 'country'].map((key) => [
        key,
        'this field is required',
      ]),
    );
    expect(issues(shipping)).toBeUndefined();
  });

  it('takes postal codes of 5 or 9 digits only', () => {
    for (const postalCode of ['62701', '62701-1234', '627011234', '62701 1234']) {
      expect(issues({ ...shipping, postalCode }), postalCode).toBeUndefined();
    }
    for (const postalCode of ['6270', '627012', '62701-123', 'ABCDE']) {
      expect(issues({ ...shipping, postalCode }), postalCode).toEqual([
        ['postalCode', 'postal code must be 5 or 9 digits'],
      ]);
    }
  });

  it('takes an optional phone of 9 digits', () => {
    expect(ShippingAddressSchema.parse({ ...shipping, phoneNumber: '' }).phoneNumber).toBeUndefined();
    expect(issues({ ...shipping, phoneNumber: '040 123 456' })).toBeUndefined();
    expect(issues({ ...shipping, phoneNumber: '12345678' })).toEqual([
      ['phoneNumber', 'phone number must be 9 digits'],
    ]);
    expect(issues({ ...shipping, phoneNumber: '1234567890' })).toEqual([
      ['phoneNumber', 'phone number must be 9 digits'],
    ]);
  });

  it('needs a two-letter country code', () => {
    expect(issues({ ...shipping, country: 'USA' })).toEqual([['country', 'please choose a country']]);
  });
});

describe('BillingAddressSchema', () => {
  it('requires the billing fields, state optional', () => {
    const billing = { name: 'A', addressLine1: 'B', city: 'C', postalCode: 'SW1A 1AA', country: 'GB' };
    expect(BillingAddressSchema.safeParse(billing).success).toBe(true);
    const result = BillingAddressSchema.safeParse({});
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'name',
      'addressLine1',
      'city',
      'postalCode',
      'country',
    ]);
  });
});
