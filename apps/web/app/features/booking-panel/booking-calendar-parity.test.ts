import type { AvailabilityPlan } from '@mercato/core/availability/availability-plan';
import { DAYS_OF_WEEK } from '@mercato/core/availability/availability-plan';
import type { SeatBooking } from '@mercato/core/availability/booking-seats';
import { checkBooking } from '@mercato/core/availability/is-bookable';
import { queryTimeSlots } from '@mercato/core/availability/query-time-slots';
import { ZONES_AROUND_THE_WORLD } from '@mercato/core/availability/test-builders';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayStartOf, wallClockOf } from '../../lib/calendar/local-time.ts';
import { monthOfInstant, shiftMonth } from '../../lib/calendar/month-calendar.ts';
import { bookingCalendarOf, bookingWindowOf } from './booking-calendar.ts';
import { endRefusal, furthestEnd, isFree, seatsFreeIn } from './booking-range.ts';
import { bookingRangeOf, rangeWindowOf } from './booking-range-view.ts';

// What the listing page offers and what the platform accepts must agree in every time zone: the
// calendar's choices are checked here with core's booking rule (`checkBooking`, which the platform
// runs on `transactions/initiate`), on the time slots core answers `timeslots/query` with.
// Nightly and daily listings outside UTC could once not be booked at all: the page sent UTC midnights.
// The range calendar is held to more: what it lets people choose is exactly what core accepts.

const ZONES = ZONES_AROUND_THE_WORLD;

const FROM = Date.UTC(2026, 0, 1);
const TO = Date.UTC(2028, 0, 1);

const seatsByWeekday = fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 7, maxLength: 7 });

function calendarInput(plan: AvailabilityPlan, zone: string, now: Date, monthsAhead: number) {
  const month = shiftMonth(monthOfInstant(now, zone), monthsAhead);
  const window = bookingWindowOf(month, now, zone);
  const slots = window
    ? queryTimeSlots(plan, [], [], window, now).map((s) => ({ start: s.start, end: s.end, seats: s.seats }))
    : [];
  return { slots, month, now, timeZone: zone };
}

describe('the booking calendar offers only what the platform accepts', () => {
  it('nights and days: a range can be chosen exactly when core accepts it, seats included, in any zone (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: FROM, max: TO }),
        seatsByWeekday,
        // Someone's booking of whole days, and an exception of any length that may cut a day in two.
        fc.record({ day: fc.integer({ min: 0, max: 95 }), days: fc.integer({ min: 1, max: 5 }) }),
        fc.record({
          minutes: fc.integer({ min: 0, max: 90 * 1440 }),
          length: fc.integer({ min: 60, max: 4 * 1440 }),
          seats: fc.integer({ min: 0, max: 3 }),
        }),
        fc.array(fc.integer({ min: 0, max: 89 }), { minLength: 6, maxLength: 6 }),
        (zone, nowMs, seats, booked, closed, someStarts) => {
          const plan: AvailabilityPlan = {
            type: 'availability-plan/day',
            timezone: zone,
            entries: DAYS_OF_WEEK.map((dayOfWeek, i) => ({ dayOfWeek, seats: seats[i] ?? 0 })),
          };
          const now = new Date(nowMs);
          const window = rangeWindowOf(now, zone);
          const today = wallClockOf(now, zone).day;
          const midnight = (day: number) => dayStartOf(today + day, zone);
          const bookings: SeatBooking[] = [
            {
              start: midnight(booked.day),
              end: midnight(booked.day + booked.days),
              seats: 1,
              state: 'accepted',
            },
          ];
          const exceptionStart = window.start.getTime() + closed.minutes * 60_000;
          const exceptions = [
            {
              start: new Date(exceptionStart),
              end: new Date(exceptionStart + closed.length * 60_000),
              seats: closed.seats,
            },
          ];
          const slots = queryTimeSlots(plan, exceptions, bookings, window, now);
          const view = bookingRangeOf({
            slots,
            now,
            timeZone: zone,
            unit: 'night',
            window,
            params: new URLSearchParams(),
          });
          const rules = { unit: view.unit, seats: view.seats, maxLength: view.maxLength };
          const accepts = (start: number, end: number, seatCount: number) =>
            checkBooking(
              plan,
              exceptions,
              bookings,
              { start: midnight(start), end: midnight(end), seats: seatCount },
              now,
            ).ok;
          // Starts around the booking and the exception and a few anywhere; the shortest end of each,
          // the furthest the calendar lets people choose, and the one after it.
          const closedDay = wallClockOf(exceptions[0]!.start, zone).day - today;
          const around = [booked.day - 1, booked.day + booked.days, closedDay - 1, closedDay, 0, 89];
          for (const start of new Set([...around, ...someStarts].filter((day) => day >= 0 && day < 90))) {
            const furthest = furthestEnd(rules, start);
            for (const end of new Set([start + 1, furthest, furthest + 1])) {
              if (end <= start || end > start + view.maxLength) continue;
              const chosen = isFree(rules, start) && endRefusal(rules, start, end) === null;
              const where = `${zone} ${midnight(start).toISOString()} – ${midnight(end).toISOString()}`;
              expect(chosen, where).toBe(accepts(start, end, 1));
              if (!chosen) continue;
              const free = seatsFreeIn(rules, { start, end });
              expect(accepts(start, end, free), where).toBe(true);
              expect(accepts(start, end, free + 1), where).toBe(false);
            }
          }
        },
      ),
      { numRuns: 50 },
    );
  });

  it('hours: every start offered, to the first end after it, is a booking core accepts (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: FROM, max: TO }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 2, max: 6 }),
        (zone, nowMs, monthsAhead, openHour, hours) => {
          const endHour = Math.min(openHour + hours, 24) % 24;
          const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;
          const plan: AvailabilityPlan = {
            type: 'availability-plan/time',
            timezone: zone,
            entries: DAYS_OF_WEEK.map((dayOfWeek) => ({
              dayOfWeek,
              seats: 1,
              startTime: pad(openHour),
              endTime: pad(endHour),
            })),
          };
          const now = new Date(nowMs);
          const input = calendarInput(plan, zone, now, monthsAhead);
          const month = bookingCalendarOf({ ...input, askedDate: null });
          for (const day of month.weeks.flat().filter((d) => d.available)) {
            const { choices } = bookingCalendarOf({ ...input, askedDate: day.date });
            for (const start of choices.starts) {
              const end = choices.ends.find((e) => e.value > start.value);
              if (!end) continue;
              const check = checkBooking(
                plan,
                [],
                [],
                { start: new Date(start.value), end: new Date(end.value), seats: 1 },
                now,
              );
              expect(check, `${start.value} – ${end.value} in ${zone}`).toEqual({ ok: true });
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
