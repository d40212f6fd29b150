import { DAY_MS } from '@mercato/core/availability/time-constants';
import { DATE_AVAILABILITY_MODES } from '@mercato/core/config/search';
import {
  type ListingSearchSchema,
  searchParamName,
  tokenizeKeywords,
} from '@mercato/core/search/listing-search-schemas';
import { SEARCH_MIN_DURATION_MAX_MINUTES, SEARCH_WINDOW_MAX_DAYS } from '@mercato/core/search/search-limits';
import { z } from 'zod';
import { apiQuerySchema, paginationShape } from '../../http/query.ts';
import { LISTING_INCLUDES } from '../listings/listing-document.service.ts';

/** `listings/query` answers at most this many results per query, however it is paged (api notes §3.4). */
export const SEARCH_RESULT_LIMIT = 10_000;
/** `ids` names at most this many listings. */
export const SEARCH_MAX_IDS = 100;
/** `sort` takes at most this many keys. */
export const SEARCH_MAX_SORT_KEYS = 3;

export type AvailabilityMode = (typeof DATE_AVAILABILITY_MODES)[number];
export const STOCK_MODES = ['strict', 'match-undefined'] as const;

export interface LatLng {
  lat: number;
  lng: number;
}

/** One extended-data filter, already checked against its schema. */
export type ExtendedDataFilter = { schema: ListingSearchSchema } & (
  | { kind: 'enum'; values: string[] }
  | { kind: 'has_all' | 'has_any'; values: string[] }
  | { kind: 'range'; min: number | undefined; max: number | undefined }
  | { kind: 'boolean'; value: boolean }
);

/** What results are ordered by; ties are broken by id so pages never overlap. */
export type SortKey =
  | { by: 'createdAt' | 'price'; descending: boolean }
  | { by: 'extended'; schema: ListingSearchSchema; descending: boolean }
  | { by: 'relevance' }
  | { by: 'distance' };

/** The availability filter: free seats over the window by the plan, exceptions and bookings. */
export interface AvailabilitySearch {
  start: Date;
  end: Date;
  mode: AvailabilityMode;
  seats: number;
  /** Minutes (time-partial) or days (day-partial) that must be free in one stretch. */
  minDuration: number;
}

/** A parsed `listings/query`. */
export interface ListingSearch {
  ids: string[] | undefined;
  authorId: string | undefined;
  keywords: string[] | undefined;
  origin: LatLng | undefined;
  bounds: { ne: LatLng; sw: LatLng } | undefined;
  price: { min: number | undefined; max: number | undefined } | undefined;
  availability: AvailabilitySearch | undefined;
  stock: { min: number; matchUndefined: boolean } | undefined;
  filters: ExtendedDataFilter[];
  sort: SortKey[];
  page: number;
  perPage: number;
}

const invalid = (ctx: z.RefinementCtx, path: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message, params: { apiCode: 'validation-invalid-params' } });

const NUMBER = /^-?\d+(\.\d+)?$/;
const WHOLE = /^-?\d{1,16}$/;

function parseLatLng(text: string): LatLng | undefined {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length !== 2 || !parts.every((p) => NUMBER.test(p))) return undefined;
  const [lat, lng] = parts.map(Number) as [number, number];
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}

/** `min,max` of whole numbers, either side optional, or one exact value (`n` = `n,n+1`). */
function parseRange(text: string): { min: number | undefined; max: number | undefined } | string {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length === 1) {
    if (!WHOLE.test(parts[0]!)) return 'must be a whole number or min,max';
    const value = Number(parts[0]);
    return { min: value, max: value + 1 };
  }
  if (parts.length !== 2 || (parts[0] === '' && parts[1] === '')) return 'must be min,max, min, or ,max';
  const [min, max] = parts.map((p) => (p === '' ? undefined : WHOLE.test(p) ? Number(p) : Number.NaN));
  if (Number.isNaN(min) || Number.isNaN(max)) return 'must be whole numbers: min,max, min, or ,max';
  if (min !== undefined && max !== undefined && max <= min) return 'max (exclusive) must be above min';
  return { min, max };
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function parseExtendedFilter(schema: ListingSearchSchema, raw: string): ExtendedDataFilter | string {
  const values = (text: string) =>
    text
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  switch (schema.type) {
    case 'enum': {
      const list = values(raw);
      return list.length > 0 ? { schema, kind: 'enum', values: list } : 'must name at least one option';
    }
    case 'multi-enum': {
      const match = /^(has_all|has_any):(.*)$/.exec(raw);
      if (!match && /^[a-z_]+:/.test(raw)) return 'must be options, has_all:options or has_any:options';
      const list = values(match ? match[2]! : raw);
      if (list.length === 0) return 'must name at least one option';
      return { schema, kind: (match?.[1] as 'has_all' | 'has_any' | undefined) ?? 'has_all', values: list };
    }
    case 'long': {
      const range = parseRange(raw);
      return typeof range === 'string' ? range : { schema, kind: 'range', ...range };
    }
    case 'boolean':
      return raw === 'true' || raw === 'false'
        ? { schema, kind: 'boolean', value: raw === 'true' }
        : 'must be true or false';
    case 'text':
      return 'is a text field: search it with keywords';
  }
}

const SORT_KEY = /^(-?)(createdAt|price|relevance|(?:pub|meta)_[A-Za-z0-9_-]+)$/;

function parseSort(raw: string, schemas: Map<string, ListingSearchSchema>): SortKey[] | string {
  const keys = raw.split(',').map((k) => k.trim());
  if (keys.length > SEARCH_MAX_SORT_KEYS) return `takes at most ${SEARCH_MAX_SORT_KEYS} keys`;
  const sort: SortKey[] = [];
  for (const key of keys) {
    const match = SORT_KEY.exec(key);
    if (!match) return `unknown sort key: ${key}`;
    const [, minus, name] = match as unknown as [string, string, string];
    // A bare key sorts descending (newest first, highest price first); `-` flips it.
    const descending = minus === '';
    if (name === 'relevance') {
      if (minus) return 'relevance cannot be reversed';
      sort.push({ by: 'relevance' });
    } else if (name === 'createdAt' || name === 'price') {
      sort.push({ by: name, descending });
    } else {
      const schema = schemas.get(name);
      if (schema?.type !== 'long') return `${name} is not a number field with a search schema`;
      sort.push({ by: 'extended', schema, descending });
    }
  }
  const names = keys.map((k) => k.replace(/^-/, ''));
  if (new Set(names).size !== names.length) return 'names a key twice';
  return sort;
}

const whole = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const SNAKE_ALIASES: Record<string, string> = {
  author_id: 'authorId',
  min_stock: 'minStock',
  stock_mode: 'stockMode',
  min_duration: 'minDuration',
  per_page: 'perPage',
};

/**
 * The `listings/query` parameter schema for a marketplace's search schemas (api notes §7): the fixed
 * parameters plus one `pub_<key>` / `meta_<key>` per schema. Every problem is reported at once as a
 * 400 naming the parameter; keys without a schema are unknown parameters.
 */
export function listingSearchQuerySchema(schemas: readonly ListingSearchSchema[]) {
  const bySchemaParam = new Map(schemas.map((s) => [searchParamName(s), s]));
  const extendedShape = Object.fromEntries(
    [...bySchemaParam.keys()].map((name) => [name, z.string().max(2000).optional()]),
  );
  const text = z.string().max(2000);
  const base = apiQuerySchema(
    {
      ids: text.optional(),
      authorId: z.uuid('must be a user id').optional(),
      keywords: z.string().max(1000).optional(),
      origin: text.optional(),
      bounds: text.optional(),
      price: text.optional(),
      start: text.optional(),
      end: text.optional(),
      availability: z
        .enum(DATE_AVAILABILITY_MODES, { error: `must be one of ${DATE_AVAILABILITY_MODES.join(', ')}` })
        .optional(),
      seats: whole(1, 100_000).optional(),
      minDuration: whole(0, SEARCH_MIN_DURATION_MAX_MINUTES).optional(),
      minStock: whole(0, 1_000_000_000).optional(),
      stockMode: z.enum(STOCK_MODES, { error: `must be one of ${STOCK_MODES.join(', ')}` }).optional(),
      sort: text.optional(),
      ...extendedShape,
      ...paginationShape(100, 100),
    },
    { include: LISTING_INCLUDES },
  );
  return z
    .preprocess((input) => {
      if (input === null || typeof input !== 'object') return input;
      const renamed: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(input)) renamed[SNAKE_ALIASES[key] ?? key] = value;
      return renamed;
    }, base)
    .transform((query, ctx) => {
      const search: ListingSearch = {
        ids: undefined,
        authorId: query.authorId,
        keywords: undefined,
        origin: undefined,
        bounds: undefined,
        price: undefined,
        availability: undefined,
        stock: undefined,
        filters: [],
        sort: [],
        page: query.page,
        perPage: query.perPage,
      };
      if (query.ids !== undefined) {
        const ids = query.ids.split(',').map((id) => id.trim());
        if (ids.length > SEARCH_MAX_IDS) invalid(ctx, 'ids', `takes at most ${SEARCH_MAX_IDS} ids`);
        else if (!ids.every((id) => z.uuid().safeParse(id).success))
          invalid(ctx, 'ids', 'must be listing ids');
        else search.ids = ids;
      }
      if (query.keywords !== undefined) {
        const tokens = tokenizeKeywords(query.keywords);
        // Keywords of no word at all (only punctuation) filter nothing.
        if (tokens.length > 0) search.keywords = tokens;
      }
      if (query.origin !== undefined) {
        const origin = parseLatLng(query.origin);
        if (!origin) invalid(ctx, 'origin', 'must be lat,lng (latitude -90…90, longitude -180…180)');
        else if (query.keywords !== undefined) invalid(ctx, 'origin', 'cannot be combined with keywords');
        else search.origin = origin;
      }
      if (query.bounds !== undefined) {
        const parts = query.bounds.split(',');
        const ne = parts.length === 4 ? parseLatLng(`${parts[0]},${parts[1]}`) : undefined;
        const sw = parts.length === 4 ? parseLatLng(`${parts[2]},${parts[3]}`) : undefined;
        if (!ne || !sw) {
          invalid(ctx, 'bounds', 'must be neLat,neLng,swLat,swLng (latitude -90…90, longitude -180…180)');
        } else if (ne.lat < sw.lat) {
          invalid(ctx, 'bounds', 'the north-east latitude must not be below the south-west one');
        } else {
          search.bounds = { ne, sw };
        }
      }
      if (query.price !== undefined) {
        const range = parseRange(query.price);
        if (typeof range === 'string') invalid(ctx, 'price', `${range} (minor units)`);
        else if ((range.min ?? 0) < 0 || (range.max ?? 0) < 0) invalid(ctx, 'price', 'must not be negative');
        else search.price = range;
      }
      readAvailability(query, search, ctx);
      if (query.minStock !== undefined) {
        search.stock = { min: query.minStock, matchUndefined: query.stockMode === 'match-undefined' };
      } else if (query.stockMode !== undefined) {
        invalid(ctx, 'stockMode', 'needs minStock');
      }
      for (const [name, schema] of bySchemaParam) {
        const raw = (query as Record<string, unknown>)[name];
        if (typeof raw !== 'string') continue;
        const filter = parseExtendedFilter(schema, raw.trim());
        if (typeof filter === 'string') invalid(ctx, name, filter);
        else search.filters.push(filter);
      }
      if (query.sort !== undefined) {
        const sort = parseSort(query.sort, bySchemaParam);
        if (typeof sort === 'string') invalid(ctx, 'sort', sort);
        else if (sort.some((k) => k.by === 'relevance') && !search.keywords) {
          invalid(ctx, 'sort', 'relevance needs keywords');
        } else {
          search.sort = sort;
        }
      }
      const paginationLimit = searchPaginationLimit(query.perPage);
      if (query.page > paginationLimit) {
        invalid(ctx, 'page', `must be at most ${paginationLimit} with perPage ${query.perPage}`);
      }
      // The response document's own parameters: include and the fields/limit/imageVariant families.
      const document: Record<string, unknown> & { include?: string[] | undefined } = {
        include: query.include,
      };
      for (const [key, value] of Object.entries(query)) {
        if (/^(fields|limit|imageVariant)\./.test(key)) document[key] = value;
      }
      return { search, document };
    });
}

function readAvailability(
  query: {
    start?: string | undefined;
    end?: string | undefined;
    availability?: AvailabilityMode | undefined;
    seats?: number | undefined;
    minDuration?: number | undefined;
  },
  search: ListingSearch,
  ctx: z.RefinementCtx,
): void {
  const dependents = (['availability', 'seats', 'minDuration'] as const).filter(
    (k) => query[k] !== undefined,
  );
  if (query.start === undefined && query.end === undefined) {
    for (const key of dependents) invalid(ctx, key, 'needs start and end');
    return;
  }
  if (query.start === undefined || query.end === undefined) {
    invalid(ctx, query.start === undefined ? 'start' : 'end', 'start and end go together');
    return;
  }
  const instant = (key: 'start' | 'end') => {
    const text = query[key]!;
    const ms = ISO_INSTANT.test(text) ? Date.parse(text) : Number.NaN;
    if (Number.isNaN(ms)) invalid(ctx, key, 'must be an ISO 8601 timestamp with a time zone');
    return ms;
  };
  const start = instant('start');
  const end = instant('end');
  if (Number.isNaN(start) || Number.isNaN(end)) return;
  if (end <= start) {
    invalid(ctx, 'end', 'must be after start');
    return;
  }
  if (end - start > SEARCH_WINDOW_MAX_DAYS * DAY_MS) {
    invalid(ctx, 'end', `must be at most ${SEARCH_WINDOW_MAX_DAYS} days after start`);
    return;
  }
  const mode = query.availability ?? 'day-full';
  if (query.minDuration !== undefined && mode.endsWith('-full')) {
    invalid(ctx, 'minDuration', 'applies to day-partial and time-partial only');
    return;
  }
  search.availability = {
    start: new Date(start),
    end: new Date(end),
    mode,
    seats: query.seats ?? 1,
    minDuration: query.minDuration ?? 0,
  };
}

/** The last page a client may ask for at this page size (`meta.paginationLimit`). */
export function searchPaginationLimit(perPage: number): number {
  return Math.max(1, Math.floor(SEARCH_RESULT_LIMIT / perPage));
}

/** Whether a search pages with totals: not with time-based or partial availability (api notes §3.4). */
export function supportsPagination(search: Pick<ListingSearch, 'availability'>): boolean {
  return !search.availability || search.availability.mode === 'day-full';
}
