import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { LISTING_EDITOR_MESSAGES } from '@mercato/core/texts/messages/listing-editor';
import { stockChangeOf } from '@mercato/core/validators/listing-stock';
import type { ProductVariantRow } from '@mercato/core/validators/price-variations';
import { refusalOf, saveListingUpdate } from '../wizard-save.server.ts';
import {
  refusedSave,
  type WizardListing,
  type WizardTabSaveResult,
  type WizardTabServer,
} from '../wizard-tab.ts';
import {
  oldStockOf,
  type PricingFormValues,
  parsePricingForm,
  pricingTabSetupOf,
  valuesAfterVariantIntent,
} from './pricing-tab-form.ts';

/** The pricing input an API error path belongs to. */
function inputOfApiPath(path: string): string | undefined {
  if (path.startsWith('price')) return 'price';
  const variant =
    /^publicData\.priceVariants\.(\d+)\.(name|priceInSubunits|bookingLengthInMinutes|stock)$/.exec(path);
  if (variant) return `variants.${variant[1]}.${variant[2] === 'priceInSubunits' ? 'price' : variant[2]}`;
  if (path.startsWith('publicData.priceVariants')) return 'variants';
  if (path === 'newTotal' || path === 'oldTotal') return 'stock';
  return undefined;
}

/**
 * Saves the pricing tab (or 'pricing and stock'): the price — the cheapest variant's when the type
 * prices by variants, which also go to publicData — then the stock by compare-and-set against the
 * total the author saw (spec §5: a stale total is refused, infinite types move to infinite stock).
 * A listing priced in another currency keeps its price.
 */
export const pricingTabServer: WizardTabServer = {
  async save({ form, listing, setup, sdk }) {
    if (!listing) return refusedSave(400, {}, LISTING_EDITOR_MESSAGES.saveDetailsFirst);
    const pricing = pricingTabSetupOf(setup, listing);
    const { values, result } = parsePricingForm(form, pricing);
    const intent = form.get('intent');
    const changed = typeof intent === 'string' ? valuesAfterVariantIntent(values, intent) : null;
    if (changed) return refusedSave(200, {}, null, changed);
    if (!result.ok) return refusedSave(400, result.errors, null, values);

    const { price, variants, stock, productVariants } = result.data;
    if (productVariants) return saveProductVariants(sdk, listing, pricing.currency, productVariants, values);
    if (price || variants) {
      const cheapest = variants?.reduce((low, variant) => Math.min(low, variant.priceInSubunits), Infinity);
      const saved = await saveListingUpdate(
        sdk,
        {
          id: listing.id,
          price: variants ? { amount: cheapest ?? 0, currency: pricing.currency } : price,
          ...(variants ? { publicData: { priceVariants: variants } } : {}),
        },
        { inputOf: inputOfApiPath },
        values,
      );
      if (!saved.ok) return saved;
    }

    if (pricing.stock) {
      const change = stockChangeOf(pricing.stock.type, oldStockOf(values, listing.currentStock), stock);
      if (change) {
        try {
          await sdk.stock.compareAndSet({ listingId: listing.id, ...change });
        } catch (error) {
          return refusalOf(
            error,
            {
              inputOf: inputOfApiPath,
              worded: [
                {
                  when: 'old-total-mismatch',
                  field: 'stock',
                  message: SCREEN_ERROR_MESSAGES['listing.stockOutOfSync'],
                },
              ],
              fallback: SCREEN_ERROR_MESSAGES['listing.stockUpdateFailed'],
            },
            values,
          );
        }
      }
    }
    return { ok: true };
  },
};

/**
 * Saves the versions of an item: names and prices to publicData (the listing's price is the
 * cheapest), then each version's units by compare-and-set against the units the author saw — a
 * version removed from the list gives up its units — so the listing's total is the sum of the
 * versions on offer.
 */
async function saveProductVariants(
  sdk: Parameters<WizardTabServer['save']>[0]['sdk'],
  listing: WizardListing,
  currency: string,
  versions: ProductVariantRow[],
  values: PricingFormValues,
): Promise<WizardTabSaveResult> {
  const cheapest = Math.min(...versions.map((version) => version.priceInSubunits));
  const saved = await saveListingUpdate(
    sdk,
    {
      id: listing.id,
      price: { amount: cheapest, currency },
      publicData: {
        priceVariants: versions.map(({ name, priceInSubunits }) => ({ name, priceInSubunits })),
      },
    },
    { inputOf: inputOfApiPath },
    values,
  );
  if (!saved.ok) return saved;
  const removed = Object.keys(listing.variantStocks).filter(
    (name) => !versions.some((version) => version.name === name) && (listing.variantStocks[name] ?? 0) > 0,
  );
  const changes = [
    ...versions.map((version, index) => ({ name: version.name, newTotal: version.stock, index })),
    ...removed.map((name) => ({ name, newTotal: 0, index: null })),
  ];
  for (const change of changes) {
    const oldTotal = listing.variantStocks[change.name] ?? null;
    if (oldTotal === change.newTotal) continue;
    try {
      await sdk.stock.compareAndSet({
        listingId: listing.id,
        variantName: change.name,
        oldTotal,
        newTotal: change.newTotal,
      });
    } catch (error) {
      const field = change.index === null ? 'variants' : `variants.${change.index}.stock`;
      return refusalOf(
        error,
        {
          inputOf: () => field,
          worded: [
            { when: 'old-total-mismatch', field, message: SCREEN_ERROR_MESSAGES['listing.stockOutOfSync'] },
          ],
          fallback: SCREEN_ERROR_MESSAGES['listing.stockUpdateFailed'],
        },
        values,
      );
    }
  }
  return { ok: true };
}
