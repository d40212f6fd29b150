import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDatesSearchParam, parsePriceSearchParam } from './search-params.ts';

describe('parsePriceSearchParam', () => {
  it('converts two values to minor units with 1 added to the upper bound', () => {
    expect(parsePriceSearchParam('0,1000', 'USD')).toEqual({
      min: 0,
      maxExclusive: 100001,
      param: '0,100001',
    });
    expect(parsePriceSearchParam('5.5,10', 'USD')).toEqual({
      min: 550,
      maxExclusive: 1001,
      param: '550,1001',
    });
    expect(parsePriceSearchParam('100,2000', 'JPY')?.param).toBe('100,2001');
  });

  it('ignores malformed, reversed or negative ranges', () => {
    for (const value of [
      undefined,
      null,
      '',
      '10',
      '10,',
      ',10',
      '1,2,3',
      'a,b',
      '-1,5',
      '10,5',
      '0.001,1',
    ]) {
      expect(parsePriceSearchParam(value, 'USD'), String(value)).toBeUndefined();
    }
    expect(parsePriceSearchParam('1,2', 'XXX')).toBeUndefined();
  });

  it('always makes the upper bound exclusive by exactly one minor unit', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.nat({ max: 1_000_000 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const parsed = parsePriceSearchParam(`${low},${high}`, 'USD')!;
        expect(parsed.min).toBe(low * 100);
        expect(parsed.maxExclusive).toBe(high * 100 + 1);
      }),
    );
  });
});

describe('parseDatesSearchParam', () => {
  const now = new Date('2030-06-10T09:30:00Z');

  it('builds the prolonged window and minimum duration for a full-time day search', () => {
    expect(parseDatesSearchParam('2030-06-11,2030-06-12', { now })).toEqual({
      startDate: '2030-06-11',
      endDate: '2030-06-12',
      start: '2030-06-10T10:00:00.000Z',
      end: '2030-06-13T12:00:00.000Z',
      availability: 'time-full',
      minDuration: 2 * 1440 - 60,
    });
  });

  it('refuses a start earlier than today plus 14 hours', () => {
    expect(parseDatesSearchParam('2030-06-10,2030-06-12', { now })).toBeUndefined();
    expect(parseDatesSearchParam('2030-06-09,2030-06-12', { now })).toBeUndefined();
    expect(
      parseDatesSearchParam('2030-06-10,2030-06-12', { now, earliestStartOffsetHours: -14 }),
    ).toBeDefined();
  });

  it('refuses a start after the end', () => {
    expect(parseDatesSearchParam('2030-06-13,2030-06-12', { now })).toBeUndefined();
    expect(parseDatesSearchParam('2030-06-12,2030-06-12', { now })).toBeDefined();
  });

  it('needs exactly two real ISO dates', () => {
    for (const value of [
      undefined,
      '',
      '2030-06-11',
      '2030-06-11,2030-06-12,2030-06-13',
      '2030-02-30,2030-03-01',
      'x,y',
    ]) {
      expect(parseDatesSearchParam(value, { now }), String(value)).toBeUndefined();
    }
  });

  it('uses the end date as checkout in night mode and one hour for partial availability', () => {
    const nights = parseDatesSearchParam('2030-06-11,2030-06-14', {
      now,
      dateRangeMode: 'night',
      availability: 'day-full',
    });
    expect(nights?.end).toBe('2030-06-14T12:00:00.000Z');
    expect(nights?.minDuration).toBe(3 * 1440 - 60);
    expect(
      parseDatesSearchParam('2030-06-11,2030-06-14', { now, availability: 'time-partial' })?.minDuration,
    ).toBe(60);
  });
});
