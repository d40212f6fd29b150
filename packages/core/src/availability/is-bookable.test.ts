import { describe, expect, it } from 'vitest';
import type { SeatBooking } from './booking-seats.ts';
import { checkBooking, isBookable } from './is-bookable.ts';
import { buildBooking, buildDayPlan, buildException, buildTimePlan } from './test-builders.ts';

const now = new Date('2026-06-01T08:00:00Z'); // a Monday
const request = (start: string, end: string, seats = 1) => ({
  start: new Date(start),
  end: new Date(end),
  seats,
});
const plan = buildTimePlan({
  entries: [{ dayOfWeek: 'mon', seats: 2, startTime: '09:00', endTime: '17:00' }],
});

describe('checkBooking on a time plan', () => {
  it('accepts a booking inside free time', () => {
    expect(checkBooking(plan, [], [], request('2026-06-01T10:00Z', '2026-06-01T11:00Z', 2), now)).toEqual({
      ok: true,
    });
  });

  it('refuses malformed requests', () => {
    for (const bad of [
      request('2026-06-01T11:00Z', '2026-06-01T10:00Z'),
      request('2026-06-01T10:00Z', '2026-06-01T11:00Z', 0),
      request('2026-06-01T10:00Z', '2026-06-01T11:00Z', 1.5),
      { start: new Date('nope'), end: new Date('2026-06-01T11:00Z'), seats: 1 },
    ]) {
      expect(checkBooking(plan, [], [], bad, now)).toEqual({ ok: false, reason: 'invalid-request' });
    }
  });

  it('refuses a booking shorter than the 15-minute minimum session', () => {
    expect(checkBooking(plan, [], [], request('2026-06-01T10:00Z', '2026-06-01T10:14Z'), now)).toEqual({
      ok: false,
      reason: 'too-short',
    });
    expect(isBookable(plan, [], [], request('2026-06-01T10:00Z', '2026-06-01T10:15Z'), now)).toBe(true);
  });

  it('refuses a booking in the past or beyond 90 days', () => {
    expect(checkBooking(plan, [], [], request('2026-06-01T07:00Z', '2026-06-01T09:30Z'), now)).toEqual({
      ok: false,
      reason: 'outside-bookable-window',
    });
    expect(checkBooking(plan, [], [], request('2026-08-31T10:00Z', '2026-08-31T11:00Z'), now)).toEqual({
      ok: false,
      reason: 'outside-bookable-window',
    });
  });

  it('refuses time outside the plan, closed by an exception, or partly free', () => {
    expect(isBookable(plan, [], [], request('2026-06-02T10:00Z', '2026-06-02T11:00Z'), now)).toBe(false);
    const closed = [buildException('2026-06-01T10:30:00Z', '2026-06-01T10:45:00Z', 0)];
    expect(checkBooking(plan, closed, [], request('2026-06-01T10:00Z', '2026-06-01T11:00Z'), now)).toEqual({
      ok: false,
      reason: 'not-available',
    });
    expect(isBookable(plan, [], [], request('2026-06-01T16:00Z', '2026-06-01T17:30Z'), now)).toBe(false);
  });

  it('accepts time opened by an exception', () => {
    const opened = [buildException('2026-06-02T10:00:00Z', '2026-06-02T12:00:00Z', 1)];
    expect(isBookable(plan, opened, [], request('2026-06-02T10:00Z', '2026-06-02T11:00Z'), now)).toBe(true);
  });

  it('accepts a booking spanning slots of different seat counts when each has enough', () => {
    const bookings = [buildBooking('2026-06-01T10:00:00Z', '2026-06-01T10:30:00Z', 1, 'accepted')];
    expect(isBookable(plan, [], bookings, request('2026-06-01T09:30Z', '2026-06-01T11:00Z', 1), now)).toBe(
      true,
    );
    expect(isBookable(plan, [], bookings, request('2026-06-01T09:30Z', '2026-06-01T11:00Z', 2), now)).toBe(
      false,
    );
  });

  it('prevents double-booking the last seat, and frees it when the first booking is declined', () => {
    const bookings: SeatBooking[] = [];
    const wanted = request('2026-06-01T12:00Z', '2026-06-01T13:00Z');
    for (let i = 0; i < 2; i++) {
      expect(isBookable(plan, [], bookings, wanted, now)).toBe(true);
      bookings.push({ ...wanted, state: 'pending' });
    }
    expect(checkBooking(plan, [], bookings, wanted, now)).toEqual({ ok: false, reason: 'not-available' });
    bookings[0]!.state = 'declined';
    expect(isBookable(plan, [], bookings, wanted, now)).toBe(true);
  });
});

describe('checkBooking on a day plan', () => {
  const dayPlan = buildDayPlan({ timezone: 'Europe/Helsinki' });

  it('accepts whole local days, including today although its midnight has passed', () => {
    // Helsinki midnight is 21:00Z the day before in summer.
    expect(isBookable(dayPlan, [], [], request('2026-05-31T21:00Z', '2026-06-02T21:00Z'), now)).toBe(true);
  });

  it('refuses ranges that are not whole local days', () => {
    expect(checkBooking(dayPlan, [], [], request('2026-06-01T00:00Z', '2026-06-02T00:00Z'), now)).toEqual({
      ok: false,
      reason: 'not-whole-days',
    });
  });

  it('refuses a day already booked', () => {
    const bookings = [buildBooking('2026-06-01T21:00:00Z', '2026-06-02T21:00:00Z', 1, 'accepted')];
    expect(isBookable(dayPlan, [], bookings, request('2026-05-31T21:00Z', '2026-06-02T21:00Z'), now)).toBe(
      false,
    );
  });

  it('refuses yesterday', () => {
    expect(checkBooking(dayPlan, [], [], request('2026-05-30T21:00Z', '2026-05-31T21:00Z'), now)).toEqual({
      ok: false,
      reason: 'outside-bookable-window',
    });
  });
});
