import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AvailabilityPlan } from '../availability/availability-plan.ts';
import { DAYS_OF_WEEK } from '../availability/availability-plan.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../availability/time-constants.ts';
import { DATE_AVAILABILITY_MODES } from '../config/search.ts';
import { entryMatches, INDEX_AHEAD_DAYS, indexEntryOf, searchWindowsOf } from './availability-index.ts';
import { type AvailabilityFilter, matchesAvailability } from './availability-match.ts';

// Sunday 2026-03-22 10:00 UTC: a week before Europe's clocks go forward, so windows cross DST.
const base = Date.parse('2026-03-22T10:00:00Z');
const ZONES = ['Etc/UTC', 'Europe/Helsinki', 'America/New_York', 'Asia/Kolkata'] as const;
const quarter = 15 * MINUTE_MS;

const timeOfDay = (quarters: number) =>
  quarters === 96
    ? '00:00'
    : `${String(Math.floor(quarters / 4)).padStart(2, '0')}:${String((quarters % 4) * 15).padStart(2, '0')}`;

const planArb: fc.Arbitrary<AvailabilityPlan> = fc.oneof(
  fc.record({
    type: fc.constant('availability-plan/day' as const),
    timezone: fc.constantFrom(...ZONES),
    entries: fc.uniqueArray(
      fc.record({ dayOfWeek: fc.constantFrom(...DAYS_OF_WEEK), seats: fc.integer({ min: 0, max: 3 }) }),
      { selector: (e) => e.dayOfWeek, maxLength: 7 },
    ),
  }),
  fc.record({
    type: fc.constant('availability-plan/time' as const),
    timezone: fc.constantFrom(...ZONES),
    entries: fc
      .array(
        fc.record({
          dayOfWeek: fc.constantFrom(...DAYS_OF_WEEK),
          seats: fc.integer({ min: 0, max: 3 }),
          from: fc.integer({ min: 0, max: 90 }),
          length: fc.integer({ min: 2, max: 40 }),
        }),
        { maxLength: 8 },
      )
      .map((entries) => {
        // Entries of one day must not overlap: keep the first of any that would.
        const kept: { dayOfWeek: (typeof DAYS_OF_WEEK)[number]; seats: number; from: number; to: number }[] =
          [];
        for (const e of entries) {
          const to = Math.min(96, e.from + e.length);
          if (kept.some((k) => k.dayOfWeek === e.dayOfWeek && k.from < to && e.from < k.to)) continue;
          kept.push({ dayOfWeek: e.dayOfWeek, seats: e.seats, from: e.from, to });
        }
        return kept.map((k) => ({
          dayOfWeek: k.dayOfWeek,
          seats: k.seats,
          startTime: timeOfDay(k.from),
          endTime: timeOfDay(k.to),
        }));
      }),
  }),
);

const rangeArb = fc
  .record({ from: fc.integer({ min: -4 * 96, max: 20 * 96 }), length: fc.integer({ min: 1, max: 6 * 96 }) })
  .map(({ from, length }) => ({ start: base + from * quarter, end: base + (from + length) * quarter }));

const caseArb = fc.record({
  plan: planArb,
  exceptions: fc.array(
    fc.record({ range: rangeArb, seats: fc.integer({ min: 0, max: 4 }) }).map(({ range, seats }) => ({
      start: new Date(range.start),
      end: new Date(range.end),
      seats,
    })),
    { maxLength: 4 },
  ),
  bookings: fc.array(
    fc
      .record({
        range: rangeArb,
        seats: fc.integer({ min: 1, max: 2 }),
        state: fc.constantFrom('pending' as const, 'accepted' as const),
      })
      .map(({ range, seats, state }) => ({
        start: new Date(range.start),
        end: new Date(range.end),
        seats,
        state,
      })),
    { maxLength: 4 },
  ),
  // The entry was worked out up to two days before the search.
  indexedAgo: fc.integer({ min: 0, max: 2 * 96 }),
  window: fc
    .record({
      from: fc.integer({ min: -2 * 96, max: 12 * 96 }),
      length: fc.oneof(fc.integer({ min: 1, max: 4 * 96 }), fc.constant(90 * 96)),
    })
    .map(({ from, length }) => ({ start: base + from * quarter, end: base + (from + length) * quarter })),
  mode: fc.constantFrom(...DATE_AVAILABILITY_MODES),
  seats: fc.integer({ min: 1, max: 3 }),
  minDuration: fc.integer({ min: 0, max: 3 * 60 }),
});

describe('the availability index', () => {
  it('answers every search as the engine does (property)', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const now = base;
        const entry = indexEntryOf(c.plan, c.exceptions, c.bookings, now - c.indexedAgo * quarter);
        const filter: AvailabilityFilter = {
          start: new Date(c.window.start),
          end: new Date(c.window.end),
          mode: c.mode,
          seats: c.seats,
          minDuration: c.mode === 'day-partial' ? c.minDuration % 4 : c.minDuration,
        };
        // Day searches take day plans only; the caller's SQL filters time plans out the same way.
        const expected =
          c.mode.startsWith('day-') && c.plan.type === 'availability-plan/time'
            ? false
            : matchesAvailability(c.plan, c.exceptions, c.bookings, filter, now);
        const windows = searchWindowsOf(filter, [...ZONES], now);
        expect(entryMatches(entry, windows, filter)).toBe(expected);
      }),
      { numRuns: 400 },
    );
  });

  it('covers the bookable window and beyond with contiguous runs of different seats', () => {
    const plan: AvailabilityPlan = {
      type: 'availability-plan/time',
      timezone: 'Europe/Helsinki',
      entries: [{ dayOfWeek: 'mon', seats: 2, startTime: '09:00', endTime: '17:00' }],
    };
    const entry = indexEntryOf(plan, [], [], base);
    expect(entry).toMatchObject({ kind: 'time', timeZone: 'Europe/Helsinki', from: base });
    expect(entry.to).toBe(base + INDEX_AHEAD_DAYS * DAY_MS);
    expect(entry.runs[0]!.start).toBe(entry.from);
    expect(entry.runs.at(-1)!.end).toBe(entry.to);
    for (let i = 1; i < entry.runs.length; i++) {
      expect(entry.runs[i]!.start).toBe(entry.runs[i - 1]!.end);
      expect(entry.runs[i]!.seats).not.toBe(entry.runs[i - 1]!.seats);
    }
    // Mondays 09–17 Helsinki (UTC+2 until 29 March, then UTC+3): 8-hour runs of 2 seats.
    const open = entry.runs.filter((r) => r.seats === 2);
    expect(open.length).toBe(15);
    expect(open[0]).toEqual({
      start: Date.parse('2026-03-23T07:00:00Z'),
      end: Date.parse('2026-03-23T15:00:00Z'),
      seats: 2,
    });
    expect(open[1]!.start).toBe(Date.parse('2026-03-30T06:00:00Z'));
    expect(open.every((r) => r.end - r.start === 8 * HOUR_MS)).toBe(true);
  });

  it('starts a day plan at the local midnight of today and never matches a plan that did not validate', () => {
    const plan: AvailabilityPlan = {
      type: 'availability-plan/day',
      timezone: 'America/New_York',
      entries: DAYS_OF_WEEK.map((dayOfWeek) => ({ dayOfWeek, seats: 1 })),
    };
    const entry = indexEntryOf(plan, [], [], base);
    expect(entry.from).toBe(Date.parse('2026-03-22T04:00:00Z'));
    expect(entry.runs).toEqual([{ start: entry.from, end: entry.to, seats: 1 }]);
    const none = indexEntryOf(null, [], [], base);
    const filter = {
      start: new Date(base),
      end: new Date(base + DAY_MS),
      mode: 'time-partial' as const,
      seats: 1,
      minDuration: 0,
    };
    expect(entryMatches(none, searchWindowsOf(filter, [], base), filter)).toBe(false);
  });
});
