import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AvailabilityException } from './availability-exception.ts';
import type { AvailabilityPlan, DayOfWeek } from './availability-plan.ts';
import { AvailabilityPlanSchema, DAYS_OF_WEEK, parseEndTime, parseTimeOfDay } from './availability-plan.ts';
import type { SeatBooking } from './booking-seats.ts';
import { BOOKING_STATES, consumesSeats } from './booking-seats.ts';
import type { TimeSlot } from './time-slots.ts';
import { computeTimeSlots } from './time-slots.ts';
import { createZoneOffsets, weekdayOfLocalDay } from './time-zone.ts';

const MINUTE = 60_000;
const ZONES = ['Etc/UTC', 'America/New_York', 'Europe/Helsinki', 'Asia/Kolkata'];
// A window around both 2026 transitions of New York and Helsinki.
const BASE = Date.parse('2026-03-05T00:00:00Z');
const SPAN_MINUTES = 40 * 1440;
const instant = (minute: number) => new Date(BASE + minute * MINUTE);
const hhmm = (quarter: number) =>
  `${String(Math.floor(quarter / 4) % 24).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`;

// Non-overlapping entries per day: sorted distinct quarter-hour cut points paired up.
const dayEntries = (dayOfWeek: DayOfWeek) =>
  fc
    .uniqueArray(fc.integer({ min: 0, max: 96 }), { maxLength: 6 })
    .chain((cuts) =>
      fc.tuple(
        fc.constant([...cuts].sort((a, b) => a - b)),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 3, maxLength: 3 }),
      ),
    )
    .map(([cuts, seats]) => {
      const entries = [];
      for (let i = 0; i + 1 < cuts.length; i += 2) {
        entries.push({
          dayOfWeek,
          seats: seats[i / 2]!,
          startTime: hhmm(cuts[i]!),
          endTime: hhmm(cuts[i + 1]!),
        });
      }
      return entries;
    });

const timePlan = fc.tuple(fc.constantFrom(...ZONES), fc.tuple(...DAYS_OF_WEEK.map(dayEntries))).map(
  ([timezone, days]): AvailabilityPlan => ({
    type: 'availability-plan/time',
    timezone,
    entries: days.flat(),
  }),
);
const dayPlan = fc
  .tuple(fc.constantFrom(...ZONES), fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 7, maxLength: 7 }))
  .map(
    ([timezone, seats]): AvailabilityPlan => ({
      type: 'availability-plan/day',
      timezone,
      entries: DAYS_OF_WEEK.map((dayOfWeek, i) => ({ dayOfWeek, seats: seats[i]! })),
    }),
  );

const range = fc
  .tuple(fc.integer({ min: 0, max: SPAN_MINUTES }), fc.integer({ min: 1, max: SPAN_MINUTES }))
  .map(([a, b]) => ({ start: Math.min(a, b), end: Math.max(a, b) + 1 }));
const exception = fc
  .tuple(range, fc.integer({ min: 0, max: 4 }))
  .map(([r, seats]): AvailabilityException => ({ start: instant(r.start), end: instant(r.end), seats }));
const booking = fc
  .tuple(
    fc.integer({ min: 0, max: SPAN_MINUTES }),
    fc.integer({ min: 1, max: 3000 }),
    fc.integer({ min: 0, max: 3 }),
    fc.constantFrom(...BOOKING_STATES),
  )
  .map(
    ([start, length, seats, state]): SeatBooking => ({
      start: instant(start),
      end: instant(start + length),
      seats,
      state,
    }),
  );

/** Reference model: seats at one instant, straight from the definitions, no sweeping or merging. */
function freeSeatsAt(
  plan: AvailabilityPlan,
  exceptions: AvailabilityException[],
  bookings: SeatBooking[],
  t: number,
): number {
  const offsets = createZoneOffsets(plan.timezone ?? 'Etc/UTC', t, t);
  const day = offsets.localDay(t);
  let capacity = 0;
  if (plan.type === 'availability-plan/time') {
    // Entries are resolved with Temporal's 'compatible' rule, so on a spring-forward day an end time
    // in the skipped hour moves forward past the start of a later entry: where two entries then
    // overlap, the earlier one holds (plan-segments.ts), zero seats included.
    search: for (const d of [day - 1, day]) {
      const entries = plan.entries
        .filter((entry) => entry.dayOfWeek === DAYS_OF_WEEK[weekdayOfLocalDay(d)])
        .sort((a, b) => parseTimeOfDay(a.startTime) - parseTimeOfDay(b.startTime));
      for (const entry of entries) {
        const start = offsets.toEpoch(d * 1440 * MINUTE + parseTimeOfDay(entry.startTime) * MINUTE);
        const end = offsets.toEpoch(d * 1440 * MINUTE + parseEndTime(entry.endTime) * MINUTE);
        if (start <= t && t < end) {
          capacity = entry.seats;
          break search;
        }
      }
    }
  } else {
    capacity = plan.entries.find((e) => e.dayOfWeek === DAYS_OF_WEEK[weekdayOfLocalDay(day)])?.seats ?? 0;
  }
  let override: number | undefined;
  for (const e of exceptions) if (e.start.getTime() <= t && t < e.end.getTime()) override = e.seats;
  let held = 0;
  for (const b of bookings)
    if (consumesSeats(b.state) && b.start.getTime() <= t && t < b.end.getTime()) held += b.seats;
  return (override ?? capacity) - held;
}

function checkInvariants(slots: TimeSlot[], queryStart: number, queryEnd: number) {
  slots.forEach((slot, i) => {
    expect(slot.seats).toBeGreaterThan(0);
    expect(slot.start.getTime()).toBeLessThan(slot.end.getTime());
    expect(slot.start.getTime()).toBeGreaterThanOrEqual(queryStart);
    expect(slot.end.getTime()).toBeLessThanOrEqual(queryEnd);
    const previous = slots[i - 1];
    if (previous) {
      expect(previous.end.getTime()).toBeLessThanOrEqual(slot.start.getTime());
      if (previous.end.getTime() === slot.start.getTime()) expect(previous.seats).not.toBe(slot.seats);
    }
  });
}

/** A plan with up to `maxExceptions` exceptions and `maxBookings` bookings, and a query range. */
const scenario = (plan: fc.Arbitrary<AvailabilityPlan>, maxExceptions: number, maxBookings: number) =>
  fc.record({
    plan,
    exceptions: fc.array(exception, { maxLength: maxExceptions }),
    bookings: fc.array(booking, { maxLength: maxBookings }),
    r: range,
  });

/** The slots of a query over the minutes of `r`, checked against the invariants of every answer. */
function checkedSlots(
  plan: AvailabilityPlan,
  exceptions: AvailabilityException[],
  bookings: SeatBooking[],
  r: { start: number; end: number },
): TimeSlot[] {
  const queryStart = BASE + r.start * MINUTE;
  const queryEnd = BASE + r.end * MINUTE;
  const slots = computeTimeSlots(plan, exceptions, bookings, {
    start: new Date(queryStart),
    end: new Date(queryEnd),
  });
  checkInvariants(slots, queryStart, queryEnd);
  return slots;
}

describe('computeTimeSlots properties', () => {
  it('time plans: slots stay in range, never overlap, are maximal, and never exceed the free seats', () => {
    fc.assert(
      fc.property(scenario(timePlan, 4, 8), ({ plan, exceptions, bookings, r }) => {
        expect(AvailabilityPlanSchema.safeParse(plan).success).toBe(true);
        const slots = checkedSlots(plan, exceptions, bookings, r);
        // Sampled at every slot's start, middle and last minute: the seats never exceed the model's.
        for (const slot of slots) {
          for (const t of [
            slot.start.getTime(),
            Math.floor((slot.start.getTime() + slot.end.getTime()) / 2),
            slot.end.getTime() - 1,
          ]) {
            expect(slot.seats).toBeLessThanOrEqual(freeSeatsAt(plan, exceptions, bookings, t));
          }
        }
        // And free time is never missed: sampled instants with free seats lie in a slot with exactly those seats.
        for (let minute = r.start; minute < r.end; minute += 97) {
          const t = BASE + minute * MINUTE;
          const free = Math.max(0, freeSeatsAt(plan, exceptions, bookings, t));
          const slot = slots.find((s) => s.start.getTime() <= t && t < s.end.getTime());
          expect(slot?.seats ?? 0).toBe(free);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('day plans: whole-day slots with the same invariants, each day worth its least-free moment', () => {
    fc.assert(
      fc.property(scenario(dayPlan, 3, 6), ({ plan, exceptions, bookings, r }) => {
        const slots = checkedSlots(plan, exceptions, bookings, r);
        for (const slot of slots) {
          for (let t = slot.start.getTime(); t < slot.end.getTime(); t += 37 * MINUTE) {
            expect(slot.seats).toBeLessThanOrEqual(freeSeatsAt(plan, exceptions, bookings, t));
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
