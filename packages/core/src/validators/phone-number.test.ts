import { describe, expect, it } from 'vitest';
import { phoneNumberIssue, shippingPhoneIssue } from './phone-number.ts';

describe('phoneNumberIssue', () => {
  it("takes numbers of the address's country, written nationally or with the country code", () => {
    expect(phoneNumberIssue('(718) 555-0134', 'US')).toBeNull();
    expect(phoneNumberIssue('912 345 678', 'PT')).toBeNull();
    expect(phoneNumberIssue('020 7946 0018', 'GB')).toBeNull();
    // A number abroad: its own country code decides.
    expect(phoneNumberIssue('+351 912 345 678', 'US')).toBeNull();
    expect(phoneNumberIssue(undefined, 'US')).toBeNull();
  });

  it('refuses numbers no plan of that country has', () => {
    const refused = 'phone number is not a number of the chosen country';
    expect(phoneNumberIssue('912 345 678', 'US')).toBe(refused);
    expect(phoneNumberIssue('(718) 555-0134', 'PT')).toBe(refused);
    expect(phoneNumberIssue('+1 000 000 0000', 'US')).toBe(refused);
  });

  it("names the order's phone field", () => {
    const details = { phoneNumber: '12345678', address: { country: 'US' } };
    expect(shippingPhoneIssue(details)).toEqual({
      path: ['protectedData', 'shippingDetails', 'phoneNumber'],
      message: 'phone number is not a number of the chosen country',
    });
    expect(shippingPhoneIssue({ address: { country: 'US' } })).toBeNull();
  });
});
