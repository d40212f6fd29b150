import { z } from 'zod';
import { checkTypedField, customFieldShape, saveConfigShape } from './field-common.ts';

/** Where a listing field is stored: publicData or privateData (spec §3). */
export const LISTING_FIELD_SCOPES = ['public', 'private'] as const;

/** Search filter components a listing field can be shown with. */
export const LISTING_FILTER_TYPES = ['SelectSingleFilter', 'SelectMultipleFilter'] as const;

/** How a multi-enum filter combines chosen options (spec §9: default has_all). */
export const SEARCH_MODES = ['has_all', 'has_any'] as const;

/** Where the filter sits on the search page (spec §9: default primary). */
export const FILTER_GROUPS = ['primary', 'secondary'] as const;

/** A listing field's search filter settings. */
export const ListingFilterConfigSchema = z.object({
  indexForSearch: z.boolean().default(false),
  label: z.string().optional(),
  filterType: z.enum(LISTING_FILTER_TYPES).optional(),
  searchMode: z.enum(SEARCH_MODES).default('has_all'),
  group: z.enum(FILTER_GROUPS).default('primary'),
});

/** How a listing field is shown on the listing page. */
export const ListingShowConfigSchema = z.object({
  label: z.string().optional(),
  isDetail: z.boolean().default(true),
  unselectedOptions: z.boolean().default(true),
});

/** How a listing field is asked for in the listing editor. */
export const ListingSaveConfigSchema = z.object(saveConfigShape);

/** Limits a field to some categories. */
export const CategoryLimitSchema = z.object({
  limitToCategoryIds: z.boolean().default(false),
  categoryIds: z.array(z.string()).default([]),
});

/** Limits a field to some listing types. */
export const ListingTypeLimitSchema = z.object({
  limitToListingTypeIds: z.boolean().default(false),
  listingTypeIds: z.array(z.string()).default([]),
});

/** One custom listing field (spec §3 "Listing field config"), with the per-type rules of spec §5. */
export const ListingFieldSchema = z
  .object({
    ...customFieldShape(LISTING_FIELD_SCOPES),
    filterConfig: ListingFilterConfigSchema.optional(),
    showConfig: ListingShowConfigSchema.optional(),
    saveConfig: ListingSaveConfigSchema.optional(),
    categoryConfig: CategoryLimitSchema.optional(),
    listingTypeConfig: ListingTypeLimitSchema.optional(),
  })
  .superRefine(checkTypedField);
/** A parsed listing field config. */
export type ListingFieldConfig = z.infer<typeof ListingFieldSchema>;

/** Whether a field applies to a listing of this type and category (unlimited fields apply everywhere). */
export function isListingFieldApplicable(
  field: ListingFieldConfig,
  listingType: string | undefined,
  categoryIds: readonly string[] = [],
): boolean {
  const typeLimit = field.listingTypeConfig;
  if (typeLimit?.limitToListingTypeIds && !typeLimit.listingTypeIds.includes(listingType ?? '')) return false;
  const categoryLimit = field.categoryConfig;
  if (
    categoryLimit?.limitToCategoryIds &&
    !categoryIds.some((id) => categoryLimit.categoryIds.includes(id))
  ) {
    return false;
  }
  return true;
}
