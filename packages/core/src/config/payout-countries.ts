import type { SupportedCurrency } from '../money/currencies.ts';

/** Bank details a payout account in a country needs (spec §3 Payout countries). */
export type BankField =
  | 'iban'
  | 'accountNumber'
  | 'sortCode'
  | 'routingNumber'
  | 'bsb'
  | 'clabe'
  | 'transitNumber'
  | 'institutionNumber'
  | 'clearingCode'
  | 'branchCode'
  | 'bankCode'
  | 'bankName'
  | 'branchName'
  | 'accountOwnerName';

/** A country providers can receive payouts in, its payout currency and bank fields. */
export interface PayoutCountry {
  code: string;
  currency: SupportedCurrency;
  bankFields: readonly BankField[];
}

const iban = (code: string, currency: SupportedCurrency = 'EUR'): PayoutCountry => ({
  code,
  currency,
  bankFields: ['iban'],
});

/**
 * The 36 payout countries of spec §9 (the reading that counts 34 leaves out two; we keep the
 * longer list). European countries outside the euro pay out in their own currency; Bulgaria keeps
 * BGN because that is the currency of the supported list.
 */
export const PAYOUT_COUNTRIES: readonly PayoutCountry[] = [
  iban('AT'),
  { code: 'AU', currency: 'AUD', bankFields: ['bsb', 'accountNumber'] },
  iban('BE'),
  iban('BG', 'BGN'),
  { code: 'CA', currency: 'CAD', bankFields: ['transitNumber', 'institutionNumber', 'accountNumber'] },
  iban('CH', 'CHF'),
  iban('CY'),
  iban('CZ', 'CZK'),
  iban('DE'),
  iban('DK', 'DKK'),
  iban('EE'),
  iban('ES'),
  iban('FI'),
  iban('FR'),
  { code: 'GB', currency: 'GBP', bankFields: ['sortCode', 'accountNumber'] },
  iban('GR'),
  { code: 'HK', currency: 'HKD', bankFields: ['clearingCode', 'branchCode', 'accountNumber'] },
  iban('IE'),
  iban('IT'),
  {
    code: 'JP',
    currency: 'JPY',
    bankFields: ['bankName', 'branchName', 'bankCode', 'branchCode', 'accountNumber', 'accountOwnerName'],
  },
  iban('LT'),
  iban('LU'),
  iban('LV'),
  iban('MT'),
  { code: 'MX', currency: 'MXN', bankFields: ['clabe'] },
  iban('NL'),
  iban('NO', 'NOK'),
  { code: 'NZ', currency: 'NZD', bankFields: ['accountNumber'] },
  iban('PL', 'PLN'),
  iban('PT'),
  iban('RO', 'RON'),
  iban('SE', 'SEK'),
  { code: 'SG', currency: 'SGD', bankFields: ['bankCode', 'branchCode', 'accountNumber'] },
  iban('SI'),
  iban('SK'),
  { code: 'US', currency: 'USD', bankFields: ['routingNumber', 'accountNumber'] },
];

/** ISO 3166-1 alpha-2 codes of the payout countries. */
export const PAYOUT_COUNTRY_CODES: readonly string[] = PAYOUT_COUNTRIES.map((country) => country.code);

/** The payout country with this code, or undefined when payouts are not offered there. */
export function findPayoutCountry(code: string): PayoutCountry | undefined {
  return PAYOUT_COUNTRIES.find((country) => country.code === code);
}
