import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchFiltersOf } from './search-filters.ts';
import { EMPTY_SEARCH, parseSearchParams, type SearchState } from './search-params.ts';
import {
  applicableCustomFilters,
  customQueryValue,
  DATES_MESSAGES,
  datesQueryOf,
  listingsQueryOf,
  priceQueryOf,
  SEARCH_PER_PAGE,
  sortViewOf,
} from './search-query.ts';
import { buildSearchConfig, buildSearchFilters } from './test-filters.ts';

const filters = buildSearchFilters();
const now = new Date('2031-05-10T09:30:00Z');
const parse = (query: string, listingType?: string) =>
  parseSearchParams(new URLSearchParams(query), listingType, filters);
const queryOf = (query: string, listingType?: string) =>
  listingsQueryOf(parse(query, listingType), filters, now);

describe('priceQueryOf', () => {
  it('converts to minor units and adds 1 to the upper bound (spec §5)', () => {
    expect(priceQueryOf({ min: 0, max: 1000 }, 'USD')).toBe('0,100001');
    expect(priceQueryOf({ min: 25, max: 25 }, 'USD')).toBe('2500,2501');
    expect(priceQueryOf({ min: 300, max: 5000 }, 'JPY')).toBe('300,5001');
  });

  it('keeps every listing priced within the chosen whole units and none outside (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (a, b, listingMinor) => {
          const range = { min: Math.min(a, b), max: Math.max(a, b) };
          const [low, highExclusive] = priceQueryOf(range, 'USD').split(',').map(Number) as [number, number];
          const matches = listingMinor >= low && listingMinor < highExclusive;
          const inRange = listingMinor >= range.min * 100 && listingMinor <= range.max * 100;
          expect(matches).toBe(inRange);
        },
      ),
    );
  });
});

describe('datesQueryOf', () => {
  it('widens the chosen days by the time-zone margins and asks for the whole range (time-full)', () => {
    expect(datesQueryOf({ start: '2031-05-12', end: '2031-05-14' }, filters, now)).toEqual({
      ok: true,
      query: {
        start: '2031-05-11T10:00:00.000Z',
        end: '2031-05-15T12:00:00.000Z',
        availability: 'time-partial',
        minDuration: 3 * 1440 - 60,
      },
    });
  });

  it('asks for an hour somewhere in the range when partial availability is configured', () => {
    const partial = { ...filters, dates: { ...filters.dates, availability: 'time-partial' as const } };
    const result = datesQueryOf({ start: '2031-05-12', end: '2031-05-14' }, partial, now);
    expect(result.ok && result.query.minDuration).toBe(60);
  });

  it('counts nights in night mode: the end is the day of leaving', () => {
    const nights = { ...filters, dates: { ...filters.dates, dateRangeMode: 'night' as const } };
    expect(datesQueryOf({ start: '2031-05-12', end: '2031-05-14' }, nights, now)).toMatchObject({
      ok: true,
      query: { end: '2031-05-14T12:00:00.000Z', minDuration: 2 * 1440 - 60 },
    });
    expect(datesQueryOf({ start: '2031-05-12', end: '2031-05-12' }, nights, now)).toEqual({
      ok: false,
      message: DATES_MESSAGES.oneNight,
    });
  });

  it('accepts today but not yesterday (spec §5: start not earlier than today, 14-hour lead)', () => {
    expect(datesQueryOf({ start: '2031-05-10', end: '2031-05-10' }, filters, now).ok).toBe(true);
    expect(datesQueryOf({ start: '2031-05-09', end: '2031-05-12' }, filters, now)).toEqual({
      ok: false,
      message: DATES_MESSAGES.past,
    });
  });

  it('refuses a start after the end, and windows longer than the API allows', () => {
    expect(datesQueryOf({ start: '2031-05-14', end: '2031-05-12' }, filters, now)).toEqual({
      ok: false,
      message: DATES_MESSAGES.order,
    });
    expect(datesQueryOf({ start: '2031-05-10', end: '2031-08-05' }, filters, now).ok).toBe(true);
    expect(datesQueryOf({ start: '2031-05-10', end: '2031-08-06' }, filters, now)).toEqual({
      ok: false,
      message: DATES_MESSAGES.tooLong,
    });
  });

  it('sends a window within 90 days that covers every chosen day in every time zone (property)', () => {
    const dayMs = 86_400_000;
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 60 }), fc.integer({ min: -5, max: 100 }), (offset, length) => {
        const start = new Date(Date.UTC(2031, 4, 10) + offset * dayMs).toISOString().slice(0, 10);
        const end = new Date(Date.UTC(2031, 4, 10) + (offset + length) * dayMs).toISOString().slice(0, 10);
        const result = datesQueryOf({ start, end }, filters, now);
        if (offset < 0) {
          expect(result).toEqual({ ok: false, message: DATES_MESSAGES.past });
          return;
        }
        if (length < 0) {
          expect(result).toEqual({ ok: false, message: DATES_MESSAGES.order });
          return;
        }
        if (!result.ok) {
          expect(result.message).toBe(DATES_MESSAGES.tooLong);
          expect(length).toBeGreaterThan(87);
          return;
        }
        const windowStart = Date.parse(result.query.start);
        const windowEnd = Date.parse(result.query.end);
        expect(windowEnd - windowStart).toBeLessThanOrEqual(90 * dayMs);
        // The first day begins in UTC+14 at its UTC midnight less 14 h; the last ends in UTC−12.
        expect(windowStart).toBe(Date.parse(`${start}T00:00:00Z`) - 14 * 3_600_000);
        expect(windowEnd).toBe(Date.parse(`${end}T00:00:00Z`) + dayMs + 12 * 3_600_000);
      }),
    );
  });
});

describe('sortViewOf', () => {
  it('offers newest, oldest and prices, newest by default, sending no sort', () => {
    const view = sortViewOf(EMPTY_SEARCH, filters);
    expect(view.options.map((o) => o.key)).toEqual(['createdAt', '-createdAt', '-price', 'price']);
    expect(view).toMatchObject({
      shown: true,
      disabled: false,
      selected: 'createdAt',
      defaultKey: 'createdAt',
      query: undefined,
    });
  });

  it('offers relevance with keywords, as the default, and sends no sort for it', () => {
    const view = sortViewOf(parse('keywords=bike'), filters);
    expect(view.options.map((o) => o.key)).toContain('relevance');
    expect(view.selected).toBe('relevance');
    expect(view.query).toBeUndefined();
    expect(sortViewOf(parse('keywords=bike&sort=-price'), filters).query).toBe('-price');
  });

  it('ignores relevance without keywords', () => {
    expect(sortViewOf(parse('sort=relevance'), filters)).toMatchObject({
      selected: 'createdAt',
      query: undefined,
    });
  });

  it('is disabled while a conflicting filter is in use', () => {
    const conflicting = searchFiltersOf(
      buildSearchConfig({
        search: {
          ...buildSearchConfig().search,
          sortConfig: {
            ...buildSearchConfig().search.sortConfig,
            conflictingFilters: ['keywords', 'origin'],
          },
        },
      }),
    );
    const state = parseSearchParams(new URLSearchParams('keywords=a&sort=-price'), undefined, conflicting);
    expect(sortViewOf(state, conflicting)).toMatchObject({ disabled: true, query: undefined });
    const plain = parseSearchParams(new URLSearchParams('sort=-price'), undefined, conflicting);
    expect(sortViewOf(plain, conflicting)).toMatchObject({ disabled: false, query: '-price' });
  });
});

describe('listingsQueryOf', () => {
  it('asks for the first 24 in stock or without stock when nothing is chosen', () => {
    expect(queryOf('')).toEqual({
      query: { page: 1, perPage: SEARCH_PER_PAGE, minStock: 1, stockMode: 'match-undefined' },
      datesProblem: null,
    });
  });

  it('sends every filter in the API format', () => {
    const { query } = queryOf(
      'keywords=red+bike&price=10,250&dates=2031-05-12,2031-05-13&seats=2&pub_categoryLevel1=outdoors' +
        '&pub_categoryLevel2=bikes&pub_language=en,fr&pub_amenities=has_all:wifi&pub_frameSize=50,56' +
        '&pub_petsAllowed=false&sort=price&page=2&bounds=52.6,13.8,52.3,13.1',
      'gear-rental',
    );
    expect(query).toEqual({
      page: 2,
      perPage: 24,
      keywords: 'red bike',
      bounds: '52.6,13.8,52.3,13.1',
      price: '1000,25001',
      start: '2031-05-11T10:00:00.000Z',
      end: '2031-05-14T12:00:00.000Z',
      availability: 'time-partial',
      minDuration: 2 * 1440 - 60,
      seats: 2,
      pub_listingType: 'gear-rental',
      pub_categoryLevel1: 'outdoors',
      pub_categoryLevel2: 'bikes',
      pub_language: 'en,fr',
      pub_amenities: 'has_all:wifi',
      pub_frameSize: '50,57',
      pub_petsAllowed: 'false',
      sort: 'price',
    });
  });

  it('never combines keywords with an origin (api notes §7)', () => {
    expect(queryOf('keywords=a&origin=52.5,13.4').query).not.toHaveProperty('origin');
    expect(queryOf('origin=52.5,13.4').query.origin).toBe('52.5,13.4');
  });

  it('sends seats only with dates, and says why dates were not applied', () => {
    expect(queryOf('seats=3').query).not.toHaveProperty('seats');
    const past = queryOf('dates=2031-05-01,2031-05-03&seats=3');
    expect(past.datesProblem).toBe(DATES_MESSAGES.past);
    expect(past.query).not.toHaveProperty('start');
    expect(past.query).not.toHaveProperty('seats');
    expect(past.query).toMatchObject({ minStock: 1, stockMode: 'match-undefined' });
  });

  it('leaves out custom filters that do not apply to the listing type or category', () => {
    expect(queryOf('pub_frameSize=20,30', 'service-with-calendar').query).not.toHaveProperty('pub_frameSize');
    expect(queryOf('pub_frameSize=20,30').query.pub_frameSize).toBe('20,31');
    expect(queryOf('pub_hull=wood').query).not.toHaveProperty('pub_hull');
    expect(queryOf('pub_hull=wood&pub_categoryLevel1=outdoors&pub_categoryLevel2=boats').query.pub_hull).toBe(
      'wood',
    );
  });

  it('adds 1 to a long range upper bound, and writes other values as the URL does (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 0, max: 1e6 }), (min, span) => {
        expect(customQueryValue({ type: 'long', min, max: min + span })).toBe(`${min},${min + span + 1}`);
      }),
    );
    expect(customQueryValue({ type: 'multi-enum', mode: 'has_any', options: ['a', 'b'] })).toBe(
      'has_any:a,b',
    );
  });

  it('shows the custom filters of the chosen type and category', () => {
    const keys = (state: SearchState) => applicableCustomFilters(state, filters).map((f) => f.key);
    expect(keys(EMPTY_SEARCH)).toEqual(['level', 'language', 'amenities', 'frameSize', 'petsAllowed']);
    expect(keys({ ...EMPTY_SEARCH, listingType: 'service-with-calendar' })).not.toContain('frameSize');
    expect(keys({ ...EMPTY_SEARCH, categories: ['outdoors', 'boats'] })).toContain('hull');
  });
});
