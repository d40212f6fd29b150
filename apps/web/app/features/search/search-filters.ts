import type { Category } from '@mercato/core/config/categories';
import type { EnumOption } from '@mercato/core/config/field-common';
import type { FILTER_GROUPS, SEARCH_MODES } from '@mercato/core/config/listing-fields';
import type { MarketplaceConfig } from '@mercato/core/config/marketplace-config';
import type { SearchConfig } from '@mercato/core/config/search';
import { SEARCH_FILTERS_TEXTS } from '@mercato/core/texts/catalogs/listings/search-filters';
import type { CatalogKey, CatalogTexts } from '@mercato/core/texts/ui-texts';
import { textsOf } from '@mercato/core/texts/ui-texts';

/** The texts of the search page's filters. */
export type SearchFiltersTexts = CatalogTexts<typeof SEARCH_FILTERS_TEXTS>;

/** The filters' texts in Mercato's English (tests, and callers without the operator's wording). */
export const ENGLISH_SEARCH_FILTERS_TEXTS: SearchFiltersTexts = textsOf(SEARCH_FILTERS_TEXTS, undefined);

/** How a custom field filters (api notes §7 `pub_<key>` by search schema type). */
export type CustomFilterType = 'enum' | 'multi-enum' | 'long' | 'boolean';

/** A listing field the search page filters by (spec §3 `filterConfig`). */
export interface CustomFilter {
  key: string;
  label: string;
  type: CustomFilterType;
  group: (typeof FILTER_GROUPS)[number];
  /** Choices of enum and multi-enum fields. */
  options: EnumOption[];
  /** An enum shown as checkboxes (any of them) rather than as one choice. */
  multiple: boolean;
  /** How a multi-enum combines chosen options. */
  searchMode: (typeof SEARCH_MODES)[number];
  /** Bounds and step of a long field. */
  range: { min: number; max: number; step: number } | null;
  /** The listing types the field belongs to; null when it applies to every type. */
  listingTypeIds: string[] | null;
  /** The categories the field belongs to; null when it applies to every category. */
  categoryIds: string[] | null;
}

/** Everything the search page needs to know of the marketplace configuration. */
export interface SearchFilters {
  currency: string;
  price: SearchConfig['priceFilter'];
  dates: SearchConfig['dateRangeFilter'];
  seats: SearchConfig['seatsFilter'];
  keywords: SearchConfig['keywordsFilter'];
  /** The category tree, or null when the marketplace has no categories or the filter is off. */
  categories: { label: string; tree: Category[] } | null;
  /** Every listing type (a `/s/:listingType` path must name one of them). */
  listingTypes: { id: string; label: string }[];
  /** Whether the listing-type filter is shown: it is on and there is more than one type. */
  showListingTypeFilter: boolean;
  listingTypeLabel: string;
  sort: SearchConfig['sortConfig'];
  custom: CustomFilter[];
  /** Whether the page is configured to show a map beside the results (config `layout.searchPage`). */
  mapLayout: boolean;
}

const FILTERABLE_TYPES = new Set<string>(['enum', 'multi-enum', 'long', 'boolean']);

type LabelKey = CatalogKey<typeof SEARCH_FILTERS_TEXTS>;

/**
 * A label of the configuration in the words in force: the configuration's default label (the
 * catalog's English) is worded by the catalog, a label the operator set is kept as they set it.
 */
function labelIn(t: SearchFiltersTexts, label: string, key: LabelKey): string {
  return label === SEARCH_FILTERS_TEXTS.texts[key] ? t(key) : label;
}

/** The catalog keys of the default sort choices, by sort key: label and long label. */
const SORT_LABEL_KEYS: Record<string, { label: LabelKey; longLabel?: LabelKey }> = {
  createdAt: { label: 'sortNewest' },
  '-createdAt': { label: 'sortOldest' },
  '-price': { label: 'sortLowestPrice' },
  price: { label: 'sortHighestPrice' },
  relevance: { label: 'sortRelevance', longLabel: 'sortRelevanceLong' },
};

function sortConfigIn(t: SearchFiltersTexts, sort: SearchConfig['sortConfig']): SearchConfig['sortConfig'] {
  return {
    ...sort,
    options: sort.options.map((option) => {
      const keys = SORT_LABEL_KEYS[option.key];
      if (!keys) return option;
      const worded = { ...option, label: labelIn(t, option.label, keys.label) };
      if (option.longLabel !== undefined && keys.longLabel) {
        worded.longLabel = labelIn(t, option.longLabel, keys.longLabel);
      }
      return worded;
    }),
  };
}

/**
 * The search page's filters from the configuration: the built-in ones of spec §9 as configured,
 * and each public listing field indexed for search with a filterable type (text fields are found
 * through keywords instead).
 */
export function searchFiltersOf(
  config: MarketplaceConfig,
  t: SearchFiltersTexts = ENGLISH_SEARCH_FILTERS_TEXTS,
): SearchFilters {
  const { search } = config;
  const custom: CustomFilter[] = [];
  for (const field of config.listingFields) {
    const filter = field.filterConfig;
    if (field.scope !== 'public' || !filter?.indexForSearch || !FILTERABLE_TYPES.has(field.schemaType)) {
      continue;
    }
    const type = field.schemaType as CustomFilterType;
    const numbers = field.numberConfig;
    if (type === 'long' && !numbers) continue;
    custom.push({
      key: field.key,
      label: filter.label ?? field.showConfig?.label ?? field.saveConfig?.label ?? field.key,
      type,
      group: filter.group,
      options: field.enumOptions ?? [],
      multiple: type === 'multi-enum' || filter.filterType === 'SelectMultipleFilter',
      searchMode: filter.searchMode,
      range: numbers ? { min: numbers.minimum, max: numbers.maximum, step: numbers.step } : null,
      listingTypeIds: field.listingTypeConfig?.limitToListingTypeIds
        ? field.listingTypeConfig.listingTypeIds
        : null,
      categoryIds: field.categoryConfig?.limitToCategoryIds ? field.categoryConfig.categoryIds : null,
    });
  }
  const listingTypes = config.listingTypes.map((type) => ({ id: type.listingType, label: type.label }));
  return {
    currency: config.localization.currency,
    price: { ...search.priceFilter, label: labelIn(t, search.priceFilter.label, 'priceLabel') },
    dates: { ...search.dateRangeFilter, label: labelIn(t, search.dateRangeFilter.label, 'datesLabel') },
    seats: { ...search.seatsFilter, label: labelIn(t, search.seatsFilter.label, 'seatsLabel') },
    keywords: { ...search.keywordsFilter, label: labelIn(t, search.keywordsFilter.label, 'keywordsLabel') },
    categories:
      search.categoryFilter.enabled && config.categories.length > 0
        ? { label: labelIn(t, search.categoryFilter.label, 'categoryLabel'), tree: config.categories }
        : null,
    listingTypes,
    showListingTypeFilter: search.listingTypeFilter.enabled && listingTypes.length > 1,
    listingTypeLabel: labelIn(t, search.listingTypeFilter.label, 'listingTypeLabel'),
    sort: sortConfigIn(t, search.sortConfig),
    custom,
    mapLayout: config.layout.searchPage.variantType === 'map',
  };
}

/**
 * Whether a custom filter applies to the chosen listing type and categories: a field limited to
 * some types shows for them (and while no type is chosen); a field limited to some categories
 * shows once one of them is chosen.
 */
export function isCustomFilterApplicable(
  filter: CustomFilter,
  listingType: string | null,
  categoryIds: readonly string[],
): boolean {
  if (filter.listingTypeIds && listingType !== null && !filter.listingTypeIds.includes(listingType)) {
    return false;
  }
  if (filter.categoryIds && !categoryIds.some((id) => filter.categoryIds?.includes(id))) return false;
  return true;
}
