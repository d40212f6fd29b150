import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GazetteerPlace } from './gazetteer-index.ts';
import { GazetteerTable } from './gazetteer-table.ts';

const placeArb: fc.Arbitrary<GazetteerPlace> = fc.record({
  id: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
  name: fc.string({ unit: 'grapheme', maxLength: 30 }),
  country: fc.constantFrom('', 'CH', 'US', 'FR', 'JP'),
  region: fc.constantFrom('', 'OR', 'NY', 'ZH', 'US'),
  population: fc.integer({ min: 0, max: 40_000_000 }),
  lat: fc.integer({ min: -9_000_000, max: 9_000_000 }).map((n) => n / 1e5),
  lng: fc.integer({ min: -18_000_000, max: 18_000_000 }).map((n) => n / 1e5),
});

describe('GazetteerTable', () => {
  it('gives back every place as it was given, in order, by row and as objects', () => {
    fc.assert(
      fc.property(fc.array(placeArb, { maxLength: 40 }), (places) => {
        const table = GazetteerTable.of(places);
        expect(table.size).toBe(places.length);
        expect(table.toArray()).toEqual(places);
        places.forEach((place, row) => {
          expect(table.name(row)).toBe(place.name);
          expect(table.country(row)).toBe(place.country);
          expect(table.region(row)).toBe(place.region);
          expect([table.id(row), table.population(row), table.lat(row), table.lng(row)]).toEqual([
            place.id,
            place.population,
            place.lat,
            place.lng,
          ]);
        });
      }),
    );
  });

  it('reads a row back as a place of its own, codes shared between rows and columns', () => {
    const table = GazetteerTable.of([
      { id: 1, name: 'Paris', country: 'US', region: 'TX', population: 25_000, lat: 33.66, lng: -95.55 },
      { id: 2, name: 'Tulsa', country: 'US', region: 'OK', population: 400_000, lat: 36.15, lng: -95.99 },
    ]);
    expect(table.place(1)).toEqual({
      id: 2,
      name: 'Tulsa',
      country: 'US',
      region: 'OK',
      population: 400_000,
      lat: 36.15,
      lng: -95.99,
    });
  });
});
