import { describe, expect, it } from 'vitest';
import type { TimePlan } from './availability-plan.ts';
import { buildDailyTimePlan, buildDayPlan, describeSlots } from './test-builders.ts';
import { computeTimeSlots } from './time-slots.ts';

// 2026 transitions. New York: spring 8 Mar 02:00 EST → 03:00 EDT, autumn 1 Nov 02:00 EDT → 01:00 EST.
// Helsinki: spring 29 Mar 03:00 EET → 04:00 EEST, autumn 25 Oct 04:00 EEST → 03:00 EET. All Sundays.
const HOUR = 3_600_000;
const range = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });
/** A plan's slots over `[start, end)`, with no exceptions or bookings. */
const planSlots = (plan: TimePlan, start: string, end: string) =>
  computeTimeSlots(plan, [], [], range(start, end));
const sundayPlan = (timezone: string, startTime: string, endTime: string, seats = 1): TimePlan => ({
  type: 'availability-plan/time',
  timezone,
  entries: [{ dayOfWeek: 'sun', seats, startTime, endTime }],
});
const mondayNineToFive = (timezone: string): TimePlan => ({
  type: 'availability-plan/time',
  timezone,
  entries: [{ dayOfWeek: 'mon', seats: 1, startTime: '09:00', endTime: '17:00' }],
});

describe('a Monday 09:00–17:00 entry stays 09:00 local across DST', () => {
  it.each([
    [
      'America/New_York',
      '2026-03-02',
      '2026-03-10',
      ['2026-03-02T14:00:00.000Z', '2026-03-09T13:00:00.000Z'],
    ],
    [
      'America/New_York',
      '2026-10-26',
      '2026-11-03',
      ['2026-10-26T13:00:00.000Z', '2026-11-02T14:00:00.000Z'],
    ],
    ['Europe/Helsinki', '2026-03-23', '2026-03-31', ['2026-03-23T07:00:00.000Z', '2026-03-30T06:00:00.000Z']],
    ['Europe/Helsinki', '2026-10-19', '2026-10-27', ['2026-10-19T06:00:00.000Z', '2026-10-26T07:00:00.000Z']],
  ])('%s from %s', (zone, from, to, starts) => {
    const slots = computeTimeSlots(mondayNineToFive(zone), [], [], range(`${from}T00:00Z`, `${to}T00:00Z`));
    expect(slots.map((s) => s.start.toISOString())).toEqual(starts);
    for (const slot of slots) expect(slot.end.getTime() - slot.start.getTime()).toBe(8 * HOUR);
  });
});

describe('whole-day availability on DST days', () => {
  it.each([
    ['America/New_York', '2026-03-08T05:00:00.000Z', 23],
    ['America/New_York', '2026-11-01T04:00:00.000Z', 25],
    ['Europe/Helsinki', '2026-03-28T22:00:00.000Z', 23],
    ['Europe/Helsinki', '2026-10-24T21:00:00.000Z', 25],
  ])('%s day starting %s lasts %i hours in a time plan (00:00–00:00)', (zone, start, hours) => {
    const slots = computeTimeSlots(
      sundayPlan(zone, '00:00', '00:00'),
      [],
      [],
      range(start, '2026-12-31T00:00Z'),
    );
    expect(slots[0]?.start.toISOString()).toBe(start);
    expect(slots[0]!.end.getTime() - slots[0]!.start.getTime()).toBe(hours * HOUR);
  });

  it.each([
    ['America/New_York', '2026-03-08T05:00:00.000Z', 23],
    ['Europe/Helsinki', '2026-10-24T21:00:00.000Z', 25],
  ])('%s day starting %s lasts %i hours in a day plan', (zone, start, hours) => {
    const plan = buildDayPlan({ timezone: zone, entries: [{ dayOfWeek: 'sun', seats: 1 }] });
    const slots = computeTimeSlots(plan, [], [], range(start, '2026-12-31T00:00Z'));
    expect(slots[0]?.type).toBe('time-slot/day');
    expect(slots[0]?.start.toISOString()).toBe(start);
    expect(slots[0]!.end.getTime() - slots[0]!.start.getTime()).toBe(hours * HOUR);
  });

  it('keeps a round-the-clock plan as one slot through both transitions', () => {
    const slots = planSlots(
      buildDailyTimePlan('Europe/Helsinki', '00:00', '00:00'),
      '2026-03-01T00:00Z',
      '2026-11-01T00:00Z',
    );
    expect(describeSlots(slots)).toEqual(['2026-03-01T00:00:00.000Z/2026-11-01T00:00:00.000Z/1']);
  });
});

describe('times that do not exist (spring forward) move forward by the gap', () => {
  it('New York 02:30 on 8 March starts at 03:30 EDT', () => {
    const slots = planSlots(
      sundayPlan('America/New_York', '02:30', '05:00'),
      '2026-03-08T00:00Z',
      '2026-03-09T00:00Z',
    );
    expect(describeSlots(slots)).toEqual(['2026-03-08T07:30:00.000Z/2026-03-08T09:00:00.000Z/1']);
  });

  it('Helsinki 03:30 on 29 March starts at 04:30 EEST', () => {
    const slots = planSlots(
      sundayPlan('Europe/Helsinki', '03:30', '05:00'),
      '2026-03-28T00:00Z',
      '2026-03-30T00:00Z',
    );
    expect(describeSlots(slots)).toEqual(['2026-03-29T01:30:00.000Z/2026-03-29T02:00:00.000Z/1']);
  });

  it('drops an entry that the move leaves empty (02:30–03:15 becomes 03:30–03:15)', () => {
    const slots = planSlots(
      sundayPlan('America/New_York', '02:30', '03:15'),
      '2026-03-08T00:00Z',
      '2026-03-09T00:00Z',
    );
    expect(slots).toEqual([]);
  });

  it('does not let a moved end overlap the next entry: the next one starts when it ends', () => {
    const plan: TimePlan = {
      type: 'availability-plan/time',
      timezone: 'America/New_York',
      entries: [
        { dayOfWeek: 'sun', seats: 1, startTime: '01:00', endTime: '02:30' },
        { dayOfWeek: 'sun', seats: 2, startTime: '03:00', endTime: '04:00' },
      ],
    };
    const slots = planSlots(plan, '2026-03-08T00:00Z', '2026-03-09T00:00Z');
    expect(describeSlots(slots)).toEqual([
      '2026-03-08T06:00:00.000Z/2026-03-08T07:30:00.000Z/1',
      '2026-03-08T07:30:00.000Z/2026-03-08T08:00:00.000Z/2',
    ]);
  });

  it('lets a moved end hold over a closed entry it now overlaps (found by the property test)', () => {
    // Helsinki, 29 March: 03:15 does not exist, so 00:00–03:15 ends at 04:15 EEST (01:15Z) and
    // covers the closed 04:00–04:15 entry, which starts (01:00Z) before the earlier one ends.
    const plan: TimePlan = {
      type: 'availability-plan/time',
      timezone: 'Europe/Helsinki',
      entries: [
        { dayOfWeek: 'sun', seats: 1, startTime: '00:00', endTime: '03:15' },
        { dayOfWeek: 'sun', seats: 0, startTime: '04:00', endTime: '04:15' },
      ],
    };
    const slots = planSlots(plan, '2026-03-28T00:00Z', '2026-03-30T00:00Z');
    expect(describeSlots(slots)).toEqual(['2026-03-28T22:00:00.000Z/2026-03-29T01:15:00.000Z/1']);
  });
});

describe('times that happen twice (fall back) take their first occurrence', () => {
  it('Helsinki 03:30 on 25 October is 03:30 EEST (00:30Z), so 03:30–06:00 lasts 3.5 hours', () => {
    const slots = planSlots(
      sundayPlan('Europe/Helsinki', '03:30', '06:00'),
      '2026-10-24T00:00Z',
      '2026-10-26T00:00Z',
    );
    expect(describeSlots(slots)).toEqual(['2026-10-25T00:30:00.000Z/2026-10-25T04:00:00.000Z/1']);
  });

  it('New York 01:30 on 1 November is 01:30 EDT (05:30Z)', () => {
    const slots = planSlots(
      sundayPlan('America/New_York', '01:30', '03:00'),
      '2026-11-01T00:00Z',
      '2026-11-02T00:00Z',
    );
    expect(describeSlots(slots)).toEqual(['2026-11-01T05:30:00.000Z/2026-11-01T08:00:00.000Z/1']);
  });
});
