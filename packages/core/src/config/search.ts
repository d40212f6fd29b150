import { z } from 'zod';

/** Availability matching of the dates filter (api notes §7 `availability`). */
export const DATE_AVAILABILITY_MODES = ['day-full', 'day-partial', 'time-full', 'time-partial'] as const;

/** Whether the dates filter picks days or nights. */
export const DATE_RANGE_MODES = ['day', 'night'] as const;

/** Texts of the search config rules. */
export const SEARCH_CONFIG_MESSAGES = {
  priceMinBelowMax: 'price filter min must be below max',
  sortKey:
    'sort option key must be relevance or createdAt, price, pub_<key> or meta_<key>, optionally prefixed with -',
} as const;

/** The main search box: keyword search or location search (spec §2: keywords by default). */
export const MainSearchSchema = z.object({
  searchType: z.enum(['keywords', 'location']).default('keywords'),
});

/** The dates filter (spec §9: label Dates, mode day, availability time-full). */
export const DateRangeFilterSchema = z.object({
  enabled: z.boolean().default(true),
  label: z.string().default('Dates'),
  dateRangeMode: z.enum(DATE_RANGE_MODES).default('day'),
  availability: z.enum(DATE_AVAILABILITY_MODES).default('time-full'),
});

/** The seats filter (spec §9: label Seats). */
export const SeatsFilterSchema = z.object({
  enabled: z.boolean().default(true),
  label: z.string().default('Seats'),
});

/** The price filter in major units (spec §9: 0 to 1000, step 5); min below max (spec §5). */
export const PriceFilterSchema = z
  .object({
    enabled: z.boolean().default(true),
    label: z.string().default('Price'),
    min: z.int().min(0).default(0),
    max: z.int().min(0).default(1000),
    step: z.number().positive().default(5),
  })
  .refine((filter) => filter.min < filter.max, {
    message: SEARCH_CONFIG_MESSAGES.priceMinBelowMax,
    path: ['max'],
  });

/** Filters that are switched on or off and labelled only. */
const ToggleFilterSchema = (label: string) =>
  z.object({ enabled: z.boolean().default(true), label: z.string().default(label) });

/** One sort choice: the API sort key and its label. */
export const SortOptionSchema = z.object({
  key: z
    .string()
    .regex(
      /^(?:relevance|-?(?:createdAt|price|pub_[A-Za-z0-9_-]+|meta_[A-Za-z0-9_-]+))$/,
      SEARCH_CONFIG_MESSAGES.sortKey,
    ),
  label: z.string().min(1),
  longLabel: z.string().optional(),
});

/** Default sort options (spec §2: newest, oldest, lowest price, highest price, relevance). */
export const DEFAULT_SORT_OPTIONS = [
  { key: 'createdAt', label: 'Newest' },
  { key: '-createdAt', label: 'Oldest' },
  { key: '-price', label: 'Lowest price' },
  { key: 'price', label: 'Highest price' },
  { key: 'relevance', label: 'Relevance', longLabel: 'Relevance (keyword search)' },
];

/**
 * Sorting (spec §3, §9). Relevance is only meaningful with keywords, so it is offered while the
 * relevance filter is active; conflicting filters disable sorting altogether.
 */
export const SortConfigSchema = z.object({
  active: z.boolean().default(true),
  queryParamName: z.string().min(1).default('sort'),
  relevanceKey: z.string().min(1).default('relevance'),
  relevanceFilter: z.string().min(1).default('keywords'),
  conflictingFilters: z.array(z.string()).default([]),
  options: z.array(SortOptionSchema).min(1).default(DEFAULT_SORT_OPTIONS),
});

/** Search page configuration. */
export const SearchConfigSchema = z.object({
  mainSearch: MainSearchSchema.prefault({}),
  dateRangeFilter: DateRangeFilterSchema.prefault({}),
  seatsFilter: SeatsFilterSchema.prefault({}),
  priceFilter: PriceFilterSchema.prefault({}),
  keywordsFilter: ToggleFilterSchema('Keywords').prefault({}),
  categoryFilter: ToggleFilterSchema('Category').prefault({}),
  listingTypeFilter: ToggleFilterSchema('Listing type').prefault({}),
  sortConfig: SortConfigSchema.prefault({}),
});
/** Parsed search config. */
export type SearchConfig = z.infer<typeof SearchConfigSchema>;
