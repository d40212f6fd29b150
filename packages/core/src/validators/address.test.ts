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

  it('takes US postal codes of 5 or 9 digits only', () => {
    for (const postalCode of ['62701', '62701-1234', '627011234', '62701 1234']) {
      expect(issues({ ...shipping, postalCode }), postalCode).toBeUndefined();
    }
    for (const postalCode of ['6270', '627012', '62701-123', 'ABCDE']) {
      expect(issues({ ...shipping, postalCode }), postalCode).toEqual([
        ['postalCode', 'postal code must be 5 or 9 digits'],
      ]);
    }
  });

  it("takes the postal codes of the address's country: London, Lisbon, Toronto, Helsinki, Tokyo", () => {
    const abroad = [
      ['GB', 'SW1A 1AA'],
      ['GB', 'sw1a1aa'],
      ['PT', '1200-389'],
      ['CA', 'M5V 3L9'],
      ['FI', '00100'],
      ['JP', '100-0001'],
      ['DE', '10115'],
    ];
    for (const [country, postalCode] of abroad) {
      expect(issues({ ...shipping, country, postalCode }), `${country} ${postalCode}`).toBeUndefined();
    }
    const wrong = 'postal code does not look like one of the chosen country';
    expect(issues({ ...shipping, country: 'GB', postalCode: '62701' })).toEqual([['postalCode', wrong]]);
    expect(issues({ ...shipping, country: 'PT', postalCode: '12-389' })).toEqual([['postalCode', wrong]]);
    expect(issues({ ...shipping, country: 'US', postalCode: 'SW1A 1AA' })).toEqual([
      ['postalCode', 'postal code must be 5 or 9 digits'],
    ]);
    expect(issues({ ...shipping, country: 'GB', postalCode: 'SW1A<1AA' })).toEqual([
      ['postalCode', 'postal code may only hold letters, digits, spaces and dashes'],
    ]);
  });

  it('takes an optional phone number as people write it, of 6 to 15 digits', () => {
    expect(ShippingAddressSchema.parse({ ...shipping, phoneNumber: '' }).phoneNumber).toBeUndefined();
    for (const phoneNumber of ['(718) 555-0134', '+351 912 345 678', '040 123 456', '718.555.0134']) {
      expect(issues({ ...shipping, phoneNumber }), phoneNumber).toBeUndefined();
    }
    const short = 'phone number must hold its area code: 6 to 15 digits';
    expect(issues({ ...shipping, phoneNumber: '12345' })).toEqual([['phoneNumber', short]]);
    expect(issues({ ...shipping, phoneNumber: '1234567890123456' })).toEqual([['phoneNumber', short]]);
    expect(issues({ ...shipping, phoneNumber: 'call me' })).toEqual([['phoneNumber', short]]);
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
