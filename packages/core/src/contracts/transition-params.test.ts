import { describe, expect, it } from 'vitest';
import { TransitionParamsSchema } from './transition-params.ts';

describe('TransitionParamsSchema', () => {
  it('reads instants given as ISO text or Date, and keeps unknown keys', () => {
    const start = new Date('2026-11-22T12:00:00.000Z');
    const parsed = TransitionParamsSchema.parse({
      bookingStart: '2026-11-22T12:00:00.000Z',
      bookingEnd: start,
      cardToken: 'tok',
    });
    expect(parsed.bookingStart).toEqual(start);
    expect(parsed.bookingEnd).toBe(start);
    expect(parsed.cardToken).toBe('tok');
  });

  it('refuses invalid known keys', () => {
    expect(TransitionParamsSchema.safeParse({ listingId: 'x' }).success).toBe(false);
    expect(TransitionParamsSchema.safeParse({ seats: 0 }).success).toBe(false);
    expect(TransitionParamsSchema.safeParse({ reviewRating: 6 }).success).toBe(false);
    expect(TransitionParamsSchema.safeParse({ bookingStart: '2026-11-22' }).success).toBe(false);
  });

  it('limits protected data to 50 KB as JSON', () => {
    const big = { note: 'x'.repeat(50 * 1024) };
    expect(TransitionParamsSchema.safeParse({ protectedData: big }).success).toBe(false);
    expect(TransitionParamsSchema.safeParse({ protectedData: { note: 'x' } }).success).toBe(true);
  });
});
