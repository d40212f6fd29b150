import type { StripePaymentMethodResource } from '@mercato/core/contracts/stripe-customer';
import type { WebSession } from '../../lib/context.ts';

/** A saved card as the pages show it, with the payment method id that pays with it. */
export interface SavedCardView {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The card among a `currentUser` answer's included resources, if one is saved. */
export function savedCardOf(included: unknown[]): SavedCardView | null {
  const card = included.find(
    (r): r is StripePaymentMethodResource => (r as { type?: string }).type === 'stripePaymentMethod',
  );
  if (!card) return null;
  const { brand, last4Digits, expirationMonth, expirationYear } = card.attributes.card;
  return {
    paymentMethodId: card.attributes.stripePaymentMethodId,
    brand,
    last4: last4Digits,
    expMonth: expirationMonth,
    expYear: expirationYear,
  };
}

/** The logged-in user's saved card, if any. */
export async function loadSavedCard(session: WebSession): Promise<SavedCardView | null> {
  const current = await session.sdk.currentUser.show({ include: ['stripeCustomer.defaultPaymentMethod'] });
  return savedCardOf(current.included);
}

/**
 * Saves a card as the user's one card, in place of the saved one if any: their saved payment
 * details made with it, or the card added to them.
 */
export async function saveCard(session: WebSession, paymentMethodId: string, email: string): Promise<void> {
  const { sdk } = session;
  const current = await sdk.currentUser.show({ include: ['stripeCustomer.defaultPaymentMethod'] });
  const hasCustomer = current.included.some((r) => (r as { type?: string }).type === 'stripeCustomer');
  if (!hasCustomer) {
    await sdk.stripeCustomer.create({ stripePaymentMethodId: paymentMethodId, stripeCustomerEmail: email });
    return;
  }
  if (savedCardOf(current.included)) await sdk.stripeCustomer.deletePaymentMethod();
  await sdk.stripeCustomer.addPaymentMethod({ stripePaymentMethodId: paymentMethodId });
}
