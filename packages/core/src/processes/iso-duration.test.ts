import { describe, expect, it } from 'vitest';
import { parseIsoDuration, shiftByIsoDuration } from './iso-duration.ts';

const at = (iso: string) => Date.parse(iso);
const shift = (iso: string, period: string, sign: 1 | -1 = 1) =>
  new Date(shiftByIsoDuration(at(iso), parseIsoDuration(period)!, sign)).toISOString();

describe('parseIsoDuration', () => {
  it('reads every component', () => {
    expect(parseIsoDuration('P1Y2M3W4DT5H6M7.5S')).toEqual({
      years: 1,
      months: 2,
      weeks: 3,
      days: 4,
      hours: 5,
      minutes: 6,
      seconds: 7.5,
    });
    expect(parseIsoDuration('PT0,5S')?.seconds).toBe(0.5);
  });

  it.each(['', 'P', 'PT', '7D', 'P1H', 'PT1D', 'P-1D', 'P1.5D', 'P1DT'])('rejects %j', (text) => {
    expect(parseIsoDuration(text)).toBeNull();
  });
});

describe('shiftByIsoDuration', () => {
  it('adds minutes, days and weeks', () => {
    expect(shift('2024-03-01T10:00:00.000Z', 'PT15M')).toBe('2024-03-01T10:15:00.000Z');
    expect(shift('2024-03-01T10:00:00.000Z', 'P7D')).toBe('2024-03-08T10:00:00.000Z');
    expect(shift('2024-03-01T10:00:00.000Z', 'P1W')).toBe('2024-03-08T10:00:00.000Z');
    expect(shift('2024-03-01T10:00:00.000Z', 'PT1.5S')).toBe('2024-03-01T10:00:01.500Z');
  });

  it('subtracts with sign -1', () => {
    expect(shift('2024-03-01T10:00:00.000Z', 'P1DT1H', -1)).toBe('2024-02-29T09:00:00.000Z');
  });

  it('clamps months to the end of the target month', () => {
    expect(shift('2023-01-31T12:00:00.000Z', 'P1M')).toBe('2023-02-28T12:00:00.000Z');
    expect(shift('2024-01-31T12:00:00.000Z', 'P1M')).toBe('2024-02-29T12:00:00.000Z');
    expect(shift('2024-03-31T12:00:00.000Z', 'P1M', -1)).toBe('2024-02-29T12:00:00.000Z');
    expect(shift('2024-02-29T00:00:00.000Z', 'P1Y')).toBe('2025-02-28T00:00:00.000Z');
    expect(shift('2024-11-15T00:00:00.000Z', 'P3M')).toBe('2025-02-15T00:00:00.000Z');
  });
});
