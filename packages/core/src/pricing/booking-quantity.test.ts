import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createZoneOffsets } from '../availability/time-zone.ts';
import { calculateQuantityFromDates, calculateQuantityFromHours } from './booking-quantity.ts';

const t = (iso: string) => Date.parse(iso);

describe('booking quantities', () => {
  it('counts calendar days between UTC dates', () => {
    expect(calculateQuantityFromDates(t('2017-01-01T00:00:00Z'), t('2017-01-03T00:00:00Z'))).toBe(2);
    expect(
      calculateQuantityFromDates(new Date('2024-02-28T00:00:00Z'), new Date('2024-03-01T00:00:00Z')),
    ).toBe(2);
    expect(calculateQuantityFromDates(t('2024-01-01T15:00:00Z'), t('2024-01-03T11:00:00Z'))).toBe(2);
    expect(calculateQuantityFromDates(t('2024-01-01T00:00:00Z'), t('2024-01-01T00:00:00Z'))).toBe(0);
  });

  it('counts the nights between two local midnights in any zone, across a daylight-saving change', () => {
    // Lisbon moves to summer time on 29 March 2026: the night of the 29th lasts 23 hours.
    expect(calculateQuantityFromDates(t('2026-03-28T00:00:00Z'), t('2026-03-29T23:00:00Z'))).toBe(2);
    // New York midnights are 05:00 UTC in winter; Tokyo's are 15:00 UTC the day before.
    expect(calculateQuantityFromDates(t('2026-12-21T05:00:00Z'), t('2026-12-22T05:00:00Z'))).toBe(1);
    expect(calculateQuantityFromDates(t('2026-12-20T15:00:00Z'), t('2026-12-23T15:00:00Z'))).toBe(3);
  });

  it('counts local days as a listing calendar does, for any zone and dates (property)', () => {
    const zones = [
      'Europe/Lisbon',
      'America/New_York',
      'Asia/Tokyo',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
    ];
    const from = Date.UTC(2026, 0, 1);
    const to = Date.UTC(2028, 0, 1);
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: from / 86_400_000, max: to / 86_400_000 - 40 }),
        fc.integer({ min: 1, max: 30 }),
        (zone, firstDay, days) => {
          const offsets = createZoneOffsets(zone, from, to);
          const start = offsets.dayStart(firstDay);
          const end = offsets.dayStart(firstDay + days);
          expect(calculateQuantityFromDates(start, end)).toBe(days);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counts hours, fractions included', () => {
    expect(calculateQuantityFromHours(t('2017-01-01T12:00:00Z'), t('2017-01-01T16:00:00Z'))).toBe(4);
    expect(
      calculateQuantityFromHours(new Date('2017-01-01T12:30:00Z'), new Date('2017-01-01T16:00:00Z')),
    ).toBe(3.5);
  });
});
