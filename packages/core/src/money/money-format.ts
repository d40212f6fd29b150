import { isSupportedCurrency } from './currencies.ts';
import type { Money } from './money.ts';
import { MONEY_MESSAGES, MoneyError, minorToUnitString } from './money.ts';

/** Locale of the marketplace's texts (spec §1: en-US). */
export const DEFAULT_MONEY_LOCALE = 'en-US';

// Building an Intl.NumberFormat costs far more than formatting with one (a search page of 24 cards
// formats dozens of prices), and a marketplace uses one or two currencies: each kind is made once
// (up to a bound, should locales ever come from visitors).
const MAX_FORMATS = 64;
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(currency: string, locale: string, withSymbol: boolean): Intl.NumberFormat {
  const key = `${currency} ${locale} ${withSymbol}`;
  let format = formats.get(key);
  if (!format) {
    format = newNumberFormat(currency, locale, withSymbol);
    if (formats.size < MAX_FORMATS) formats.set(key, format);
  }
  return format;
}

function newNumberFormat(currency: string, locale: string, withSymbol: boolean): Intl.NumberFormat {
  if (!isSupportedCurrency(currency)) {
    throw new MoneyError('unknown-currency', MONEY_MESSAGES.unknownCurrency(currency));
  }
  const digits = minorToUnitString(0, currency).split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(locale, {
    ...(withSymbol ? { style: 'currency', currency, currencyDisplay: 'symbol' } : {}),
    useGrouping: true,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/**
 * Money for display, e.g. '$1,234.50' or '¥1,234'. The decimal string is handed to Intl as text,
 * so amounts near Number.MAX_SAFE_INTEGER are not rounded through a float division.
 */
export function formatMoney(money: Money, locale: string = DEFAULT_MONEY_LOCALE): string {
  const text = minorToUnitString(money.amount, money.currency) as `${number}`;
  return numberFormat(money.currency, locale, true).format(text);
}

/** Money as the number typed in a price field ('1,234.50' in en-US, '1.234,50' in de-DE). */
export function formatMoneyInputValue(money: Money, locale: string = DEFAULT_MONEY_LOCALE): string {
  const text = minorToUnitString(money.amount, money.currency) as `${number}`;
  return numberFormat(money.currency, locale, false).format(text);
}

/** The separators and currency symbol a locale uses, so input parsing follows the same locale. */
export interface LocaleMoneySymbols {
  decimal: string;
  group: string;
  currencySymbol: string;
}

/** Reads the locale's separators and the currency's symbol from Intl rather than a hand-kept table. */
export function localeMoneySymbols(
  currency: string,
  locale: string = DEFAULT_MONEY_LOCALE,
): LocaleMoneySymbols {
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 1,
  }).formatToParts(1234567.5);
  const find = (type: Intl.NumberFormatPartTypes, fallback: string) =>
    parts.find((part) => part.type === type)?.value ?? fallback;
  return {
    decimal: find('decimal', '.'),
    group: find('group', ','),
    currencySymbol: find('currency', currency),
  };
}
