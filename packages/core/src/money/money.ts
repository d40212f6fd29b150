import { findSubUnitDivisor } from './currencies.ts';
import type { Decimal } from './decimal.ts';
import {
  decimalFromInteger,
  formatDecimal,
  isWholeDecimal,
  multiplyDecimals,
  roundHalfUp,
  shiftDecimal,
  toDecimal,
} from './decimal.ts';

/** An amount of money: integer minor units (cents) and an ISO 4217 code, as on the wire. */
export interface Money {
  amount: number;
  currency: string;
}

/** Why a money operation was refused; forms map the code to a field error. */
export type MoneyErrorCode =
  | 'invalid'
  | 'negative'
  | 'unsafe'
  | 'not-divisible'
  | 'unknown-currency'
  | 'currency-mismatch';

/** Texts of the money rules (spec §5 Money); the divisible text keeps the spec's wording. */
export const MONEY_MESSAGES = {
  invalid: 'please enter a valid amount',
  negative: 'value must not be negative',
  unsafe: 'value must be a safe number',
  notDivisible: (divisor: number) => `value must divisible by ${divisor}`,
  unknownCurrency: (currency: string) => `currency without defined divisor rejected: ${currency}`,
  currencyMismatch: (a: string, b: string) => `cannot combine amounts in ${a} and ${b}`,
} as const;

/** Thrown by money conversions and arithmetic; `code` says which rule failed. */
export class MoneyError extends Error {
  readonly code: MoneyErrorCode;

  constructor(code: MoneyErrorCode, message: string) {
    super(message);
    this.name = 'MoneyError';
    this.code = code;
  }
}

/** The divisor of a currency; unknown currencies are refused rather than guessed at 100. */
export function requireSubUnitDivisor(currency: string): number {
  const divisor = findSubUnitDivisor(currency);
  if (divisor === undefined)
    throw new MoneyError('unknown-currency', MONEY_MESSAGES.unknownCurrency(currency));
  return divisor;
}

function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new MoneyError('unsafe', MONEY_MESSAGES.unsafe);
  }
  return Number(value);
}

/**
 * Converts a major-unit value ('12.50', 12.5) to minor units (1250), exactly. Refuses negative
 * values, values that are not whole minor units and results beyond Number.MAX_SAFE_INTEGER.
 */
export function unitToMinor(value: string | number, currency: string): number {
  const divisor = requireSubUnitDivisor(currency);
  const decimal = toDecimal(value);
  if (!decimal) throw new MoneyError('invalid', MONEY_MESSAGES.invalid);
  if (decimal.coefficient < 0n) throw new MoneyError('negative', MONEY_MESSAGES.negative);
  const scaled = multiplyDecimals(decimal, decimalFromInteger(divisor));
  if (!isWholeDecimal(scaled)) throw new MoneyError('not-divisible', MONEY_MESSAGES.notDivisible(divisor));
  return toSafeNumber(roundHalfUp(scaled));
}

/** Builds money from major units; the inverse of `minorToUnitString`. */
export function toMoney(value: string | number, currency: string): Money {
  return { amount: unitToMinor(value, currency), currency };
}

/** Minor units as a plain major-unit string with the currency's fraction digits ('12.50', '1234'). */
export function minorToUnitString(amount: number, currency: string): string {
  const divisor = requireSubUnitDivisor(currency);
  if (!Number.isSafeInteger(amount)) throw new MoneyError('unsafe', MONEY_MESSAGES.unsafe);
  const digits = String(divisor).length - 1;
  const text = formatDecimal({ coefficient: BigInt(amount), scale: digits });
  if (digits === 0) return text;
  const [whole, fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(digits, '0')}`;
}

/**
 * Money from a BigInt amount of minor units, refusing amounts a JS number cannot hold exactly
 * (a RangeError: reaching it is a pricing bug, not user input).
 */
export function moneyFromMinorUnits(amount: bigint, currency: string): Money {
  const value = Number(amount);
  if (!Number.isSafeInteger(value)) throw new RangeError(`Amount ${amount} ${currency} is out of range`);
  return { amount: value === 0 ? 0 : value, currency };
}

function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) {
    throw new MoneyError('currency-mismatch', MONEY_MESSAGES.currencyMismatch(a.currency, b.currency));
  }
}

/** Sum of two amounts of the same currency; mixing currencies is a programming error. */
export function addMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return { amount: toSafeNumber(BigInt(a.amount) + BigInt(b.amount)), currency: a.currency };
}

/** Total of many amounts; the currency is given so an empty list still has one. */
export function sumMoney(items: readonly Money[], currency: string): Money {
  return items.reduce<Money>((total, item) => addMoney(total, item), { amount: 0, currency });
}

/** The amount with its sign flipped, e.g. a line item's reversal. */
export function negateMoney(money: Money): Money {
  return { amount: money.amount === 0 ? 0 : -money.amount, currency: money.currency };
}

function roundToMoney(product: Decimal, currency: string): Money {
  return { amount: toSafeNumber(roundHalfUp(product)), currency };
}

/**
 * Multiplies by a quantity such as '1.5' hours or 3 nights and rounds once, half-up, to whole
 * minor units: 1.5 × 333 = 499.5 → 500.
 */
export function multiplyMoney(money: Money, factor: number | string): Money {
  const decimal = toDecimal(factor);
  if (!decimal) throw new MoneyError('invalid', MONEY_MESSAGES.invalid);
  return roundToMoney(multiplyDecimals(decimalFromInteger(money.amount), decimal), money.currency);
}

/** A percentage of an amount (commission lines use e.g. 10 or -10), rounded half-up. */
export function percentageOfMoney(money: Money, percentage: number | string): Money {
  const decimal = toDecimal(percentage);
  if (!decimal) throw new MoneyError('invalid', MONEY_MESSAGES.invalid);
  const product = multiplyDecimals(decimalFromInteger(money.amount), decimal);
  return roundToMoney(shiftDecimal(product, 2), money.currency);
}
