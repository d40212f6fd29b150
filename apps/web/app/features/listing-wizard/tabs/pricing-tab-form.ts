import { formatMoneyInputValue } from '@mercato/core/money/money-format';
import { PriceVariantsSchema } from '@mercato/core/pricing/price-variants';
import { canEditListingPrice, listingPriceInputSchema } from '@mercato/core/validators/listing-pricing';
import {
  asksForStock,
  INFINITE_STOCK_TOTAL,
  isInfiniteStockType,
  StockInputSchema,
  type StockType,
} from '@mercato/core/validators/listing-stock';
import {
  type PriceVariant,
  type PriceVariantInput,
  type ProductVariantRow,
  priceVariantsInputSchema,
  productVariantsInputSchema,
} from '@mercato/core/validators/price-variations';
import { z } from 'zod';
import type { FieldErrors, FormResult } from '../../../lib/forms/validate-form.ts';
import type { WizardListing, WizardSetup } from '../wizard-tab.ts';

/** What the pricing tab asks for, by the listing type, the marketplace and the listing's currency. */
export interface PricingTabSetup {
  currency: string;
  locale: string;
  minimumPriceSubUnits: number;
  /** The type prices its listings (the operator can switch price off per type, spec §6). */
  hasPrice: boolean;
  /** The listing was priced in another currency: its price cannot be edited (spec §5). */
  currencyMismatch: boolean;
  /** Price variations instead of one price (listing type `priceVariations.enabled`). */
  variants: boolean;
  /** Those variations are versions of an item, each with its own units instead of a length. */
  itemVariants: boolean;
  /** 'pricing and stock': the stock type, and whether the author types a total. */
  stock: { type: StockType | undefined; asksTotal: boolean } | null;
}

/** The pricing form as entered. */
export interface PricingFormValues {
  price: string;
  stock: string;
  /** The stock total the author saw, '' for none: the compare-and-set's old total. */
  oldStock: string;
  /** Variation rows; `stock` is the units of a version of an item (item variants only). */
  variants: (PriceVariantInput & { stock?: string })[];
}

/** The parsed pricing form: what to store. */
export interface PricingForm {
  price?: { amount: number; currency: string } | undefined;
  variants?: PriceVariant[] | undefined;
  /** Versions of an item: name, price and units each. */
  productVariants?: ProductVariantRow[] | undefined;
  stock?: number | undefined;
}

/** The intents of the variant rows' buttons, which work without JavaScript by posting. */
export const ADD_VARIANT_INTENT = 'add-variant';
export const REMOVE_VARIANT_INTENT_PREFIX = 'remove-variant:';

/** The pricing tab's setup for a listing. */
export function pricingTabSetupOf(setup: WizardSetup, listing: WizardListing | null): PricingTabSetup {
  const { config, listingType } = setup;
  const currency = config.localization.currency;
  const isStockTab = setup.tabs.includes('pricing-and-stock');
  const stockType = listingType?.stockType;
  return {
    currency,
    locale: config.localization.locale,
    minimumPriceSubUnits: config.transactionSize.listingMinimumPriceSubUnits,
    hasPrice: listingType?.defaultListingFields?.price !== false,
    currencyMismatch: !canEditListingPrice(listing?.price, currency),
    variants: listingType?.priceVariations?.enabled === true,
    itemVariants:
      listingType?.priceVariations?.enabled === true && listingType.transactionType.unitType === 'item',
    stock: isStockTab ? { type: stockType, asksTotal: asksForStock(stockType) } : null,
  };
}

/** The variants stored on a listing; none when they do not read as variants. */
export function storedVariantsOf(listing: WizardListing | null): PriceVariant[] {
  const parsed = PriceVariantsSchema.safeParse(listing?.publicData.priceVariants);
  return parsed.success ? parsed.data : [];
}

const StoredItemVariantsSchema = z.array(
  z.object({ name: z.string().min(1), priceInSubunits: z.number().int().nonnegative() }),
);

/** The versions of an item stored on a listing (name and price); none when they do not read so. */
export function storedItemVariantsOf(
  listing: WizardListing | null,
): { name: string; priceInSubunits: number }[] {
  const parsed = StoredItemVariantsSchema.safeParse(listing?.publicData.priceVariants);
  return parsed.success ? parsed.data : [];
}

const EMPTY_VARIANT: PriceVariantInput = { name: '', price: '', bookingLengthInMinutes: '' };
const EMPTY_ITEM_VARIANT = { name: '', price: '', bookingLengthInMinutes: '', stock: '' };

/** The form's starting values: the stored price, variants (one empty row at least) and stock. */
export function initialPricingValues(
  listing: WizardListing | null,
  pricing: PricingTabSetup,
): PricingFormValues {
  const money = (amount: number) =>
    formatMoneyInputValue({ amount, currency: pricing.currency }, pricing.locale);
  const stock = listing?.currentStock ?? null;
  const base = {
    price: listing?.price && !pricing.currencyMismatch ? money(listing.price.amount) : '',
    stock: stock === null || stock === INFINITE_STOCK_TOTAL ? '' : String(stock),
    oldStock: stock === null ? '' : String(stock),
  };
  // A row of the stored variants: name and price, and what the kind of variant adds.
  const row = <Extra>(variant: { name: string; priceInSubunits: number }, extra: Extra) => ({
    name: variant.name,
    price: money(variant.priceInSubunits),
    ...extra,
  });
  const variants: PricingFormValues['variants'] = pricing.itemVariants
    ? storedItemVariantsOf(listing).map((variant) =>
        row(variant, {
          bookingLengthInMinutes: '',
          stock: String(listing?.variantStocks[variant.name] ?? 0),
        }),
      )
    : storedVariantsOf(listing).map((variant) =>
        row(variant, { bookingLengthInMinutes: String(variant.bookingLengthInMinutes) }),
      );
  const empty = pricing.itemVariants ? EMPTY_ITEM_VARIANT : EMPTY_VARIANT;
  return { ...base, variants: variants.length > 0 ? variants : [empty] };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The input name of one variant's field. */
export function variantInputName(index: number, field: keyof PriceVariantInput | 'stock'): string {
  return `variants.${index}.${field}`;
}

/** Reads the posted form; variant rows in the order of their indexes. */
export function readPricingForm(form: FormData): PricingFormValues {
  const indexes = new Set<number>();
  for (const key of form.keys()) {
    const match = /^variants\.(\d{1,3})\.name$/.exec(key);
    if (match) indexes.add(Number(match[1]));
  }
  const variants = [...indexes]
    .sort((a, b) => a - b)
    .map((index) => ({
      name: text(form, variantInputName(index, 'name')),
      price: text(form, variantInputName(index, 'price')),
      bookingLengthInMinutes: text(form, variantInputName(index, 'bookingLengthInMinutes')),
      ...(form.has(variantInputName(index, 'stock'))
        ? { stock: text(form, variantInputName(index, 'stock')) }
        : {}),
    }));
  return {
    price: text(form, 'price'),
    stock: text(form, 'stock'),
    oldStock: text(form, 'oldStock'),
    variants,
  };
}

/** The core schemas of the inputs this listing's tab shows. */
export function pricingFormSchema(pricing: PricingTabSetup) {
  const rules = { currency: pricing.currency, minimumPriceSubUnits: pricing.minimumPriceSubUnits };
  const priced = pricing.hasPrice && !pricing.currencyMismatch;
  const skip = z.unknown().transform(() => undefined);
  if (pricing.itemVariants) {
    // Versions of an item: each has its own units, and the listing's total is their sum.
    return z.object({
      price: skip,
      variants: skip,
      productVariants: priced ? productVariantsInputSchema(rules, pricing.locale) : skip,
      stock: skip,
    });
  }
  return z.object({
    price: priced && !pricing.variants ? listingPriceInputSchema(rules, pricing.locale) : skip,
    variants: priced && pricing.variants ? priceVariantsInputSchema(rules, pricing.locale) : skip,
    stock: pricing.stock?.asksTotal ? StockInputSchema : skip,
  });
}

/** The input a schema issue belongs to: variant fields by row (`variants.0.price`). */
function inputOfIssue(path: readonly PropertyKey[]): string {
  const [first, index, field] = path;
  if (first === 'productVariants') return inputOfIssue(['variants', ...path.slice(1)]);
  if (first === 'variants' && typeof index === 'number' && typeof field === 'string') {
    return `variants.${index}.${field === 'priceInSubunits' ? 'price' : field}`;
  }
  return String(first ?? 'form');
}

/** Checks the pricing form with the core schemas (spec §5 Money, price minimum, variants, stock). */
export function validatePricing(
  values: PricingFormValues,
  pricing: PricingTabSetup,
): FormResult<PricingForm> {
  const result = pricingFormSchema(pricing).safeParse({ ...values, productVariants: values.variants });
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[inputOfIssue(issue.path)] ??= issue.message;
  return { ok: false, errors };
}

/** The whole check of a posted pricing form, for the browser and the action alike. */
export function parsePricingForm(form: FormData, pricing: PricingTabSetup) {
  const values = readPricingForm(form);
  return { values, result: validatePricing(values, pricing) };
}

/** The values after an add or remove button of the variant rows; null for any other intent. */
export function valuesAfterVariantIntent(
  values: PricingFormValues,
  intent: string,
): PricingFormValues | null {
  const empty = values.variants.some((v) => v.stock !== undefined) ? EMPTY_ITEM_VARIANT : EMPTY_VARIANT;
  if (intent === ADD_VARIANT_INTENT) return { ...values, variants: [...values.variants, empty] };
  if (intent.startsWith(REMOVE_VARIANT_INTENT_PREFIX)) {
    const index = Number(intent.slice(REMOVE_VARIANT_INTENT_PREFIX.length));
    const variants = values.variants.filter((_, i) => i !== index);
    return { ...values, variants: variants.length > 0 ? variants : [empty] };
  }
  return null;
}

/** The old total the author saw, from the form; the stored one when the field was tampered with. */
export function oldStockOf(values: PricingFormValues, stored: number | null): number | null {
  if (values.oldStock === '') return null;
  return /^\d{1,16}$/.test(values.oldStock) ? Number(values.oldStock) : stored;
}

/** Whether the stored listing has the price (or variants) and, for stock types, the stock it needs. */
export function isPricingComplete(listing: WizardListing, setup: WizardSetup): boolean {
  const pricing = pricingTabSetupOf(setup, listing);
  if (pricing.itemVariants) return storedItemVariantsOf(listing).length > 0 && listing.currentStock !== null;
  const priced =
    !pricing.hasPrice || (pricing.variants ? storedVariantsOf(listing).length > 0 : listing.price !== null);
  if (!pricing.stock) return priced;
  const stock = listing.currentStock;
  const stocked = isInfiniteStockType(pricing.stock.type) ? stock === INFINITE_STOCK_TOTAL : stock !== null;
  return priced && stocked;
}
