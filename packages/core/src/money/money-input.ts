import { z } from 'zod';
import type { Money, MoneyErrorCode } from './money.ts';
import { MONEY_MESSAGES, MoneyError, requireSubUnitDivisor, unitToMinor } from './money.ts';
import { localeMoneySymbols } from './money-format.ts';

/** Outcome of reading a price field: money, nothing (empty field) or the rule that failed. */
export type MoneyInputResult =
  | { ok: true; value: Money | undefined }
  | { ok: false; code: MoneyErrorCode; message: string };

/** Thousands grouping, also the Indian 2-digit groups (1,23,456); the last group is always 3 digits. */
const GROUPED_PATTERN = (separator: string) =>
  new RegExp(`^\\d{1,3}(?:\\${separator}\\d{2,3})*\\${separator}\\d{3}$`);

function fail(code: MoneyErrorCode, message: string): MoneyInputResult {
  return { ok: false, code, message };
}

/**
 * Rewrites '1.234,50' (de-DE) or '1,234.50' (en-US) to '1234.50'. Both comma and dot are taken as
 * the decimal separator (spec §5), except that the locale's own group separator followed by
 * groups of three digits means thousands, as in en-US '1,234'. Returns undefined when ambiguous.
 */
export function normaliseDecimalSeparators(text: string, decimal: string, group: string): string | undefined {
  if (!/^[0-9.,]*\d[0-9.,]*$/.test(text)) return undefined;
  const dots = text.split('.').length - 1;
  const commas = text.split(',').length - 1;
  if (dots > 0 && commas > 0) {
    const lastSeparator = text[Math.max(text.lastIndexOf('.'), text.lastIndexOf(','))];
    if (lastSeparator !== decimal || (lastSeparator === '.' ? dots : commas) !== 1) return undefined;
    const [whole = '', fraction = ''] = text.split(decimal);
    if (!GROUPED_PATTERN(group).test(whole)) return undefined;
    return `${whole.split(group).join('')}.${fraction}`;
  }
  const separator = dots > 0 ? '.' : commas > 0 ? ',' : undefined;
  if (separator === undefined) return text;
  if (separator === group && GROUPED_PATTERN(group).test(text)) return text.split(group).join('');
  if (separator === '.' ? dots !== 1 : commas !== 1) return undefined;
  return text.replace(separator, '.');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Reads what a user typed in a price field in the given locale. Empty input is no value; the
 * currency symbol, the ISO code and spaces are ignored; negative, unsafe and fractional-minor-unit
 * values fail with the spec's texts.
 */
export function parseMoneyInput(input: string, currency: string, locale: string): MoneyInputResult {
  try {
    requireSubUnitDivisor(currency);
  } catch (error) {
    return fail('unknown-currency', (error as Error).message);
  }
  if (input.trim() === '') return { ok: true, value: undefined };
  const symbols = localeMoneySymbols(currency, locale);
  const group = /\s/.test(symbols.group) ? ' ' : symbols.group;
  let text = input
    .replace(new RegExp(escapeRegExp(symbols.currencySymbol), 'g'), '')
    .replace(new RegExp(currency, 'gi'), '')
    .replace(/\s/g, '');
  if (group !== '.' && group !== ',') text = text.split(group).join('');
  const negative = /^[-\u2212]/.test(text);
  const normalised = normaliseDecimalSeparators(negative ? text.slice(1) : text, symbols.decimal, group);
  if (normalised === undefined) return fail('invalid', MONEY_MESSAGES.invalid);
  if (negative && /[1-9]/.test(normalised)) return fail('negative', MONEY_MESSAGES.negative);
  try {
    return { ok: true, value: { amount: unitToMinor(normalised, currency), currency } };
  } catch (error) {
    if (error instanceof MoneyError) return fail(error.code, error.message);
    throw error;
  }
}

/** A form field of money typed by a user; the empty field parses to undefined. */
export function moneyInputSchema(currency: string, locale: string) {
  return z.string().transform((input, context): Money | undefined => {
    const result = parseMoneyInput(input, currency, locale);
    if (result.ok) return result.value;
    context.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });
}
