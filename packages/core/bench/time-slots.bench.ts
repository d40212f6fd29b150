import { bench, describe } from 'vitest';
import type { AvailabilityException } from '../src/availability/availability-exception.ts';
import type { TimePlan } from '../src/availability/availability-plan.ts';
import { DAYS_OF_WEEK } from '../src/availability/availability-plan.ts';
import type { BookingState, SeatBooking } from '../src/availability/booking-seats.ts';
import { queryTimeSlots } from '../src/availability/query-time-slots.ts';
import { computeTimeSlots } from '../src/availability/time-slots.ts';

// One listing as the DESIGN's figure asks: a time plan with 7 entries, 20 exceptions and 200 bookings,
// 90 days from 1 March 2026 in Helsinki (the range crosses the spring DST change).
const DAY = 86_400_000;
const start = Date.parse('2026-02-28T22:00:00Z'); // 1 March 00:00 EET
const end = start + 90 * DAY;

// Deterministic pseudo-random numbers, so every run measures the same data.
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const plan: TimePlan = {
  type: 'availability-plan/time',
  timezone: 'Europe/Helsinki',
  entries: DAYS_OF_WEEK.map((dayOfWeek) => ({ dayOfWeek, seats: 3, startTime: '08:00', endTime: '20:00' })),
};

const exceptions: AvailabilityException[] = Array.from({ length: 20 }, (_, i) => {
  const at = start + Math.floor(i * 4.5 * DAY) + 6 * 3_600_000 + Math.floor(random() * 10) * 3_600_000;
  return { start: new Date(at), end: new Date(at + 2 * 3_600_000), seats: i % 2 === 0 ? 0 : 5 };
});

const states: BookingState[] = ['pending', 'accepted', 'accepted', 'accepted', 'declined', 'cancelled'];
const bookings: SeatBooking[] = Array.from({ length: 200 }, (_, i) => {
  const day = Math.floor(random() * 90);
  const at = start + day * DAY + 6 * 3_600_000 + Math.floor(random() * 40) * 15 * 60_000;
  const minutes = (1 + Math.floor(random() * 8)) * 30;
  return {
    start: new Date(at),
    end: new Date(at + minutes * 60_000),
    seats: 1 + (i % 2),
    state: states[i % states.length]!,
  };
});

const now = new Date(start - 3_600_000);

describe('time slots of one listing, 90 days', () => {
  bench('computeTimeSlots (7 entries, 20 exceptions, 200 bookings)', () => {
    computeTimeSlots(plan, exceptions, bookings, { start: new Date(start), end: new Date(end) });
  });

  bench('queryTimeSlots month view (P1D, maxPerInterval 1, min 60)', () => {
    queryTimeSlots(
      plan,
      exceptions,
      bookings,
      {
        start: new Date(start),
        end: new Date(start + 31 * DAY),
        intervalDuration: 'P1D',
        intervalAlign: new Date(start),
        maxPerInterval: 1,
        minDurationStartingInInterval: 60,
      },
      now,
    );
  });
});
