/**
 * Exact decimal arithmetic on BigInt coefficients. Floats cannot represent most decimal fractions
 * (0.1 × 3 ≠ 0.3), and line-item totals must be reproducible to the minor unit on every runtime.
 */

/** An exact decimal number: `coefficient × 10^-scale`, scale never negative. */
export interface Decimal {
  coefficient: bigint;
  scale: number;
}

/** How quantities and percentages arrive: a wire number, or decimal text for exactness. */
export type DecimalInput = number | string;

/** Decimal text accepted from API clients: optional sign, digits with an optional fraction, optional exponent. */
export const DECIMAL_PATTERN = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

// Covers every finite double (5e-324 … 1.8e308) while refusing inputs like "1e999999" that
// would build enormous BigInts.
const MAX_EXPONENT = 400;

const DECIMAL_PARTS = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** Parses plain or scientific decimal notation ('1.5', '-0.25', '1e-7'); undefined when it is not one. */
export function parseDecimal(text: string): Decimal | undefined {
  const match = DECIMAL_PARTS.exec(text.trim());
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = '', exponentText] = match;
  if (whole === '' && fraction === '') return undefined;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined;
  let coefficient = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - exponent;
  if (scale < 0) {
    coefficient *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { coefficient: sign === '-' ? -coefficient : coefficient, scale };
}

/** Converts a finite JS number through its shortest round-trip text, which is what the user meant. */
export function decimalFromNumber(value: number): Decimal | undefined {
  if (!Number.isFinite(value)) return undefined;
  return parseDecimal(String(value));
}

/** Accepts the two shapes quantities and factors arrive in (wire numbers, form strings). */
export function toDecimal(value: DecimalInput): Decimal | undefined {
  return typeof value === 'number' ? decimalFromNumber(value) : parseDecimal(value);
}

/**
 * Like `toDecimal`, but text must match `DECIMAL_PATTERN` as it stands: API quantities are not
 * trimmed the way form input is, so ' 2' is refused.
 */
export function toStrictDecimal(value: DecimalInput): Decimal | undefined {
  if (typeof value === 'string' && !DECIMAL_PATTERN.test(value)) return undefined;
  return toDecimal(value);
}

/** An integer (minor units, seats) as a decimal. */
export function decimalFromInteger(value: number | bigint): Decimal {
  return { coefficient: BigInt(value), scale: 0 };
}

/** Exact product; the scale grows so nothing is lost before the single final rounding. */
export function multiplyDecimals(a: Decimal, b: Decimal): Decimal {
  return { coefficient: a.coefficient * b.coefficient, scale: a.scale + b.scale };
}

/** Divides by 10^places exactly (a percentage is a division by 10^2). */
export function shiftDecimal(value: Decimal, places: number): Decimal {
  return { coefficient: value.coefficient, scale: value.scale + places };
}

/** Exact negation. */
export function negateDecimal(value: Decimal): Decimal {
  return { coefficient: -value.coefficient, scale: value.scale };
}

/**
 * Rounds to an integer, ties away from zero ("half-up" in the commercial sense, Decimal.js
 * ROUND_HALF_UP as the web template uses for line totals), so a refund line (negative) rounds to
 * exactly the negation of its charge line.
 */
export function roundHalfUp(value: Decimal): bigint {
  if (value.scale === 0) return value.coefficient;
  const divisor = 10n ** BigInt(value.scale);
  const negative = value.coefficient < 0n;
  const magnitude = negative ? -value.coefficient : value.coefficient;
  let quotient = magnitude / divisor;
  if ((magnitude % divisor) * 2n >= divisor) quotient += 1n;
  return negative ? -quotient : quotient;
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`, whatever their scales. */
export function compareDecimals(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const left = a.coefficient * 10n ** BigInt(scale - a.scale);
  const right = b.coefficient * 10n ** BigInt(scale - b.scale);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Whether the value has no fractional part, whatever its scale. */
export function isWholeDecimal(value: Decimal): boolean {
  return value.coefficient % 10n ** BigInt(value.scale) === 0n;
}

/** Plain notation without exponent or trailing fraction zeros, e.g. '1234.5'. */
export function formatDecimal(value: Decimal): string {
  const negative = value.coefficient < 0n;
  const digits = (negative ? -value.coefficient : value.coefficient)
    .toString()
    .padStart(value.scale + 1, '0');
  const whole = digits.slice(0, digits.length - value.scale);
  const fraction = digits.slice(digits.length - value.scale).replace(/0+$/, '');
  const text = fraction === '' ? whole : `${whole}.${fraction}`;
  return negative && text !== '0' ? `-${text}` : text;
}

/** The negation of a quantity as the caller wrote it: numbers stay numbers, strings stay strings. */
export function negateDecimalInput(input: DecimalInput): DecimalInput {
  if (typeof input === 'number') return input === 0 ? 0 : -input;
  const parsed = toStrictDecimal(input);
  if (!parsed) throw new RangeError(`Not a decimal: ${input}`);
  return formatDecimal(negateDecimal(parsed));
}
