import { describe, expect, it } from 'vitest';
import {
  approximateDurationMs,
  createIntervalGrid,
  findIntervalIndex,
  parseIntervalDuration,
} from './interval-grid.ts';
import { createZoneOffsets } from './time-zone.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const grid = (duration: string, align: string, zone = 'Etc/UTC') =>
  createIntervalGrid(
    parseIntervalDuration(duration)!,
    at(align),
    createZoneOffsets(zone, at(align) - 400 * 86_400_000, at(align) + 400 * 86_400_000),
  );

describe('parseIntervalDuration', () => {
  it('reads positive ISO durations of at least a minute', () => {
    expect(parseIntervalDuration('P1D')?.days).toBe(1);
    expect(parseIntervalDuration('PT1H')?.hours).toBe(1);
    expect(parseIntervalDuration('PT1M')?.minutes).toBe(1);
    expect(parseIntervalDuration('P1M')?.months).toBe(1);
  });

  it('refuses garbage, zero, negative and sub-minute durations', () => {
    for (const value of ['1 day', 'P', 'PT0S', '-P1D', 'PT59S', ''])
      expect(parseIntervalDuration(value), value).toBeNull();
  });
});

describe('createIntervalGrid', () => {
  it('steps exact time for hours and smaller', () => {
    const boundary = grid('PT1H30M', '2026-03-08T00:00:00Z', 'America/New_York');
    expect(iso(boundary(2))).toBe('2026-03-08T03:00:00.000Z');
    expect(iso(boundary(-1))).toBe('2026-03-07T22:30:00.000Z');
  });

  it('steps local calendar days for P1D, so intervals are 23 and 25 hours on DST days', () => {
    const boundary = grid('P1D', '2026-03-07T05:00:00Z', 'America/New_York'); // 7 March 00:00 EST
    expect(iso(boundary(1))).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(boundary(2))).toBe('2026-03-09T04:00:00.000Z');
    const helsinki = grid('P1D', '2026-10-24T21:00:00Z', 'Europe/Helsinki'); // 25 Oct 00:00 EEST
    expect(helsinki(1) - helsinki(0)).toBe(25 * 3_600_000);
  });

  it('adds weeks as seven days and the time part as exact time after the date part', () => {
    expect(iso(grid('P1W', '2026-06-01T00:00:00Z')(2))).toBe('2026-06-15T00:00:00.000Z');
    expect(iso(grid('P1DT12H', '2026-06-01T00:00:00Z')(2))).toBe('2026-06-04T00:00:00.000Z');
  });

  it('multiplies months from the alignment so month ends do not drift', () => {
    const boundary = grid('P1M', '2026-01-31T00:00:00Z');
    expect(iso(boundary(1))).toBe('2026-02-28T00:00:00.000Z');
    expect(iso(boundary(2))).toBe('2026-03-31T00:00:00.000Z');
    expect(iso(grid('P1Y', '2024-02-29T00:00:00Z')(1))).toBe('2025-02-28T00:00:00.000Z');
  });

  it('keeps an alignment inside a repeated hour as the first boundary', () => {
    const align = '2026-11-01T06:30:00Z'; // 01:30 EST, the second 01:30 of the night
    expect(iso(grid('P1D', align, 'America/New_York')(0))).toBe('2026-11-01T06:30:00.000Z');
  });
});

describe('findIntervalIndex', () => {
  it('finds the interval holding an instant before or after the alignment', () => {
    const duration = parseIntervalDuration('P1M')!;
    const boundary = grid('P1M', '2026-01-31T00:00:00Z');
    const approximate = approximateDurationMs(duration);
    expect(findIntervalIndex(boundary, approximate, at('2026-03-30T23:59:59Z'))).toBe(1);
    expect(findIntervalIndex(boundary, approximate, at('2026-03-31T00:00:00Z'))).toBe(2);
    expect(findIntervalIndex(boundary, approximate, at('2025-12-31T00:00:00Z'))).toBe(-1);
  });
});
