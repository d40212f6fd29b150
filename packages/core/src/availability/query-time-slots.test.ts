import { describe, expect, it } from 'vitest';
import type { TimePlan } from './availability-plan.ts';
import type { TimeSlotsQuery } from './query-time-slots.ts';
import { queryTimeSlots, TimeSlotsQuerySchema } from './query-time-slots.ts';
import {
  buildBooking,
  buildDailyTimePlan,
  buildDayPlan,
  buildTimePlan,
  describeSlots,
} from './test-builders.ts';

const now = new Date('2026-02-25T12:00:00Z');
const query = (start: string, end: string, extra: Partial<TimeSlotsQuery> = {}): TimeSlotsQuery => ({
  start: new Date(start),
  end: new Date(end),
  ...extra,
});
const monthlyView = (start: string, end: string) =>
  query(start, end, {
    intervalDuration: 'P1D',
    intervalAlign: new Date(start),
    maxPerInterval: 1,
    minDurationStartingInInterval: 60,
  });
const utcPlan = (entries: TimePlan['entries']): TimePlan => buildTimePlan({ entries });
/** The monthly view's slots of a plan over a range, without exceptions or bookings. */
const monthlySlots = (plan: TimePlan, start: string, end: string) =>
  describeSlots(queryTimeSlots(plan, [], [], monthlyView(start, end), now));

describe('queryTimeSlots without intervals', () => {
  it('answers the maximal slots of the range', () => {
    const slots = queryTimeSlots(
      buildTimePlan(),
      [],
      [],
      query('2026-03-02T00:00Z', '2026-03-03T00:00Z'),
      now,
    );
    expect(describeSlots(slots)).toEqual(['2026-03-02T09:00:00.000Z/2026-03-02T17:00:00.000Z/1']);
  });

  it('clips the range to now and to 90 days ahead instead of refusing it', () => {
    const plan = buildDailyTimePlan('Etc/UTC', '00:00', '00:00');
    const slots = queryTimeSlots(plan, [], [], query('2026-01-01T00:00Z', '2026-12-31T00:00Z'), now);
    expect(describeSlots(slots)).toEqual(['2026-02-25T12:00:00.000Z/2026-05-26T12:00:00.000Z/1']);
  });

  it('answers nothing for a range wholly in the past or beyond the window', () => {
    const plan = buildDailyTimePlan('Etc/UTC', '00:00', '00:00');
    expect(queryTimeSlots(plan, [], [], query('2026-01-01T00:00Z', '2026-02-01T00:00Z'), now)).toEqual([]);
    expect(queryTimeSlots(plan, [], [], query('2026-06-01T00:00Z', '2026-07-01T00:00Z'), now)).toEqual([]);
  });

  it('keeps today whole for day plans', () => {
    const slots = queryTimeSlots(
      buildDayPlan(),
      [],
      [],
      query('2026-02-25T00:00Z', '2026-02-27T00:00Z'),
      now,
    );
    expect(describeSlots(slots)).toEqual(['2026-02-25T00:00:00.000Z/2026-02-27T00:00:00.000Z/1']);
    expect(slots[0]?.type).toBe('time-slot/day');
  });
});

describe('queryTimeSlots with the web template month view (P1D, max 1, min 60)', () => {
  it('answers one slot per open local day of a New York month, through the spring change', () => {
    const plan = buildTimePlan({ timezone: 'America/New_York' });
    const slots = queryTimeSlots(plan, [], [], monthlyView('2026-03-01T05:00Z', '2026-04-01T04:00Z'), now);
    expect(slots).toHaveLength(22);
    expect(slots[4]?.start.toISOString()).toBe('2026-03-06T14:00:00.000Z'); // Friday, 09:00 EST
    expect(slots[5]?.start.toISOString()).toBe('2026-03-09T13:00:00.000Z'); // Monday, 09:00 EDT
  });

  it('cuts a round-the-clock slot at local midnights, 23 hours on the spring day', () => {
    const plan = buildDailyTimePlan('America/New_York', '00:00', '00:00');
    expect(monthlySlots(plan, '2026-03-07T05:00Z', '2026-03-10T04:00Z')).toEqual([
      '2026-03-07T05:00:00.000Z/2026-03-08T05:00:00.000Z/1',
      '2026-03-08T05:00:00.000Z/2026-03-09T04:00:00.000Z/1',
      '2026-03-09T04:00:00.000Z/2026-03-10T04:00:00.000Z/1',
    ]);
  });

  it('skips a day whose free time is shorter than the minimum duration', () => {
    const plan = utcPlan([
      { dayOfWeek: 'mon', seats: 1, startTime: '09:00', endTime: '09:45' },
      { dayOfWeek: 'tue', seats: 1, startTime: '09:00', endTime: '10:00' },
    ]);
    expect(monthlySlots(plan, '2026-03-02T00:00Z', '2026-03-04T00:00Z')).toEqual([
      '2026-03-03T09:00:00.000Z/2026-03-03T10:00:00.000Z/1',
    ]);
  });

  it('counts free time that starts late in a day and runs past midnight for that day', () => {
    const plan = utcPlan([
      { dayOfWeek: 'mon', seats: 1, startTime: '23:30', endTime: '00:00' },
      { dayOfWeek: 'tue', seats: 1, startTime: '00:00', endTime: '00:30' },
    ]);
    // Monday counts (90 minutes from 23:30), answered clipped to Monday; Tuesday's 30 minutes do not.
    expect(monthlySlots(plan, '2026-03-02T00:00Z', '2026-03-04T00:00Z')).toEqual([
      '2026-03-02T23:30:00.000Z/2026-03-03T00:00:00.000Z/1',
    ]);
  });

  it('looks past the end of the range to measure the last day', () => {
    const plan = utcPlan([
      { dayOfWeek: 'mon', seats: 1, startTime: '23:30', endTime: '00:00' },
      { dayOfWeek: 'tue', seats: 1, startTime: '00:00', endTime: '00:30' },
    ]);
    expect(monthlySlots(plan, '2026-03-02T00:00Z', '2026-03-03T00:00Z')).toEqual([
      '2026-03-02T23:30:00.000Z/2026-03-03T00:00:00.000Z/1',
    ]);
  });

  it('measures continuous time across slots of different seat counts', () => {
    const plan = utcPlan([
      { dayOfWeek: 'mon', seats: 2, startTime: '10:00', endTime: '10:30' },
      { dayOfWeek: 'mon', seats: 1, startTime: '10:30', endTime: '11:00' },
    ]);
    expect(monthlySlots(plan, '2026-03-02T00:00Z', '2026-03-03T00:00Z')).toEqual([
      '2026-03-02T10:00:00.000Z/2026-03-02T10:30:00.000Z/2',
    ]);
  });

  it('takes bookings into account', () => {
    const plan = utcPlan([{ dayOfWeek: 'mon', seats: 1, startTime: '09:00', endTime: '11:00' }]);
    const bookings = [buildBooking('2026-03-02T09:30:00Z', '2026-03-02T10:30:00Z')];
    expect(
      queryTimeSlots(plan, [], bookings, monthlyView('2026-03-02T00:00Z', '2026-03-03T00:00Z'), now),
    ).toEqual([]);
  });
});

describe('queryTimeSlots interval parameters one by one', () => {
  const plan = utcPlan([
    { dayOfWeek: 'mon', seats: 1, startTime: '09:00', endTime: '10:00' },
    { dayOfWeek: 'mon', seats: 1, startTime: '11:00', endTime: '12:00' },
    { dayOfWeek: 'mon', seats: 1, startTime: '13:00', endTime: '13:30' },
  ]);
  const monday = ['2026-03-02T00:00Z', '2026-03-03T00:00Z'] as const;

  it('maxPerInterval caps the slots of each interval; without it all count', () => {
    expect(
      queryTimeSlots(plan, [], [], query(...monday, { intervalDuration: 'P1D', maxPerInterval: 2 }), now),
    ).toHaveLength(2);
    expect(queryTimeSlots(plan, [], [], query(...monday, { intervalDuration: 'P1D' }), now)).toHaveLength(3);
  });

  it('treats the whole range as one interval when no intervalDuration is given', () => {
    const slots = queryTimeSlots(plan, [], [], query(...monday, { minDurationStartingInInterval: 60 }), now);
    expect(slots).toHaveLength(2);
    expect(queryTimeSlots(plan, [], [], query(...monday, { maxPerInterval: 1 }), now)).toHaveLength(1);
  });

  it('clips slots to exact-time intervals (PT1H) aligned to the query start by default', () => {
    const slots = queryTimeSlots(
      plan,
      [],
      [],
      query('2026-03-02T09:30Z', '2026-03-02T12:00Z', { intervalDuration: 'PT1H' }),
      now,
    );
    expect(describeSlots(slots)).toEqual([
      '2026-03-02T09:30:00.000Z/2026-03-02T10:00:00.000Z/1',
      '2026-03-02T11:00:00.000Z/2026-03-02T11:30:00.000Z/1',
      '2026-03-02T11:30:00.000Z/2026-03-02T12:00:00.000Z/1',
    ]);
  });

  it('uses intervalAlign before the range to place the grid', () => {
    const slots = queryTimeSlots(
      plan,
      [],
      [],
      query('2026-03-02T09:30Z', '2026-03-02T12:00Z', {
        intervalDuration: 'PT1H',
        intervalAlign: new Date('2026-03-01T00:00Z'),
      }),
      now,
    );
    expect(describeSlots(slots)).toEqual([
      '2026-03-02T09:30:00.000Z/2026-03-02T10:00:00.000Z/1',
      '2026-03-02T11:00:00.000Z/2026-03-02T12:00:00.000Z/1',
    ]);
  });

  it('answers day slots for day plans', () => {
    const slots = queryTimeSlots(
      buildDayPlan(),
      [],
      [],
      monthlyView('2026-03-02T00:00Z', '2026-03-04T00:00Z'),
      now,
    );
    expect(slots.map((s) => [s.type, s.start.toISOString()])).toEqual([
      ['time-slot/day', '2026-03-02T00:00:00.000Z'],
      ['time-slot/day', '2026-03-03T00:00:00.000Z'],
    ]);
  });

  it('throws on an intervalDuration that skipped validation', () => {
    expect(() => queryTimeSlots(plan, [], [], query(...monday, { intervalDuration: 'soon' }), now)).toThrow(
      RangeError,
    );
  });
});

describe('TimeSlotsQuerySchema', () => {
  const valid = { start: '2026-03-01T00:00:00Z', end: '2026-04-01T00:00:00Z' };

  it('accepts the template month query', () => {
    const parsed = TimeSlotsQuerySchema.parse({
      ...valid,
      intervalDuration: 'P1D',
      intervalAlign: '2026-03-01T00:00:00Z',
      maxPerInterval: 1,
      minDurationStartingInInterval: 60,
    });
    expect(parsed.intervalAlign).toEqual(new Date('2026-03-01T00:00:00Z'));
  });

  it('refuses a bad duration, a reversed range and non-positive caps', () => {
    expect(TimeSlotsQuerySchema.safeParse({ ...valid, intervalDuration: 'daily' }).success).toBe(false);
    expect(TimeSlotsQuerySchema.safeParse({ start: valid.end, end: valid.start }).success).toBe(false);
    expect(TimeSlotsQuerySchema.safeParse({ ...valid, maxPerInterval: 0 }).success).toBe(false);
    expect(TimeSlotsQuerySchema.safeParse({ ...valid, minDurationStartingInInterval: -5 }).success).toBe(
      false,
    );
  });
});
