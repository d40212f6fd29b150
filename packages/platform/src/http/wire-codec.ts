import transit, { type MapBuilder } from 'transit-js';
import { WireDecimal, WireKeyword, WireLatLng, WireMoney, WireUuid, type WireValue } from './wire-values.ts';

const writeHandlers = transit.map([
  WireUuid,
  transit.makeWriteHandler({
    tag: () => 'u',
    rep: (v: WireUuid) => v.uuid,
    stringRep: (v: WireUuid) => v.uuid,
  }),
  WireMoney,
  transit.makeWriteHandler({ tag: () => 'mn', rep: (v: WireMoney) => [v.amount, v.currency] }),
  WireLatLng,
  transit.makeWriteHandler({ tag: () => 'geo', rep: (v: WireLatLng) => [v.lat, v.lng] }),
  WireDecimal,
  transit.makeWriteHandler({
    tag: () => 'f',
    rep: (v: WireDecimal) => v.value,
    stringRep: (v: WireDecimal) => v.value,
  }),
]);

const verboseWriter = transit.writer('json-verbose', { handlers: writeHandlers });

// Object keys become keywords, as the Sharetribe API writes them (`~:title`).
function toTransitTree(value: WireValue): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(toTransitTree);
  if (value instanceof WireKeyword) return transit.keyword(value.name);
  if (
    value instanceof Date ||
    value instanceof WireUuid ||
    value instanceof WireMoney ||
    value instanceof WireLatLng ||
    value instanceof WireDecimal
  ) {
    return value;
  }
  if (typeof value === 'object') {
    const entries: unknown[] = [];
    for (const [key, v] of Object.entries(value)) {
      if (v === undefined) continue;
      entries.push(transit.keyword(key), toTransitTree(v));
    }
    return transit.map(entries);
  }
  return value;
}

// Compact Transit is written by hand: transit-js's general writer (handler lookup per value, a map
// object per resource) took half the time of a large answer such as 90 days of time slots. The output
// is what transit-js writes — the same tags, escapes and cache codes (wire-codec.test.ts compares
// both on generated payloads) — except that object keys keep their order.

/** Cache codes are `^` and one or two digits of base 44 from character 48 ('0'). */
const CACHE_DIGITS = 44;
const CACHE_MAX_ENTRIES = CACHE_DIGITS * CACHE_DIGITS;

function cacheCodeOf(index: number): string {
  const high = Math.floor(index / CACHE_DIGITS);
  const low = String.fromCharCode((index % CACHE_DIGITS) + 48);
  return high === 0 ? `^${low}` : `^${String.fromCharCode(high + 48)}${low}`;
}

/**
 * The write cache of one document: map keys, keywords and tags longer than three characters are
 * written in full the first time and as their code afterwards; a full cache starts over.
 */
class WriteCache {
  private readonly codes = new Map<string, string>();
  /** Object keys as written, by the key itself: a property name is hashed once, `~:name` anew each time. */
  private readonly keys = new Map<string, string>();
  private next = 0;

  /** The text as a JSON string: its code once it has one (a code never needs JSON escapes). */
  write(text: string): string {
    if (text.length <= 3) return JSON.stringify(text);
    if (this.next === CACHE_MAX_ENTRIES) {
      this.codes.clear();
      this.keys.clear();
      this.next = 0;
    }
    const code = this.codes.get(text);
    if (code !== undefined) return code;
    this.codes.set(text, `"${cacheCodeOf(this.next++)}"`);
    return JSON.stringify(text);
  }

  /** An object key as the keyword it is written as (`~:title`), as `write` would. */
  writeKey(key: string): string {
    // A full cache starts over at the next write, a hit included: `write` does that.
    const code = this.next === CACHE_MAX_ENTRIES ? undefined : this.keys.get(key);
    if (code !== undefined) return code;
    const text = `~:${key}`;
    const written = this.write(text);
    // Once `write` has given the keyword a code, later uses of the key are that code.
    const assigned = this.codes.get(text);
    if (assigned !== undefined) this.keys.set(key, assigned);
    return written;
  }
}

/** A string that starts like a Transit escape (`~`, `^` or a backtick) is escaped with `~`. */
function escapeString(text: string): string {
  const first = text.charCodeAt(0);
  return first === 126 || first === 94 || first === 96 ? `~${text}` : text;
}

/** A number as compact Transit writes it: JSON, or a tagged string for what JSON cannot hold. */
function compactNumber(value: number): string {
  if (Number.isNaN(value)) return '"~zNaN"';
  if (value === Number.POSITIVE_INFINITY) return '"~zINF"';
  if (value === Number.NEGATIVE_INFINITY) return '"~z-INF"';
  // What JSON.stringify writes for a finite number (-0 as 0 included), without its generic path.
  return String(value);
}

/** A string value as a JSON string, escaped for Transit first. */
function compactString(text: string): string {
  return JSON.stringify(escapeString(text));
}

/**
 * Writes a value as compact Transit JSON text: straight to text, without the intermediate JSON tree
 * (a tree then `JSON.stringify` allocated every array twice; a page of listings was 15% of a
 * search's server time). Strings go through `JSON.stringify`, a key or tag once: after that its
 * cache code is written, which needs no escapes.
 */
function compact(value: WireValue, cache: WriteCache): string {
  if (value === null || value === undefined) return 'null';
  switch (typeof value) {
    case 'string':
      return compactString(value);
    case 'number':
      return compactNumber(value);
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      break;
  }
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      out += compact(value[i], cache);
    }
    return `${out}]`;
  }
  if (value instanceof Date) return `"~m${value.getTime()}"`;
  if (value instanceof WireUuid) return JSON.stringify(`~u${value.uuid}`);
  if (value instanceof WireKeyword) return cache.write(`~:${value.name}`);
  if (value instanceof WireMoney) {
    return `[${cache.write('~#mn')},[${compactNumber(value.amount)},${compactString(value.currency)}]]`;
  }
  if (value instanceof WireLatLng) {
    return `[${cache.write('~#geo')},[${compactNumber(value.lat)},${compactNumber(value.lng)}]]`;
  }
  if (value instanceof WireDecimal) return JSON.stringify(`~f${value.value}`);
  let out = '["^ "';
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const entry = value[key];
    if (entry === undefined) continue;
    out += `,${cache.writeKey(key)},${compact(entry, cache)}`;
  }
  return `${out}]`;
}

/** Writes a response payload as Transit JSON (compact by default, verbose on request). */
export function encodeTransit(value: WireValue, verbose = false): string {
  if (verbose) return verboseWriter.write(toTransitTree(value));
  const text = compact(value, new WriteCache());
  // A document is a map; anything else at the top is quoted, as Transit requires.
  const isComposite = value !== null && typeof value === 'object' && !(value instanceof Date);
  const isTagged = value instanceof WireUuid || value instanceof WireKeyword || value instanceof WireDecimal;
  return isComposite && !isTagged ? text : `["~#'",${text}]`;
}

/** JSON.stringify replacer turning wire values into their plain JSON form. */
function jsonReplacer(this: unknown, _key: string, value: unknown): unknown {
  if (value instanceof WireUuid) return value.uuid;
  if (value instanceof WireMoney) return { amount: value.amount, currency: value.currency };
  if (value instanceof WireLatLng) return { lat: value.lat, lng: value.lng };
  if (value instanceof WireDecimal) return value.value;
  if (value instanceof WireKeyword) return value.name;
  return value;
}

/** Writes a response payload as plain JSON (ids and decimals as strings, dates as ISO-8601). */
export function encodeJson(value: WireValue): string {
  return JSON.stringify(value, jsonReplacer);
}

const plainMapBuilder: MapBuilder = {
  init: () => ({}),
  add: (ret, key, value) => {
    const name = transit.isKeyword(key) ? keywordName(key) : String(key);
    // Own-property writes only: a hostile "__proto__" key must not reach the prototype.
    Object.defineProperty(ret, name, { value, enumerable: true, writable: true, configurable: true });
    return ret;
  },
  finalize: (ret) => ret,
};

function keywordName(k: { name(): string; namespace(): string | null }): string {
  const ns = k.namespace();
  return ns ? `${ns}/${k.name()}` : k.name();
}

const reader = transit.reader('json', {
  mapBuilder: plainMapBuilder,
  handlers: {
    ':': (rep) => rep,
    $: (rep) => rep,
    u: (rep) => String(rep).toLowerCase(),
    mn: (rep) => {
      const [amount, currency] = rep as [unknown, unknown];
      return { amount, currency };
    },
    geo: (rep) => {
      const [lat, lng] = rep as [unknown, unknown];
      return { lat, lng };
    },
    f: (rep) => String(rep),
    n: (rep) => String(rep),
    set: (rep) => rep,
    list: (rep) => rep,
  },
});

/**
 * Reads a Transit JSON request body into plain values: keyword keys and values become strings,
 * UUIDs strings, Money `{amount, currency}`, LatLng `{lat, lng}`, decimals strings, dates `Date`.
 * Throws on malformed input; the caller turns that into a 400.
 */
export function decodeTransit(text: string): unknown {
  return normalizeDecoded(reader.read(text));
}

// transit-js keeps a few shapes of its own (keywords as values, arrays of maps); make them plain.
function normalizeDecoded(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalizeDecoded);
  if (transit.isKeyword(value)) return keywordName(value);
  if (transit.isUUID(value)) return String(value).toLowerCase();
  if (transit.isTaggedValue(value)) {
    const tagged = value as unknown as { tag: string; rep: unknown };
    return { tag: tagged.tag, rep: normalizeDecoded(tagged.rep) };
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      Object.defineProperty(out, k, {
        value: normalizeDecoded(v),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  return value;
}
