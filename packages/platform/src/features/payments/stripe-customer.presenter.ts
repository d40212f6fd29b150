import { randomUUID } from 'node:crypto';
import type { Resource } from '../../http/envelope.ts';
import { WireUuid } from '../../http/wire-values.ts';
import type { SetupIntent } from '../../ports/payments.port.ts';
import type { StoredStripeCustomer } from './stripe-customers.repository.ts';

/**
 * The `stripeCustomer` resource (api notes §5): its id is its owner's, as a user has one. Its
 * `defaultPaymentMethod` relationship is set by {@link presentStripeCustomerWithCard}.
 */
export function presentStripeCustomer(
  customer: Pick<StoredStripeCustomer, 'userId' | 'stripeCustomerId'>,
): Resource {
  return {
    id: new WireUuid(customer.userId),
    type: 'stripeCustomer',
    attributes: { stripeCustomerId: customer.stripeCustomerId },
  };
}

/** The `stripePaymentMethod` resource of a saved card: what the customer recognises it by. */
export function presentStripePaymentMethod(card: NonNullable<StoredStripeCustomer['card']>): Resource {
  return {
    id: new WireUuid(card.resourceId),
    type: 'stripePaymentMethod',
    attributes: {
      type: 'stripe-payment-method/card',
      stripePaymentMethodId: card.paymentMethodId,
      card: {
        brand: card.brand,
        last4Digits: card.last4,
        expirationMonth: card.expMonth,
        expirationYear: card.expYear,
      },
    },
  };
}

/**
 * The customer with its `defaultPaymentMethod` relationship, and the card to include when asked
 * (`include=defaultPaymentMethod`); `{data: null}` without a card.
 */
export function presentStripeCustomerWithCard(
  customer: StoredStripeCustomer,
  includeCard: boolean,
): { resource: Resource; included: Resource[] } {
  const card = customer.card ? presentStripePaymentMethod(customer.card) : null;
  return {
    resource: {
      ...presentStripeCustomer(customer),
      relationships: { defaultPaymentMethod: { data: card && { id: card.id, type: card.type } } },
    },
    included: card && includeCard ? [card] : [],
  };
}

/** The `stripeSetupIntent` resource: the browser confirms the intent with its client secret. */
export function presentStripeSetupIntent(intent: SetupIntent): Resource {
  return {
    id: new WireUuid(randomUUID()),
    type: 'stripeSetupIntent',
    attributes: { stripeSetupIntentId: intent.id, clientSecret: intent.clientSecret },
  };
}
