import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareDecimals,
  decimalFromInteger,
  decimalToString,
  multiplyDecimals,
  negateDecimal,
  negateDecimalInput,
  parseDecimal,
  roundHalfUp,
  shiftDecimalLeft,
} from './decimal.ts';

const d = (text: string) => parseDecimal(text)!;

describe('parseDecimal', () => {
  it('reads strings exactly', () => {
    expect(parseDecimal('2.675')).toEqual({ units: 2675n, scale: 3 });
    expect(parseDecimal('-0.5')).toEqual({ units: -5n, scale: 1 });
    expect(parseDecimal('+3')).toEqual({ units: 3n, scale: 0 });
    expect(parseDecimal('.25')).toEqual({ units: 25n, scale: 2 });
    expect(parseDecimal('4.')).toEqual({ units: 4n, scale: 0 });
    expect(parseDecimal('1.5e2')).toEqual({ units: 150n, scale: 0 });
    expect(parseDecimal('15E-3')).toEqual({ units: 15n, scale: 3 });
  });

  it('reads numbers through their shortest text, so 0.1 is exactly one tenth', () => {
    expect(parseDecimal(0.1)).toEqual({ units: 1n, scale: 1 });
    expect(parseDecimal(1e-7)).toEqual({ units: 1n, scale: 7 });
    expect(parseDecimal(1e21)).toEqual({ units: 10n ** 21n, scale: 0 });
  });

  it.each(['', 'abc', '1,5', '1.2.3', '--1', 'NaN', '1e', '1e999'])('rejects %j', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });

  it('rejects non-finite numbers', () => {
    expect(parseDecimal(Number.NaN)).toBeNull();
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('roundHalfUp', () => {
  it.each([
    ['2.5', 3n],
    ['2.49', 2n],
    ['-2.5', -3n],
    ['-2.49', -2n],
    ['0.5', 1n],
    ['-0.5', -1n],
    ['7', 7n],
    ['267.5', 268n],
  ])('rounds %s to %s', (text, expected) => {
    expect(roundHalfUp(d(text))).toBe(expected);
  });

  it('is the nearest integer, ties away from zero (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.integer({ min: 0, max: 8 }),
        (units, scale) => {
          const value = { units, scale };
          const rounded = roundHalfUp(value);
          const divisor = 10n ** BigInt(scale);
          const twiceDistance = 2n * (units - rounded * divisor); // 2 × (x − rounded) × 10^scale
          expect(twiceDistance <= divisor && twiceDistance >= -divisor).toBe(true);
          if (twiceDistance === divisor || twiceDistance === -divisor) {
            // A tie: the result lies further from zero than the value.
            expect(rounded < 0n ? rounded * divisor < units : rounded * divisor > units).toBe(true);
          }
          expect(roundHalfUp(negateDecimal(value))).toBe(-rounded);
        },
      ),
    );
  });
});

describe('arithmetic and text', () => {
  it('multiplies and shifts exactly', () => {
    expect(decimalToString(multiplyDecimals(decimalFromInteger(100), d('2.675')))).toBe('267.5');
    expect(decimalToString(shiftDecimalLeft(decimalFromInteger(1005), 2))).toBe('10.05');
  });

  it('prints canonical text', () => {
    expect(decimalToString(d('1.50'))).toBe('1.5');
    expect(decimalToString(d('2e2'))).toBe('200');
    expect(decimalToString(d('-0.05'))).toBe('-0.05');
    expect(decimalToString(d('-0.0'))).toBe('0');
    expect(decimalToString(d('0.000'))).toBe('0');
  });

  it('compares across scales', () => {
    expect(compareDecimals(d('1.5'), d('1.50'))).toBe(0);
    expect(compareDecimals(d('1.49'), d('1.5'))).toBe(-1);
    expect(compareDecimals(d('2'), d('1.999'))).toBe(1);
  });

  it('negates inputs keeping their type', () => {
    expect(negateDecimalInput(2)).toBe(-2);
    expect(Object.is(negateDecimalInput(0), 0)).toBe(true);
    expect(negateDecimalInput('1.50')).toBe('-1.5');
    expect(negateDecimalInput('-3')).toBe('3');
    expect(() => negateDecimalInput('x')).toThrow('Not a decimal');
  });

  it('round-trips text through parse and print (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.integer({ min: 0, max: 10 }),
        (units, scale) => {
          const text = decimalToString({ units, scale });
          expect(compareDecimals(d(text), { units, scale })).toBe(0);
        },
      ),
    );
  });
});
