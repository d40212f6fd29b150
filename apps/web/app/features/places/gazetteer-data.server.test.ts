import { describe, expect, it } from 'vitest';
import { decodeCities, loadGazetteerPlaces } from './gazetteer-data.server.ts';
import { buildGazetteerIndex } from './gazetteer-index.ts';

function varint(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
  return out;
}
const zigzag = (value: number) => (value >= 0 ? value * 2 : -value * 2 - 1);
const text = (field: number, value: string) => {
  const bytes = [...new TextEncoder().encode(value)];
  return [...varint(field * 8 + 2), ...varint(bytes.length), ...bytes];
};
const number = (field: number, value: number) => [...varint(field * 8), ...varint(value)];
const message = (fields: number[]) => [...varint(fields.length), ...fields];

describe('decodeCities', () => {
  it('reads length-delimited cities with delta-coded coordinates, skipping unknown fields', () => {
    const bytes = new Uint8Array([
      ...message([
        ...number(1, zigzag(2657896)),
        ...text(2, 'Zürich'),
        ...text(3, 'CH'),
        ...text(5, 'a municipality'),
        ...text(8, 'ZH'),
        ...number(9, 341730),
        ...number(10, zigzag(854500)),
        ...number(11, zigzag(4737667)),
      ]),
      ...message([
        ...text(2, 'Winterthur'),
        ...text(3, 'CH'),
        ...text(8, '25'),
        ...number(10, zigzag(18000)),
        ...number(11, zigzag(-5000)),
      ]),
      ...message([...text(2, 'Zürich (Kreis 3)'), ...text(3, 'CH')]),
    ]);
    expect(decodeCities(bytes).toArray()).toEqual([
      {
        id: 2657896,
        name: 'Zürich',
        country: 'CH',
        region: 'ZH',
        population: 341730,
        lat: 47.37667,
        lng: 8.545,
      },
      { id: 0, name: 'Winterthur', country: 'CH', region: '', population: 0, lat: 47.32667, lng: 8.725 },
    ]);
  });

  it('refuses a truncated file', () => {
    expect(() => decodeCities(new Uint8Array([5, 0x12, 3, 0x41]))).toThrow(/truncated/);
  });

  // How fast it answers is measured by `npm run bench` (bench/gazetteer-search.bench.ts).
  it('loads the bundled cities and finds places by their names, accents or not', async () => {
    const index = buildGazetteerIndex(await loadGazetteerPlaces());
    expect(index.size).toBeGreaterThan(100_000);
    expect(index.search('zurich', 1)[0]?.label).toBe('Zürich, Switzerland');
    expect(index.search('Sao Paulo', 1)[0]?.label).toBe('São Paulo, Brazil');
    for (const query of ['s', 'new y', 'lond', 'tok']) {
      expect(index.search(query, 5), query).toHaveLength(5);
    }
    // A region narrows the places of a name to those in it.
    expect(index.search('portland or', 5).map((place) => place.label)).toContain(
      'Portland, OR, United States',
    );
  }, 30_000);
});
