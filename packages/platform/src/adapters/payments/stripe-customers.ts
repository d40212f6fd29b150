import type Stripe from 'stripe';
import {
  type PaymentCustomersPort,
  PaymentMethodNotCardError,
  type SavedCard,
  type SetupIntent,
} from '../../ports/payments.port.ts';
import { USER_METADATA_KEY } from './stripe-connected-accounts.ts';
import { callStripe } from './stripe-payment-errors.ts';

function savedCardOf(method: Stripe.PaymentMethod): SavedCard {
  if (method.type !== 'card' || !method.card) throw new PaymentMethodNotCardError(method.type);
  return {
    paymentMethodId: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}

/**
 * Saved cards at Stripe as Sharetribe keeps them: a customer per user (its metadata names the
 * user, for the Dashboard), SetupIntents for off-session use confirmed by Stripe.js in the
 * browser, and the one saved card as the customer's default payment method.
 */
export function createStripeCustomers(stripe: Stripe): PaymentCustomersPort {
  return {
    async createSetupIntent({ idempotencyKey, customerId }): Promise<SetupIntent> {
      const intent = await callStripe(() =>
        stripe.setupIntents.create(
          {
            usage: 'off_session',
            allowed_payment_method_types: ['card'],
            ...(customerId ? { customer: customerId } : {}),
          },
          { idempotencyKey },
        ),
      );
      return { id: intent.id, clientSecret: intent.client_secret ?? '' };
    },

    async describeCard(paymentMethodId: string): Promise<SavedCard> {
      return savedCardOf(await callStripe(() => stripe.paymentMethods.retrieve(paymentMethodId)));
    },

    async createCustomer({ idempotencyKey, userId, email }): Promise<string> {
      const customer = await callStripe(() =>
        stripe.customers.create(
          { ...(email ? { email } : {}), metadata: { [USER_METADATA_KEY]: userId } },
          { idempotencyKey },
        ),
      );
      return customer.id;
    },

    async attachDefaultPaymentMethod({ idempotencyKey, customerId, paymentMethodId }): Promise<SavedCard> {
      // Attached already (a card saved while paying, with `setup_future_usage`): nothing to attach.
      const current = await callStripe(() => stripe.paymentMethods.retrieve(paymentMethodId));
      const method =
        current.customer === customerId
          ? current
          : await callStripe(() =>
              stripe.paymentMethods.attach(
                current.id,
                { customer: customerId },
                { idempotencyKey: `${idempotencyKey}:attach` },
              ),
            );
      const card = savedCardOf(method);
      await callStripe(() =>
        stripe.customers.update(
          customerId,
          { invoice_settings: { default_payment_method: method.id } },
          { idempotencyKey: `${idempotencyKey}:default` },
        ),
      );
      return card;
    },

    async detachPaymentMethod(paymentMethodId: string): Promise<void> {
      const method = await callStripe(() => stripe.paymentMethods.retrieve(paymentMethodId));
      if (method.customer === null) return;
      await callStripe(() => stripe.paymentMethods.detach(paymentMethodId));
    },

    async deleteCustomer(customerId: string): Promise<void> {
      await callStripe(() => stripe.customers.del(customerId));
    },
  };
}
