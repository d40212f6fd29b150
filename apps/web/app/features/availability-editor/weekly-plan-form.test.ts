import { type AvailabilityPlan, DAYS_OF_WEEK } from '@mercato/core/availability/availability-plan';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyPlanValues,
  overlappingRows,
  PLAN_MESSAGES,
  type PlanFormValues,
  planFormParser,
  planInputName,
  planKindOf,
  planToValues,
  planValuesEntries,
  planValuesOf,
  valuesToPlan,
  withRowAdded,
  withRowRemoved,
} from './weekly-plan-form.ts';

function formOf(values: PlanFormValues): FormData {
  const form = new FormData();
  form.set('timezone', values.timezone);
  for (const day of DAYS_OF_WEEK) {
    if (values.kind === 'time') {
      values.days[day].forEach((row, i) => {
        form.set(planInputName.start(day, i), row.start);
        form.set(planInputName.end(day, i), row.end);
        form.set(planInputName.rowSeats(day, i), row.seats);
      });
    } else {
      if (values.days[day].available) form.set(planInputName.available(day), 'on');
      form.set(planInputName.daySeats(day), values.days[day].seats);
    }
  }
  return form;
}

const normalise = (plan: AvailabilityPlan) => ({
  ...plan,
  entries: [...plan.entries].sort((a, b) =>
    `${DAYS_OF_WEEK.indexOf(a.dayOfWeek)}${'startTime' in a ? a.startTime : ''}`.localeCompare(
      `${DAYS_OF_WEEK.indexOf(b.dayOfWeek)}${'startTime' in b ? b.startTime : ''}`,
    ),
  ),
});

describe('planKindOf', () => {
  it('books hours for hour and fixed units, whole days for day and night, nothing otherwise', () => {
    expect([planKindOf('hour'), planKindOf('fixed'), planKindOf('day'), planKindOf('night')]).toEqual([
      'time',
      'time',
      'day',
      'day',
    ]);
    expect(planKindOf('item')).toBeNull();
    expect(planKindOf(undefined)).toBeNull();
  });
});

describe('plan ↔ editor values', () => {
  const hours = fc
    .array(fc.integer({ min: 0, max: 23 }), { minLength: 2, maxLength: 8 })
    .map((marks) => [...new Set(marks)].sort((a, b) => a - b));
  const timePlan = fc
    .record({
      timezone: fc.constantFrom('Europe/Helsinki', 'America/New_York', 'Etc/UTC', 'Asia/Kolkata'),
      days: fc.array(fc.tuple(fc.constantFrom(...DAYS_OF_WEEK), hours, fc.integer({ min: 1, max: 50 }))),
    })
    .map(({ timezone, days }): AvailabilityPlan => {
      const seen = new Set<string>();
      const entries = days.flatMap(([day, marks, seats]) => {
        if (seen.has(day)) return [];
        seen.add(day);
        // Consecutive pairs of marks: disjoint hours, the last ending at midnight when odd.
        const out = [];
        for (let i = 0; i + 1 < marks.length; i += 2) {
          const end = marks[i + 1]!;
          out.push({
            dayOfWeek: day,
            seats,
            startTime: `${String(marks[i]).padStart(2, '0')}:00`,
            endTime: `${String(end).padStart(2, '0')}:30`,
          });
        }
        return out;
      });
      return { type: 'availability-plan/time', timezone, entries };
    })
    .filter((plan) => plan.entries.length > 0);

  it('a time plan survives the editor unchanged (property)', () => {
    fc.assert(
      fc.property(timePlan, (plan) => {
        const values = planToValues(plan, 'time', 'Etc/UTC');
        const parsed = planFormParser('time')(formOf(values));
        expect(parsed).toEqual({ ok: true, data: normalise(plan) });
      }),
    );
  });

  it('a day plan survives the editor; closed days (0 seats) are left out', () => {
    const plan: AvailabilityPlan = {
      type: 'availability-plan/day',
      timezone: 'Europe/Paris',
      entries: [
        { dayOfWeek: 'fri', seats: 3 },
        { dayOfWeek: 'mon', seats: 1 },
        { dayOfWeek: 'sun', seats: 0 },
      ],
    };
    const values = planToValues(plan, 'day', 'Etc/UTC');
    expect(planFormParser('day')(formOf(values))).toEqual({
      ok: true,
      data: {
        type: 'availability-plan/day',
        timezone: 'Europe/Paris',
        entries: [
          { dayOfWeek: 'mon', seats: 1 },
          { dayOfWeek: 'fri', seats: 3 },
        ],
      },
    });
  });

  it('a plan of the other kind starts empty in its zone; no plan starts in the fallback zone', () => {
    const dayPlan: AvailabilityPlan = {
      type: 'availability-plan/day',
      timezone: 'Europe/Oslo',
      entries: [{ dayOfWeek: 'mon', seats: 1 }],
    };
    expect(planToValues(dayPlan, 'time', 'Etc/UTC')).toEqual(emptyPlanValues('time', 'Europe/Oslo'));
    expect(planToValues(null, 'day', 'Asia/Tokyo').timezone).toBe('Asia/Tokyo');
  });

  it('one-seat listings save 1 seat whatever the form says', () => {
    const values = withRowAdded(emptyPlanValues('time', 'Etc/UTC'), 'tue');
    const form = formOf(values);
    form.delete(planInputName.rowSeats('tue', 0));
    expect(planFormParser('time', { oneSeat: true })(form)).toMatchObject({
      ok: true,
      data: { entries: [{ dayOfWeek: 'tue', seats: 1, startTime: '09:00', endTime: '17:00' }] },
    });
  });
});

describe('valuesToPlan refusals', () => {
  const base = () => emptyPlanValues('time', 'Europe/Helsinki') as Extract<PlanFormValues, { kind: 'time' }>;

  it('names the input at fault', () => {
    const values = base();
    values.days.mon = [
      { start: '', end: '12:00', seats: '1' },
      { start: '9am', end: '12:00', seats: '1' },
      { start: '13:00', end: '12:00', seats: '1' },
      { start: '14:00', end: '15:00', seats: '0' },
    ];
    const result = valuesToPlan(values);
    expect(result).toEqual({
      ok: false,
      errors: {
        'mon.0.start': PLAN_MESSAGES.startRequired,
        'mon.1.start': PLAN_MESSAGES.timeFormat,
        'mon.2.end': PLAN_MESSAGES.endAfterStart,
        'mon.3.seats': 'Enter the number of seats, 1 or more',
      },
    });
  });

  it('refuses overlapping hours of a day but lets them touch, and 00:00 ends at midnight', () => {
    const values = base();
    values.days.wed = [
      { start: '09:00', end: '12:00', seats: '1' },
      { start: '12:00', end: '00:00', seats: '1' },
      { start: '11:00', end: '13:00', seats: '1' },
    ];
    expect(valuesToPlan(values)).toEqual({
      ok: false,
      errors: { 'wed.1.start': PLAN_MESSAGES.overlap, 'wed.2.start': PLAN_MESSAGES.overlap },
    });
    values.days.wed.pop();
    expect(valuesToPlan(values).ok).toBe(true);
  });

  it('refuses an unknown zone and a week without hours', () => {
    expect(valuesToPlan({ ...base(), timezone: 'Mars/Olympus' })).toMatchObject({
      ok: false,
      errors: { timezone: PLAN_MESSAGES.timezone },
    });
    expect(valuesToPlan(base())).toEqual({ ok: false, errors: { form: PLAN_MESSAGES.empty } });
    expect(valuesToPlan(emptyPlanValues('day', 'Etc/UTC'))).toEqual({
      ok: false,
      errors: { form: PLAN_MESSAGES.emptyDays },
    });
  });
});

describe('overlappingRows', () => {
  it('agrees with comparing every pair (property)', () => {
    const span = fc.tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 600 }));
    fc.assert(
      fc.property(fc.array(span, { maxLength: 8 }), (raw) => {
        const spans = raw.map(([start, length], row) => ({ row, start, end: start + length }));
        const clashing = new Set(overlappingRows(spans));
        const anyOverlap = spans.some((a, i) =>
          spans.some((b, j) => i < j && a.start < b.end && b.start < a.end),
        );
        expect(clashing.size > 0).toBe(anyOverlap);
      }),
    );
  });
});

describe('adding and removing rows without JavaScript', () => {
  it('adds an hour after the last row, or 09–17 on an empty day, and removes by index', () => {
    let values = withRowAdded(emptyPlanValues('time', 'Etc/UTC'), 'mon');
    values = withRowAdded(values, 'mon');
    expect(values.kind === 'time' && values.days.mon).toEqual([
      { start: '09:00', end: '17:00', seats: '1' },
      { start: '17:00', end: '18:00', seats: '1' },
    ]);
    values = withRowRemoved(values, 'mon', 0);
    expect(values.kind === 'time' && values.days.mon).toEqual([{ start: '17:00', end: '18:00', seats: '1' }]);
  });

  it('reads rows back from a post in order, skipping gaps left by removed rows', () => {
    const form = new FormData();
    form.set('timezone', 'Etc/UTC');
    form.set('thu.0.start', '08:00');
    form.set('thu.0.end', '10:00');
    form.set('thu.2.start', '12:00');
    form.set('thu.2.end', '14:00');
    const values = planValuesOf(form, 'time');
    expect(values.kind === 'time' && values.days.thu.map((row) => row.start)).toEqual(['08:00', '12:00']);
  });
});

describe('planValuesEntries', () => {
  const time = fc.constantFrom('08:00', '09:30', '12:00', '17:00', '00:00');
  const timeValues = fc.record({
    timezone: fc.constantFrom('Europe/Lisbon', 'America/New_York'),
    rows: fc.array(
      fc.array(fc.record({ start: time, end: time, seats: fc.constantFrom('1', '3') }), { maxLength: 3 }),
      {
        minLength: 7,
        maxLength: 7,
      },
    ),
  });
  const dayValues = fc.record({
    timezone: fc.constantFrom('Europe/Lisbon', 'Asia/Tokyo'),
    rows: fc.array(fc.record({ available: fc.boolean(), seats: fc.constantFrom('1', '2') }), {
      minLength: 7,
      maxLength: 7,
    }),
  });

  it('are read back by planValuesOf as the same values, for any week (property)', () => {
    const roundTrip = (values: PlanFormValues) => {
      const form = new FormData();
      for (const [name, value] of planValuesEntries(values)) form.append(name, value);
      expect(planValuesOf(form, values.kind)).toEqual(values);
    };
    fc.assert(
      fc.property(timeValues, ({ timezone, rows }) => {
        const days = Object.fromEntries(DAYS_OF_WEEK.map((day, i) => [day, rows[i] ?? []]));
        roundTrip({ kind: 'time', timezone, days } as PlanFormValues);
      }),
    );
    fc.assert(
      fc.property(dayValues, ({ timezone, rows }) => {
        const days = Object.fromEntries(DAYS_OF_WEEK.map((day, i) => [day, rows[i]]));
        roundTrip({ kind: 'day', timezone, days } as PlanFormValues);
      }),
    );
  });
});
