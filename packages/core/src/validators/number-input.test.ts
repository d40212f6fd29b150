import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canDecrement, canIncrement, clampToBounds, normaliseRangeHandles } from './number-input.ts';

describe('number input', () => {
  it('disables decrement at the minimum (default 0) and increment at the maximum', () => {
    expect(canDecrement(0, {})).toBe(false);
    expect(canDecrement(1, {})).toBe(true);
    expect(canDecrement(2, { min: 2 })).toBe(false);
    expect(canIncrement(5, { max: 5 })).toBe(false);
    expect(canIncrement(4, { max: 5 })).toBe(true);
    expect(canIncrement(1e9, {})).toBe(true);
  });

  it('clamps into the bounds', () => {
    expect(clampToBounds(-3, {})).toBe(0);
    expect(clampToBounds(9, { max: 5 })).toBe(5);
    expect(clampToBounds(3, { min: 1, max: 5 })).toBe(3);
  });
});

describe('normaliseRangeHandles', () => {
  it('keeps handles ascending within 0 to 10,000,000 by default', () => {
    expect(normaliseRangeHandles([-5, 20_000_000])).toEqual([0, 10_000_000]);
    expect(normaliseRangeHandles([50, 10], { min: 0, max: 100 })).toEqual([50, 50]);
  });

  it('always yields ascending values within the bounds', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e8, max: 1e8 }), { maxLength: 5 }), (values) => {
        const handles = normaliseRangeHandles(values);
        handles.forEach((value, index) => {
          expect(value).toBeGreaterThanOrEqual(index === 0 ? 0 : (handles[index - 1] ?? 0));
          expect(value).toBeLessThanOrEqual(10_000_000);
        });
      }),
    );
  });
});
