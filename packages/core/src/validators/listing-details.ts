import { z } from 'zod';
import type { Category } from '../config/categories.ts';
import { CATEGORY_MAX_DEPTH, categoryLevelKey, findCategoryPath } from '../config/categories.ts';
import type { ListingFieldConfig } from '../config/listing-fields.ts';
import { isListingFieldApplicable } from '../config/listing-fields.ts';
import type { ListingTypeConfig } from '../config/listing-types.ts';
import { checkCustomFieldValues } from './custom-field-values.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

/** Longest listing title; cards and page titles truncate beyond this. */
export const LISTING_TITLE_MAX_LENGTH = 60;
/** Longest listing description; keeps a listing within the extended-data size budget. */
export const LISTING_DESCRIPTION_MAX_LENGTH = 5000;

/** Texts of the details tab rules. */
export const LISTING_DETAILS_MESSAGES = {
  titleTooLong: `title must be ${LISTING_TITLE_MAX_LENGTH} characters or less`,
  descriptionTooLong: `description must be ${LISTING_DESCRIPTION_MAX_LENGTH} characters or less`,
  unknownListingType: 'this listing type is outdated or missing',
  unknownCategory: 'this category is outdated or missing',
} as const;

/** The configuration the details tab depends on. */
export interface ListingDetailsConfig {
  listingTypes: readonly ListingTypeConfig[];
  categories: readonly Category[];
  listingFields: readonly ListingFieldConfig[];
}

const RequiredText = (max: number, tooLong: string) =>
  z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, VALIDATION_MESSAGES.required)
    .max(max, tooLong);

function checkCategories(
  categories: readonly Category[],
  form: Readonly<Record<string, unknown>>,
  context: z.RefinementCtx,
): string[] {
  const chosen: string[] = [];
  let level: readonly Category[] = categories;
  for (let depth = 1; depth <= CATEGORY_MAX_DEPTH && level.length > 0; depth += 1) {
    const key = categoryLevelKey(depth);
    const id = form[key];
    if (typeof id !== 'string' || id === '') {
      context.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.required, path: [key] });
      return chosen;
    }
    const found = findCategoryPath(level, [id])?.[0];
    if (!found) {
      context.addIssue({ code: 'custom', message: LISTING_DETAILS_MESSAGES.unknownCategory, path: [key] });
      return chosen;
    }
    chosen.push(id);
    level = found.subcategories ?? [];
  }
  return chosen;
}

/**
 * The details tab (spec §5 Listing): title, description, listing type and, when categories are
 * configured, a category down to a leaf; plus the custom fields that apply to the chosen type and
 * categories. `fields` holds custom field values by key.
 */
export function listingDetailsFormSchema(config: ListingDetailsConfig) {
  const optionalId = z.string().trim().optional();
  return z
    .object({
      title: RequiredText(LISTING_TITLE_MAX_LENGTH, LISTING_DETAILS_MESSAGES.titleTooLong),
      description: RequiredText(LISTING_DESCRIPTION_MAX_LENGTH, LISTING_DETAILS_MESSAGES.descriptionTooLong),
      listingType: z.string({ error: VALIDATION_MESSAGES.required }).min(1, VALIDATION_MESSAGES.required),
      categoryLevel1: optionalId,
      categoryLevel2: optionalId,
      categoryLevel3: optionalId,
      fields: z.record(z.string(), z.unknown()).default({}),
    })
    .superRefine((form, context) => {
      if (form.listingType && !config.listingTypes.some((type) => type.listingType === form.listingType)) {
        context.addIssue({
          code: 'custom',
          message: LISTING_DETAILS_MESSAGES.unknownListingType,
          path: ['listingType'],
        });
      }
      const categoryIds = checkCategories(config.categories, form, context);
      const applicable = config.listingFields.filter((field) =>
        isListingFieldApplicable(field, form.listingType, categoryIds),
      );
      checkCustomFieldValues(applicable, form.fields, context, ['fields']);
    });
}
/** Parsed details tab. */
export type ListingDetailsForm = z.infer<ReturnType<typeof listingDetailsFormSchema>>;
