import { describe, expect, it } from 'vitest';
import {
  AvailabilityPlanSchema,
  DayPlanSchema,
  parseEndTime,
  parseTimeOfDay,
  planTimeZone,
  TimePlanSchema,
} from './availability-plan.ts';
import { buildDayPlan, buildTimePlan } from './test-builders.ts';

const entry = (startTime: string, endTime: string, seats = 1, dayOfWeek = 'mon') => ({
  dayOfWeek,
  seats,
  startTime,
  endTime,
});

describe('TimePlanSchema', () => {
  it('accepts a weekly plan in an IANA zone', () => {
    expect(TimePlanSchema.safeParse(buildTimePlan({ timezone: 'Europe/Helsinki' })).success).toBe(true);
  });

  it('accepts entries: [] (a listing that is never bookable)', () => {
    expect(TimePlanSchema.safeParse(buildTimePlan({ entries: [] })).success).toBe(true);
  });

  it('refuses an unknown or fixed-offset zone', () => {
    expect(TimePlanSchema.safeParse(buildTimePlan({ timezone: 'Europe/Atlantis' })).success).toBe(false);
    expect(TimePlanSchema.safeParse(buildTimePlan({ timezone: '+02:00' })).success).toBe(false);
  });

  it('requires a zone', () => {
    const { timezone: _dropped, ...plan } = buildTimePlan();
    expect(TimePlanSchema.safeParse(plan).success).toBe(false);
  });

  it('refuses malformed times and 24:00', () => {
    for (const [start, end] of [
      ['9:00', '17:00'],
      ['09:00', '24:00'],
      ['09:60', '17:00'],
      ['25:00', '26:00'],
    ] as const) {
      const plan = { ...buildTimePlan(), entries: [entry(start, end)] };
      expect(TimePlanSchema.safeParse(plan).success, `${start}-${end}`).toBe(false);
    }
  });

  it('requires start before end, except an end of 00:00 meaning midnight', () => {
    const bad = { ...buildTimePlan(), entries: [entry('17:00', '09:00')] };
    const empty = { ...buildTimePlan(), entries: [entry('09:00', '09:00')] };
    const toMidnight = { ...buildTimePlan(), entries: [entry('18:00', '00:00')] };
    const wholeDay = { ...buildTimePlan(), entries: [entry('00:00', '00:00')] };
    expect(TimePlanSchema.safeParse(bad).success).toBe(false);
    expect(TimePlanSchema.safeParse(empty).success).toBe(false);
    expect(TimePlanSchema.safeParse(toMidnight).success).toBe(true);
    expect(TimePlanSchema.safeParse(wholeDay).success).toBe(true);
  });

  it('requires non-negative integer seats', () => {
    expect(
      TimePlanSchema.safeParse({ ...buildTimePlan(), entries: [entry('09:00', '10:00', -1)] }).success,
    ).toBe(false);
    expect(
      TimePlanSchema.safeParse({ ...buildTimePlan(), entries: [entry('09:00', '10:00', 1.5)] }).success,
    ).toBe(false);
    expect(
      TimePlanSchema.safeParse({ ...buildTimePlan(), entries: [entry('09:00', '10:00', 0)] }).success,
    ).toBe(true);
  });

  it('refuses overlapping entries on the same day and points at the later one', () => {
    const plan = { ...buildTimePlan(), entries: [entry('12:00', '00:00'), entry('09:00', '12:30')] };
    const result = TimePlanSchema.safeParse(plan);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['entries', 0]);
  });

  it('allows touching entries and the same hours on different days', () => {
    const plan = {
      ...buildTimePlan(),
      entries: [entry('09:00', '12:00'), entry('12:00', '00:00'), entry('09:00', '12:00', 1, 'tue')],
    };
    expect(TimePlanSchema.safeParse(plan).success).toBe(true);
  });

  it('refuses an unknown weekday', () => {
    expect(
      TimePlanSchema.safeParse({ ...buildTimePlan(), entries: [entry('09:00', '10:00', 1, 'xyz')] }).success,
    ).toBe(false);
  });
});

describe('DayPlanSchema', () => {
  it('accepts a plan without zone (read in UTC) and with one', () => {
    expect(DayPlanSchema.safeParse(buildDayPlan()).success).toBe(true);
    expect(DayPlanSchema.safeParse(buildDayPlan({ timezone: 'America/New_York' })).success).toBe(true);
    expect(planTimeZone(buildDayPlan())).toBe('Etc/UTC');
    expect(planTimeZone(buildDayPlan({ timezone: 'America/New_York' }))).toBe('America/New_York');
  });

  it('refuses two entries for one weekday', () => {
    const plan = {
      type: 'availability-plan/day',
      entries: [
        { dayOfWeek: 'mon', seats: 1 },
        { dayOfWeek: 'mon', seats: 2 },
      ],
    };
    expect(DayPlanSchema.safeParse(plan).success).toBe(false);
  });

  it('refuses a bad zone', () => {
    expect(DayPlanSchema.safeParse(buildDayPlan({ timezone: 'Nowhere/Here' })).success).toBe(false);
  });
});

describe('AvailabilityPlanSchema', () => {
  it('picks the plan kind by type and refuses others', () => {
    expect(AvailabilityPlanSchema.parse(buildDayPlan()).type).toBe('availability-plan/day');
    expect(AvailabilityPlanSchema.parse(buildTimePlan()).type).toBe('availability-plan/time');
    expect(AvailabilityPlanSchema.safeParse({ type: 'availability-plan/week', entries: [] }).success).toBe(
      false,
    );
  });
});

describe('time parsing', () => {
  it('reads HH:mm as minutes and an end of 00:00 as 1440', () => {
    expect(parseTimeOfDay('09:30')).toBe(570);
    expect(parseEndTime('00:00')).toBe(1440);
    expect(parseEndTime('17:15')).toBe(1035);
  });
});
