import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CustomFilterValue,
  EMPTY_SEARCH,
  hasActiveFilters,
  isParamActive,
  parseSearchParams,
  type SearchState,
  searchParamsOf,
  searchPathOf,
} from './search-params.ts';
import { TEST_FILTERS as filters, parseTestQuery as parse } from './test-filters.ts';

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const subset = <T>(values: readonly T[]) =>
  fc.subarray([...values], { minLength: 1 }).map((chosen) => values.filter((v) => chosen.includes(v)));

const customValues = fc.record(
  {
    level: fc
      .constantFrom('beginner', 'expert')
      .map((o): CustomFilterValue => ({ type: 'enum', options: [o] })),
    language: subset(['en', 'de', 'fr']).map((options): CustomFilterValue => ({ type: 'enum', options })),
    amenities: fc
      .tuple(fc.constantFrom('has_all' as const, 'has_any' as const), subset(['wifi', 'parking', 'lift']))
      .map(([mode, options]): CustomFilterValue => ({ type: 'multi-enum', mode, options })),
    frameSize: fc
      .tuple(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }))
      .map(([a, b]): CustomFilterValue => ({ type: 'long', min: Math.min(a, b), max: Math.max(a, b) })),
    petsAllowed: fc.boolean().map((value): CustomFilterValue => ({ type: 'boolean', value })),
  },
  { requiredKeys: [] },
);

// Coordinates as the URL keeps them: at most 6 decimals.
const lat = fc.integer({ min: -90_000_000, max: 90_000_000 }).map((n) => n / 1e6);
const lng = fc.integer({ min: -180_000_000, max: 180_000_000 }).map((n) => n / 1e6);
const keywordText = fc
  .string({ minLength: 1, maxLength: 40 })
  .map((text) => text.replace(/\s+/g, ' ').trim())
  .filter((text) => text !== '');

/** Any state a search URL can hold. */
const states: fc.Arbitrary<SearchState> = fc.record({
  listingType: fc.constantFrom(null, 'service-with-calendar', 'gear-rental'),
  page: fc.integer({ min: 1, max: 5000 }),
  keywords: fc.option(keywordText, { nil: null }),
  address: fc.option(keywordText, { nil: null }),
  origin: fc.option(
    fc.tuple(lat, lng).map(([a, b]) => `${a},${b}`),
    { nil: null },
  ),
  bounds: fc.option(
    fc.tuple(lat, lat, lng, lng).map(([a, b, c, d]) => `${Math.max(a, b)},${c},${Math.min(a, b)},${d}`),
    { nil: null },
  ),
  mapSearch: fc.boolean(),
  price: fc.option(
    fc
      .tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }))
      .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) })),
    { nil: null },
  ),
  dates: fc.option(
    fc.tuple(day, day).map(([start, end]) => ({ start, end })),
    { nil: null },
  ),
  seats: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
  sort: fc.constantFrom(null, 'createdAt', '-createdAt', '-price', 'price', 'relevance'),
  categories: fc.constantFrom(
    [],
    ['outdoors'],
    ['outdoors', 'bikes'],
    ['outdoors', 'bikes', 'e-bikes'],
    ['lessons'],
  ),
  custom: customValues as fc.Arbitrary<Record<string, CustomFilterValue>>,
  view: fc.constantFrom('list' as const, 'map' as const),
});

describe('search URL ↔ state', () => {
  it('reads back every state it writes (round trip)', () => {
    fc.assert(
      fc.property(states, (state) => {
        const url = new URL(searchPathOf(state, filters), 'https://shop.test');
        const listingType = url.pathname.split('/')[2];
        const read = parseSearchParams(
          url.searchParams,
          listingType ? decodeURIComponent(listingType) : undefined,
          filters,
        );
        expect(read).toEqual(state);
      }),
    );
  });

  it('writes one canonical URL: reading and writing any query again changes nothing', () => {
    const names = [
      'keywords',
      'price',
      'dates',
      'seats',
      'sort',
      'page',
      'pub_level',
      'pub_language',
      'pub_amenities',
      'pub_frameSize',
      'pub_petsAllowed',
      'pub_categoryLevel1',
      'price_min',
      'price_max',
      'dates_start',
      'dates_end',
      'bounds',
      'origin',
      'view',
      'utm_source',
    ];
    const junk = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(
        '1',
        '0',
        '-5',
        '10,20',
        '20,10',
        'has_any:wifi,lift',
        'true',
        '2031-02-03',
        'en,de',
        'map',
      ),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...names), junk), { maxLength: 8 }), (pairs) => {
        const once = searchPathOf(parse(new URLSearchParams(pairs).toString()), filters);
        const url = new URL(once, 'https://shop.test');
        const twice = searchPathOf(
          parseSearchParams(url.searchParams, url.pathname.split('/')[2], filters),
          filters,
        );
        expect(twice).toBe(once);
      }),
    );
  });

  it('writes price, dates and pub_* values in the documented formats', () => {
    const state: SearchState = {
      ...EMPTY_SEARCH,
      listingType: 'gear-rental',
      keywords: 'red bike',
      price: { min: 10, max: 250 },
      dates: { start: '2031-05-01', end: '2031-05-04' },
      seats: 2,
      categories: ['outdoors', 'bikes'],
      custom: {
        language: { type: 'enum', options: ['en', 'fr'] },
        amenities: { type: 'multi-enum', mode: 'has_any', options: ['wifi', 'lift'] },
        frameSize: { type: 'long', min: 50, max: 56 },
        petsAllowed: { type: 'boolean', value: true },
      },
      sort: '-price',
      page: 3,
    };
    expect(searchPathOf(state, filters)).toBe(
      '/s/gear-rental?keywords=red+bike&dates=2031-05-01%2C2031-05-04&seats=2&price=10%2C250' +
        '&pub_categoryLevel1=outdoors&pub_categoryLevel2=bikes&pub_language=en%2Cfr' +
        '&pub_amenities=has_any%3Awifi%2Clift&pub_frameSize=50%2C56&pub_petsAllowed=true&sort=-price&page=3',
    );
  });

  it('reads the no-JavaScript form fields into the canonical parameters', () => {
    const state = parse(
      'keywords=+yoga++mat+&dates_start=2031-05-01&dates_end=2031-05-03&price_min=20&price_max=' +
        '&pub_language=de&pub_language=en&pub_amenities=wifi&pub_amenities=parking' +
        '&pub_frameSize_min=&pub_frameSize_max=60&seats=3&sort=',
    );
    expect(searchParamsOf(state, filters).toString()).toBe(
      'keywords=yoga+mat&dates=2031-05-01%2C2031-05-03&seats=3&price=20%2C1000' +
        '&pub_language=en%2Cde&pub_amenities=has_any%3Awifi%2Cparking&pub_frameSize=10%2C60',
    );
  });

  it('leaves out a price or range still at the ends of its slider', () => {
    expect(parse('price_min=0&price_max=1000').price).toBeNull();
    expect(parse('price_min=&price_max=').price).toBeNull();
    expect(parse('pub_frameSize_min=10&pub_frameSize_max=70').custom).toEqual({});
  });

  it('reads crossed range handles the right way round', () => {
    expect(parse('price=300,100').price).toEqual({ min: 100, max: 300 });
    expect(parse('price_min=300&price_max=100').price).toEqual({ min: 100, max: 300 });
    expect(parse('pub_frameSize=60,20').custom.frameSize).toEqual({ type: 'long', min: 20, max: 60 });
  });

  it('drops what it cannot read', () => {
    expect(parse('price=abc,10').price).toBeNull();
    expect(parse('price=10').price).toBeNull();
    expect(parse('price=-5,10').price).toBeNull();
    expect(parse('dates=2031-02-30,2031-03-01').dates).toBeNull();
    expect(parse('dates=2031-02-01').dates).toBeNull();
    expect(parse('dates_start=2031-02-01&dates_end=').dates).toBeNull();
    expect(parse('seats=0').seats).toBeNull();
    expect(parse('seats=101').seats).toBeNull();
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=x').page).toBe(1);
    expect(parse('sort=title').sort).toBeNull();
    expect(parse('origin=91,0').origin).toBeNull();
    expect(parse('bounds=1,2,3,4').bounds).toBeNull(); // north below south
    expect(parse('pub_level=master').custom).toEqual({});
    expect(parse('pub_petsAllowed=yes').custom).toEqual({});
    expect(parse('pub_notes=hello').custom).toEqual({});
    expect(parse('pub_hidden=x').custom).toEqual({});
    expect(parse('keywords=%20%20').keywords).toBeNull();
  });

  it('keeps a single-choice enum to one option and orders options as configured', () => {
    expect(parse('pub_level=expert,beginner').custom.level).toEqual({ type: 'enum', options: ['beginner'] });
    expect(parse('pub_language=fr,en,fr').custom.language).toEqual({ type: 'enum', options: ['en', 'fr'] });
  });

  it('uses the configured search mode of a multi-enum unless the URL names one', () => {
    expect(parse('pub_amenities=wifi').custom.amenities).toEqual({
      type: 'multi-enum',
      mode: 'has_any',
      options: ['wifi'],
    });
    expect(parse('pub_amenities=has_all:wifi,lift').custom.amenities).toMatchObject({ mode: 'has_all' });
  });

  it('keeps the part of a category path that exists', () => {
    expect(
      parse('pub_categoryLevel1=outdoors&pub_categoryLevel2=nope&pub_categoryLevel3=e-bikes').categories,
    ).toEqual(['outdoors']);
    expect(parse('pub_categoryLevel2=bikes').categories).toEqual([]);
    expect(parse('pub_categoryLevel1=lessons&pub_categoryLevel2=bikes').categories).toEqual(['lessons']);
  });

  it('takes the listing type from the path, or moves a known pub_listingType there', () => {
    expect(parse('', 'gear-rental').listingType).toBe('gear-rental');
    expect(parse('', 'spaceships').listingType).toBeNull();
    expect(searchPathOf(parse('pub_listingType=gear-rental&keywords=x'), filters)).toBe(
      '/s/gear-rental?keywords=x',
    );
  });

  it('ignores filters the configuration switched off', () => {
    const noPrice = parseSearchParams(
      new URLSearchParams('price=1,2&seats=2&dates=2031-01-01,2031-01-02'),
      undefined,
      {
        ...filters,
        price: { ...filters.price, enabled: false },
        seats: { ...filters.seats, enabled: false },
      },
    );
    expect(noPrice.price).toBeNull();
    expect(noPrice.seats).toBeNull();
    expect(noPrice.dates).not.toBeNull();
  });

  it('reads the map view only where the page has a map, and counts it as no filter', () => {
    expect(parse('view=map').view).toBe('map');
    expect(parse('view=list').view).toBe('list');
    expect(parse('view=grid').view).toBe('list');
    const gridOnly = { ...filters, mapLayout: false };
    expect(parseSearchParams(new URLSearchParams('view=map'), undefined, gridOnly).view).toBe('list');
    expect(hasActiveFilters(parse('view=map'))).toBe(false);
    expect(isParamActive(parse('view=map'), 'view', filters)).toBe(false);
  });

  it('tells which parameters are in use', () => {
    const state = parse('keywords=a&price=1,2&pub_categoryLevel1=outdoors', 'gear-rental');
    expect(isParamActive(state, 'keywords', filters)).toBe(true);
    expect(isParamActive(state, 'price', filters)).toBe(true);
    expect(isParamActive(state, 'dates', filters)).toBe(false);
    expect(isParamActive(state, 'pub_categoryLevel1', filters)).toBe(true);
    expect(isParamActive(state, 'pub_categoryLevel2', filters)).toBe(false);
    expect(isParamActive(state, 'pub_listingType', filters)).toBe(true);
    expect(isParamActive(state, 'sort', filters)).toBe(false);
  });
});

describe('parseSearchParams: the location', () => {
  it('keeps the place and the area a URL names', () => {
    expect(parse('address=Lisbon&origin=38.7223,-9.1393&bounds=38.9,-8.9,38.5,-9.4')).toMatchObject({
      address: 'Lisbon',
      origin: '38.7223,-9.1393',
      bounds: '38.9,-8.9,38.5,-9.4',
      mapSearch: false,
    });
  });

  it('searches around a place picked in the location field', () => {
    const state = parse('address=Lisbon%2C+Portugal&lat=38.7223&lng=-9.1393&bounds=1,1,0,0&mapSearch=true');
    expect(state).toMatchObject({ address: 'Lisbon, Portugal', origin: '38.7223,-9.1393', mapSearch: false });
    // 20 km to each side of the place.
    const [neLat, neLng, swLat, swLng] = state.bounds!.split(',').map(Number) as number[];
    expect(neLat! - swLat!).toBeCloseTo(0.3597, 3);
    expect(neLng! - swLng!).toBeCloseTo(0.4614, 3);
    expect(parse(searchParamsOf(state, filters).toString())).toEqual(state);
  });

  it('leaves a typed place without a point for the server to find', () => {
    expect(parse('address=Helsinki&lat=&lng=&bounds=1,1,0,0&mapSearch=true')).toMatchObject({
      address: 'Helsinki',
      origin: null,
      bounds: null,
      mapSearch: false,
    });
  });

  it('keeps the map area when the field is empty, and drops a place that was cleared', () => {
    expect(parse('address=&lat=&lng=&bounds=1,1,0,0&mapSearch=true')).toMatchObject({
      address: null,
      bounds: '1,1,0,0',
      mapSearch: true,
    });
    expect(parse('address=&lat=38.7&lng=-9.1')).toMatchObject({ address: null, origin: null, bounds: null });
  });
});
