import { PAYOUT_COUNTRY_CODES } from '@mercato/core/config/payout-countries';

let cached: { code: string; name: string }[] | null = null;

/**
 * The countries of the shipping address form, by English name: the countries the marketplace's
 * payment provider serves (its payout countries), named by the runtime's own country names.
 */
export function countryOptions(): { code: string; name: string }[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  cached = [...PAYOUT_COUNTRY_CODES]
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return cached;
}
