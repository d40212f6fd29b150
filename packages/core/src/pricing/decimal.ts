/** A decimal number as an exact scaled integer: `units × 10^-scale`. */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

/** How callers write quantities and percentages: a number, or a decimal string for exactness. */
export type DecimalInput = number | string;

/** Decimal text accepted from clients: optional sign, digits with an optional fraction, optional exponent. */
export const DECIMAL_PATTERN = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

// Covers every finite double (5e-324 … 1.8e308) while refusing inputs like "1e999999" that
// would build enormous bigints.
const MAX_EXPONENT = 400;

/**
 * Reads a decimal exactly. A number is read through its shortest round-trip text (0.1 → "0.1"),
 * which is also how Decimal.js, used by the web template, reads numbers. Null for anything else.
 */
export function parseDecimal(input: DecimalInput): Decimal | null {
  if (typeof input === 'number' && !Number.isFinite(input)) return null;
  const text = typeof input === 'number' ? String(input) : input;
  if (!DECIMAL_PATTERN.test(text)) return null;
  const [mantissa = '', exponentText = '0'] = text.toLowerCase().split('e');
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return null;
  const negative = mantissa.startsWith('-');
  const unsigned = mantissa.replace(/^[+-]/, '');
  const [whole = '', fraction = ''] = unsigned.split('.');
  const digits = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - exponent;
  let units = negative ? -digits : digits;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units, scale };
}

/** An integer as a decimal. */
export function decimalFromInteger(value: number | bigint): Decimal {
  return { units: BigInt(value), scale: 0 };
}

/** Exact product. */
export function multiplyDecimals(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** Exact division by 10^digits, e.g. 2 for a percentage. */
export function shiftDecimalLeft(value: Decimal, digits: number): Decimal {
  return { units: value.units, scale: value.scale + digits };
}

/** Exact negation. */
export function negateDecimal(value: Decimal): Decimal {
  return { units: -value.units, scale: value.scale };
}

/**
 * Rounds to an integer, halves away from zero: Decimal.js ROUND_HALF_UP, which the web template
 * uses for line totals. Symmetric, so a negated line rounds to exactly the negated total.
 */
export function roundHalfUp(value: Decimal): bigint {
  if (value.scale === 0) return value.units;
  const divisor = 10n ** BigInt(value.scale);
  const magnitude = value.units < 0n ? -value.units : value.units;
  let quotient = magnitude / divisor;
  if ((magnitude % divisor) * 2n >= divisor) quotient += 1n;
  return value.units < 0n ? -quotient : quotient;
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export function compareDecimals(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const left = a.units * 10n ** BigInt(scale - a.scale);
  const right = b.units * 10n ** BigInt(scale - b.scale);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Canonical text without trailing zeros or exponent ("1.50" → "1.5", "2e2" → "200"). */
export function decimalToString(value: Decimal): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const whole = digits.slice(0, digits.length - value.scale);
  const fraction = digits.slice(digits.length - value.scale).replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative && text !== '0' ? `-${text}` : text;
}

/** The negation of a quantity as the caller wrote it: numbers stay numbers, strings stay strings. */
export function negateDecimalInput(input: DecimalInput): DecimalInput {
  if (typeof input === 'number') return input === 0 ? 0 : -input;
  const parsed = parseDecimal(input);
  if (!parsed) throw new RangeError(`Not a decimal: ${input}`);
  return decimalToString(negateDecimal(parsed));
}
