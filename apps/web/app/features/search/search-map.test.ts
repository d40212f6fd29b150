import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ListingCardView } from '../listings/listing-card-view.ts';
import {
  CLUSTER_DISTANCE,
  clusterAreaOf,
  mapMovePaths,
  searchMapAreaOf,
  searchMapLayout,
  searchMapMarkersOf,
  searchMapPinsOf,
} from './search-map.ts';
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
  rating: null,
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

describe('searchMapMarkersOf', () => {
  it("clusters one city's pins on a continent's map and parts them on the city's", () => {
    const lisbon = searchMapPinsOf(
      [0, 1, 2].map((n) => card(n, { lat: 38.71 + n * 0.02, lng: -9.14 + n * 0.03 })),
    );
    const atlantic = searchMapLayout({ ne: { lat: 60, lng: 30 }, sw: { lat: 25, lng: -100 } });
    expect(searchMapMarkersOf(atlantic, lisbon).map((marker) => marker.pins.length)).toEqual([3]);
    const city = searchMapLayout(searchMapAreaOf(parse(''), lisbon)!);
    const markers = searchMapMarkersOf(city, lisbon);
    expect(markers.map((marker) => marker.pins.length)).toEqual([1, 1, 1]);
    const [a, b] = markers;
    expect(Math.hypot(a!.x - b!.x, a!.y - b!.y)).toBeGreaterThanOrEqual(CLUSTER_DISTANCE);
  });
});

describe('clusterAreaOf', () => {
  const atlantic = { ne: { lat: 60, lng: 30 }, sw: { lat: 25, lng: -100 } };
  const span = (area: { ne: { lat: number; lng: number }; sw: { lat: number; lng: number } }) =>
    Math.max(area.ne.lat - area.sw.lat, area.ne.lng - area.sw.lng);

  it("zooms from far out to the pins' part of the city, a tenth of a degree across, around them", () => {
    const pins = [
      { lat: 38.71, lng: -9.14 },
      { lat: 38.72, lng: -9.13 },
    ];
    const area = clusterAreaOf(pins, atlantic);
    expect(span(area)).toBeCloseTo(0.1, 9);
    for (const pin of pins) {
      expect(pin.lat).toBeGreaterThan(area.sw.lat);
      expect(pin.lat).toBeLessThan(area.ne.lat);
      expect(pin.lng).toBeGreaterThan(area.sw.lng);
      expect(pin.lng).toBeLessThan(area.ne.lng);
    }
  });

  it("parts the pins it zooms to: the demo's listings of a city, one click from the continent's map", () => {
    const austin = searchMapPinsOf(
      [
        // As the demo seed spreads them: steps of a third of 0.009° and 0.013°, two of them 400 m apart.
        { lat: 30.2527, lng: -97.7485 },
        { lat: 30.2557, lng: -97.7442 },
        { lat: 30.2437, lng: -97.7615 },
        { lat: 30.2617, lng: -97.7355 },
      ].map((position, n) => card(n, position)),
    );
    const area = clusterAreaOf(
      austin.map((pin) => pin.position),
      atlantic,
    );
    const markers = searchMapMarkersOf(searchMapLayout(area), austin);
    expect(markers.map((marker) => marker.pins.length)).toEqual([1, 1, 1, 1]);
  });

  it('always comes at least twice closer, down to pins a few metres apart', () => {
    // A cluster's pins are a small part of the area shown (30 of its 480 units at most).
    fc.assert(
      fc.property(
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -170, max: 170, noNaN: true }),
        fc.double({ min: 0, max: 1 / 16, noNaN: true }),
        fc.double({ min: 0.02, max: 50, noNaN: true }),
        (lat, lng, share, shown) => {
          const spread = share * shown;
          const pins = [
            { lat, lng },
            { lat: lat + spread, lng: lng + spread },
          ];
          const current = {
            ne: { lat: lat + shown, lng: lng + shown },
            sw: { lat: lat - shown, lng: lng - shown },
          };
          const area = clusterAreaOf(pins, current);
          if (span(area) > 0.1 + 1e-9) expect(span(area)).toBeLessThanOrEqual(span(current) / 2 + 1e-9);
          expect(span(area)).toBeLessThan(span(current));
        },
      ),
    );
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
