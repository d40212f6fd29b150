import { z } from 'zod';
import {
  findReservedKeyClashes,
  RESERVED_LISTING_FIELD_KEYS,
  RESERVED_USER_FIELD_KEYS,
  reservedKeyMessage,
} from '../custom-fields/reserved-keys.ts';
import { addRepeatIssues } from '../validators/repeats.ts';
import { AccessControlSchema } from './access-control.ts';
import { AnalyticsSchema, resolveGoogleAnalyticsId } from './analytics.ts';
import { BrandingSchema } from './branding.ts';
import { CategoriesSchema } from './categories-schema.ts';
import { checkUniqueKeys } from './field-common.ts';
import { LayoutSchema } from './layout.ts';
import { ListingFieldSchema } from './listing-fields.ts';
import { ListingTypeSchema } from './listing-types.ts';
import { LocalizationSchema } from './localization.ts';
import { findMissingMapTokenWarning, MapsSchema } from './maps.ts';
import { PAYOUT_COUNTRY_CODES } from './payout-countries.ts';
import { SearchConfigSchema } from './search.ts';
import { UserFieldSchema } from './user-fields.ts';
import { UserTypeSchema } from './user-types.ts';

/** Minimum listing price in minor units; 0 unless the operator sets one (spec §5 Listing). */
export const TransactionSizeSchema = z.object({
  listingMinimumPriceSubUnits: z.int().min(0, 'minimum price must not be negative').default(0),
});

function addReservedKeyIssues(
  fields: readonly { key: string }[],
  reserved: readonly string[],
  path: string,
  context: z.RefinementCtx,
): void {
  const clashes = new Set(
    findReservedKeyClashes(
      fields.map((field) => field.key),
      reserved,
    ),
  );
  fields.forEach((field, index) => {
    if (clashes.has(field.key)) {
      context.addIssue({
        code: 'custom',
        message: reservedKeyMessage(field.key),
        path: [path, index, 'key'],
      });
    }
  });
}

function addDuplicateIdIssues(
  ids: readonly string[],
  what: string,
  path: string,
  context: z.RefinementCtx,
): void {
  addRepeatIssues(ids, context, (id, index) => ({
    message: `duplicate ${what} "${id}"`,
    path: [path, index],
  }));
}

/**
 * The whole marketplace configuration (spec §3 Config) with the rules of spec §5 "Config
 * validation". Parts left out take the defaults of the spec's sample.
 */
export const MarketplaceConfigSchema = z
  .object({
    marketplaceName: z.string().min(1).default('Mercato'),
    listingTypes: z.array(ListingTypeSchema).min(1, 'at least one listing type is required'),
    categories: CategoriesSchema.default([]),
    listingFields: z.array(ListingFieldSchema).default([]),
    userTypes: z.array(UserTypeSchema).default([]),
    userFields: z.array(UserFieldSchema).default([]),
    branding: BrandingSchema.prefault({}),
    layout: LayoutSchema.prefault({}),
    search: SearchConfigSchema.prefault({}),
    localization: LocalizationSchema.prefault({}),
    accessControl: AccessControlSchema.prefault({}),
    transactionSize: TransactionSizeSchema.prefault({}),
    maps: MapsSchema.prefault({}),
    analytics: AnalyticsSchema.prefault({}),
    payoutCountries: z
      .array(z.string().refine((code) => PAYOUT_COUNTRY_CODES.includes(code), 'unsupported payout country'))
      .default([...PAYOUT_COUNTRY_CODES]),
    topbar: z.record(z.string(), z.unknown()).optional(),
    footer: z.record(z.string(), z.unknown()).optional(),
  })
  .superRefine((config, context) => {
    checkUniqueKeys(config.listingFields, context, ['listingFields']);
    checkUniqueKeys(config.userFields, context, ['userFields']);
    addReservedKeyIssues(config.listingFields, RESERVED_LISTING_FIELD_KEYS, 'listingFields', context);
    addReservedKeyIssues(config.userFields, RESERVED_USER_FIELD_KEYS, 'userFields', context);
    addDuplicateIdIssues(
      config.listingTypes.map((type) => type.listingType),
      'listing type',
      'listingTypes',
      context,
    );
    addDuplicateIdIssues(
      config.userTypes.map((type) => type.userType),
      'user type',
      'userTypes',
      context,
    );
  });

/** Marketplace configuration as accepted from the operator or a hosted asset. */
export type MarketplaceConfigInput = z.input<typeof MarketplaceConfigSchema>;
/** Marketplace configuration with every default filled in. */
export type MarketplaceConfig = z.output<typeof MarketplaceConfigSchema>;

/** One reason a configuration was refused, with the dotted path of the offending value. */
export interface ConfigIssue {
  path: string;
  message: string;
}

/** Either the parsed configuration or every problem found in it. */
export type ConfigValidationResult =
  | { ok: true; config: MarketplaceConfig }
  | { ok: false; issues: ConfigIssue[] };

/** Validates a configuration and reports all problems at once so the console can show them together. */
export function validateMarketplaceConfig(input: unknown): ConfigValidationResult {
  const result = MarketplaceConfigSchema.safeParse(input);
  if (result.success) return { ok: true, config: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  };
}

/**
 * Problems that do not stop the marketplace (spec §8: logged, not fatal): a map provider without a
 * token and an analytics id that is not GA4.
 */
export function collectConfigWarnings(config: MarketplaceConfig): string[] {
  const warnings = [
    findMissingMapTokenWarning(config.maps),
    resolveGoogleAnalyticsId(config.analytics.googleAnalyticsId).warning,
  ];
  return warnings.filter((warning): warning is string => warning !== undefined);
}
