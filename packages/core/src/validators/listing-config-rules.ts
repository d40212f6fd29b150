import { isListingFieldApplicable } from '../config/listing-fields.ts';
import type { MarketplaceConfig } from '../config/marketplace-config.ts';
import { formatMoney } from '../money/money-format.ts';
import { checkCustomFieldValuesList } from './custom-field-values.ts';

/** A problem with a listing's attributes, at its parameter path. */
export interface ListingRuleIssue {
  path: string[];
  message: string;
}

/** What the marketplace rules look at: the listing as it will be stored. */
export interface ListingUnderRules {
  price: { amount: number; currency: string } | null;
  publicData: Record<string, unknown>;
  privateData: Record<string, unknown>;
}

function categoryIdsOf(publicData: Record<string, unknown>): string[] {
  return ['categoryLevel1', 'categoryLevel2', 'categoryLevel3']
    .map((key) => publicData[key])
    .filter((value): value is string => typeof value === 'string');
}

/**
 * The marketplace's rules for a listing's stored attributes (spec §3, §5): the price is in the
 * marketplace currency and at least the configured minimum; a listing type, if named, is one the
 * marketplace has, with its process alias and unit type; custom fields hold values of their type.
 * Required custom fields are the wizard's concern, not the API's: drafts may be incomplete.
 */
export function checkListingAgainstConfig(
  config: MarketplaceConfig,
  listing: ListingUnderRules,
): ListingRuleIssue[] {
  const issues: ListingRuleIssue[] = [];
  const { price, publicData } = listing;
  if (price) {
    const currency = config.localization.currency;
    if (price.currency !== currency) {
      issues.push({ path: ['price', 'currency'], message: `must be the marketplace currency ${currency}` });
    } else if (price.amount < config.transactionSize.listingMinimumPriceSubUnits) {
      const minimum = { amount: config.transactionSize.listingMinimumPriceSubUnits, currency };
      issues.push({ path: ['price', 'amount'], message: `price must be at least ${formatMoney(minimum)}` });
    } else if (price.amount < 0) {
      issues.push({ path: ['price', 'amount'], message: 'price must not be negative' });
    }
  }
  const typeId = publicData.listingType;
  if (typeId !== undefined) {
    const type =
      typeof typeId === 'string' ? config.listingTypes.find((t) => t.listingType === typeId) : undefined;
    if (!type) {
      issues.push({
        path: ['publicData', 'listingType'],
        message: 'this listing type is outdated or missing',
      });
    } else {
      const alias = publicData.transactionProcessAlias;
      if (alias !== undefined && alias !== type.transactionType.alias) {
        issues.push({
          path: ['publicData', 'transactionProcessAlias'],
          message: `must be ${type.transactionType.alias} for listing type ${type.listingType}`,
        });
      }
      const unitType = publicData.unitType;
      if (unitType !== undefined && unitType !== type.transactionType.unitType) {
        issues.push({
          path: ['publicData', 'unitType'],
          message: `must be ${type.transactionType.unitType} for listing type ${type.listingType}`,
        });
      }
    }
  }
  const applicable = config.listingFields
    .filter((field) =>
      isListingFieldApplicable(
        field,
        typeof typeId === 'string' ? typeId : undefined,
        categoryIdsOf(publicData),
      ),
    )
    .map((field) => ({ ...field, saveConfig: { ...field.saveConfig, isRequired: false } }));
  for (const [scope, container] of [
    ['public', 'publicData'],
    ['private', 'privateData'],
  ] as const) {
    const fields = applicable.filter((field) => field.scope === scope);
    for (const issue of checkCustomFieldValuesList(fields, listing[container])) {
      issues.push({ path: [container, ...issue.path], message: issue.message });
    }
  }
  return issues;
}
