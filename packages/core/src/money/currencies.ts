/**
 * The marketplace currencies (spec §9: 19, from AUD to USD). They are the currencies the card
 * payment provider can both charge and pay out in for the supported payout countries, which is
 * the list the Sharetribe web template ships: AUD BGN CAD CHF CZK DKK EUR GBP HKD INR JPY MXN NOK
 * NZD PLN RON SEK SGD USD. Of these only JPY has no minor unit.
 */
export const SUPPORTED_CURRENCIES = [
  'AUD', // Australian dollar
  'BGN', // Bulgarian lev
  'CAD', // Canadian dollar
  'CHF', // Swiss franc
  'CZK', // Czech koruna
  'DKK', // Danish krone
  'EUR', // Euro
  'GBP', // Pound sterling
  'HKD', // Hong Kong dollar
  'INR', // Indian rupee
  'JPY', // Japanese yen (zero-decimal)
  'MXN', // Mexican peso
  'NOK', // Norwegian krone
  'NZD', // New Zealand dollar
  'PLN', // Polish złoty
  'RON', // Romanian leu
  'SEK', // Swedish krona
  'SGD', // Singapore dollar
  'USD', // United States dollar
] as const;

/** ISO 4217 code of a currency the marketplace can price in. */
export type SupportedCurrency = (typeof SUPPORTED_CURRENCIES)[number];

/**
 * Zero-decimal currencies (spec §9 names JPY, KRW and VND): their amounts are already whole units,
 * so the divisor is 1. KRW and VND are listed so that adding them to the supported list later
 * cannot silently give them a divisor of 100.
 */
export const ZERO_DECIMAL_CURRENCIES: readonly string[] = ['JPY', 'KRW', 'VND'];

/** Minor units per major unit for every supported currency (100 cents per dollar, 1 for yen). */
export const SUB_UNIT_DIVISORS: Readonly<Record<SupportedCurrency, number>> = Object.freeze(
  Object.fromEntries(
    SUPPORTED_CURRENCIES.map((code) => [code, ZERO_DECIMAL_CURRENCIES.includes(code) ? 1 : 100]),
  ) as Record<SupportedCurrency, number>,
);

/** Narrows a code to a supported currency; codes are case-sensitive upper case, as on the wire. */
export function isSupportedCurrency(code: unknown): code is SupportedCurrency {
  return typeof code === 'string' && (SUPPORTED_CURRENCIES as readonly string[]).includes(code);
}

/** The divisor of a currency, or undefined when it has none (and so must be rejected). */
export function findSubUnitDivisor(code: string): number | undefined {
  return isSupportedCurrency(code) ? SUB_UNIT_DIVISORS[code] : undefined;
}

/** Number of fraction digits the currency is shown and typed with (2 for USD, 0 for JPY). */
export function fractionDigitsOf(code: SupportedCurrency): number {
  return Math.round(Math.log10(SUB_UNIT_DIVISORS[code]));
}
