import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  sanitizeBoolean,
  sanitizeEnum,
  sanitizeLong,
  sanitizeMultiEnum,
  sanitizeText,
} from './sanitize-values.ts';

const options = [
  { option: 'cat', label: 'Cat' },
  { option: 'dog', label: 'Dog' },
];

describe('sanitizeText', () => {
  it('replaces angle brackets with full-width look-alikes', () => {
    expect(sanitizeText('<script>alert(1)</script>')).toBe('＜script＞alert(1)＜/script＞');
    expect(sanitizeText('plain')).toBe('plain');
  });

  it('turns non-strings into null', () => {
    expect(sanitizeText(42)).toBeNull();
    expect(sanitizeText(undefined)).toBeNull();
  });

  it('never leaves < or > and keeps every other character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const result = sanitizeText(text)!;
        expect(result).not.toMatch(/[<>]/);
        expect(result.length).toBe(text.length);
        expect(result.replace(/[\uFF1C\uFF1E]/g, '')).toBe(text.replace(/[<>\uFF1C\uFF1E]/g, ''));
      }),
    );
  });
});

describe('sanitizeEnum', () => {
  it('keeps a configured option and nulls anything else', () => {
    expect(sanitizeEnum('cat', options)).toBe('cat');
    expect(sanitizeEnum('cow', options)).toBeNull();
    expect(sanitizeEnum(['cat'], options)).toBeNull();
    expect(sanitizeEnum('cat', undefined)).toBeNull();
  });
});

describe('sanitizeMultiEnum', () => {
  it('keeps only listed options, once each', () => {
    expect(sanitizeMultiEnum(['dog', 'cow', 'cat', 'dog', 7], options)).toEqual(['dog', 'cat']);
    expect(sanitizeMultiEnum('cat', options)).toBeNull();
  });

  it('always returns a subset of the options', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom('cat', 'dog'), fc.string(), fc.integer())), (values) => {
        const kept = sanitizeMultiEnum(values, options)!;
        expect(kept.every((value) => value === 'cat' || value === 'dog')).toBe(true);
        expect(new Set(kept).size).toBe(kept.length);
      }),
    );
  });
});

describe('sanitizeLong', () => {
  it('keeps finite numbers within bounds and nulls the rest', () => {
    expect(sanitizeLong(5)).toBe(5);
    expect(sanitizeLong('5')).toBeNull();
    expect(sanitizeLong(Number.NaN)).toBeNull();
    expect(sanitizeLong(Number.POSITIVE_INFINITY)).toBeNull();
    const bounds = { minimum: 0, maximum: 10, step: 1 };
    expect(sanitizeLong(10, bounds)).toBe(10);
    expect(sanitizeLong(11, bounds)).toBeNull();
    expect(sanitizeLong(-1, bounds)).toBeNull();
  });

  it('returns either null or a value within the bounds', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = sanitizeLong(value, { minimum: -5, maximum: 5, step: 1 });
        expect(result === null || (result >= -5 && result <= 5)).toBe(true);
      }),
    );
  });
});

describe('sanitizeBoolean', () => {
  it('keeps booleans only', () => {
    expect(sanitizeBoolean(false)).toBe(false);
    expect(sanitizeBoolean(true)).toBe(true);
    expect(sanitizeBoolean('false')).toBeNull();
    expect(sanitizeBoolean(0)).toBeNull();
  });
});
