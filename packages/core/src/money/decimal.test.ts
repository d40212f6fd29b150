import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalFromNumber,
  formatDecimal,
  isWholeDecimal,
  multiplyDecimals,
  parseDecimal,
  roundHalfUp,
  shiftDecimal,
  toDecimal,
} from './decimal.ts';

describe('parseDecimal', () => {
  it('reads plain, signed and scientific notation exactly', () => {
    expect(parseDecimal('1.50')).toEqual({ coefficient: 150n, scale: 2 });
    expect(parseDecimal('-0.25')).toEqual({ coefficient: -25n, scale: 2 });
    expect(parseDecimal('+7')).toEqual({ coefficient: 7n, scale: 0 });
    expect(parseDecimal('.5')).toEqual({ coefficient: 5n, scale: 1 });
    expect(parseDecimal('5.')).toEqual({ coefficient: 5n, scale: 0 });
    expect(parseDecimal('1e-7')).toEqual({ coefficient: 1n, scale: 7 });
    expect(parseDecimal('1.5e3')).toEqual({ coefficient: 1500n, scale: 0 });
  });

  it('rejects text that is not a decimal and absurd exponents', () => {
    for (const text of ['', '.', '-', 'abc', '1,5', '1.2.3', '1e', '0x10', '1e401']) {
      expect(parseDecimal(text)).toBeUndefined();
    }
  });

  it('converts numbers through their shortest text and refuses non-finite ones', () => {
    expect(decimalFromNumber(0.1)).toEqual({ coefficient: 1n, scale: 1 });
    expect(decimalFromNumber(Number.NaN)).toBeUndefined();
    expect(decimalFromNumber(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(toDecimal(2)).toEqual({ coefficient: 2n, scale: 0 });
    expect(toDecimal('2.5')).toEqual({ coefficient: 25n, scale: 1 });
  });
});

describe('roundHalfUp', () => {
  it('rounds ties away from zero and everything else to nearest', () => {
    expect(roundHalfUp({ coefficient: 4995n, scale: 1 })).toBe(500n);
    expect(roundHalfUp({ coefficient: 4994n, scale: 1 })).toBe(499n);
    expect(roundHalfUp({ coefficient: -4995n, scale: 1 })).toBe(-500n);
    expect(roundHalfUp({ coefficient: -4994n, scale: 1 })).toBe(-499n);
    expect(roundHalfUp({ coefficient: 12n, scale: 0 })).toBe(12n);
  });

  it('is symmetric around zero', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.integer({ min: 0, max: 20 }), (coefficient, scale) => {
        expect(roundHalfUp({ coefficient: -coefficient, scale })).toBe(-roundHalfUp({ coefficient, scale }));
      }),
    );
  });

  it('never moves more than half a unit', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.integer({ min: 0, max: 20 }), (coefficient, scale) => {
        const unit = 10n ** BigInt(scale);
        const diff = roundHalfUp({ coefficient, scale }) * unit - coefficient;
        expect(2n * (diff < 0n ? -diff : diff) <= unit).toBe(true);
      }),
    );
  });
});

describe('decimal helpers', () => {
  it('multiplies and shifts without losing digits', () => {
    const product = multiplyDecimals({ coefficient: 15n, scale: 1 }, { coefficient: 333n, scale: 0 });
    expect(product).toEqual({ coefficient: 4995n, scale: 1 });
    expect(shiftDecimal(product, 2)).toEqual({ coefficient: 4995n, scale: 3 });
  });

  it('knows whole values at any scale', () => {
    expect(isWholeDecimal({ coefficient: 1200n, scale: 2 })).toBe(true);
    expect(isWholeDecimal({ coefficient: 1201n, scale: 2 })).toBe(false);
  });

  it('formats without exponent or trailing zeros', () => {
    expect(formatDecimal({ coefficient: 123450n, scale: 2 })).toBe('1234.5');
    expect(formatDecimal({ coefficient: -5n, scale: 3 })).toBe('-0.005');
    expect(formatDecimal({ coefficient: 100n, scale: 2 })).toBe('1');
    expect(formatDecimal({ coefficient: 0n, scale: 2 })).toBe('0');
  });

  it('round-trips through text', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.integer({ min: 0, max: 12 }), (coefficient, scale) => {
        const parsed = parseDecimal(formatDecimal({ coefficient, scale }))!;
        expect(parsed.coefficient * 10n ** BigInt(scale)).toBe(coefficient * 10n ** BigInt(parsed.scale));
      }),
    );
  });
});
