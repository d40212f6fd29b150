import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF, retryDelayMs } from './backoff.ts';

describe('retryDelayMs', () => {
  it('doubles from the base after each failed attempt', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt))).toEqual([
      10_000, 20_000, 40_000, 80_000, 160_000,
    ]);
  });

  it('stops growing at the cap', () => {
    expect(retryDelayMs(9)).toBe(2_560_000);
    expect(retryDelayMs(10)).toBe(DEFAULT_BACKOFF.maxMs);
    expect(retryDelayMs(10_000)).toBe(DEFAULT_BACKOFF.maxMs);
    expect(retryDelayMs(3, { baseMs: 1000, maxMs: 2500 })).toBe(2500);
  });

  it('never shrinks and stays within base and cap for any attempt', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 60_000 }),
        (attempt, baseMs) => {
          const policy = { baseMs, maxMs: baseMs * 100 };
          const delay = retryDelayMs(attempt, policy);
          expect(delay).toBeGreaterThanOrEqual(baseMs);
          expect(delay).toBeLessThanOrEqual(policy.maxMs);
          expect(retryDelayMs(attempt + 1, policy)).toBeGreaterThanOrEqual(delay);
        },
      ),
    );
  });
});
