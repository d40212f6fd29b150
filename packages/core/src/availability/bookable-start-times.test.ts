import { describe, expect, it } from 'vitest';
import { listBookableStartTimes } from './bookable-start-times.ts';
import type { BookingStartInterval } from './booking-rules.ts';

const slot = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('listBookableStartTimes', () => {
  it('offers starts on the 15-minute grid whose booking fits before the slot end', () => {
    const starts = listBookableStartTimes(slot('2026-06-01T09:00:00Z', '2026-06-01T10:30:00Z'), {
      timeZone: 'Etc/UTC',
      intervalMinutes: 15,
      bookingLengthMinutes: 60,
    });
    expect(iso(starts)).toEqual([
      '2026-06-01T09:00:00.000Z',
      '2026-06-01T09:15:00.000Z',
      '2026-06-01T09:30:00.000Z',
    ]);
  });

  it('rounds an unaligned slot start up to the grid (a slot clipped to now)', () => {
    const starts = listBookableStartTimes(slot('2026-06-01T09:07:31Z', '2026-06-01T12:00:00Z'), {
      timeZone: 'Etc/UTC',
      intervalMinutes: 30,
      bookingLengthMinutes: 60,
    });
    expect(iso(starts)).toEqual([
      '2026-06-01T09:30:00.000Z',
      '2026-06-01T10:00:00.000Z',
      '2026-06-01T10:30:00.000Z',
      '2026-06-01T11:00:00.000Z',
    ]);
  });

  it('follows the local wall clock, so a +05:30 zone starts on its own full hours', () => {
    const starts = listBookableStartTimes(slot('2026-06-01T03:00:00Z', '2026-06-01T06:00:00Z'), {
      timeZone: 'Asia/Kolkata',
      intervalMinutes: 60,
      bookingLengthMinutes: 60,
    });
    expect(iso(starts)).toEqual(['2026-06-01T03:30:00.000Z', '2026-06-01T04:30:00.000Z']);
  });

  it('offers both 01:00s of the New York autumn night and skips the missing spring hour', () => {
    const autumn = listBookableStartTimes(slot('2026-11-01T04:00:00Z', '2026-11-01T08:00:00Z'), {
      timeZone: 'America/New_York',
      intervalMinutes: 60,
      bookingLengthMinutes: 60,
    });
    // 00:00 EDT, 01:00 EDT, 01:00 EST, 02:00 EST.
    expect(iso(autumn)).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T06:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
    ]);
    const spring = listBookableStartTimes(slot('2026-03-08T05:00:00Z', '2026-03-08T09:00:00Z'), {
      timeZone: 'America/New_York',
      intervalMinutes: 60,
      bookingLengthMinutes: 60,
    });
    // 00:00 EST, 01:00 EST, 03:00 EDT, 04:00 EDT.
    expect(iso(spring)).toEqual([
      '2026-03-08T05:00:00.000Z',
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T08:00:00.000Z',
    ]);
  });

  it('re-aligns after a half-hour DST shift (Lord Howe) on a 60-minute grid', () => {
    // Lord Howe goes from +11:00 to +10:30 at 02:00 local on 5 April 2026 (15:00Z on 4 April).
    const starts = listBookableStartTimes(slot('2026-04-04T13:00:00Z', '2026-04-04T18:00:00Z'), {
      timeZone: 'Australia/Lord_Howe',
      intervalMinutes: 60,
      bookingLengthMinutes: 60,
    });
    // 00:00, 01:00 (+11), then 01:30 (+10:30) is off-grid: 02:00, 03:00, 04:00 (+10:30).
    expect(iso(starts)).toEqual([
      '2026-04-04T13:00:00.000Z',
      '2026-04-04T14:00:00.000Z',
      '2026-04-04T15:30:00.000Z',
      '2026-04-04T16:30:00.000Z',
    ]);
  });

  it('offers nothing when the booking does not fit', () => {
    expect(
      listBookableStartTimes(slot('2026-06-01T09:00:00Z', '2026-06-01T09:45:00Z'), {
        timeZone: 'Etc/UTC',
        intervalMinutes: 15,
        bookingLengthMinutes: 60,
      }),
    ).toEqual([]);
  });

  it('refuses other intervals and bookings shorter than the 15-minute minimum session', () => {
    const range = slot('2026-06-01T09:00:00Z', '2026-06-01T12:00:00Z');
    expect(() =>
      listBookableStartTimes(range, {
        timeZone: 'Etc/UTC',
        intervalMinutes: 20 as BookingStartInterval,
        bookingLengthMinutes: 60,
      }),
    ).toThrow(RangeError);
    expect(() =>
      listBookableStartTimes(range, { timeZone: 'Etc/UTC', intervalMinutes: 15, bookingLengthMinutes: 10 }),
    ).toThrow(RangeError);
  });
});
