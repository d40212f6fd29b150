import type { ListingResource } from '@mercato/core/contracts/listing';
import { formatMoney } from '@mercato/core/money/money-format';
import { offeredDeliveryMethods } from '@mercato/core/validators/purchase-delivery';
import { z } from 'zod';

/** The most items one order takes from the order panel. */
export const MAX_ORDER_QUANTITY = 100;

/** One product variant of an item listing sold by variant, as the order panel offers it. */
export interface ProductVariantView {
  name: string;
  /** "$36.00". */
  price: string;
  /** Units left; 0 shows it sold out. */
  stock: number;
}

/** How an item listing is bought: how many can be ordered, and how they reach the customer. */
export interface PurchaseView {
  /** The versions to choose from, for a listing sold by product variant; else empty. */
  variants: ProductVariantView[];
  /** The largest quantity one order may take (the stock, at most `MAX_ORDER_QUANTITY`). */
  maxQuantity: number;
  pickup: boolean;
  /** Shipping fees of the first and each additional item ("$9.00"), or null without shipping. */
  shipping: { first: string; additional: string } | null;
}

function feeText(subunits: unknown, currency: string): string {
  const amount =
    typeof subunits === 'number' && Number.isSafeInteger(subunits) && subunits >= 0 ? subunits : 0;
  try {
    return formatMoney({ amount, currency });
  } catch {
    return `${amount} ${currency}`;
  }
}

const ItemVariantsSchema = z.array(
  z.object({ name: z.string().trim().min(1).max(100), priceInSubunits: z.number().int().nonnegative() }),
);

/**
 * The product variants of an item listing sold by variant (`publicData.priceVariationsEnabled` with
 * `priceVariants` of a name and a price), in the provider's order, with the units left of each.
 */
export function productVariantViewsOf(
  listing: ListingResource,
  variantStocks: Readonly<Record<string, number>>,
): ProductVariantView[] {
  const publicData = listing.attributes.publicData ?? {};
  if (publicData.priceVariationsEnabled !== true) return [];
  const parsed = ItemVariantsSchema.safeParse(publicData.priceVariants);
  if (!parsed.success) return [];
  const currency = listing.attributes.price?.currency ?? 'USD';
  return parsed.data.map((variant) => ({
    name: variant.name,
    price: feeText(variant.priceInSubunits, currency),
    stock: variantStocks[variant.name] ?? 0,
  }));
}

/** The purchase options of an item listing with `stock` units, or of a download (spec §5 Order); null when none is left. */
export function purchaseViewOf(
  listing: ListingResource,
  stock: number | null,
  variantStocks: Readonly<Record<string, number>> = {},
): PurchaseView | null {
  if (stock !== null && stock < 1) return null;
  const publicData = listing.attributes.publicData ?? {};
  const methods = offeredDeliveryMethods(publicData);
  const currency = listing.attributes.price?.currency ?? 'USD';
  const variants = productVariantViewsOf(listing, variantStocks);
  // Sold by variant, one order takes units of one variant: at most the largest of them.
  const units = variants.length > 0 ? Math.max(...variants.map((v) => v.stock)) : stock;
  if (units !== null && units < 1) return null;
  // A download (unit `file`) is bought once: its files, no units.
  const isDownload = publicData.unitType === 'file';
  return {
    variants,
    maxQuantity: isDownload ? 1 : Math.min(units ?? MAX_ORDER_QUANTITY, MAX_ORDER_QUANTITY),
    pickup: methods.includes('pickup'),
    shipping: methods.includes('shipping')
      ? {
          first: feeText(publicData.shippingPriceInSubunitsOneItem, currency),
          additional: feeText(publicData.shippingPriceInSubunitsAdditionalItems, currency),
        }
      : null,
  };
}
