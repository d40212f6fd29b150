import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareDecimals,
  DECIMAL_PATTERN,
  decimalFromInteger,
  decimalFromNumber,
  formatDecimal,
  isWholeDecimal,
  multiplyDecimals,
  negateDecimal,
  negateDecimalInput,
  parseDecimal,
  roundHalfUp,
  shiftDecimal,
  toDecimal,
  toStrictDecimal,
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

// Cases below came from the pricing module's own decimal implementation, merged into this one.

const d = (text: string) => toStrictDecimal(text)!;

describe('toStrictDecimal', () => {
  it('reads strings exactly', () => {
    expect(toStrictDecimal('2.675')).toEqual({ coefficient: 2675n, scale: 3 });
    expect(toStrictDecimal('-0.5')).toEqual({ coefficient: -5n, scale: 1 });
    expect(toStrictDecimal('+3')).toEqual({ coefficient: 3n, scale: 0 });
    expect(toStrictDecimal('.25')).toEqual({ coefficient: 25n, scale: 2 });
    expect(toStrictDecimal('4.')).toEqual({ coefficient: 4n, scale: 0 });
    expect(toStrictDecimal('1.5e2')).toEqual({ coefficient: 150n, scale: 0 });
    expect(toStrictDecimal('15E-3')).toEqual({ coefficient: 15n, scale: 3 });
  });

  it('reads numbers through their shortest text, so 0.1 is exactly one tenth', () => {
    expect(toStrictDecimal(0.1)).toEqual({ coefficient: 1n, scale: 1 });
    expect(toStrictDecimal(1e-7)).toEqual({ coefficient: 1n, scale: 7 });
    expect(toStrictDecimal(1e21)).toEqual({ coefficient: 10n ** 21n, scale: 0 });
  });

  it.each(['', 'abc', '1,5', '1.2.3', '--1', 'NaN', '1e', '1e999'])('rejects %j', (text) => {
    expect(toStrictDecimal(text)).toBeUndefined();
  });

  it('rejects non-finite numbers', () => {
    expect(toStrictDecimal(Number.NaN)).toBeUndefined();
    expect(toStrictDecimal(Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('refuses surrounding whitespace, which form parsing trims', () => {
    for (const text of [' 2', '2 ', '\t2', '2\n']) {
      expect(DECIMAL_PATTERN.test(text)).toBe(false);
      expect(toStrictDecimal(text)).toBeUndefined();
      expect(toDecimal(text)).toEqual({ coefficient: 2n, scale: 0 });
    }
  });

  it('agrees with the lenient reader on every text the pattern accepts (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('0', '7', '9', '.', 'e', 'E', '+', '-', ' ', 'x'), { maxLength: 10 }),
        (chars) => {
          const text = chars.join('');
          const strict = toStrictDecimal(text);
          if (strict !== undefined) expect(strict).toEqual(toDecimal(text));
          if (text.trim() === text) expect(strict).toEqual(toDecimal(text));
        },
      ),
    );
  });
});

describe('roundHalfUp (ties)', () => {
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
        (coefficient, scale) => {
          const value = { coefficient, scale };
          const rounded = roundHalfUp(value);
          const divisor = 10n ** BigInt(scale);
          const twiceDistance = 2n * (coefficient - rounded * divisor); // 2 × (x − rounded) × 10^scale
          expect(twiceDistance <= divisor && twiceDistance >= -divisor).toBe(true);
          if (twiceDistance === divisor || twiceDistance === -divisor) {
            // A tie: the result lies further from zero than the value.
            expect(rounded < 0n ? rounded * divisor < coefficient : rounded * divisor > coefficient).toBe(
              true,
            );
          }
          expect(roundHalfUp(negateDecimal(value))).toBe(-rounded);
        },
      ),
    );
  });
});

describe('arithmetic and text', () => {
  it('multiplies and shifts exactly', () => {
    expect(formatDecimal(multiplyDecimals(decimalFromInteger(100), d('2.675')))).toBe('267.5');
    expect(formatDecimal(shiftDecimal(decimalFromInteger(1005), 2))).toBe('10.05');
  });

  it('prints canonical text', () => {
    expect(formatDecimal(d('1.50'))).toBe('1.5');
    expect(formatDecimal(d('2e2'))).toBe('200');
    expect(formatDecimal(d('-0.05'))).toBe('-0.05');
    expect(formatDecimal(d('-0.0'))).toBe('0');
    expect(formatDecimal(d('0.000'))).toBe('0');
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
        (coefficient, scale) => {
          const text = formatDecimal({ coefficient, scale });
          expect(compareDecimals(d(text), { coefficient, scale })).toBe(0);
        },
      ),
    );
  });
});
