import { describe, expect, it } from 'vitest';
import { isSupportedCurrency } from '../money/currencies.ts';
import { findPayoutCountry, PAYOUT_COUNTRIES, PAYOUT_COUNTRY_CODES } from './payout-countries.ts';

describe('payout countries', () => {
  it('are the 36 of spec §9', () => {
    expect(PAYOUT_COUNTRY_CODES.join(' ')).toBe(
      'AT AU BE BG CA CH CY CZ DE DK EE ES FI FR GB GR HK IE IT JP LT LU LV MT MX NL NO NZ PL PT RO SE SG SI SK US',
    );
  });

  it('pay out in a supported currency with at least one bank field', () => {
    for (const country of PAYOUT_COUNTRIES) {
      expect(isSupportedCurrency(country.currency)).toBe(true);
      expect(country.bankFields.length).toBeGreaterThan(0);
    }
  });

  it('map US to USD, GB to GBP and the eurozone to EUR', () => {
    expect(findPayoutCountry('US')?.currency).toBe('USD');
    expect(findPayoutCountry('GB')?.bankFields).toEqual(['sortCode', 'accountNumber']);
    expect(findPayoutCountry('DE')).toEqual({ code: 'DE', currency: 'EUR', bankFields: ['iban'] });
    expect(findPayoutCountry('MX')?.bankFields).toEqual(['clabe']);
    expect(findPayoutCountry('AU')?.bankFields).toContain('bsb');
    expect(findPayoutCountry('US')?.bankFields).toContain('routingNumber');
    expect(findPayoutCountry('IN')).toBeUndefined();
  });
});
