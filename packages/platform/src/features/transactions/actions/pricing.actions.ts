import { CommissionAssetSchema, readCommissionAsset } from '@mercato/core/pricing/commission';
import type { LineItem } from '@mercato/core/pricing/line-item';
import { buildOrderLineItems } from '@mercato/core/pricing/order-line-items';
import { applyFullRefund } from '@mercato/core/pricing/reversal';
import { validateLineItems } from '@mercato/core/pricing/validate-line-items';
import { orderDeliveryMethod } from '@mercato/core/validators/purchase-delivery';
import type { PlatformContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { latestAssetTree, readAssets } from '../../assets/assets.service.ts';
import type { Listing } from '../../listings/listing.ts';
import type { TransitionParams } from '../transition-params.ts';
import type { TransactionAction } from '../transition-plan.ts';

async function commissionsOf(ctx: PlatformContext) {
  const assets = await readAssets(ctx, await latestAssetTree(ctx), ['/transactions/commission.json']);
  const parsed = CommissionAssetSchema.safeParse(assets.get('/transactions/commission.json'));
  return parsed.success ? readCommissionAsset(parsed.data) : {};
}

interface Priced {
  lineItems: LineItem[];
  payin: number;
  payout: number;
  currency: string;
}

/** The line items a trusted caller sent, checked; 400 on the first problem. */
function checkedLineItems(lineItems: unknown[]): Priced {
  const valid = validateLineItems(lineItems);
  if (!valid.ok) {
    throw new AppError(valid.code, valid.message, {
      source: { path: ['params', 'lineItems', ...valid.path.map(String)], type: 'body' },
    });
  }
  return {
    lineItems: valid.lineItems,
    payin: valid.payinTotal.amount,
    payout: valid.payoutTotal.amount,
    currency: valid.payinTotal.currency,
  };
}

/** The listing's price for the params (units, seats, delivery, variant) with the commissions. */
async function listingLineItems(
  ctx: PlatformContext,
  listing: Listing,
  params: TransitionParams,
): Promise<Priced> {
  if (!listing.price) throw new AppError('validation-invalid-params', 'The listing has no price');
  const pub = listing.publicData;
  const priced = buildOrderLineItems(
    {
      price: listing.price,
      unitType: typeof pub.unitType === 'string' ? pub.unitType : 'hour',
      priceVariationsEnabled: pub.priceVariationsEnabled === true,
      priceVariants: Array.isArray(pub.priceVariants) ? (pub.priceVariants as never) : null,
      shippingPriceInSubunitsOneItem: pub.shippingPriceInSubunitsOneItem as never,
      shippingPriceInSubunitsAdditionalItems: pub.shippingPriceInSubunitsAdditionalItems as never,
    },
    {
      bookingStart: params.bookingStart ?? null,
      bookingEnd: params.bookingEnd ?? null,
      seats: params.seats ?? null,
      stockReservationQuantity: params.stockReservationQuantity ?? null,
      deliveryMethod: orderDeliveryMethod(params),
      priceVariantName: params.priceVariantName ?? null,
    },
    await commissionsOf(ctx),
  );
  if (!priced.ok)
    throw new AppError(priced.code, priced.message, { source: { path: ['params'], type: 'body' } });
  return {
    lineItems: priced.lineItems,
    payin: priced.payinTotal.amount,
    payout: priced.payoutTotal.amount,
    currency: priced.payinTotal.currency,
  };
}

/**
 * The transaction's line items: those a trusted caller sent (checked), else the listing's price
 * for the params with the marketplace's commissions (core's pricing).
 */
export const privilegedSetLineItems: TransactionAction = {
  name: 'action/privileged-set-line-items',
  async plan(draft, { ctx, parties, params, caller }) {
    if (params.lineItems !== undefined && !caller.trusted) {
      throw new AppError('forbidden', 'lineItems may only be set with a trusted token');
    }
    const priced =
      params.lineItems !== undefined
        ? checkedLineItems(params.lineItems)
        : await listingLineItems(ctx, parties.listing, params);
    draft.lineItems = priced.lineItems;
    draft.payin = priced.payin;
    draft.payout = priced.payout;
    draft.currency = priced.currency;
  },
};

/** Reverses every line item, so both totals come to zero. */
export const calculateFullRefund: TransactionAction = {
  name: 'action/calculate-full-refund',
  plan(draft) {
    if (draft.lineItems.length === 0 || draft.currency === null) return;
    const refunded = applyFullRefund(draft.lineItems, draft.currency);
    draft.lineItems = refunded.lineItems;
    draft.payin = refunded.payinTotal.amount;
    draft.payout = refunded.payoutTotal.amount;
  },
};
