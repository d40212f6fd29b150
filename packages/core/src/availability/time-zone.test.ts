import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from './time-constants.ts';
import { createZoneOffsets, isValidTimeZone, weekdayOfLocalDay } from './time-zone.ts';

const local = (iso: string) => Date.parse(`${iso}Z`);
const at = (iso: string) => Date.parse(iso);

describe('isValidTimeZone', () => {
  it('accepts IANA names, including UTC', () => {
    expect(isValidTimeZone('Europe/Helsinki')).toBe(true);
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('Etc/UTC')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
  });

  it('refuses unknown names and fixed offsets, also when asked again (cached)', () => {
    for (let i = 0; i < 2; i++) {
      expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
      expect(isValidTimeZone('+02:00')).toBe(false);
      expect(isValidTimeZone('')).toBe(false);
    }
  });

  it('agrees with the Temporal polyfill that the offset tables use, on every zone the runtime lists', () => {
    const temporalKnows = (zone: string) => {
      try {
        new Temporal.ZonedDateTime(0n, zone);
        return true;
      } catch {
        return false;
      }
    };
    const zones = [
      ...Intl.supportedValuesOf('timeZone'),
      'Mars/Olympus_Mons',
      'Europe/Atlantis',
      'Etc/GMT+5',
    ];
    for (const zone of zones) expect(isValidTimeZone(zone), zone).toBe(temporalKnows(zone));
  });
});

describe('createZoneOffsets', () => {
  const newYork = createZoneOffsets('America/New_York', at('2026-01-01T00:00Z'), at('2026-12-31T00:00Z'));
  const helsinki = createZoneOffsets('Europe/Helsinki', at('2026-01-01T00:00Z'), at('2026-12-31T00:00Z'));

  it('knows the offset on both sides of a transition', () => {
    expect(newYork.offsetAt(at('2026-03-08T06:59:59Z'))).toBe(-5 * 3_600_000);
    expect(newYork.offsetAt(at('2026-03-08T07:00:00Z'))).toBe(-4 * 3_600_000);
    expect(helsinki.offsetAt(at('2026-10-25T00:59:59Z'))).toBe(3 * 3_600_000);
    expect(helsinki.offsetAt(at('2026-10-25T01:00:00Z'))).toBe(2 * 3_600_000);
  });

  it('moves a time skipped by spring-forward ahead by the gap (02:30 → 03:30 EDT)', () => {
    expect(newYork.toEpoch(local('2026-03-08T02:30'))).toBe(at('2026-03-08T03:30-04:00'));
    expect(helsinki.toEpoch(local('2026-03-29T03:30'))).toBe(at('2026-03-29T04:30+03:00'));
  });

  it('takes the first of two repeated autumn times (03:30 EEST, 01:30 EDT)', () => {
    expect(helsinki.toEpoch(local('2026-10-25T03:30'))).toBe(at('2026-10-25T03:30+03:00'));
    expect(newYork.toEpoch(local('2026-11-01T01:30'))).toBe(at('2026-11-01T01:30-04:00'));
  });

  it('resolves ordinary times with the offset in force', () => {
    expect(newYork.toEpoch(local('2026-07-01T09:00'))).toBe(at('2026-07-01T09:00-04:00'));
    expect(newYork.toEpoch(local('2026-11-01T03:00'))).toBe(at('2026-11-01T03:00-05:00'));
  });

  it('numbers local days and finds their first instant', () => {
    const instant = at('2026-03-09T03:00Z'); // still 8 March in New York
    const day = newYork.localDay(instant);
    expect(new Date(day * DAY_MS).toISOString().slice(0, 10)).toBe('2026-03-08');
    expect(newYork.dayStart(day)).toBe(at('2026-03-08T00:00-05:00'));
    expect(newYork.dayStart(day + 1) - newYork.dayStart(day)).toBe(23 * 3_600_000);
  });

  it('finds the start of a day whose midnight falls in a gap (Santiago, 2026-09-06)', () => {
    const santiago = createZoneOffsets('America/Santiago', at('2026-09-01T00:00Z'), at('2026-09-10T00:00Z'));
    const day = Math.floor(local('2026-09-06T00:00') / DAY_MS);
    const expected =
      Temporal.PlainDate.from('2026-09-06').toZonedDateTime('America/Santiago').epochMilliseconds;
    expect(santiago.dayStart(day)).toBe(expected);
  });

  it('answers outside the prepared range too (slow path)', () => {
    const short = createZoneOffsets('Europe/Helsinki', at('2026-06-01T00:00Z'), at('2026-06-02T00:00Z'));
    expect(short.offsetAt(at('2030-01-15T00:00Z'))).toBe(2 * 3_600_000);
    expect(short.offsetAt(at('2030-07-15T00:00Z'))).toBe(3 * 3_600_000);
  });

  it('agrees with Temporal "compatible" for any wall-clock time in DST zones', () => {
    const zones = [
      'America/New_York',
      'Europe/Helsinki',
      'Australia/Lord_Howe',
      'America/Santiago',
      'Asia/Kolkata',
    ];
    const from = at('2025-01-01T00:00Z');
    const to = at('2027-01-01T00:00Z');
    const tables = new Map(zones.map((zone) => [zone, createZoneOffsets(zone, from, to)]));
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: from / 60_000 + 2880, max: to / 60_000 - 2880 }),
        (zone, localMinute) => {
          const localMs = localMinute * 60_000;
          const wall = Temporal.PlainDateTime.from(new Date(localMs).toISOString().slice(0, 16));
          const expected = wall.toZonedDateTime(zone, { disambiguation: 'compatible' }).epochMilliseconds;
          expect(tables.get(zone)!.toEpoch(localMs)).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('weekdayOfLocalDay', () => {
  it('counts Monday as 0 from the Thursday of 1970-01-01, also before it', () => {
    expect(weekdayOfLocalDay(0)).toBe(3);
    expect(weekdayOfLocalDay(4)).toBe(0);
    expect(weekdayOfLocalDay(-3)).toBe(0);
    expect(weekdayOfLocalDay(-4)).toBe(6);
  });
});
