import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AvailabilityPlan } from '../availability/availability-plan.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../availability/time-constants.ts';
import { type AvailabilityFilter, matchesAvailability, stretchesWithSeats } from './availability-match.ts';

// Sunday 2026-11-22 12:00 UTC; Tuesday 24th is two days on.
const now = Date.parse('2026-11-22T12:00:00Z');
const tuesday = Date.parse('2026-11-24T00:00:00Z');
const days = (seats: number): AvailabilityPlan => ({
  type: 'availability-plan/day',
  entries: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((dayOfWeek) => ({
    dayOfWeek,
    seats,
  })),
});
const officeHours: AvailabilityPlan = {
  type: 'availability-plan/time',
  timezone: 'Etc/UTC',
  entries: (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((dayOfWeek) => ({
    dayOfWeek,
    seats: 2,
    startTime: '09:00',
    endTime: '17:00',
  })),
};
const filter = (start: number, end: number, rest: Partial<AvailabilityFilter> = {}): AvailabilityFilter => ({
  start: new Date(start),
  end: new Date(end),
  mode: 'time-full',
  seats: 1,
  minDuration: 0,
  ...rest,
});

describe('matchesAvailability', () => {
  it('needs the whole window free for full, one long enough stretch for partial', () => {
    const hours = (from: number, to: number) => [tuesday + from * HOUR_MS, tuesday + to * HOUR_MS] as const;
    expect(matchesAvailability(officeHours, [], [], filter(...hours(9, 17)), now)).toBe(true);
    expect(matchesAvailability(officeHours, [], [], filter(...hours(8, 17)), now)).toBe(false);
    expect(matchesAvailability(officeHours, [], [], filter(...hours(9, 17), { seats: 3 }), now)).toBe(false);
    const partial = (minutes: number) =>
      filter(...hours(0, 24), { mode: 'time-partial', minDuration: minutes });
    expect(matchesAvailability(officeHours, [], [], partial(480), now)).toBe(true);
    expect(matchesAvailability(officeHours, [], [], partial(481), now)).toBe(false);
    // An exception closing the middle of the day splits the stretch.
    const lunch = [
      { start: new Date(tuesday + 12 * HOUR_MS), end: new Date(tuesday + 13 * HOUR_MS), seats: 0 },
    ];
    expect(matchesAvailability(officeHours, lunch, [], partial(240), now)).toBe(true);
    expect(matchesAvailability(officeHours, lunch, [], partial(241), now)).toBe(false);
  });

  it('counts booked seats and joins neighbouring stretches of different seat counts', () => {
    const booked = [
      {
        start: new Date(tuesday + 10 * HOUR_MS),
        end: new Date(tuesday + 11 * HOUR_MS),
        seats: 1,
        state: 'accepted' as const,
      },
    ];
    expect(stretchesWithSeats(officeHours, [], booked, 1, tuesday, tuesday + DAY_MS)).toEqual([
      [tuesday + 9 * HOUR_MS, tuesday + 17 * HOUR_MS],
    ]);
    expect(stretchesWithSeats(officeHours, [], booked, 2, tuesday, tuesday + DAY_MS)).toEqual([
      [tuesday + 9 * HOUR_MS, tuesday + 10 * HOUR_MS],
      [tuesday + 11 * HOUR_MS, tuesday + 17 * HOUR_MS],
    ]);
  });

  it('reads day plans by whole days and never matches the past', () => {
    const twoDays = filter(tuesday, tuesday + 2 * DAY_MS, { mode: 'day-full' });
    expect(matchesAvailability(days(1), [], [], twoDays, now)).toBe(true);
    const closedWednesday = [
      { start: new Date(tuesday + DAY_MS), end: new Date(tuesday + 2 * DAY_MS), seats: 0 },
    ];
    expect(matchesAvailability(days(1), closedWednesday, [], twoDays, now)).toBe(false);
    const oneOfTwo = { ...twoDays, mode: 'day-partial' as const, minDuration: 1 };
    expect(matchesAvailability(days(1), closedWednesday, [], oneOfTwo, now)).toBe(true);
    expect(matchesAvailability(days(1), closedWednesday, [], { ...oneOfTwo, minDuration: 2 }, now)).toBe(
      false,
    );
    expect(matchesAvailability(days(1), [], [], filter(now - 3 * DAY_MS, now - DAY_MS), now)).toBe(false);
  });

  it('full availability over a window implies it over any window inside it (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 14 * 24 * 4 }),
        fc.integer({ min: 1, max: 3 * 24 * 4 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 3 }),
        (exceptionCount, startQuarter, lengthQuarters, cutStart, cutEnd, seats) => {
          const exceptions = Array.from({ length: exceptionCount }, (_, i) => ({
            start: new Date(tuesday + i * 2 * DAY_MS + 10 * HOUR_MS),
            end: new Date(tuesday + i * 2 * DAY_MS + 12 * HOUR_MS),
            seats: i % 3,
          }));
          const start = tuesday + startQuarter * 15 * MINUTE_MS;
          const end = start + lengthQuarters * 15 * MINUTE_MS;
          const inner0 = start + Math.floor(((end - start) * cutStart) / 300);
          const inner1 = end - Math.floor(((end - start) * cutEnd) / 300);
          const outer = matchesAvailability(officeHours, exceptions, [], filter(start, end, { seats }), now);
          const inner = matchesAvailability(
            officeHours,
            exceptions,
            [],
            filter(inner0, inner1, { seats }),
            now,
          );
          if (outer) expect(inner).toBe(true);
          // Full availability is partial availability of any length up to the window's.
          const partial = matchesAvailability(
            officeHours,
            exceptions,
            [],
            filter(start, end, { seats, mode: 'time-partial', minDuration: lengthQuarters * 15 }),
            now,
          );
          expect(partial).toBe(outer);
        },
      ),
    );
  });
});
