import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_VARIANTS,
  parseVariantDefinition,
  parseVariantKey,
  variantDimensions,
  variantKeyOf,
} from './image-variants.ts';

describe('variantDimensions', () => {
  it('fits scale variants inside the box, keeping aspect', () => {
    expect(variantDimensions({ width: 3072, height: 2304 }, BUILT_IN_VARIANTS.default)).toEqual({
      width: 750,
      height: 563,
    });
    expect(variantDimensions({ width: 1000, height: 2000 }, BUILT_IN_VARIANTS['scaled-small'])).toEqual({
      width: 160,
      height: 320,
    });
  });

  it('never enlarges a scale variant', () => {
    expect(variantDimensions({ width: 300, height: 200 }, BUILT_IN_VARIANTS['scaled-xlarge'])).toEqual({
      width: 300,
      height: 200,
    });
  });

  it('keeps at least one pixel for extreme aspect ratios', () => {
    expect(variantDimensions({ width: 3072, height: 1 }, { width: 320, height: 320, fit: 'scale' })).toEqual({
      width: 320,
      height: 1,
    });
  });

  it('makes crop variants exactly the box, even from a smaller original', () => {
    expect(variantDimensions({ width: 100, height: 50 }, BUILT_IN_VARIANTS.facebook)).toEqual({
      width: 1200,
      height: 630,
    });
  });
});

describe('variant keys', () => {
  it('round-trips every built-in variant', () => {
    for (const spec of Object.values(BUILT_IN_VARIANTS)) {
      expect(parseVariantKey(variantKeyOf(spec))).toEqual(spec);
    }
  });

  it('refuses malformed and out-of-limit keys', () => {
    for (const key of [
      'w0-h10-crop',
      'w3073-h10-crop',
      'w10-h10-fill',
      'w010-h10-crop',
      'square-small',
      '',
    ]) {
      expect(parseVariantKey(key), key).toBeNull();
    }
  });
});

describe('parseVariantDefinition', () => {
  it('reads w, h and fit in any order', () => {
    expect(parseVariantDefinition('w:640;h:480;fit:crop')).toEqual({
      spec: { width: 640, height: 480, fit: 'crop' },
    });
    expect(parseVariantDefinition('fit:scale;h:3072;w:1')).toEqual({
      spec: { width: 1, height: 3072, fit: 'scale' },
    });
  });

  it('explains what is wrong', () => {
    const cases: [string, RegExp][] = [
      ['w:3073;h:10;fit:crop', /w must be at most 3072 px/],
      ['w:0;h:10;fit:crop', /w must be at least 1 px/],
      ['w:1.5;h:10;fit:crop', /w must be a whole number/],
      ['w:10;h:10', /fit/],
      ['w:10;h:10;fit:fill', /fit must be scale or crop/],
      ['w:10;h:10;fit:crop;q:80', /unknown key q/],
      ['w:10;w:20;h:10;fit:crop', /w is given twice/],
    ];
    for (const [value, problem] of cases) {
      const result = parseVariantDefinition(value);
      expect('problems' in result && result.problems.join('; '), value).toMatch(problem);
    }
  });
});
