import { describe, expect, it } from 'vitest';
import {
  checkExceptionQueryRange,
  checkExceptionRange,
  checkTimeSlotsQueryRange,
} from './availability-limits.ts';

const DAY = 86_400_000;
const now = new Date('2026-06-01T10:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);

describe('checkExceptionRange', () => {
  it('takes exceptions from 366 days back to 365 days ahead', () => {
    expect(checkExceptionRange({ start: at(-366), end: at(365) }, now)).toEqual([]);
  });

  it('refuses an end beyond 365 days and a start beyond 366 days back, naming each', () => {
    expect(checkExceptionRange({ start: at(-367), end: at(365.01) }, now)).toEqual([
      { path: 'start', message: 'must be at most 366 days in the past' },
      { path: 'end', message: 'must be at most 365 days in the future' },
    ]);
  });
});

describe('checkExceptionQueryRange', () => {
  it('takes up to 366 days after start', () => {
    expect(checkExceptionQueryRange({ start: at(-100), end: at(266) })).toEqual([]);
  });

  it('refuses longer ranges and ranges that end before they start', () => {
    expect(checkExceptionQueryRange({ start: at(0), end: at(366.5) })).toEqual([
      { path: 'end', message: 'must be at most 366 days after start' },
    ]);
    expect(checkExceptionQueryRange({ start: at(1), end: at(1) })).toEqual([
      { path: 'end', message: 'must be after start' },
    ]);
  });
});

describe('checkTimeSlotsQueryRange', () => {
  it('takes a 90-day range with a daily grid aligned before it', () => {
    expect(
      checkTimeSlotsQueryRange({ start: at(0), end: at(90), intervalDuration: 'P1D', intervalAlign: at(-3) }),
    ).toEqual([]);
  });

  it('refuses a range over 90 days, a grid over 366 days and an alignment far from start', () => {
    expect(
      checkTimeSlotsQueryRange({
        start: at(0),
        end: at(91),
        intervalDuration: 'P2Y',
        intervalAlign: at(-400),
      }).map((issue) => issue.path),
    ).toEqual(['end', 'intervalDuration', 'intervalAlign']);
  });

  it('leaves malformed durations to the schema', () => {
    expect(checkTimeSlotsQueryRange({ start: at(0), end: at(1), intervalDuration: 'soon' })).toEqual([]);
  });
});
