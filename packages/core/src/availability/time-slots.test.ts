import { describe, expect, it } from 'vitest';
import type { TimePlan } from './availability-plan.ts';
import { buildBooking, buildDayPlan, buildException, buildTimePlan, describeSlots } from './test-builders.ts';
import { computeTimeSlots } from './time-slots.ts';

// 2026-06-01 is a Monday.
const week = { start: new Date('2026-06-01T00:00:00Z'), end: new Date('2026-06-08T00:00:00Z') };
const monday = { start: new Date('2026-06-01T00:00:00Z'), end: new Date('2026-06-02T00:00:00Z') };
/** The week's slots of a plan of `entries`, with no exceptions or bookings. */
const weekSlotsOf = (entries: TimePlan['entries']) =>
  describeSlots(computeTimeSlots(buildTimePlan({ entries }), [], [], week));
const mondayNine = (seats = 1) =>
  buildTimePlan({ entries: [{ dayOfWeek: 'mon', seats, startTime: '09:00', endTime: '17:00' }] });

describe('computeTimeSlots with a time plan', () => {
  it('places each weekday entry on its local day', () => {
    const slots = computeTimeSlots(buildTimePlan(), [], [], week);
    expect(slots).toHaveLength(5);
    expect(slots[0]).toEqual({
      type: 'time-slot/time',
      start: new Date('2026-06-01T09:00:00Z'),
      end: new Date('2026-06-01T17:00:00Z'),
      seats: 1,
    });
    expect(slots[4]?.start).toEqual(new Date('2026-06-05T09:00:00Z'));
  });

  it('gives nothing for entries: [] and for an empty range', () => {
    expect(computeTimeSlots(buildTimePlan({ entries: [] }), [], [], week)).toEqual([]);
    expect(computeTimeSlots(buildTimePlan(), [], [], { start: week.end, end: week.start })).toEqual([]);
  });

  it('leaves out zero-seat entries', () => {
    expect(computeTimeSlots(mondayNine(0), [], [], week)).toEqual([]);
  });

  it('clips slots to the query range', () => {
    const range = { start: new Date('2026-06-01T12:00:00Z'), end: new Date('2026-06-01T13:00:00Z') };
    expect(describeSlots(computeTimeSlots(mondayNine(), [], [], range))).toEqual([
      '2026-06-01T12:00:00.000Z/2026-06-01T13:00:00.000Z/1',
    ]);
  });

  it('merges touching entries with equal seats, also across midnight (end 00:00 = 24:00)', () => {
    const entries: TimePlan['entries'] = [
      { dayOfWeek: 'mon', seats: 2, startTime: '12:00', endTime: '18:00' },
      { dayOfWeek: 'mon', seats: 2, startTime: '18:00', endTime: '00:00' },
      { dayOfWeek: 'tue', seats: 2, startTime: '00:00', endTime: '08:00' },
    ];
    expect(weekSlotsOf(entries)).toEqual(['2026-06-01T12:00:00.000Z/2026-06-02T08:00:00.000Z/2']);
  });

  it('keeps touching entries apart when their seats differ', () => {
    const entries: TimePlan['entries'] = [
      { dayOfWeek: 'mon', seats: 2, startTime: '09:00', endTime: '12:00' },
      { dayOfWeek: 'mon', seats: 1, startTime: '12:00', endTime: '14:00' },
    ];
    expect(weekSlotsOf(entries)).toEqual([
      '2026-06-01T09:00:00.000Z/2026-06-01T12:00:00.000Z/2',
      '2026-06-01T12:00:00.000Z/2026-06-01T14:00:00.000Z/1',
    ]);
  });
});

describe('computeTimeSlots with exceptions', () => {
  it('closes time with a zero-seat exception', () => {
    const exceptions = [buildException('2026-06-01T11:00:00Z', '2026-06-01T12:00:00Z', 0)];
    expect(describeSlots(computeTimeSlots(mondayNine(), exceptions, [], monday))).toEqual([
      '2026-06-01T09:00:00.000Z/2026-06-01T11:00:00.000Z/1',
      '2026-06-01T12:00:00.000Z/2026-06-01T17:00:00.000Z/1',
    ]);
  });

  it('opens time the plan does not have, with the exception seats replacing (not adding to) the plan', () => {
    const exceptions = [buildException('2026-06-01T16:00:00Z', '2026-06-01T20:00:00Z', 3)];
    expect(describeSlots(computeTimeSlots(mondayNine(2), exceptions, [], monday))).toEqual([
      '2026-06-01T09:00:00.000Z/2026-06-01T16:00:00.000Z/2',
      '2026-06-01T16:00:00.000Z/2026-06-01T20:00:00.000Z/3',
    ]);
  });

  it('opens a listing whose plan has no entries', () => {
    const exceptions = [buildException('2026-06-03T10:00:00Z', '2026-06-03T11:00:00Z', 1)];
    expect(describeSlots(computeTimeSlots(buildTimePlan({ entries: [] }), exceptions, [], week))).toEqual([
      '2026-06-03T10:00:00.000Z/2026-06-03T11:00:00.000Z/1',
    ]);
  });

  it('lets the later of two overlapping exceptions win where they overlap', () => {
    const exceptions = [
      buildException('2026-06-01T10:00:00Z', '2026-06-01T14:00:00Z', 0),
      buildException('2026-06-01T12:00:00Z', '2026-06-01T13:00:00Z', 4),
    ];
    expect(describeSlots(computeTimeSlots(mondayNine(), exceptions, [], monday))).toEqual([
      '2026-06-01T09:00:00.000Z/2026-06-01T10:00:00.000Z/1',
      '2026-06-01T12:00:00.000Z/2026-06-01T13:00:00.000Z/4',
      '2026-06-01T14:00:00.000Z/2026-06-01T17:00:00.000Z/1',
    ]);
  });
});

describe('computeTimeSlots with bookings', () => {
  it('subtracts pending and accepted bookings', () => {
    const bookings = [
      buildBooking('2026-06-01T10:00:00Z', '2026-06-01T11:00:00Z', 1, 'pending'),
      buildBooking('2026-06-01T10:30:00Z', '2026-06-01T12:00:00Z', 1, 'accepted'),
    ];
    expect(describeSlots(computeTimeSlots(mondayNine(2), [], bookings, monday))).toEqual([
      '2026-06-01T09:00:00.000Z/2026-06-01T10:00:00.000Z/2',
      '2026-06-01T10:00:00.000Z/2026-06-01T10:30:00.000Z/1',
      '2026-06-01T11:00:00.000Z/2026-06-01T12:00:00.000Z/1',
      '2026-06-01T12:00:00.000Z/2026-06-01T17:00:00.000Z/2',
    ]);
  });

  it('ignores proposed, declined and cancelled bookings', () => {
    const bookings = (['proposed', 'declined', 'cancelled'] as const).map((state) =>
      buildBooking('2026-06-01T09:00:00Z', '2026-06-01T17:00:00Z', 1, state),
    );
    expect(describeSlots(computeTimeSlots(mondayNine(), [], bookings, monday))).toEqual([
      '2026-06-01T09:00:00.000Z/2026-06-01T17:00:00.000Z/1',
    ]);
  });

  it('treats overbooked time as closed and recovers after it', () => {
    const bookings = [
      buildBooking('2026-06-01T09:00:00Z', '2026-06-01T12:00:00Z', 2, 'accepted'),
      buildBooking('2026-06-01T11:00:00Z', '2026-06-01T12:00:00Z', 1, 'accepted'),
    ];
    expect(describeSlots(computeTimeSlots(mondayNine(), [], bookings, monday))).toEqual([
      '2026-06-01T12:00:00.000Z/2026-06-01T17:00:00.000Z/1',
    ]);
  });

  it('counts a booking that began before the range', () => {
    const bookings = [buildBooking('2026-05-31T09:00:00Z', '2026-06-01T10:00:00Z', 1, 'accepted')];
    expect(describeSlots(computeTimeSlots(mondayNine(), [], bookings, monday))).toEqual([
      '2026-06-01T10:00:00.000Z/2026-06-01T17:00:00.000Z/1',
    ]);
  });

  it('ignores bookings of zero seats', () => {
    const bookings = [buildBooking('2026-06-01T09:00:00Z', '2026-06-01T17:00:00Z', 0, 'accepted')];
    expect(computeTimeSlots(mondayNine(), [], bookings, monday)).toHaveLength(1);
  });
});

describe('computeTimeSlots with a day plan', () => {
  it('gives whole UTC days, merged while seats stay equal', () => {
    const plan = buildDayPlan({
      entries: [
        { dayOfWeek: 'mon', seats: 1 },
        { dayOfWeek: 'tue', seats: 1 },
        { dayOfWeek: 'wed', seats: 2 },
        { dayOfWeek: 'fri', seats: 1 },
      ],
    });
    expect(computeTimeSlots(plan, [], [], week).map((s) => s.type)).toEqual([
      'time-slot/day',
      'time-slot/day',
      'time-slot/day',
    ]);
    expect(describeSlots(computeTimeSlots(plan, [], [], week))).toEqual([
      '2026-06-01T00:00:00.000Z/2026-06-03T00:00:00.000Z/1',
      '2026-06-03T00:00:00.000Z/2026-06-04T00:00:00.000Z/2',
      '2026-06-05T00:00:00.000Z/2026-06-06T00:00:00.000Z/1',
    ]);
  });

  it('reads days in the plan zone when it has one', () => {
    const plan = buildDayPlan({ timezone: 'America/New_York', entries: [{ dayOfWeek: 'mon', seats: 1 }] });
    expect(describeSlots(computeTimeSlots(plan, [], [], week))).toEqual([
      '2026-06-01T04:00:00.000Z/2026-06-02T04:00:00.000Z/1',
    ]);
  });

  it('values a day at its least-free moment, so a partial booking or exception takes the whole day', () => {
    const plan = buildDayPlan({}, 2);
    const bookings = [buildBooking('2026-06-02T10:00:00Z', '2026-06-02T11:00:00Z', 1, 'accepted')];
    const exceptions = [buildException('2026-06-04T10:00:00Z', '2026-06-04T11:00:00Z', 0)];
    const range = { start: new Date('2026-06-01T00:00:00Z'), end: new Date('2026-06-05T00:00:00Z') };
    expect(describeSlots(computeTimeSlots(plan, exceptions, bookings, range))).toEqual([
      '2026-06-01T00:00:00.000Z/2026-06-02T00:00:00.000Z/2',
      '2026-06-02T00:00:00.000Z/2026-06-03T00:00:00.000Z/1',
      '2026-06-03T00:00:00.000Z/2026-06-04T00:00:00.000Z/2',
    ]);
  });

  it('clips the first and last day to the query range', () => {
    const range = { start: new Date('2026-06-01T12:00:00Z'), end: new Date('2026-06-02T06:00:00Z') };
    expect(describeSlots(computeTimeSlots(buildDayPlan(), [], [], range))).toEqual([
      '2026-06-01T12:00:00.000Z/2026-06-02T06:00:00.000Z/1',
    ]);
  });
});
