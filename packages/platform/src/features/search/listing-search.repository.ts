import type { SearchWindow } from '@mercato/core/search/availability-index';
import type { ListingSearchSchema } from '@mercato/core/search/listing-search-schemas';
import { type Kysely, type RawBuilder, type Selectable, sql } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { DB, ListingsTable } from '../../db/schema.ts';
import type { ExtendedDataFilter, ListingSearch, SortKey } from './listing-search.ts';

// One query builder, two dialects. Every part of a search is a SQL fragment over `listings l`
// (plus, for keywords, the full-text index); the dialects differ only in the fragments for
// keywords, JSON and distance. The published/deleted condition is written literally so that the
// planners pick the partial search indexes of migration 0007.

/** What a search filters on, its availability filter read off the availability index. */
export type SearchFilter = Omit<ListingSearch, 'availability' | 'page' | 'perPage'> & {
  availability?: IndexedAvailability | undefined;
  /** Authors whose listings nobody finds (banned users); usually none, which costs nothing. */
  excludedAuthorIds?: readonly string[] | undefined;
  /**
   * PostgreSQL: the one word of a one-word keyword search as the database normalises it (the only
   * lexeme `to_tsvector('simple', word)` gives), so `listing_search_terms` can answer it.
   */
  keywordTerm?: string | undefined;
};

/** An availability filter as the index answers it (core `search/availability-index.ts`). */
export interface IndexedAvailability {
  /** `*-full`: `seats` free over all of the window; else a stretch of `minStretchMs` somewhere in it. */
  full: boolean;
  seats: number;
  minStretchMs: number;
  windows: readonly SearchWindow[];
}

type Fragment = RawBuilder<unknown>;

const and = (parts: Fragment[]): Fragment => sql.join(parts, sql` AND `);

/**
 * A count of rows (a page's size or place, a count's cap) written into the SQL. SQLite plans with
 * a LIMIT's value, so a statement with a bound one is prepared again on every run (~0.1 ms for a
 * search); pages come in a few sizes, and their statements stay prepared.
 */
function rowCount(n: number): Fragment {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a row count: ${n}`);
  return sql.lit(n);
}
const or = (parts: Fragment[]): Fragment => sql`(${sql.join(parts, sql` OR `)})`;

/** A JSON path literal for SQLite: plain for simple keys (so expression indexes match), else quoted. */
function sqlitePath(key: string): Fragment {
  return sql.lit(/^[A-Za-z0-9_]+$/.test(key) ? `$.${key}` : `$."${key}"`);
}

function columnOf(schema: ListingSearchSchema): Fragment {
  return sql.ref(schema.scope === 'public' ? 'l.public_data' : 'l.metadata');
}

/** The numeric value of a `long` key, null when the stored value is not a number. */
function numberOf(dialect: Dialect, schema: ListingSearchSchema): Fragment {
  const column = columnOf(schema);
  if (dialect === 'sqlite') {
    const path = sqlitePath(schema.key);
    return sql`(CASE WHEN json_type(${column}, ${path}) IN ('integer', 'real') THEN json_extract(${column}, ${path}) END)`;
  }
  const key = sql.lit(schema.key);
  return sql`(CASE WHEN jsonb_typeof(${column} -> ${key}) = 'number' THEN (${column} ->> ${key})::numeric END)`;
}

/**
 * PostgreSQL columns generated from string values of `public_data` (migration 0021): equal to a
 * value exactly when `public_data` contains `{"key": "value"}`.
 */
const POSTGRES_KEY_COLUMNS = new Map([
  ['public:listingType', 'search_listing_type'],
  ['public:categoryLevel1', 'search_category'],
]);

function extendedCondition(dialect: Dialect, filter: ExtendedDataFilter): Fragment {
  const { schema } = filter;
  const column = columnOf(schema);
  if (filter.kind === 'range') {
    const value = numberOf(dialect, schema);
    const parts: Fragment[] = [sql`${value} IS NOT NULL`];
    if (filter.min !== undefined) parts.push(sql`${value} >= ${num(dialect, filter.min)}`);
    if (filter.max !== undefined) parts.push(sql`${value} < ${num(dialect, filter.max)}`);
    return and(parts);
  }
  if (dialect === 'postgres') {
    // The listing type and top category have columns of their own, whose indexes also count.
    const keyColumn =
      filter.kind === 'enum' ? POSTGRES_KEY_COLUMNS.get(`${schema.scope}:${schema.key}`) : undefined;
    if (keyColumn && filter.kind === 'enum') {
      return sql`${sql.ref(`l.${keyColumn}`)} IN (${sql.join(filter.values.map((v) => sql`${v}`))})`;
    }
    // Containment, which the jsonb_path_ops GIN indexes answer.
    const contains = (value: unknown) => sql`${column} @> ${JSON.stringify({ [schema.key]: value })}::jsonb`;
    switch (filter.kind) {
      case 'enum':
        return or(filter.values.map((v) => contains(v)));
      case 'has_all':
        return contains(filter.values);
      case 'has_any':
        return or(filter.values.map((v) => contains([v])));
      case 'boolean':
        return contains(filter.value);
    }
  }
  const path = sqlitePath(schema.key);
  const values = (list: string[]) => sql.join(list.map((v) => sql`${v}`));
  switch (filter.kind) {
    case 'enum':
      // json_extract gives a JSON string as text, a number as a number and an array or object as
      // its JSON text, which only an option written like JSON could equal: for any other option the
      // comparison alone matches strings only, and the expression index answers it (counts too).
      return filter.values.some((v) => /^\s*[[{]/.test(v))
        ? sql`(json_extract(${column}, ${path}) IN (${values(filter.values)}) AND json_type(${column}, ${path}) = 'text')`
        : sql`json_extract(${column}, ${path}) IN (${values(filter.values)})`;
    case 'has_all':
      return and([
        sql`json_type(${column}, ${path}) = 'array'`,
        ...filter.values.map(
          (v) =>
            sql`EXISTS (SELECT 1 FROM json_each(${column}, ${path}) e WHERE e.value = ${v} AND e.type = 'text')`,
        ),
      ]);
    case 'has_any':
      return sql`(json_type(${column}, ${path}) = 'array' AND EXISTS (SELECT 1 FROM json_each(${column}, ${path}) e WHERE e.value IN (${values(filter.values)}) AND e.type = 'text'))`;
    case 'boolean':
      return sql`(json_extract(${column}, ${path}) = ${filter.value ? 1 : 0} AND json_type(${column}, ${path}) = ${filter.value ? 'true' : 'false'})`;
  }
}

/** FTS5 match text: each word as itself or (two letters and more) as a prefix; any word may match. */
export function ftsMatchOf(tokens: readonly string[]): string {
  return tokens.map((t) => ([...t].length >= 2 ? `("${t}" OR "${t}"*)` : `"${t}"`)).join(' OR ');
}

/**
 * PostgreSQL tsquery text that ranks like the FTS5 text: each word as itself or as a prefix, so an
 * exact word counts twice.
 */
export function tsQueryOf(tokens: readonly string[]): string {
  return tokens.map((t) => ([...t].length >= 2 ? `'${t}' | '${t}':*` : `'${t}'`)).join(' | ');
}

/**
 * The tsquery that selects the same listings as {@link tsQueryOf} (a prefix covers the word itself).
 * Written without the redundant exact terms, the planner estimates half as many rows and takes the
 * GIN index instead of scanning the table.
 */
export function tsMatchOf(tokens: readonly string[]): string {
  return tokens.map((t) => ([...t].length >= 2 ? `'${t}':*` : `'${t}'`)).join(' | ');
}

/** The relevance of a keyword match, higher is better (title A > description B > text fields C). */
function relevanceOf(dialect: Dialect, keywords: readonly string[]): Fragment {
  return dialect === 'sqlite'
    ? sql`k.relevance`
    : sql`ts_rank('{0.05, 0.2, 0.5, 1.0}', l.search_vector, to_tsquery('simple', ${tsQueryOf(keywords)}))`;
}

/**
 * The haversine term of the great-circle distance from `origin` (sin²(Δφ/2) + cos φ₁ cos φ₂ sin²(Δλ/2)),
 * which grows with the distance, so it orders by distance without the arcsine.
 */
function distanceOf(origin: { lat: number; lng: number }): Fragment {
  const rad = Math.PI / 180;
  const halfLat = sql`sin((l.geolocation_lat - ${origin.lat}) * ${rad / 2})`;
  const halfLng = sql`sin((l.geolocation_lng - ${origin.lng}) * ${rad / 2})`;
  return sql`(${halfLat} * ${halfLat} + ${Math.cos(origin.lat * rad)} * cos(l.geolocation_lat * ${rad}) * ${halfLng} * ${halfLng})`;
}

/** The search's effective order: its sort keys, relevance or distance, then id. */
export function orderOf(search: Pick<ListingSearch, 'sort' | 'keywords' | 'origin'>): SortKey[] {
  const keys: SortKey[] = [...search.sort];
  if (search.keywords && !keys.some((k) => k.by === 'relevance')) keys.push({ by: 'relevance' });
  if (search.origin) keys.push({ by: 'distance' });
  if (keys.length === 0) keys.push({ by: 'createdAt', descending: true });
  return keys;
}

function orderBy(dialect: Dialect, search: SearchFilter): Fragment {
  const keys = orderOf(search);
  const parts: Fragment[] = [];
  for (const key of keys) {
    if (key.by === 'relevance') parts.push(sql`${relevanceOf(dialect, search.keywords ?? [])} DESC`);
    else if (key.by === 'distance') parts.push(sql`${distanceOf(search.origin!)} ASC NULLS LAST`);
    else {
      const direction = key.descending ? sql`DESC` : sql`ASC`;
      if (key.by === 'createdAt') parts.push(sql`l.created_at ${direction}`);
      else if (key.by === 'price') parts.push(sql`l.price_amount ${direction} NULLS LAST`);
      else if (key.by === 'extended')
        parts.push(sql`${numberOf(dialect, key.schema)} ${direction} NULLS LAST`);
    }
  }
  // Ties go by id, in the first key's direction so one index serves a single-key order.
  const first = keys[0]!;
  const idDescending = 'descending' in first ? first.descending : false;
  parts.push(idDescending ? sql`l.id DESC` : sql`l.id ASC`);
  return sql.join(parts);
}

function conditions(dialect: Dialect, search: SearchFilter): Fragment[] {
  const where: Fragment[] = [
    dialect === 'sqlite'
      ? sql`l.state = 'published' AND l.deleted = 0`
      : sql`l.state = 'published' AND l.deleted = false`,
  ];
  if (search.excludedAuthorIds?.length) {
    where.push(sql`l.author_id NOT IN (${sql.join(search.excludedAuthorIds.map((id) => sql`${id}`))})`);
  }
  if (search.ids) where.push(sql`l.id IN (${sql.join(search.ids.map((id) => sql`${id}`))})`);
  if (search.authorId) where.push(sql`l.author_id = ${search.authorId}`);
  if (search.keywords && dialect === 'postgres') {
    where.push(sql`l.search_vector @@ to_tsquery('simple', ${tsMatchOf(search.keywords)})`);
  }
  if (search.bounds) {
    const { ne, sw } = search.bounds;
    const [n, e, s, w] = [ne.lat, ne.lng, sw.lat, sw.lng].map((v) => num(dialect, v));
    where.push(sql`l.geolocation_lat >= ${s} AND l.geolocation_lat <= ${n}`);
    where.push(
      sw.lng <= ne.lng
        ? sql`l.geolocation_lng >= ${w} AND l.geolocation_lng <= ${e}`
        : // Across the antimeridian: east of the west edge or west of the east edge.
          sql`(l.geolocation_lng >= ${w} OR l.geolocation_lng <= ${e})`,
    );
  }
  if (search.price) {
    where.push(sql`l.price_amount IS NOT NULL`);
    if (search.price.min !== undefined) where.push(sql`l.price_amount >= ${num(dialect, search.price.min)}`);
    if (search.price.max !== undefined) where.push(sql`l.price_amount < ${num(dialect, search.price.max)}`);
  }
  if (search.stock) {
    const enough = sql`EXISTS (SELECT 1 FROM listing_stocks s WHERE s.listing_id = l.id AND s.quantity >= ${search.stock.min})`;
    where.push(
      search.stock.matchUndefined
        ? sql`(${enough} OR NOT EXISTS (SELECT 1 FROM listing_stocks s WHERE s.listing_id = l.id))`
        : enough,
    );
  }
  for (const filter of search.filters) where.push(extendedCondition(dialect, filter));
  if (search.availability) where.push(availabilityCondition(dialect, search.availability));
  return where;
}

/**
 * A number a search compares an indexed column with (a window's bound, a place's, a price). SQLite,
 * with statistics of its indexes, prepares a statement again on every run when a bound value could
 * change its plan (0.2–0.6 ms of a search); written into the SQL, a search stays prepared and a new
 * one is prepared once, with its values in view. PostgreSQL plans every statement anew anyway.
 */
function num(dialect: Dialect, n: number): Fragment | number {
  if (dialect !== 'sqlite') return n;
  if (!Number.isFinite(n)) throw new Error(`Not a finite number: ${n}`);
  return sql.lit(n);
}

/**
 * A listing is available when its index entry, of a kind (and for day plans a time zone) the search
 * has a window for, covers that window and its runs there satisfy the filter: *full* — no run with
 * fewer seats; *partial* — one run with enough seats or, for a minimum length, an island of
 * neighbouring such runs (numbered by the runs with too few seats before them) long enough. One
 * branch per window's bounds with them written in, so that both planners look the entry and its runs
 * up by listing for each candidate in the search's order.
 */
function availabilityCondition(dialect: Dialect, a: IndexedAvailability): Fragment {
  if (a.windows.length === 0) return sql`1 = 0`;
  // Windows of the same bounds share a branch: a search from midnight to midnight UTC looks at time
  // plans and the day plans of UTC over one window.
  const sameBounds = new Map<string, SearchWindow[]>();
  for (const w of a.windows) {
    const key = `${w.start}/${w.end}`;
    sameBounds.set(key, [...(sameBounds.get(key) ?? []), w]);
  }
  const branches = [...sameBounds.values()].map((windows) => {
    const entries = windows.map((w) =>
      w.kind === 'time' ? sql`c.kind = 'time'` : sql`(c.kind = 'day' AND c.time_zone = ${w.timeZone})`,
    );
    const { start, end } = windows[0]!;
    const [from, to] = [num(dialect, start), num(dialect, end)];
    return sql`(${or(entries)} AND c.from_ms <= ${from} AND c.to_ms >= ${to} AND ${runsCondition(dialect, a, windows[0]!)})`;
  });
  return sql`EXISTS (SELECT 1 FROM listing_availability c WHERE c.listing_id = l.id AND ${or(branches)})`;
}

function runsCondition(dialect: Dialect, a: IndexedAvailability, w: SearchWindow): Fragment {
  const [start, end] = [num(dialect, w.start), num(dialect, w.end)];
  const inWindow = sql`s.listing_id = c.listing_id AND s.starts_at < ${end} AND s.ends_at > ${start}`;
  if (a.full)
    return sql`NOT EXISTS (SELECT 1 FROM listing_free_seats s WHERE ${inWindow} AND s.seats < ${a.seats})`;
  if (a.minStretchMs <= 1) {
    return sql`EXISTS (SELECT 1 FROM listing_free_seats s WHERE ${inWindow} AND s.seats >= ${a.seats})`;
  }
  const [greatest, least] = dialect === 'sqlite' ? [sql`max`, sql`min`] : [sql`greatest`, sql`least`];
  // One run long enough by itself answers without numbering the islands (the island around it is
  // at least as long); most available listings have one, so the window function runs for the rest.
  return sql`(EXISTS (SELECT 1 FROM listing_free_seats s WHERE ${inWindow} AND s.seats >= ${a.seats}
      AND ${least}(s.ends_at, ${end}) - ${greatest}(s.starts_at, ${start}) >= ${a.minStretchMs})
    OR EXISTS (SELECT 1 FROM (
      SELECT s.seats, ${greatest}(s.starts_at, ${start}) AS a, ${least}(s.ends_at, ${end}) AS b,
        sum(CASE WHEN s.seats < ${a.seats} THEN 1 ELSE 0 END) OVER (ORDER BY s.starts_at) AS island
      FROM listing_free_seats s WHERE ${inWindow}) t
    WHERE t.seats >= ${a.seats} GROUP BY t.island HAVING max(t.b) - min(t.a) >= ${a.minStretchMs}))`;
}

/** `FROM` with, on SQLite, the keyword index joined (PostgreSQL matches the listing's own vector). */
function fromClause(dialect: Dialect, search: SearchFilter): Fragment {
  if (!search.keywords || dialect === 'postgres') return sql`listings l`;
  return sql`(SELECT rowid AS doc_id, -bm25(listing_search, 10.0, 4.0, 1.0) AS relevance
        FROM listing_search WHERE listing_search MATCH ${ftsMatchOf(search.keywords)}) k
      JOIN listing_search_docs d ON d.doc_id = k.doc_id
      JOIN listings l ON l.id = d.listing_id`;
}

// Every column a Listing is read from (not PostgreSQL's search_vector).
const LISTING_COLUMNS = sql.raw(
  [
    'id',
    'author_id',
    'state',
    'deleted',
    'title',
    'description',
    'geolocation_lat',
    'geolocation_lng',
    'price_amount',
    'price_currency',
    'availability_plan',
    'public_data',
    'private_data',
    'metadata',
    'created_at',
    'updated_at',
  ]
    .map((c) => `l.${c}`)
    .join(', '),
);

// The columns a search page reads whatever its fields: the listing's identity, and what its
// includes and order need. The text and JSON columns (the heaviest to read and to copy) come only
// when an attribute of theirs is asked for; private data never does (a search shows `listing`s).
const ALWAYS_READ = [
  'id',
  'author_id',
  'state',
  'deleted',
  'title',
  'geolocation_lat',
  'geolocation_lng',
  'price_amount',
  'price_currency',
  'created_at',
  'updated_at',
];
const READ_FOR_ATTRIBUTE: Record<string, string> = {
  description: 'description',
  availabilityPlan: 'availability_plan',
  publicData: 'public_data',
  metadata: 'metadata',
};

/**
 * The columns of a page of listings that present `attributes` (all of them when undefined). A row
 * read for a sparse page lacks the others: its Listing carries only what the page shows.
 */
export function searchColumnsFor(attributes: ReadonlySet<string> | undefined): Fragment {
  if (attributes === undefined) return LISTING_COLUMNS;
  const columns = [...ALWAYS_READ];
  for (const [attribute, column] of Object.entries(READ_FOR_ATTRIBUTE)) {
    if (attributes.has(attribute)) columns.push(column);
  }
  return sql.raw(columns.map((c) => `l.${c}`).join(', '));
}

/**
 * Keywords and nothing else narrows the search: the keyword index holds exactly the searchable
 * listings, so it alone knows which match.
 */
function keywordsAlone(search: SearchFilter): boolean {
  return (
    !!search.keywords &&
    !search.ids &&
    !search.authorId &&
    !search.bounds &&
    !search.price &&
    !search.stock &&
    search.filters.length === 0 &&
    !search.availability
  );
}

/** The smallest string above every string that begins with `prefix`, in byte (code point) order. */
export function prefixUpperBound(prefix: string): string | undefined {
  const chars = [...prefix];
  while (chars.length > 0) {
    const last = chars.pop()!.codePointAt(0)!;
    let next = last + 1;
    if (next >= 0xd800 && next <= 0xdfff) next = 0xe000;
    if (next <= 0x10ffff) return chars.join('') + String.fromCodePoint(next);
  }
  return undefined;
}

/**
 * A PostgreSQL keyword search `listing_search_terms` answers (migration 0023): one word, and only
 * filters and orders its rows hold (place, price, listing type, top category; relevance, price).
 * The word matches the terms from `from` (inclusive) to `to` (exclusive, or the term itself).
 */
interface TermSearch {
  from: string;
  to: string | undefined;
  /** The letters of `from` (PostgreSQL's `length`: code points). */
  length: number;
}

function termSearchOf(dialect: Dialect, search: SearchFilter): TermSearch | undefined {
  const word = search.keywords?.length === 1 ? search.keywords[0]! : undefined;
  const term = search.keywordTerm;
  if (dialect !== 'postgres' || word === undefined || !term) return undefined;
  if (search.ids || search.authorId || search.stock || search.availability) return undefined;
  if (search.excludedAuthorIds?.length) return undefined;
  const keyFilters = search.filters.every(
    (f) => f.kind === 'enum' && POSTGRES_KEY_COLUMNS.has(`${f.schema.scope}:${f.schema.key}`),
  );
  if (!keyFilters || !orderOf(search).every((k) => k.by === 'relevance' || k.by === 'price'))
    return undefined;
  // As tsMatchOf: a word of two letters and more is a prefix, a single letter itself.
  const length = [...term].length;
  if ([...word].length < 2) return { from: term, to: undefined, length };
  const to = prefixUpperBound(term);
  return to === undefined ? undefined : { from: term, to, length };
}

/**
 * The conditions on `listing_search_terms t` of a term search's matching rows: alone (`shared`
 * false) — the word shares fewer letters than the prefix has with its neighbours, so it is the
 * listing's only match — or shared (`true`): a listing's matches are its words in the prefix's
 * range, which neighbour each other; a partial index holds the rows sharing two letters and more.
 */
function termConditions(search: SearchFilter, t: TermSearch, shared: boolean): Fragment {
  const where: Fragment[] = [
    t.to === undefined ? sql`t.term = ${t.from}` : sql`t.term >= ${t.from} AND t.term < ${t.to}`,
  ];
  if (search.bounds) {
    const { ne, sw } = search.bounds;
    where.push(sql`t.geolocation_lat >= ${sw.lat} AND t.geolocation_lat <= ${ne.lat}`);
    where.push(
      sw.lng <= ne.lng
        ? sql`t.geolocation_lng >= ${sw.lng} AND t.geolocation_lng <= ${ne.lng}`
        : sql`(t.geolocation_lng >= ${sw.lng} OR t.geolocation_lng <= ${ne.lng})`,
    );
  }
  if (search.price) {
    where.push(sql`t.price_amount IS NOT NULL`);
    if (search.price.min !== undefined) where.push(sql`t.price_amount >= ${search.price.min}`);
    if (search.price.max !== undefined) where.push(sql`t.price_amount < ${search.price.max}`);
  }
  for (const f of search.filters) {
    const column = POSTGRES_KEY_COLUMNS.get(`${f.schema.scope}:${f.schema.key}`)!;
    if (f.kind === 'enum')
      where.push(sql`${sql.ref(`t.${column}`)} IN (${sql.join(f.values.map((v) => sql`${v}`))})`);
  }
  if (shared) {
    // (The first condition is implied by the second; written out, it lets the partial index serve.)
    where.push(sql`t.shared_prefix >= 2 AND t.shared_prefix >= ${t.length}`);
  } else if (t.to !== undefined) {
    where.push(sql`t.shared_prefix < ${t.length}`);
  }
  return and(where);
}

/**
 * A page of a term search, ranked and ordered from the term rows — a listing with one match by
 * that row's vector, one with several by their vectors put together (as text, so every position
 * stays) — so that only the page's listings are read from the table.
 */
function termPageQuery(
  search: SearchFilter,
  t: TermSearch,
  limit: number,
  offset: number,
  columns: Fragment,
): Fragment {
  const query = sql`to_tsquery('simple', ${tsQueryOf(search.keywords!)})`;
  const keyOrder = (source: string): Fragment => {
    const parts: Fragment[] = [];
    const keys = orderOf(search);
    for (const key of keys) {
      if (key.by === 'relevance') parts.push(sql`${sql.ref(`${source}.relevance`)} DESC`);
      else if (key.by === 'price') {
        parts.push(
          sql`${sql.ref(`${source}.price_amount`)} ${key.descending ? sql`DESC` : sql`ASC`} NULLS LAST`,
        );
      }
    }
    const first = keys[0]!;
    const idDescending = 'descending' in first ? first.descending : false;
    parts.push(sql`${sql.ref(`${source}.listing_id`)} ${idDescending ? sql`DESC` : sql`ASC`}`);
    return sql.join(parts);
  };
  // A listing's only match has its rank in its row (migration 0023).
  const alone = sql`SELECT t.listing_id, t.price_amount, t.rank AS relevance
    FROM listing_search_terms t WHERE ${termConditions(search, t, false)}`;
  const ranked =
    t.to === undefined
      ? alone
      : sql`${alone} UNION ALL
        SELECT t.listing_id, max(t.price_amount),
          ts_rank('{0.05, 0.2, 0.5, 1.0}', string_agg(t.weights::text, ' ')::tsvector, ${query})
        FROM listing_search_terms t WHERE ${termConditions(search, t, true)} GROUP BY t.listing_id`;
  return sql`WITH page AS (
      SELECT * FROM (${ranked}) r ORDER BY ${keyOrder('r')} LIMIT ${rowCount(limit)} OFFSET ${rowCount(offset)})
    SELECT ${columns} FROM page p JOIN listings l ON l.id = p.listing_id
    ORDER BY ${keyOrder('p')}`;
}

function pageQuery(
  dialect: Dialect,
  search: SearchFilter,
  limit: number,
  offset: number,
  columns: Fragment = LISTING_COLUMNS,
): Fragment {
  if (dialect === 'sqlite' && keywordsAlone(search) && orderOf(search).every((k) => k.by === 'relevance')) {
    return rankedKeywordPage(search, limit, offset, columns);
  }
  const terms = termSearchOf(dialect, search);
  if (terms) return termPageQuery(search, terms, limit, offset, columns);
  return sql`SELECT ${columns} FROM ${fromClause(dialect, search)}
    WHERE ${and(conditions(dialect, search))}
    ORDER BY ${orderBy(dialect, search)}
    LIMIT ${rowCount(limit)} OFFSET ${rowCount(offset)}`;
}

/**
 * A keyword search in relevance order on SQLite, ranked inside the keyword index: only the matches
 * that rank at or above the page's last place (ties included, so the id still breaks them) are
 * joined to their listings, instead of every match of a common word.
 */
function rankedKeywordPage(search: SearchFilter, limit: number, offset: number, columns: Fragment): Fragment {
  return sql`WITH k AS MATERIALIZED (
      SELECT rowid AS doc_id, -bm25(listing_search, 10.0, 4.0, 1.0) AS relevance
      FROM listing_search WHERE listing_search MATCH ${ftsMatchOf(search.keywords!)})
    SELECT ${columns} FROM k
      JOIN listing_search_docs d ON d.doc_id = k.doc_id
      JOIN listings l ON l.id = d.listing_id
    WHERE k.relevance >= coalesce(
        (SELECT relevance FROM k ORDER BY relevance DESC LIMIT 1 OFFSET ${rowCount(limit + offset - 1)}), -1e300)
      AND ${and(conditions('sqlite', search))}
    ORDER BY ${orderBy('sqlite', search)}
    LIMIT ${rowCount(limit)} OFFSET ${rowCount(offset)}`;
}

/**
 * The facets of the kept count (migrations 0020, 0022) whose sum is the search's total: `''` when
 * nothing narrows the search; on PostgreSQL, `key:value` for each value of a listing type or top
 * category filter that is the search's only condition. Undefined when the count must be counted.
 */
function keptCountFacets(dialect: Dialect, search: SearchFilter): string[] | undefined {
  const narrowed =
    search.keywords ||
    search.ids ||
    search.authorId ||
    search.bounds ||
    search.price ||
    search.stock ||
    search.availability ||
    search.excludedAuthorIds?.length;
  if (narrowed || search.filters.length > 1) return undefined;
  if (search.filters.length === 0) return [''];
  const [filter] = search.filters as [ExtendedDataFilter];
  const { scope, key } = filter.schema;
  if (dialect !== 'postgres' || filter.kind !== 'enum' || !POSTGRES_KEY_COLUMNS.has(`${scope}:${key}`)) {
    return undefined;
  }
  return [...new Set(filter.values)].map((value) => `${key}:${value}`);
}

function countQuery(dialect: Dialect, search: SearchFilter, atMost?: number): Fragment {
  // Counts the triggers keep, capped as a scan would be.
  const facets = keptCountFacets(dialect, search);
  if (facets) {
    const total =
      dialect === 'postgres'
        ? sql`(SELECT coalesce(sum(n), 0) FROM listing_search_count WHERE facet IN (${sql.join(facets.map((f) => sql`${f}`))}))`
        : sql`(SELECT coalesce(sum(n), 0) FROM listing_search_count)`;
    if (atMost === undefined) return sql`SELECT ${total} AS n`;
    return sql`SELECT ${dialect === 'sqlite' ? sql`min` : sql`least`}(${total}, ${rowCount(atMost)}) AS n`;
  }
  // A term search: its rows, a listing with several matches once.
  const terms = termSearchOf(dialect, search);
  if (terms) {
    const alone = sql`(SELECT count(*) FROM listing_search_terms t WHERE ${termConditions(search, terms, false)})`;
    const total =
      terms.to === undefined
        ? alone
        : sql`(${alone} + (SELECT count(DISTINCT t.listing_id) FROM listing_search_terms t
            WHERE ${termConditions(search, terms, true)}))`;
    if (atMost === undefined) return sql`SELECT ${total} AS n`;
    return sql`SELECT least(${total}, ${rowCount(atMost)}) AS n`;
  }
  // Keywords alone on SQLite: the index holds exactly the searchable listings, so it counts them.
  if (dialect === 'sqlite' && keywordsAlone(search)) {
    return sql`SELECT count(*) AS n FROM listing_search WHERE listing_search MATCH ${ftsMatchOf(search.keywords!)}`;
  }
  const matching = sql`FROM ${fromClause(dialect, search)} WHERE ${and(conditions(dialect, search))}`;
  return atMost === undefined
    ? sql`SELECT count(*) AS n ${matching}`
    : sql`SELECT count(*) AS n FROM (SELECT 1 AS one ${matching} LIMIT ${rowCount(atMost)}) m`;
}

/**
 * PostgreSQL: the lexeme the database makes of one keyword (`to_tsvector('simple', …)`, the
 * parser and dictionary of its tsqueries), or undefined when it makes none or several.
 */
export async function keywordTermOf(db: Kysely<DB>, word: string): Promise<string | undefined> {
  const { rows } = await sql<{
    lexemes: string[];
  }>`SELECT array(SELECT lexeme FROM unnest(to_tsvector('simple', ${word}))) AS lexemes`.execute(db);
  const lexemes = rows[0]?.lexemes ?? [];
  return lexemes.length === 1 ? lexemes[0] : undefined;
}

/** The rows of a page of published listings matching the search, in its order. */
export async function findSearchRows(
  db: Kysely<DB>,
  dialect: Dialect,
  search: SearchFilter,
  page: { limit: number; offset: number },
  columns: Fragment = LISTING_COLUMNS,
): Promise<Selectable<ListingsTable>[]> {
  const { rows } = await pageQuery(dialect, search, page.limit, page.offset, columns).execute(db);
  return rows as Selectable<ListingsTable>[];
}

/** How many published listings match the search (counting stops at `atMost`). */
export async function countSearch(
  db: Kysely<DB>,
  dialect: Dialect,
  search: SearchFilter,
  atMost?: number,
): Promise<number> {
  const { rows } = await countQuery(dialect, search, atMost).execute(db);
  return Number((rows[0] as { n: number | string }).n);
}

/**
 * Folds the rows of the kept counts into one a facet (PostgreSQL adds rows per statement that
 * changes them).
 * Rows added meanwhile by other transactions stay as they are, so the sum never changes.
 */
export async function foldSearchCount(db: Kysely<DB>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`WITH gone AS (DELETE FROM listing_search_count RETURNING facet, n)
    INSERT INTO listing_search_count (facet, n)
    SELECT facet, sum(n) FROM gone GROUP BY facet HAVING sum(n) <> 0 OR facet = ''`.execute(db);
}

/** The planner's plan of a search page, or of its count (the benchmark prints them next to its timings). */
export async function explainSearchPage(
  db: Kysely<DB>,
  dialect: Dialect,
  search: SearchFilter,
  page: { limit: number; offset: number } | 'count',
): Promise<string> {
  const query =
    page === 'count' ? countQuery(dialect, search) : pageQuery(dialect, search, page.limit, page.offset);
  const explained =
    dialect === 'sqlite'
      ? sql`EXPLAIN QUERY PLAN ${query}`
      : sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${query}`;
  const { rows } = await explained.execute(db);
  if (dialect === 'sqlite') {
    return (rows as { id: number; parent: number; detail: string }[])
      .map((row) => {
        let depth = 0;
        for (let p = row.parent; p !== 0; depth++) {
          p = (rows as { id: number; parent: number }[]).find((r) => r.id === p)?.parent ?? 0;
        }
        return `${'  '.repeat(depth)}${row.detail}`;
      })
      .join('\n');
  }
  return (rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n');
}

/**
 * Makes the keyword index read exactly these text fields (`scope:key`) and, when they changed,
 * re-indexes every listing in the same transaction. Returns whether anything changed.
 */
export async function syncSearchTextFields(
  db: Kysely<DB>,
  dialect: Dialect,
  fields: readonly { scope: 'public' | 'metadata'; key: string }[],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Instances that see a new config at once take turns (SQLite writers already do).
    if (dialect === 'postgres')
      await sql`SELECT pg_advisory_xact_lock(hashtext('listing_search_fields'))`.execute(trx);
    const stored = await trx.selectFrom('listing_search_fields').select(['scope', 'key']).execute();
    const want = new Set(fields.map((f) => `${f.scope}:${f.key}`));
    const have = new Set(stored.map((f) => `${f.scope}:${f.key}`));
    if (want.size === have.size && [...want].every((f) => have.has(f))) return false;
    await trx.deleteFrom('listing_search_fields').execute();
    if (fields.length > 0) {
      await trx
        .insertInto('listing_search_fields')
        .values(fields.map((f) => ({ scope: f.scope, key: f.key })))
        .execute();
    }
    if (dialect === 'postgres') {
      await sql`UPDATE listings SET search_vector = listing_search_vector(title, description, public_data, metadata)`.execute(
        trx,
      );
    } else {
      // The update trigger re-indexes each searchable row; setting a column to itself is enough.
      await sql`UPDATE listings SET metadata = metadata WHERE state = 'published' AND deleted = 0`.execute(
        trx,
      );
      // Merge the segments the rewrite left into one, as a fresh index would be.
      await sql`INSERT INTO listing_search (listing_search) VALUES ('optimize')`.execute(trx);
    }
    return true;
  });
}
