import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wallClockOf } from '../../lib/calendar/local-time.ts';
import {
  availableDatesOf,
  bookingCalendarOf,
  bookingMonthOf,
  bookingWindowOf,
  endsAfter,
  fixedLengthChoicesOf,
  freeTimesOf,
  hourChoicesOf,
  maxSeatsOnDay,
} from './booking-calendar.ts';

const LISBON = 'Europe/Lisbon';
const at = (iso: string) => new Date(iso);
const slot = (start: string, end: string, seats = 1) => ({ start: at(start), end: at(end), seats });
// Lisbon is UTC+0 in winter: 2026-12-07T09:00Z is 09:00 there.
const NOW = at('2026-12-03T12:30:00Z');

/** The free times on Monday 7 December in Lisbon, seen from NOW, of one-seat slots of these periods. */
const freeOnDecember7 = (...periods: [start: string, end: string][]) =>
  freeTimesOf(
    periods.map(([start, end]) => slot(start, end)),
    '2026-12-07',
    LISBON,
    NOW,
  );

describe('bookingMonthOf', () => {
  it('shows the month asked for within the 90 bookable days, else the current one', () => {
    expect(bookingMonthOf(null, NOW, LISBON)).toEqual({ year: 2026, month: 12 });
    expect(bookingMonthOf('2027-02', NOW, LISBON)).toEqual({ year: 2027, month: 2 });
    expect(bookingMonthOf('2027-03', NOW, LISBON)).toEqual({ year: 2027, month: 3 });
    expect(bookingMonthOf('2027-04', NOW, LISBON)).toEqual({ year: 2026, month: 12 });
    expect(bookingMonthOf('2026-11', NOW, LISBON)).toEqual({ year: 2026, month: 12 });
    expect(bookingMonthOf('December', NOW, LISBON)).toEqual({ year: 2026, month: 12 });
  });
});

describe('bookingWindowOf', () => {
  it('starts now in the current month and ends with the month or the bookable window', () => {
    expect(bookingWindowOf({ year: 2026, month: 12 }, NOW, LISBON)).toEqual({
      start: NOW,
      end: at('2027-01-01T00:00:00Z'),
    });
    expect(bookingWindowOf({ year: 2027, month: 3 }, NOW, LISBON)).toEqual({
      start: at('2027-03-01T00:00:00Z'),
      end: new Date(NOW.getTime() + 90 * 86_400_000),
    });
    expect(bookingWindowOf({ year: 2026, month: 11 }, NOW, LISBON)).toBeNull();
  });
});

describe('availableDatesOf', () => {
  it('marks each day a free slot touches, not the day a slot ends at midnight, nor past or full slots', () => {
    const dates = availableDatesOf(
      [
        slot('2026-12-07T09:00:00Z', '2026-12-07T17:00:00Z'),
        slot('2026-12-09T00:00:00Z', '2026-12-11T00:00:00Z'),
        slot('2026-12-12T09:00:00Z', '2026-12-12T17:00:00Z', 0),
        slot('2026-12-02T09:00:00Z', '2026-12-02T17:00:00Z'),
      ],
      LISBON,
      NOW,
    );
    expect([...dates].sort()).toEqual(['2026-12-07', '2026-12-09', '2026-12-10']);
  });

  it('includes the start day of every free future slot, in any zone (property)', () => {
    const zones = ['Europe/Lisbon', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 60 * 24 * 30 }), fc.integer({ min: 15, max: 60 * 48 })), {
          maxLength: 8,
        }),
        (zone, ranges) => {
          const slots = ranges.map(([offset, length]) => ({
            start: new Date(NOW.getTime() + offset * 60_000),
            end: new Date(NOW.getTime() + (offset + length) * 60_000),
            seats: 1,
          }));
          const dates = availableDatesOf(slots, zone, NOW);
          for (const s of slots) expect(dates.has(wallClockOf(s.start, zone).date)).toBe(true);
        },
      ),
    );
  });
});

describe('freeTimesOf', () => {
  it('lists the free periods of a day on the listing clock, clipped to the day', () => {
    const slots = [
      slot('2026-12-07T14:00:00Z', '2026-12-07T17:00:00Z'),
      slot('2026-12-07T09:00:00Z', '2026-12-07T12:00:00Z'),
      slot('2026-12-07T20:00:00Z', '2026-12-08T02:00:00Z'),
    ];
    expect(freeTimesOf(slots, '2026-12-07', LISBON, NOW).map((t) => t.label)).toEqual([
      '09:00 – 12:00',
      '14:00 – 17:00',
      '20:00 – 24:00',
    ]);
    expect(freeTimesOf(slots, '2026-12-08', LISBON, NOW).map((t) => t.label)).toEqual(['00:00 – 02:00']);
  });

  it('starts today at the current time', () => {
    const today = [slot('2026-12-03T09:00:00Z', '2026-12-03T17:00:00Z')];
    expect(freeTimesOf(today, '2026-12-03', LISBON, NOW).map((t) => t.label)).toEqual(['12:30 – 17:00']);
  });
});

describe('bookingCalendarOf', () => {
  const slots = [
    slot('2026-12-07T09:00:00Z', '2026-12-07T17:00:00Z'),
    slot('2026-12-09T09:00:00Z', '2026-12-09T17:00:00Z'),
  ];
  const base = { slots, month: { year: 2026, month: 12 }, now: NOW, timeZone: LISBON };

  it('draws the month Monday first with the free days, and the times of the chosen one', () => {
    const view = bookingCalendarOf({ ...base, askedDate: '2026-12-07' });
    expect(view.label).toBe('December 2026');
    expect(view.weeks[0]?.[0]?.date).toBe('2026-11-30');
    const free = view.weeks
      .flat()
      .filter((d) => d.available)
      .map((d) => d.date);
    expect(free).toEqual(['2026-12-07', '2026-12-09']);
    expect(view.selectedDate).toBe('2026-12-07');
    expect(view.times.map((t) => t.label)).toEqual(['09:00 – 17:00']);
    expect(view.previousMonth).toBeNull();
    expect(view.nextMonth).toBe('2027-01');
    expect(view.hasAvailability).toBe(true);
  });

  it('ignores a chosen day that cannot be booked', () => {
    expect(bookingCalendarOf({ ...base, askedDate: '2026-12-08' }).selectedDate).toBeNull();
  });

  it('says when a month has nothing free', () => {
    expect(bookingCalendarOf({ ...base, slots: [], askedDate: null }).hasAvailability).toBe(false);
  });
});

describe('fixedLengthChoicesOf (price variants)', () => {
  it('starts a 90-minute session every half hour where it fits in a free period', () => {
    const times = freeOnDecember7(
      ['2026-12-07T09:00:00Z', '2026-12-07T11:00:00Z'],
      ['2026-12-07T14:15:00Z', '2026-12-07T16:00:00Z'],
    );
    const choices = fixedLengthChoicesOf(times, LISBON, 90, 30);
    expect(choices.starts.map((c) => c.label)).toEqual(['09:00', '09:30', '14:30']);
    expect(choices.ends.map((c) => c.label)).toEqual(['10:30', '11:00', '16:00']);
  });

  it('never offers a session that overruns its period or starts off the interval', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 96 }),
        fc.integer({ min: 1, max: 48 }),
        fc.constantFrom(15, 30, 45, 60, 90, 120),
        fc.constantFrom(15, 30, 60),
        (startQuarter, quarters, minutes, every) => {
          const start = Date.parse('2026-12-07T00:00:00Z') + startQuarter * 15 * 60_000;
          const end = start + quarters * 15 * 60_000;
          const times = [
            { start: new Date(start).toISOString(), end: new Date(end).toISOString(), label: '' },
          ];
          const choices = fixedLengthChoicesOf(times, LISBON, minutes, every);
          choices.starts.forEach((choice, i) => {
            const from = Date.parse(choice.value);
            expect(from).toBeGreaterThanOrEqual(start);
            expect(from % (every * 60_000)).toBe(0);
            expect(Date.parse(choices.ends[i]!.value) - from).toBe(minutes * 60_000);
            expect(Date.parse(choices.ends[i]!.value)).toBeLessThanOrEqual(end);
          });
          // Every fitting start on the interval is offered.
          const first = Math.ceil(start / (every * 60_000)) * every * 60_000;
          const fitting =
            first + minutes * 60_000 <= end
              ? Math.floor((end - minutes * 60_000 - first) / (every * 60_000)) + 1
              : 0;
          expect(choices.starts).toHaveLength(fitting);
        },
      ),
    );
  });
});

describe('hourChoicesOf', () => {
  it('offers whole hours within the free periods, ends an hour or more after a start', () => {
    const times = freeOnDecember7(
      ['2026-12-07T09:00:00Z', '2026-12-07T12:00:00Z'],
      ['2026-12-07T14:30:00Z', '2026-12-07T16:00:00Z'],
    );
    const choices = hourChoicesOf(times, LISBON);
    expect(choices.starts.map((c) => c.label)).toEqual(['09:00', '10:00', '11:00', '15:00']);
    expect(choices.ends.map((c) => c.label)).toEqual(['10:00', '11:00', '12:00', '16:00']);
    expect(choices.starts[0]?.value).toBe('2026-12-07T09:00:00.000Z');
  });

  it('offers as ends only those after the chosen start, in its free period', () => {
    const times = freeOnDecember7(
      ['2026-12-07T09:00:00Z', '2026-12-07T12:00:00Z'],
      ['2026-12-07T14:00:00Z', '2026-12-07T16:00:00Z'],
    );
    const choices = hourChoicesOf(times, LISBON);
    const labels = (start: string) => endsAfter(choices, start).map((c) => c.label);
    expect(labels('2026-12-07T10:00:00.000Z')).toEqual(['11:00', '12:00']);
    expect(labels('2026-12-07T14:00:00.000Z')).toEqual(['15:00', '16:00']);
    // An unknown start is the first one.
    expect(labels('nonsense')).toEqual(['10:00', '11:00', '12:00']);
  });

  it('labels the end of a day open till midnight 24:00', () => {
    const times = freeOnDecember7(['2026-12-07T22:00:00Z', '2026-12-08T02:00:00Z']);
    expect(hourChoicesOf(times, LISBON).ends.map((c) => c.label)).toEqual(['23:00', '24:00']);
  });
});

describe('maxSeatsOnDay', () => {
  it('offers the most seats of any free slot of the day, at least one', () => {
    const slots = [
      slot('2026-12-07T09:00:00Z', '2026-12-07T10:00:00Z', 3),
      slot('2026-12-08T09:00:00Z', '2026-12-08T10:00:00Z', 5),
    ];
    expect(maxSeatsOnDay(slots, '2026-12-07', LISBON, NOW)).toBe(3);
    expect(maxSeatsOnDay(slots, '2026-12-09', LISBON, NOW)).toBe(1);
  });
});
