import type { AvailabilityPlan } from '@mercato/core/availability/availability-plan';
import { DAYS_OF_WEEK } from '@mercato/core/availability/availability-plan';
import { checkBooking } from '@mercato/core/availability/is-bookable';
import { queryTimeSlots } from '@mercato/core/availability/query-time-slots';
import { ZONES_AROUND_THE_WORLD } from '@mercato/core/availability/test-builders';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMonth, monthOfInstant, shiftMonth } from '../../lib/calendar/month-calendar.ts';
import { bookingCalendarOf, bookingWindowOf } from './booking-calendar.ts';

// What the listing page offers and what the platform accepts must agree in every time zone: the
// calendar's choices are checked here with core's booking rule (`checkBooking`, which the platform
// runs on `transactions/initiate`), on the time slots core answers `timeslots/query` with.
// Nightly and daily listings outside UTC could once not be booked at all: the page sent UTC midnights.

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
  it('nights and days: every start and end offered is a booking core accepts, in any zone (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: FROM, max: TO }),
        fc.integer({ min: 0, max: 2 }),
        seatsByWeekday,
        (zone, nowMs, monthsAhead, seats) => {
          const plan: AvailabilityPlan = {
            type: 'availability-plan/day',
            timezone: zone,
            entries: DAYS_OF_WEEK.map((dayOfWeek, i) => ({ dayOfWeek, seats: seats[i] ?? 0 })),
          };
          const now = new Date(nowMs);
          const input = calendarInput(plan, zone, now, monthsAhead);
          const month = bookingCalendarOf({ ...input, kind: 'day', askedDate: null });
          const offered = month.weeks.flat().filter((day) => day.available);
          for (const day of offered) {
            const { choices } = bookingCalendarOf({ ...input, kind: 'day', askedDate: day.date });
            const start = choices.starts[0];
            expect(start, `${day.date} in ${zone}`).toBeDefined();
            expect(choices.ends.length).toBeGreaterThan(0);
            for (const end of choices.ends) {
              const check = checkBooking(
                plan,
                [],
                [],
                { start: new Date(start?.value ?? ''), end: new Date(end.value), seats: 1 },
                now,
              );
              expect(check, `${formatMonth(input.month)} ${start?.value} – ${end.value} in ${zone}`).toEqual({
                ok: true,
              });
            }
          }
        },
      ),
      { numRuns: 120 },
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
          const month = bookingCalendarOf({ ...input, kind: 'time', askedDate: null });
          for (const day of month.weeks.flat().filter((d) => d.available)) {
            const { choices } = bookingCalendarOf({ ...input, kind: 'time', askedDate: day.date });
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
