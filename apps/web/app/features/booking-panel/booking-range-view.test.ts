import { describe, expect, it } from 'vitest';
import { dayNumberOf } from '../../lib/calendar/local-time.ts';
import { bookingRangeOf, daySeatsOf, rangeWindowOf } from './booking-range-view.ts';

const at = (iso: string) => new Date(iso);
const slot = (start: string, end: string, seats = 1) => ({ start: at(start), end: at(end), seats });
const AUCKLAND = 'Pacific/Auckland';
// 23:30 on Thursday 3 December 2026 in Auckland (UTC+13), still the 3rd's morning in UTC.
const NOW = at('2026-12-03T10:30:00Z');

describe('rangeWindowOf', () => {
  it("asks for the 90 days from today's midnight on the listing's clock", () => {
    expect(rangeWindowOf(NOW, AUCKLAND)).toEqual({
      start: at('2026-12-02T11:00:00Z'),
      end: at('2027-03-02T11:00:00Z'),
    });
  });
});

describe('daySeatsOf', () => {
  const window = { start: at('2026-12-07T00:00:00Z'), end: at('2026-12-11T12:00:00Z') };
  const first = dayNumberOf('2026-12-07') ?? 0;

  it('gives a day the fewest seats of the slots covering it, and none when they leave a gap', () => {
    const slots = [
      slot('2026-12-09T00:00:00Z', '2026-12-09T10:00:00Z', 3),
      slot('2026-12-07T00:00:00Z', '2026-12-08T00:00:00Z', 2),
      slot('2026-12-09T10:00:00Z', '2026-12-10T00:00:00Z', 1),
      slot('2026-12-10T00:00:00Z', '2026-12-10T20:00:00Z', 4),
    ];
    expect(daySeatsOf(slots, first, 4, 'Etc/UTC', window)).toEqual([2, 0, 1, 0]);
  });

  it('looks at a day only within the instants asked for, and not at all past them', () => {
    const slots = [slot('2026-12-11T00:00:00Z', '2026-12-11T12:00:00Z', 2)];
    expect(daySeatsOf(slots, first + 4, 2, 'Etc/UTC', window)).toEqual([2, 0]);
  });

  it("counts days on the listing's clock", () => {
    // Auckland's 7 December is 6 December 11:00 to 7 December 11:00 in UTC.
    const slots = [slot('2026-12-06T11:00:00Z', '2026-12-07T11:00:00Z')];
    const wide = { start: at('2026-12-01T00:00:00Z'), end: at('2026-12-31T00:00:00Z') };
    expect(daySeatsOf(slots, first - 1, 3, AUCKLAND, wide)).toEqual([0, 1, 0]);
  });
});

describe('bookingRangeOf', () => {
  const window = rangeWindowOf(NOW, AUCKLAND);
  // Free every day but the 10th of December, Auckland time.
  const slots = [
    slot('2026-12-02T11:00:00Z', '2026-12-09T11:00:00Z'),
    slot('2026-12-10T11:00:00Z', '2027-03-02T11:00:00Z'),
  ];
  const viewOf = (query: string, unit: 'night' | 'day' = 'night') =>
    bookingRangeOf({ slots, now: NOW, timeZone: AUCKLAND, unit, window, params: new URLSearchParams(query) });

  it('starts on today on the listing’s clock, with 90 days of seats', () => {
    const view = viewOf('');
    expect(view.first).toBe('2026-12-03');
    expect(view.seats).toHaveLength(90);
    expect(view.seats.indexOf(0)).toBe(7);
    expect([view.month, view.firstMonth, view.start, view.end]).toEqual(['2026-12', '2026-12', null, null]);
  });

  it('keeps the range the URL carries when it can be chosen, the first day alone when only that can', () => {
    expect(viewOf('from=2026-12-05&to=2026-12-10')).toMatchObject({ start: 2, end: 7, month: '2026-12' });
    expect(viewOf('from=2026-12-05&to=2026-12-11')).toMatchObject({ start: 2, end: null });
    expect(viewOf('from=2026-12-05&to=2026-12-09', 'day')).toMatchObject({ start: 2, end: 7 });
    expect(viewOf('from=2026-12-05&to=2026-12-04')).toMatchObject({ start: 2, end: null });
    expect(viewOf('from=2026-12-10&to=2026-12-12')).toMatchObject({ start: null, end: null });
    expect(viewOf('from=2026-12-01')).toMatchObject({ start: null, end: null });
    expect(viewOf('date=2027-01-04')).toMatchObject({ start: 32, end: null, month: '2027-01' });
  });

  it('shows the month asked for within the bookable days, else the first day’s, else today’s', () => {
    expect(viewOf('month=2027-02').month).toBe('2027-02');
    expect(viewOf('month=2027-04&from=2027-01-04').month).toBe('2027-01');
    expect(viewOf('month=2026-11').month).toBe('2026-12');
    expect(viewOf('month=2027-13').month).toBe('2026-12');
  });

  it('opens on the month of the first free day when the rest of this one is taken', () => {
    // The 30th of November in Auckland, and nothing free before the 2nd of December.
    const late = at('2026-11-29T22:00:00Z');
    const viewAt = (free: { start: string; end: string } | null, query = '') =>
      bookingRangeOf({
        slots: free ? [slot(free.start, free.end)] : [],
        now: late,
        timeZone: AUCKLAND,
        unit: 'night',
        window: rangeWindowOf(late, AUCKLAND),
        params: new URLSearchParams(query),
      });
    const fromDecember = { start: '2026-12-01T11:00:00Z', end: '2027-02-01T11:00:00Z' };
    expect(viewAt(fromDecember)).toMatchObject({
      first: '2026-11-30',
      firstMonth: '2026-11',
      month: '2026-12',
    });
    expect(viewAt(fromDecember, 'month=2026-11').month).toBe('2026-11');
    // A free night tonight keeps this month; nothing free at all shows this month too.
    expect(viewAt({ start: '2026-11-29T11:00:00Z', end: '2026-12-01T11:00:00Z' }).month).toBe('2026-11');
    expect(viewAt(null).month).toBe('2026-11');
  });

  it('reaches to the month of the last checkout, or of the last day', () => {
    // The 90th day is 2 March 2027: its night ends on the 3rd.
    expect(viewOf('').lastMonth).toBe('2027-03');
    expect(viewOf('', 'day').lastMonth).toBe('2027-03');
    const late = at('2027-01-01T10:30:00Z'); // 23:30 on 1 January: the 90th day is 31 March
    const lateView = (unit: 'night' | 'day') =>
      bookingRangeOf({
        slots: [],
        now: late,
        timeZone: AUCKLAND,
        unit,
        window: rangeWindowOf(late, AUCKLAND),
        params: new URLSearchParams(),
      });
    expect([lateView('day').first, lateView('day').lastMonth]).toEqual(['2027-01-01', '2027-03']);
    expect(lateView('night').lastMonth).toBe('2027-04');
  });
});
