import type { Category } from '@mercato/core/config/categories';
import { CATEGORY_MAX_DEPTH, categoryLevelKey } from '@mercato/core/config/categories';
import { isListingFieldApplicable, type ListingFieldConfig } from '@mercato/core/config/listing-fields';
import type { MarketplaceConfig } from '@mercato/core/config/marketplace-config';
import { type ListingDetailsForm, listingDetailsFormSchema } from '@mercato/core/validators/listing-details';
import {
  customFieldInputName,
  type FieldFormValue,
  toFieldFormValue,
  toFieldValue,
} from '../../../lib/forms/custom-fields.ts';
import { type FormResult, validateForm } from '../../../lib/forms/validate-form.ts';
import type { WizardListing } from '../wizard-tab.ts';

/** The details form as entered: texts, the chosen type and category path, custom fields by key. */
export interface DetailsFormValues {
  title: string;
  description: string;
  listingType: string;
  /** The chosen category as its path of ids joined by '/', '' for none. */
  category: string;
  fields: Record<string, FieldFormValue>;
}

/** One choice of the category select: a category path ending in a leaf, named by its whole path. */
export interface CategoryChoice {
  value: string;
  label: string;
  /** The top-level category's name, for the select's option groups. */
  group: string;
}

/** Separator of category ids in the select's values (ids hold letters, digits, `_` and `-` only). */
const PATH_SEPARATOR = '/';

/**
 * Every category the author may choose: the leaves of the tree, up to three levels (spec §9), each
 * named by its path ('Sports › Bikes › Road'), so one select works with or without JavaScript.
 */
export function categoryChoicesOf(categories: readonly Category[]): CategoryChoice[] {
  const choices: CategoryChoice[] = [];
  const walk = (level: readonly Category[], path: Category[], depth: number) => {
    for (const category of level) {
      const next = [...path, category];
      const children = category.subcategories ?? [];
      if (children.length === 0 || depth === CATEGORY_MAX_DEPTH) {
        choices.push({
          value: next.map((c) => c.id).join(PATH_SEPARATOR),
          label: next.map((c) => c.name).join(' › '),
          group: next[0]?.name ?? '',
        });
      } else {
        walk(children, next, depth + 1);
      }
    }
  };
  walk(categories, [], 1);
  return choices;
}

/** The category ids of a select value ('a/b' → ['a', 'b']). */
export function categoryIdsOfChoice(value: string): string[] {
  return value === '' ? [] : value.split(PATH_SEPARATOR);
}

/** The ids of the categories a listing is filed under, top level first. */
export function categoryIdsOfListing(publicData: Record<string, unknown>): string[] {
  const ids: string[] = [];
  for (let level = 1; level <= CATEGORY_MAX_DEPTH; level += 1) {
    const id = publicData[categoryLevelKey(level)];
    if (typeof id !== 'string' || id === '') break;
    ids.push(id);
  }
  return ids;
}

/** The custom listing fields the details tab asks for, for a type and category (spec §3 limits). */
export function detailsFieldsOf(
  fields: readonly ListingFieldConfig[],
  listingType: string | undefined,
  categoryIds: readonly string[],
): ListingFieldConfig[] {
  return fields.filter((field) => isListingFieldApplicable(field, listingType || undefined, categoryIds));
}

/** The form's starting values: the listing as stored, or empty (one listing type is preselected). */
export function initialDetailsValues(
  listing: WizardListing | null,
  config: MarketplaceConfig,
): DetailsFormValues {
  const publicData = listing?.publicData ?? {};
  const privateData = listing?.privateData ?? {};
  const storedType = typeof publicData.listingType === 'string' ? publicData.listingType : '';
  const onlyType = config.listingTypes.length === 1 ? (config.listingTypes[0]?.listingType ?? '') : '';
  return {
    title: listing?.title ?? '',
    description: listing?.description ?? '',
    listingType: storedType || onlyType,
    category: categoryIdsOfListing(publicData).join(PATH_SEPARATOR),
    fields: Object.fromEntries(
      config.listingFields.map((field) => [
        field.key,
        toFieldFormValue(field, (field.scope === 'private' ? privateData : publicData)[field.key]),
      ]),
    ),
  };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** Reads the posted details form (browser or server). */
export function readDetailsForm(form: FormData, config: MarketplaceConfig): DetailsFormValues {
  const fields: Record<string, FieldFormValue> = {};
  for (const field of config.listingFields) {
    const name = customFieldInputName(field.key);
    fields[field.key] =
      field.schemaType === 'multi-enum'
        ? form.getAll(name).filter((item): item is string => typeof item === 'string')
        : text(form, name);
  }
  return {
    title: text(form, 'title'),
    description: text(form, 'description'),
    listingType: text(form, 'listingType'),
    category: text(form, 'category'),
    fields,
  };
}

/** Maps the schema's category level errors onto the one category select. */
function onCategoryInput(result: FormResult<ListingDetailsForm>): FormResult<ListingDetailsForm> {
  if (result.ok) return result;
  const errors = { ...result.errors };
  for (let level = 1; level <= CATEGORY_MAX_DEPTH; level += 1) {
    const key = categoryLevelKey(level);
    if (errors[key]) {
      errors.category ??= errors[key];
      delete errors[key];
    }
  }
  return { ok: false, errors };
}

/**
 * Checks the details with core's schema (spec §5: title, description, listing type and category
 * required; custom fields by their config), custom values typed from their text first.
 */
export function validateDetails(
  values: DetailsFormValues,
  config: MarketplaceConfig,
): FormResult<ListingDetailsForm> {
  const [categoryLevel1, categoryLevel2, categoryLevel3] = categoryIdsOfChoice(values.category);
  const typed = Object.fromEntries(
    config.listingFields.map((field) => [field.key, toFieldValue(field, values.fields[field.key])]),
  );
  return onCategoryInput(
    validateForm(listingDetailsFormSchema(config), {
      title: values.title,
      description: values.description,
      listingType: values.listingType,
      categoryLevel1,
      categoryLevel2,
      categoryLevel3,
      fields: typed,
    }),
  );
}

/** The whole check of a posted details form, for the browser and the action alike. */
export function parseDetailsForm(form: FormData, config: MarketplaceConfig) {
  const values = readDetailsForm(form, config);
  return { values, result: validateDetails(values, config) };
}

/**
 * The extended data of parsed details: type, process and unit, category levels, and each custom
 * field in its scope's container. Fields that no longer apply (another type or category) and
 * unused category levels are `null`, which removes them from a stored listing.
 */
export function detailsExtendedData(
  details: ListingDetailsForm,
  config: MarketplaceConfig,
): { publicData: Record<string, unknown>; privateData: Record<string, unknown> } {
  const type = config.listingTypes.find((t) => t.listingType === details.listingType);
  const categoryIds = [details.categoryLevel1, details.categoryLevel2, details.categoryLevel3].filter(
    (id): id is string => typeof id === 'string' && id !== '',
  );
  const publicData: Record<string, unknown> = {
    listingType: details.listingType,
    transactionProcessAlias: type?.transactionType.alias ?? null,
    unitType: type?.transactionType.unitType ?? null,
    // Orders of a type with price variations are priced by the variant chosen (pricing tab).
    priceVariationsEnabled: type?.priceVariations?.enabled === true ? true : null,
  };
  for (let level = 1; level <= CATEGORY_MAX_DEPTH; level += 1) {
    publicData[categoryLevelKey(level)] = categoryIds[level - 1] ?? null;
  }
  const privateData: Record<string, unknown> = {};
  const applicable = new Set(
    detailsFieldsOf(config.listingFields, details.listingType, categoryIds).map((field) => field.key),
  );
  for (const field of config.listingFields) {
    const value = applicable.has(field.key) ? details.fields[field.key] : undefined;
    const container = field.scope === 'private' ? privateData : publicData;
    container[field.key] = value === undefined || (Array.isArray(value) && value.length === 0) ? null : value;
  }
  return { publicData, privateData };
}

/** Extended data without its `null` removals, for creating a draft (nothing to remove yet). */
export function withoutRemovals(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null));
}
