import { describe, expect, it } from 'vitest';
import { createMovableClock } from './clock.ts';

describe('createMovableClock', () => {
  it('runs with the real clock plus what the test has moved it forward', () => {
    let real = Date.parse('2026-11-23T10:00:00.000Z');
    const clock = createMovableClock(() => new Date(real));
    expect(clock().toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(clock.advance(15 * 60_000).toISOString()).toBe('2026-11-23T10:15:00.000Z');
    real += 1000;
    expect(clock().toISOString()).toBe('2026-11-23T10:15:01.000Z');
    clock.advance(2 * 24 * 3600_000);
    expect(clock().toISOString()).toBe('2026-11-25T10:15:01.000Z');
    expect(clock.offsetMs()).toBe(15 * 60_000 + 2 * 24 * 3600_000);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('never moves by %s', (ms) => {
    const clock = createMovableClock(() => new Date(0));
    expect(() => clock.advance(ms)).toThrow(RangeError);
    expect(clock.offsetMs()).toBe(0);
  });
});
