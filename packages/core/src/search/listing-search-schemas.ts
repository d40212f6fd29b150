import { CATEGORY_MAX_DEPTH, categoryLevelKey } from '../config/categories.ts';
import type { ListingFieldConfig } from '../config/listing-fields.ts';

/** How an extended-data key is indexed for `listings/query` (api notes §7 search schemas). */
export type SearchSchemaType = 'enum' | 'multi-enum' | 'long' | 'boolean' | 'text';

/** Where the key lives: publicData (`pub_<key>`) or metadata (`meta_<key>`). */
export type SearchSchemaScope = 'public' | 'metadata';

/** One searchable extended-data key. */
export interface ListingSearchSchema {
  scope: SearchSchemaScope;
  key: string;
  type: SearchSchemaType;
}

/** The query parameter that filters or sorts by a schema: `pub_<key>` or `meta_<key>`. */
export function searchParamName(schema: Pick<ListingSearchSchema, 'scope' | 'key'>): string {
  return `${schema.scope === 'public' ? 'pub' : 'meta'}_${schema.key}`;
}

/** The operator's flag in a listing's metadata: the landing page lists `meta_featuredListing=true`. */
export const FEATURED_LISTING_KEY = 'featuredListing';

/**
 * When the operator last featured a listing, in the listing's metadata (milliseconds since the
 * epoch, a `long`): `sort=meta_featuredAt` puts the listing featured last first.
 */
export const FEATURED_AT_KEY = 'featuredAt';

/**
 * Schemas every marketplace has, whatever its listing fields: the listing type and category levels
 * the search page filters by, the operator's `featuredListing` flag the landing page lists, and
 * `featuredAt`, which orders that list.
 */
export const BUILT_IN_LISTING_SEARCH_SCHEMAS: readonly ListingSearchSchema[] = [
  { scope: 'public', key: 'listingType', type: 'enum' },
  ...Array.from({ length: CATEGORY_MAX_DEPTH }, (_, i) => ({
    scope: 'public' as const,
    key: categoryLevelKey(i + 1),
    type: 'enum' as const,
  })),
  { scope: 'metadata', key: FEATURED_LISTING_KEY, type: 'boolean' },
  { scope: 'metadata', key: FEATURED_AT_KEY, type: 'long' },
];

const TYPE_OF_FIELD: Partial<Record<ListingFieldConfig['schemaType'], SearchSchemaType>> = {
  enum: 'enum',
  'multi-enum': 'multi-enum',
  long: 'long',
  boolean: 'boolean',
  text: 'text',
};

/**
 * The search schemas of a marketplace: the built-in ones plus one per public listing field marked
 * `filterConfig.indexForSearch` (free text → keywords, number → long ranges and sorting, select one →
 * enum, select many → multi-enum, yes/no → boolean). Private fields and video links are never indexed.
 */
export function listingSearchSchemas(listingFields: readonly ListingFieldConfig[]): ListingSearchSchema[] {
  const schemas = [...BUILT_IN_LISTING_SEARCH_SCHEMAS];
  const taken = new Set(schemas.map(searchParamName));
  for (const field of listingFields) {
    const type = TYPE_OF_FIELD[field.schemaType];
    if (!type || field.scope !== 'public' || !field.filterConfig?.indexForSearch) continue;
    const schema: ListingSearchSchema = { scope: 'public', key: field.key, type };
    if (taken.has(searchParamName(schema))) continue;
    taken.add(searchParamName(schema));
    schemas.push(schema);
  }
  return schemas;
}

/** Keyword search reads at most this many words; the rest are ignored. */
export const MAX_KEYWORD_TOKENS = 16;
/** Words are cut to this many characters. */
export const MAX_KEYWORD_TOKEN_LENGTH = 48;

/**
 * The words of a keyword search: split on anything that is not a letter or digit, lower-cased,
 * duplicates dropped, at most `MAX_KEYWORD_TOKENS` (api notes §7: tokenised on non-alphanumerics).
 */
export function tokenizeKeywords(text: string): string[] {
  const tokens: string[] = [];
  for (const word of text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)) {
    if (word === '') continue;
    const token = [...word].slice(0, MAX_KEYWORD_TOKEN_LENGTH).join('');
    if (!tokens.includes(token)) tokens.push(token);
    if (tokens.length === MAX_KEYWORD_TOKENS) break;
  }
  return tokens;
}
