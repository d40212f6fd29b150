import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_CURRENCIES } from './currencies.ts';
import {
  addMoney,
  MoneyError,
  minorToUnitString,
  moneyFromMinorUnits,
  multiplyMoney,
  negateMoney,
  percentageOfMoney,
  requireSubUnitDivisor,
  sumMoney,
  toMoney,
  unitToMinor,
} from './money.ts';
import { MoneySchema } from './money-schema.ts';

function errorOf(run: () => unknown): MoneyError {
  try {
    run();
  } catch (error) {
    if (error instanceof MoneyError) return error;
    throw error;
  }
  throw new Error('expected a MoneyError');
}

describe('unitToMinor', () => {
  it('converts major units to minor units exactly', () => {
    expect(unitToMinor('12.50', 'USD')).toBe(1250);
    expect(unitToMinor(0.29, 'USD')).toBe(29);
    expect(unitToMinor('1.10', 'EUR')).toBe(110);
    expect(unitToMinor('1234', 'JPY')).toBe(1234);
    expect(unitToMinor('1.230', 'USD')).toBe(123);
    expect(toMoney('5', 'USD')).toEqual({ amount: 500, currency: 'USD' });
  });

  it('refuses values that do not divide into whole minor units with the spec text', () => {
    const error = errorOf(() => unitToMinor('1.234', 'USD'));
    expect(error.code).toBe('not-divisible');
    expect(error.message).toBe('value must divisible by 100');
    expect(errorOf(() => unitToMinor('1.5', 'JPY')).message).toBe('value must divisible by 1');
  });

  it('refuses negative values', () => {
    expect(errorOf(() => unitToMinor('-1', 'USD')).code).toBe('negative');
    expect(unitToMinor('-0', 'USD')).toBe(0);
  });

  it('refuses amounts that are not safe numbers', () => {
    expect(errorOf(() => unitToMinor('90071992547409.92', 'USD')).code).toBe('unsafe');
    expect(unitToMinor('90071992547409.91', 'USD')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses currencies without a defined divisor', () => {
    const error = errorOf(() => unitToMinor('1', 'KRW'));
    expect(error.code).toBe('unknown-currency');
    expect(error.message).toBe('currency without defined divisor rejected: KRW');
    expect(() => requireSubUnitDivisor('XYZ')).toThrow(MoneyError);
  });

  it('refuses text that is not a number', () => {
    expect(errorOf(() => unitToMinor('twelve', 'USD')).code).toBe('invalid');
    expect(errorOf(() => unitToMinor(Number.NaN, 'USD')).code).toBe('invalid');
  });
});

describe('minorToUnitString', () => {
  it('keeps the currency fraction digits', () => {
    expect(minorToUnitString(1250, 'USD')).toBe('12.50');
    expect(minorToUnitString(5, 'USD')).toBe('0.05');
    expect(minorToUnitString(-5, 'USD')).toBe('-0.05');
    expect(minorToUnitString(1234, 'JPY')).toBe('1234');
    expect(() => minorToUnitString(0.5, 'USD')).toThrow('value must be a safe number');
  });

  it('is the inverse of unitToMinor for every supported currency', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(...SUPPORTED_CURRENCIES),
        (amount, currency) => {
          expect(unitToMinor(minorToUnitString(amount, currency), currency)).toBe(amount);
        },
      ),
    );
  });
});

describe('money arithmetic', () => {
  const usd = (amount: number) => ({ amount, currency: 'USD' });

  it('adds and sums amounts of one currency', () => {
    expect(addMoney(usd(10), usd(-3))).toEqual(usd(7));
    expect(sumMoney([usd(1), usd(2), usd(3)], 'USD')).toEqual(usd(6));
    expect(sumMoney([], 'EUR')).toEqual({ amount: 0, currency: 'EUR' });
  });

  it('refuses to mix currencies', () => {
    expect(errorOf(() => addMoney(usd(1), { amount: 1, currency: 'EUR' })).code).toBe('currency-mismatch');
  });

  it('refuses sums beyond the safe range', () => {
    expect(errorOf(() => addMoney(usd(Number.MAX_SAFE_INTEGER), usd(1))).code).toBe('unsafe');
  });

  it('multiplies by decimal quantities and rounds half-up once', () => {
    expect(multiplyMoney(usd(333), '1.5')).toEqual(usd(500));
    expect(multiplyMoney(usd(333), 1.5)).toEqual(usd(500));
    expect(multiplyMoney(usd(1000), 3)).toEqual(usd(3000));
    expect(multiplyMoney(usd(10), '0.1')).toEqual(usd(1));
    expect(multiplyMoney(usd(-333), '1.5')).toEqual(usd(-500));
    expect(errorOf(() => multiplyMoney(usd(1), 'x')).code).toBe('invalid');
  });

  it('takes percentages and rounds half-up', () => {
    expect(percentageOfMoney(usd(1005), 10)).toEqual(usd(101));
    expect(percentageOfMoney(usd(1005), -10)).toEqual(usd(-101));
    expect(percentageOfMoney(usd(1004), '10')).toEqual(usd(100));
    expect(errorOf(() => percentageOfMoney(usd(1), 'ten')).code).toBe('invalid');
  });

  it('negates without producing -0', () => {
    expect(negateMoney(usd(5))).toEqual(usd(-5));
    expect(Object.is(negateMoney(usd(0)).amount, 0)).toBe(true);
  });

  it('multiplication matches an exact integer reference', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 4 }),
        (amount, units, scale) => {
          const factor = (BigInt(units) * 1n).toString();
          const text =
            scale === 0
              ? factor
              : `${factor.slice(0, -scale) || '0'}.${factor.slice(-scale).padStart(scale, '0')}`;
          const divisor = 10n ** BigInt(scale);
          const exact = BigInt(amount) * BigInt(units);
          const magnitude = exact < 0n ? -exact : exact;
          const rounded = (2n * magnitude + divisor) / (2n * divisor);
          const expected = Number(exact < 0n ? -rounded : rounded);
          expect(multiplyMoney(usd(amount), text).amount).toBe(expected === 0 ? 0 : expected);
        },
      ),
    );
  });

  it('multiplying by a whole number is repeated addition', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 50 }),
        (amount, n) => {
          const repeated = sumMoney(
            Array.from({ length: n }, () => usd(amount)),
            'USD',
          );
          expect(multiplyMoney(usd(amount), n).amount).toBe(repeated.amount);
        },
      ),
    );
  });
});

describe('MoneySchema', () => {
  it('accepts wire money and refuses floats, unsafe numbers and bad codes', () => {
    expect(MoneySchema.safeParse({ amount: 1250, currency: 'USD' }).success).toBe(true);
    expect(MoneySchema.safeParse({ amount: 12.5, currency: 'USD' }).success).toBe(false);
    expect(MoneySchema.safeParse({ amount: 2 ** 60, currency: 'USD' }).success).toBe(false);
    expect(MoneySchema.safeParse({ amount: 1, currency: 'usd' }).success).toBe(false);
  });
});

describe('moneyFromMinorUnits', () => {
  it('builds money from bigint minor units', () => {
    expect(moneyFromMinorUnits(1234n, 'EUR')).toEqual({ amount: 1234, currency: 'EUR' });
    expect(Object.is(moneyFromMinorUnits(-0n, 'EUR').amount, 0)).toBe(true);
  });

  it('refuses amounts a number cannot hold exactly', () => {
    expect(() => moneyFromMinorUnits(2n ** 53n, 'EUR')).toThrow('out of range');
  });
});
