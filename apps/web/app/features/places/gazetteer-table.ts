import type { GazetteerPlace } from './gazetteer-index.ts';

/**
 * The gazetteer's places column by column: numbers in typed arrays, each country and region code
 * stored once. The bundled file holds some 135,000 places; as one object each (with their
 * coordinates boxed and their codes decoded anew for every place) they took 27 MB of the server's
 * heap for good, this about 5 (ADR 008). A place is read by its row, `0 … size - 1`.
 */
export class GazetteerTable {
  readonly size: number;
  readonly #ids: Float64Array;
  readonly #names: readonly string[];
  readonly #countries: Uint16Array;
  readonly #regions: Uint16Array;
  readonly #codes: readonly string[];
  readonly #population: Float64Array;
  readonly #lat: Float64Array;
  readonly #lng: Float64Array;

  private constructor(columns: Columns) {
    this.size = columns.names.length;
    this.#ids = Float64Array.from(columns.ids);
    this.#names = columns.names;
    this.#countries = Uint16Array.from(columns.countries);
    this.#regions = Uint16Array.from(columns.regions);
    this.#codes = [...columns.codes.keys()];
    this.#population = Float64Array.from(columns.population);
    this.#lat = Float64Array.from(columns.lat);
    this.#lng = Float64Array.from(columns.lng);
  }

  /** A table of these places, in this order (a file's decoder yields them one by one). */
  static of(places: Iterable<GazetteerPlace>): GazetteerTable {
    const columns: Columns = {
      ids: [],
      names: [],
      countries: [],
      regions: [],
      population: [],
      lat: [],
      lng: [],
      codes: new Map([['', 0]]),
    };
    const code = (text: string) => {
      let number = columns.codes.get(text);
      if (number === undefined) {
        number = columns.codes.size;
        if (number > 0xffff)
          throw new Error('the gazetteer has more country and region codes than it can keep');
        columns.codes.set(text, number);
      }
      return number;
    };
    for (const place of places) {
      columns.ids.push(place.id);
      columns.names.push(place.name);
      columns.countries.push(code(place.country));
      columns.regions.push(code(place.region));
      columns.population.push(place.population);
      columns.lat.push(place.lat);
      columns.lng.push(place.lng);
    }
    return new GazetteerTable(columns);
  }

  id(row: number): number {
    return this.#ids[row]!;
  }
  name(row: number): string {
    return this.#names[row]!;
  }
  /** ISO 3166-1 alpha-2 (`CH`). */
  country(row: number): string {
    return this.#codes[this.#countries[row]!]!;
  }
  /** First-level division code when it is a readable one (`OR` for Oregon), else ''. */
  region(row: number): string {
    return this.#codes[this.#regions[row]!]!;
  }
  population(row: number): number {
    return this.#population[row]!;
  }
  lat(row: number): number {
    return this.#lat[row]!;
  }
  lng(row: number): number {
    return this.#lng[row]!;
  }

  /** One place as an object of its own. */
  place(row: number): GazetteerPlace {
    return {
      id: this.id(row),
      name: this.name(row),
      country: this.country(row),
      region: this.region(row),
      population: this.population(row),
      lat: this.lat(row),
      lng: this.lng(row),
    };
  }

  /** Every place as an object of its own (for tests and tools, not to keep). */
  toArray(): GazetteerPlace[] {
    return Array.from({ length: this.size }, (_, row) => this.place(row));
  }
}

/** The columns as a table is made from them; `codes` numbers each country and region code ('' is 0). */
interface Columns {
  ids: number[];
  names: string[];
  countries: number[];
  regions: number[];
  population: number[];
  lat: number[];
  lng: number[];
  codes: Map<string, number>;
}
