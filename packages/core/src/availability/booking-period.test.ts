import { describe, expect, it } from 'vitest';
import { bookingPeriodText, listingClockOf, zoneName } from './booking-period.ts';

describe('bookingPeriodText', () => {
  it('shows hours on the listing clock and names its zone', () => {
    const booking = { start: '2026-12-07T09:00:00.000Z', end: '2026-12-07T11:00:00.000Z' };
    expect(bookingPeriodText(booking, 'time', 'Europe/Berlin')).toBe(
      'Mon, Dec 7, 2026, 10:00 – 12:00 (Europe/Berlin)',
    );
    expect(bookingPeriodText(booking, 'time', 'America/New_York')).toBe(
      'Mon, Dec 7, 2026, 04:00 – 06:00 (America/New York)',
    );
  });

  it('shows days and nights as the dates of the listing clock', () => {
    expect(
      bookingPeriodText({ start: '2026-12-07T00:00:00.000Z', end: '2026-12-09T00:00:00.000Z' }, 'day'),
    ).toBe('Mon, Dec 7 – Wed, Dec 9');
    // Nights in Tokyo start at its midnight, 15:00 UTC the day before.
    expect(
      bookingPeriodText(
        { start: '2026-12-20T15:00:00.000Z', end: '2026-12-22T15:00:00.000Z' },
        'day',
        'Asia/Tokyo',
      ),
    ).toBe('Mon, Dec 21 – Wed, Dec 23');
  });

  it('shows nothing for a missing or unreadable booking', () => {
    expect(bookingPeriodText(null, 'day')).toBeNull();
    expect(bookingPeriodText({ start: 'soon', end: 'later' }, 'time')).toBeNull();
  });
});

describe('listingClockOf', () => {
  it('tells bookings by the hour from bookings by the day', () => {
    expect(
      listingClockOf({ type: 'availability-plan/time', timezone: 'Europe/Berlin', entries: [] }),
    ).toEqual({ kind: 'time', timeZone: 'Europe/Berlin' });
    expect(listingClockOf(undefined)).toEqual({ kind: 'time', timeZone: 'Etc/UTC' });
  });
});

describe('zoneName', () => {
  it('reads a zone as people do', () => {
    expect(zoneName('Etc/UTC')).toBe('UTC');
    expect(zoneName('America/Los_Angeles')).toBe('America/Los Angeles');
  });
});
