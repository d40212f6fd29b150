import { z } from 'zod';
import { formatMoney } from '../money/money-format.ts';
import { moneyInputSchema } from '../money/money-input.ts';
import { MoneySchema } from '../money/money-schema.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

/** What the pricing tab needs from the marketplace configuration. */
export interface PricingRules {
  /** The marketplace currency; listings in another currency cannot be repriced. */
  currency: string;
  /** Minimum price in minor units (spec §9 sample: 500), 0 when not configured. */
  minimumPriceSubUnits?: number | undefined;
}

/** Text of the minimum price rule, with the minimum shown as money. */
export function minimumPriceMessage(minimum: number, currency: string): string {
  return `price must be at least ${formatMoney({ amount: minimum, currency })}`;
}

/** A listing price: required, in the marketplace currency, at least the configured minimum. */
export function listingPriceSchema(rules: PricingRules) {
  const minimum = rules.minimumPriceSubUnits ?? 0;
  return MoneySchema.optional().superRefine((price, context) => {
    if (!price) {
      context.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.required });
      return;
    }
    if (price.currency !== rules.currency) {
      context.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.currencyMismatch, path: ['currency'] });
      return;
    }
    if (price.amount < minimum) {
      context.addIssue({
        code: 'custom',
        message: minimumPriceMessage(minimum, rules.currency),
        path: ['amount'],
      });
    }
  });
}

/** The pricing tab (spec §5 Listing: price required and at least the configured minimum). */
export function listingPricingFormSchema(rules: PricingRules) {
  return z.object({ price: listingPriceSchema(rules) });
}
/** Parsed pricing tab. */
export type ListingPricingForm = z.infer<ReturnType<typeof listingPricingFormSchema>>;

/** Whether the price can still be edited: not when the listing was priced in another currency. */
export function canEditListingPrice(
  listingPrice: { currency: string } | null | undefined,
  currency: string,
): boolean {
  return !listingPrice || listingPrice.currency === currency;
}

/**
 * The price field as typed (spec §5 Money and Listing): the text read as money in the marketplace
 * currency and locale ('1,234.50', '12,5'), then required and at least the minimum.
 */
export function listingPriceInputSchema(rules: PricingRules, locale: string) {
  return moneyInputSchema(rules.currency, locale).pipe(listingPriceSchema(rules));
}
