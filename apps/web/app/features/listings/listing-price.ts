import { UNIT_TYPES, type UnitType } from '@mercato/core/config/listing-types';
import type { Money } from '@mercato/core/money/money';
import { formatMoney } from '@mercato/core/money/money-format';
import { LISTING_PRICE_TEXTS } from '@mercato/core/texts/catalogs/listings/listing-price';
import type { CatalogKey, CatalogTexts } from '@mercato/core/texts/ui-texts';
import { textsOf } from '@mercato/core/texts/ui-texts';

/** The texts of prices: units and session lengths. */
export type ListingPriceTexts = CatalogTexts<typeof LISTING_PRICE_TEXTS>;

/** Prices' texts in Mercato's English (tests, and callers without the operator's wording). */
export const ENGLISH_PRICE_TEXTS: ListingPriceTexts = textsOf(LISTING_PRICE_TEXTS, undefined);

/** A listing's unit type from its publicData (spec §3), or null when missing or unknown. */
export function unitTypeOf(publicData: Record<string, unknown> | undefined): UnitType | null {
  const unit = publicData?.unitType;
  return typeof unit === 'string' && (UNIT_TYPES as readonly string[]).includes(unit)
    ? (unit as UnitType)
    : null;
}

const UNIT_KEYS: Record<UnitType, CatalogKey<typeof LISTING_PRICE_TEXTS> | null> = {
  hour: 'perHour',
  day: 'perDay',
  night: 'perNight',
  item: 'perItem',
  fixed: 'perSession',
  inquiry: null,
  file: null,
};

/** What a price is counted per ('per hour'); null for conversations and unknown units. */
export function priceUnitText(unitType: UnitType | null, t = ENGLISH_PRICE_TEXTS): string | null {
  const key = unitType ? UNIT_KEYS[unitType] : null;
  return key ? t(key) : null;
}

/** A listing's price as shown: the amount and its unit, e.g. `$25.00` and `per hour`. */
export interface PriceView {
  amount: string;
  unit: string | null;
}

/**
 * The price a listing shows, or null when it shows none: conversation-only listings (unit
 * `inquiry`) and listings without a price. A currency the marketplace does not know is written
 * as its minor units and code rather than failing the page.
 */
export function listingPriceView(
  price: Money | null | undefined,
  unitType: UnitType | null,
  t = ENGLISH_PRICE_TEXTS,
): PriceView | null {
  if (!price || unitType === 'inquiry') return null;
  let amount: string;
  try {
    amount = formatMoney(price);
  } catch {
    amount = `${price.amount} ${price.currency}`;
  }
  return { amount, unit: priceUnitText(unitType, t) };
}

/** The price a listing's attributes show, per the unit type of its public data. */
export function listingPriceOf(
  attributes: { price?: Money | null | undefined; publicData?: Record<string, unknown> | undefined },
  t = ENGLISH_PRICE_TEXTS,
): PriceView | null {
  return listingPriceView(attributes.price, unitTypeOf(attributes.publicData), t);
}

/** The price as one phrase, "$25.00 per hour". */
export function priceText(view: PriceView): string {
  return view.unit ? `${view.amount} ${view.unit}` : view.amount;
}

/** What a customer does with a listing: book it, buy it, or write to its author. */
export type OrderAction = 'book' | 'buy' | 'contact';

/** The order action of a unit type (spec §1: bookings, purchases of items or files, free inquiries). */
export function orderActionOf(unitType: UnitType | null): OrderAction {
  if (unitType === 'inquiry') return 'contact';
  if (unitType === 'item' || unitType === 'file') return 'buy';
  return 'book';
}
