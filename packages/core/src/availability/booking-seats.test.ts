import { describe, expect, it } from 'vitest';
import { BOOKING_STATES, consumesSeats, seatHoldingSegments } from './booking-seats.ts';
import { buildBooking } from './test-builders.ts';

describe('consumesSeats', () => {
  it('holds seats for pending and accepted bookings only', () => {
    expect(BOOKING_STATES.filter(consumesSeats)).toEqual(['pending', 'accepted']);
  });
});

describe('seatHoldingSegments', () => {
  it('keeps seat-holding bookings that overlap the range, unclipped', () => {
    const from = Date.parse('2026-06-01T00:00:00Z');
    const to = Date.parse('2026-06-02T00:00:00Z');
    const segments = seatHoldingSegments(
      [
        buildBooking('2026-05-31T22:00:00Z', '2026-06-01T02:00:00Z', 2, 'accepted'),
        buildBooking('2026-06-01T10:00:00Z', '2026-06-01T11:00:00Z', 1, 'declined'),
        buildBooking('2026-06-02T00:00:00Z', '2026-06-02T01:00:00Z', 1, 'pending'),
        buildBooking('2026-05-31T00:00:00Z', '2026-06-01T00:00:00Z', 1, 'pending'),
      ],
      from,
      to,
    );
    expect(segments).toEqual([
      { start: Date.parse('2026-05-31T22:00:00Z'), end: Date.parse('2026-06-01T02:00:00Z'), seats: 2 },
    ]);
  });
});
