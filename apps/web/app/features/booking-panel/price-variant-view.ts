import type { ListingResource } from '@mercato/core/contracts/listing';
import { formatMoney } from '@mercato/core/money/money-format';
import { PriceVariantsSchema, START_TIME_INTERVAL_MINUTES } from '@mercato/core/pricing/price-variants';
import { ENGLISH_PRICE_TEXTS, type ListingPriceTexts } from '../listings/listing-price.ts';

/** One price variant as the listing page and the checkout offer it. */
export interface PriceVariantView {
  name: string;
  /** "$30.00 · 30 minutes". */
  label: string;
  /** How long a booking of the variant lasts. */
  minutes: number;
  /** Minutes between the start times the variant may be booked at. */
  startEveryMinutes: number;
}

function lengthText(minutes: number, t: ListingPriceTexts): string {
  if (minutes % 60 !== 0) return t('sessionMinutes', { minutes });
  return t('sessionHours', { hours: minutes / 60 });
}

/**
 * The price variants a listing is booked by (spec §3 `publicData.priceVariants`, used when its type
 * enables price variations: `publicData.priceVariationsEnabled`), in the provider's order; empty
 * for listings priced by one price or whose variants do not read as variants.
 */
export function priceVariantViewsOf(listing: ListingResource, t = ENGLISH_PRICE_TEXTS): PriceVariantView[] {
  const publicData = listing.attributes.publicData ?? {};
  const currency = listing.attributes.price?.currency;
  if (publicData.priceVariationsEnabled !== true || !currency) return [];
  const parsed = PriceVariantsSchema.safeParse(publicData.priceVariants);
  if (!parsed.success) return [];
  return parsed.data.map((variant) => {
    let price: string;
    try {
      price = formatMoney({ amount: variant.priceInSubunits, currency });
    } catch {
      price = `${variant.priceInSubunits} ${currency}`;
    }
    return {
      name: variant.name,
      label: `${price} · ${lengthText(variant.bookingLengthInMinutes, t)}`,
      minutes: variant.bookingLengthInMinutes,
      startEveryMinutes: START_TIME_INTERVAL_MINUTES[variant.startTimeInterval ?? 'hour'],
    };
  });
}

/** The variant a URL asks for by name, else the first one; null for listings without variants. */
export function chosenPriceVariant(
  variants: readonly PriceVariantView[],
  asked: string | null,
): PriceVariantView | null {
  return variants.find((variant) => variant.name === asked) ?? variants[0] ?? null;
}
