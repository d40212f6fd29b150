import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import { type MarketplaceConfig, MarketplaceConfigSchema } from '@mercato/core/config/marketplace-config';
import { type SearchFilters, searchFiltersOf } from './search-filters.ts';
import { parseSearchParams, type SearchState } from './search-params.ts';

/** A custom field's `enumOptions` from `{ option: label }`. */
function optionsOf(labels: Record<string, string>): { option: string; label: string }[] {
  return Object.entries(labels).map(([option, label]) => ({ option, label }));
}

/**
 * A configuration with two listing types, a category tree and a filter of each kind: a single
 * enum, an enum with several choices, a multi-enum (has_any), a long range limited to one type,
 * a boolean, a text field (not a filter) and a field limited to one category.
 */
export function buildSearchConfig(overrides: Partial<MarketplaceConfig> = {}): MarketplaceConfig {
  return MarketplaceConfigSchema.parse({
    ...DEFAULT_MARKETPLACE_CONFIG,
    listingTypes: [
      ...DEFAULT_MARKETPLACE_CONFIG.listingTypes,
      {
        listingType: 'gear-rental',
        label: 'Gear rental',
        transactionType: { process: 'default-booking', alias: 'default-booking/release-1', unitType: 'day' },
      },
    ],
    categories: [
      {
        id: 'outdoors',
        name: 'Outdoors',
        subcategories: [
          { id: 'bikes', name: 'Bikes', subcategories: [{ id: 'e-bikes', name: 'E-bikes' }] },
          { id: 'boats', name: 'Boats' },
        ],
      },
      { id: 'lessons', name: 'Lessons' },
    ],
    listingFields: [
      {
        key: 'level',
        schemaType: 'enum',
        enumOptions: optionsOf({ beginner: 'Beginner', expert: 'Expert' }),
        filterConfig: { indexForSearch: true, label: 'Level', filterType: 'SelectSingleFilter' },
      },
      {
        key: 'language',
        schemaType: 'enum',
        enumOptions: optionsOf({ en: 'English', de: 'German', fr: 'French' }),
        filterConfig: { indexForSearch: true, label: 'Language', filterType: 'SelectMultipleFilter' },
      },
      {
        key: 'amenities',
        schemaType: 'multi-enum',
        enumOptions: optionsOf({ wifi: 'Wi-Fi', parking: 'Parking', lift: 'Lift' }),
        filterConfig: { indexForSearch: true, label: 'Amenities', searchMode: 'has_any', group: 'secondary' },
      },
      {
        key: 'frameSize',
        schemaType: 'long',
        numberConfig: { minimum: 10, maximum: 70 },
        filterConfig: { indexForSearch: true, label: 'Frame size' },
        listingTypeConfig: { limitToListingTypeIds: true, listingTypeIds: ['gear-rental'] },
      },
      {
        key: 'petsAllowed',
        schemaType: 'boolean',
        filterConfig: { indexForSearch: true, label: 'Pets allowed', group: 'secondary' },
      },
      { key: 'notes', schemaType: 'text', filterConfig: { indexForSearch: true } },
      {
        key: 'hull',
        schemaType: 'enum',
        enumOptions: optionsOf({ wood: 'Wood' }),
        filterConfig: { indexForSearch: true, label: 'Hull' },
        categoryConfig: { limitToCategoryIds: true, categoryIds: ['boats'] },
      },
      {
        key: 'hidden',
        schemaType: 'enum',
        enumOptions: optionsOf({ x: 'X' }),
        filterConfig: { indexForSearch: false },
      },
    ],
    ...overrides,
  });
}

/** The search filters of `buildSearchConfig`. */
export function buildSearchFilters(overrides: Partial<MarketplaceConfig> = {}): SearchFilters {
  return searchFiltersOf(buildSearchConfig(overrides));
}

/** The filters of `buildSearchFilters()`, for tests that read URLs with them. */
export const TEST_FILTERS = buildSearchFilters();

/** A search URL's query (of a listing type's page, or `/s`) read with `TEST_FILTERS`. */
export function parseTestQuery(query: string, listingType?: string): SearchState {
  return parseSearchParams(new URLSearchParams(query), listingType, TEST_FILTERS);
}
