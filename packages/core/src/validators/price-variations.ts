import { z } from 'zod';
import { moneyInputSchema } from '../money/money-input.ts';
import { minimumPriceMessage } from './listing-pricing.ts';
import { StockInputSchema } from './listing-stock.ts';
import { VALIDATION_MESSAGES } from './messages.ts';
import { addRepeatIssues } from './repeats.ts';

/** Shortest bookable session (spec §9: 15 minutes). */
export const MIN_BOOKING_LENGTH_MINUTES = 15;

/** Intervals a booking may start on (spec §9: quarter, half or full hour). */
export const START_TIME_INTERVALS = ['quarterHour', 'halfHour', 'hour'] as const;

/** Longest variant name. */
export const PRICE_VARIANT_NAME_MAX_LENGTH = 100;

/** Texts of the price variation rules. */
export const PRICE_VARIATION_MESSAGES = {
  duplicateName: 'variant names must be unique',
  bookingLength: `booking length must be at least ${MIN_BOOKING_LENGTH_MINUTES} minutes`,
  nameTooLong: `name must be ${PRICE_VARIANT_NAME_MAX_LENGTH} characters or less`,
  bookingLengthWholeMinutes: 'booking length must be a whole number of minutes',
} as const;

/** Price rules of the variants: the marketplace currency and minimum price in minor units. */
export interface PriceVariationRules {
  currency: string;
  minimumPriceSubUnits?: number | undefined;
}

/** A variant's name: required, and at most PRICE_VARIANT_NAME_MAX_LENGTH characters once trimmed. */
const variantNameSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .max(PRICE_VARIANT_NAME_MAX_LENGTH, PRICE_VARIATION_MESSAGES.nameTooLong);

/** A variant's price in minor units: required, and at least the marketplace's minimum. */
function variantPriceSchema(rules: PriceVariationRules) {
  const minimum = rules.minimumPriceSubUnits ?? 0;
  return z
    .int({ error: VALIDATION_MESSAGES.required })
    .min(minimum, minimumPriceMessage(minimum, rules.currency));
}

/**
 * One price variant as stored in publicData.priceVariants: a name, a price in minor units and the
 * booking length it buys (spec §3, §5).
 */
export function priceVariantSchema(rules: PriceVariationRules) {
  return z.object({
    name: variantNameSchema,
    priceInSubunits: variantPriceSchema(rules),
    bookingLengthInMinutes: z
      .int({ error: VALIDATION_MESSAGES.required })
      .min(MIN_BOOKING_LENGTH_MINUTES, PRICE_VARIATION_MESSAGES.bookingLength),
    startTimeInterval: z.enum(START_TIME_INTERVALS).optional(),
  });
}
/** A parsed price variant. */
export type PriceVariant = z.infer<ReturnType<typeof priceVariantSchema>>;

/** Flags each variant whose name another before it has, regardless of case. */
function uniqueVariantNames(variants: readonly { name: string }[], context: z.RefinementCtx): void {
  addRepeatIssues(
    variants.map((variant) => variant.name.toLowerCase()),
    context,
    (_name, index) => ({ message: PRICE_VARIATION_MESSAGES.duplicateName, path: [index, 'name'] }),
  );
}

/** The price variations of a listing: at least one, names unique regardless of case and spacing. */
export function priceVariantsSchema(rules: PriceVariationRules) {
  return z
    .array(priceVariantSchema(rules), { error: VALIDATION_MESSAGES.variantsRequired })
    .min(1, VALIDATION_MESSAGES.variantsRequired)
    .superRefine(uniqueVariantNames);
}

/** A price variant as a form holds it: the texts of its inputs. */
export interface PriceVariantInput {
  name: string;
  price: string;
  bookingLengthInMinutes: string;
}

/**
 * Price variants as typed in a form (spec §5: unique name, price, booking length at least 15
 * minutes): each price read as money in the marketplace currency and locale, each length as whole
 * minutes, then the rules of `priceVariantsSchema`. Issues name the stored keys
 * (`[index, 'priceInSubunits']`).
 */
export function priceVariantsInputSchema(rules: PriceVariationRules, locale: string) {
  const row = z
    .object({
      name: z.string(),
      price: moneyInputSchema(rules.currency, locale),
      bookingLengthInMinutes: z.string().transform((input, context) => {
        const text = input.trim();
        if (text === '') return undefined;
        if (!/^\d+$/.test(text)) {
          context.addIssue({ code: 'custom', message: PRICE_VARIATION_MESSAGES.bookingLengthWholeMinutes });
          return z.NEVER;
        }
        return Number(text);
      }),
    })
    .transform((variant) => ({
      name: variant.name,
      priceInSubunits: variant.price?.amount,
      bookingLengthInMinutes: variant.bookingLengthInMinutes,
    }));
  return z.array(row).pipe(priceVariantsSchema(rules));
}

/** A product variant as the pricing form holds it: the texts of its name, price and units. */
export interface ProductVariantInput {
  name: string;
  price: string;
  stock: string;
}

/**
 * Versions of an item as typed in a form (spec §5 price variations, for items): each a unique
 * name, a price of at least the minimum, and its units in stock (a whole number, 0 or more); at
 * least one. Issues name the stored keys (`[index, 'priceInSubunits']`, `[index, 'stock']`).
 */
export function productVariantsInputSchema(rules: PriceVariationRules, locale: string) {
  const row = z
    .object({
      name: z.string(),
      price: moneyInputSchema(rules.currency, locale),
      stock: StockInputSchema,
    })
    .transform((variant) => ({
      name: variant.name,
      priceInSubunits: variant.price?.amount,
      stock: variant.stock,
    }))
    .pipe(
      z.object({
        name: variantNameSchema,
        priceInSubunits: variantPriceSchema(rules),
        stock: z.number(),
      }),
    );
  return z
    .array(row, { error: VALIDATION_MESSAGES.variantsRequired })
    .min(1, VALIDATION_MESSAGES.variantsRequired)
    .superRefine(uniqueVariantNames);
}
/** A parsed product variant: its name, price and units. */
export type ProductVariantRow = z.output<ReturnType<typeof productVariantsInputSchema>>[number];
