import { describe, expect, it } from 'vitest';
import {
  BOOKABLE_DAY_COUNT,
  BOOKING_START_INTERVALS,
  canSlotHoldBooking,
  DEFAULT_MINIMUM_BOOKING_MINUTES,
  MINIMUM_SESSION_MINUTES,
  requiredSlotMinutes,
} from './booking-rules.ts';
import type { TimeSlot } from './time-slots.ts';

const slot = (start: string, end: string, seats = 1): TimeSlot => ({
  type: 'time-slot/time',
  start: new Date(start),
  end: new Date(end),
  seats,
});

describe('booking constants (spec §9)', () => {
  it('match the spec', () => {
    expect(BOOKABLE_DAY_COUNT).toBe(90);
    expect(MINIMUM_SESSION_MINUTES).toBe(15);
    expect(BOOKING_START_INTERVALS).toEqual([15, 30, 60]);
    expect(DEFAULT_MINIMUM_BOOKING_MINUTES).toBe(60);
  });
});

describe('requiredSlotMinutes', () => {
  it('asks days × 1440 − 60 minutes for full days', () => {
    expect(requiredSlotMinutes({ days: 1 })).toBe(1380);
    expect(requiredSlotMinutes({ days: 3 })).toBe(4260);
  });

  it('asks the booking length otherwise', () => {
    expect(requiredSlotMinutes({ minutes: 90 })).toBe(90);
  });
});

describe('canSlotHoldBooking', () => {
  it('lets a 23-hour spring-forward day hold a one-day booking', () => {
    const springDay = slot('2026-03-08T05:00:00Z', '2026-03-09T04:00:00Z');
    expect(canSlotHoldBooking(springDay, { days: 1 })).toBe(true);
    expect(canSlotHoldBooking(springDay, { days: 2 })).toBe(false);
  });

  it('refuses a slot one minute too short', () => {
    expect(canSlotHoldBooking(slot('2026-06-01T09:00:00Z', '2026-06-01T09:59:00Z'), { minutes: 60 })).toBe(
      false,
    );
    expect(canSlotHoldBooking(slot('2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z'), { minutes: 60 })).toBe(
      true,
    );
  });

  it('refuses when fewer seats are free than asked', () => {
    const twoSeats = slot('2026-06-01T09:00:00Z', '2026-06-01T12:00:00Z', 2);
    expect(canSlotHoldBooking(twoSeats, { minutes: 60 }, 2)).toBe(true);
    expect(canSlotHoldBooking(twoSeats, { minutes: 60 }, 3)).toBe(false);
  });
});
