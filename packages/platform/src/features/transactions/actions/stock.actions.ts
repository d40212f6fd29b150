import { shippingPhoneIssue } from '@mercato/core/validators/phone-number';
import { orderDeliveryMethod, purchaseDeliveryIssue } from '@mercato/core/validators/purchase-delivery';
import { AppError } from '../../../errors/app-error.ts';
import { type PlanDraft, requireParam, type TransactionAction } from '../transition-plan.ts';

/**
 * Units of the listing's stock (of a product variant, for a listing sold by variant) for a new
 * order, with its delivery checked: taken in the transition's write, never below zero.
 */
export const createPendingStockReservation: TransactionAction = {
  name: 'action/create-pending-stock-reservation',
  plan(draft, { parties, params, speculative }) {
    draft.stockToReserve = requireParam(params.stockReservationQuantity, 'stockReservationQuantity');
    // Pricing has refused an order of a listing sold by variant that names none it has.
    if (parties.listing.publicData.priceVariationsEnabled === true) {
      draft.stockVariant = params.priceVariantName ?? null;
    }
    const issue =
      purchaseDeliveryIssue(parties.listing.publicData, params, { requireAddress: !speculative }) ??
      (!speculative && orderDeliveryMethod(params) === 'shipping'
        ? shippingPhoneIssue(params.protectedData?.shippingDetails)
        : null);
    if (issue) {
      throw new AppError('validation-invalid-params', `${issue.path.join('.')}: ${issue.message}`, {
        source: { path: ['params', ...issue.path.map(String)], type: 'body' },
      });
    }
  },
};

function settleReservation(
  name: `action/${string}`,
  change: NonNullable<PlanDraft['stockChange']>,
): TransactionAction {
  return {
    name,
    plan(draft) {
      draft.stockChange = change;
    },
  };
}

export const acceptStockReservation = settleReservation('action/accept-stock-reservation', 'accepted');
export const declineStockReservation = settleReservation('action/decline-stock-reservation', 'declined');
export const cancelStockReservation = settleReservation('action/cancel-stock-reservation', 'cancelled');
