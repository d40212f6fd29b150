import { EXCEPTION_DAYS_AHEAD as CORE_DAYS_AHEAD } from '@mercato/core/availability/availability-limits';
import { describe, expect, it } from 'vitest';
import {
  EXCEPTION_DAYS_AHEAD,
  EXCEPTION_MESSAGES,
  type ExceptionFormValues,
  parseExceptionValues,
} from './exception-form.ts';

const now = new Date('2026-11-23T08:00:00Z');
const zone = 'America/New_York';
const values = (overrides: Partial<ExceptionFormValues>): ExceptionFormValues => ({
  startDate: '2026-12-24',
  startTime: '',
  endDate: '2026-12-25',
  endTime: '',
  availability: 'unavailable',
  seats: '1',
  ...overrides,
});

describe('parseExceptionValues', () => {
  it('turns whole days of a day plan into local midnights, the last day included', () => {
    expect(parseExceptionValues(values({}), { kind: 'day', timeZone: zone, now, existing: [] })).toEqual({
      ok: true,
      data: { start: new Date('2026-12-24T05:00:00Z'), end: new Date('2026-12-26T05:00:00Z'), seats: 0 },
    });
  });

  it('takes dates and times for a time plan, and seats when available', () => {
    const result = parseExceptionValues(
      values({
        endDate: '2026-12-24',
        startTime: '09:00',
        endTime: '12:00',
        availability: 'available',
        seats: '4',
      }),
      { kind: 'time', timeZone: zone, now, existing: [] },
    );
    expect(result).toEqual({
      ok: true,
      data: { start: new Date('2026-12-24T14:00:00Z'), end: new Date('2026-12-24T17:00:00Z'), seats: 4 },
    });
  });

  it('refuses missing or bad input, reversed ranges, the past and beyond a year', () => {
    const day = { kind: 'day' as const, timeZone: zone, now, existing: [] };
    expect(parseExceptionValues(values({ startDate: '', endDate: '2026-02-30' }), day)).toEqual({
      ok: false,
      errors: { exceptionStartDate: EXCEPTION_MESSAGES.startDate, exceptionEndDate: EXCEPTION_MESSAGES.date },
    });
    expect(parseExceptionValues(values({ endDate: '2026-12-20' }), day)).toEqual({
      ok: false,
      errors: { exceptionEndDate: EXCEPTION_MESSAGES.lastDayBeforeFirst },
    });
    expect(parseExceptionValues(values({ startDate: '2026-11-01', endDate: '2026-11-02' }), day)).toEqual({
      ok: false,
      errors: { exceptionStartDate: EXCEPTION_MESSAGES.past },
    });
    expect(parseExceptionValues(values({ endDate: '2027-12-25' }), day)).toEqual({
      ok: false,
      errors: { exceptionEndDate: EXCEPTION_MESSAGES.tooFar },
    });
    expect(parseExceptionValues(values({ availability: 'available', seats: '0' }), day)).toEqual({
      ok: false,
      errors: { exceptionSeats: EXCEPTION_MESSAGES.seats },
    });
    const time = { ...day, kind: 'time' as const };
    expect(
      parseExceptionValues(values({ endDate: '2026-12-24', startTime: '10:00', endTime: '10:00' }), time),
    ).toEqual({
      ok: false,
      errors: { exceptionEndTime: EXCEPTION_MESSAGES.endAfterStart },
    });
    expect(parseExceptionValues(values({ startTime: '25:00' }), time)).toMatchObject({
      ok: false,
      errors: { exceptionStartTime: EXCEPTION_MESSAGES.time, exceptionEndTime: EXCEPTION_MESSAGES.endTime },
    });
  });

  it('refuses a range over an existing exception, naming it, and lets ranges touch', () => {
    const existing = [
      { id: 'x', start: new Date('2026-12-25T05:00:00Z'), end: new Date('2026-12-27T05:00:00Z'), seats: 0 },
    ];
    const context = { kind: 'day' as const, timeZone: zone, now, existing };
    expect(parseExceptionValues(values({}), context)).toEqual({
      ok: false,
      errors: { form: EXCEPTION_MESSAGES.overlap('Fri 25 Dec 2026 – Sat 26 Dec 2026') },
    });
    expect(parseExceptionValues(values({ endDate: '2026-12-24' }), context).ok).toBe(true);
  });
});

describe('the exception horizon', () => {
  it("is core's, kept here so that the editor needs no Temporal polyfill", () => {
    expect(EXCEPTION_DAYS_AHEAD).toBe(CORE_DAYS_AHEAD);
  });
});
