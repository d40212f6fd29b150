import { describe, expect, it } from 'vitest';
import type { ListingCardView } from '../listings/listing-card-view.ts';
import { mapMovePaths, searchMapAreaOf, searchMapPinsOf } from './search-map.ts';
import { mapCaptionOf } from './search-map.tsx';
import { TEST_FILTERS as filters, parseTestQuery as parse } from './test-filters.ts';

const card = (n: number, position: ListingCardView['position']): ListingCardView => ({
  id: `id-${n}`,
  title: `Lesson ${n}`,
  path: `/l/lesson-${n}/id-${n}`,
  price: { amount: '$30.00', unit: 'per hour' },
  image: null,
  authorName: 'Ada',
  position,
});

describe('searchMapPinsOf', () => {
  it('pins the results that have a location, with their title and price', () => {
    const pins = searchMapPinsOf([card(1, { lat: 38.7, lng: -9.1 }), card(2, null)]);
    expect(pins).toEqual([
      {
        id: 'id-1',
        position: { lat: 38.7, lng: -9.1 },
        label: 'Lesson 1, $30.00 per hour',
        path: '/l/lesson-1/id-1',
      },
    ]);
  });
});

describe('searchMapAreaOf', () => {
  const pins = searchMapPinsOf([card(1, { lat: 38.7, lng: -9.2 }), card(2, { lat: 38.8, lng: -9.0 })]);

  it('shows the searched area when there is one', () => {
    expect(searchMapAreaOf(parse('bounds=39,-8,38,-10&mapSearch=true'), pins)).toEqual({
      ne: { lat: 39, lng: -8 },
      sw: { lat: 38, lng: -10 },
    });
  });

  it('otherwise fits the results with some room around them, a city and its neighbours at least', () => {
    // The results span 0.1° by 0.2°: widened to 0.25° both ways, then 15% added on each side.
    const area = searchMapAreaOf(parse(''), pins)!;
    expect(area.ne.lat).toBeCloseTo(38.9125, 6);
    expect(area.sw.lat).toBeCloseTo(38.5875, 6);
    expect(area.ne.lng).toBeCloseTo(-8.9375, 6);
    expect(area.sw.lng).toBeCloseTo(-9.2625, 6);
    const wide = searchMapPinsOf([card(1, { lat: 38, lng: -10 }), card(2, { lat: 40, lng: -8 })]);
    expect(searchMapAreaOf(parse(''), wide)).toEqual({
      ne: { lat: 40.3, lng: -7.7 },
      sw: { lat: 37.7, lng: -10.3 },
    });
  });

  it('is null without an area or a located result', () => {
    expect(searchMapAreaOf(parse(''), [])).toBeNull();
  });
});

describe('mapMovePaths', () => {
  it('searches the moved area, forgetting the typed place and the page', () => {
    const state = parse('keywords=surf&address=Lisbon&origin=38.7,-9.1&bounds=39,-9,38,-10&page=3');
    const paths = mapMovePaths(state, filters, { ne: { lat: 39, lng: -9 }, sw: { lat: 38, lng: -10 } });
    expect(paths['zoom-in']).toBe('/s?keywords=surf&bounds=38.75%2C-9.25%2C38.25%2C-9.75&mapSearch=true');
    expect(paths.north).toBe('/s?keywords=surf&bounds=39.5%2C-9%2C38.5%2C-10&mapSearch=true');
    expect(paths.west).toBe('/s?keywords=surf&bounds=39%2C-9.5%2C38%2C-10.5&mapSearch=true');
    expect(Object.keys(paths).sort()).toEqual(['east', 'north', 'south', 'west', 'zoom-in', 'zoom-out']);
  });
});

describe('mapCaptionOf', () => {
  it('says how many results are on the map and how many are not', () => {
    expect(mapCaptionOf(3, 3)).toBe('3 listings on the map.');
    expect(mapCaptionOf(1, 3)).toBe('1 listing on the map; 2 without a location.');
    expect(mapCaptionOf(0, 2)).toBe('None of these listings has a location on the map.');
    expect(mapCaptionOf(0, 0)).toBe('0 listings on the map.');
  });
});
