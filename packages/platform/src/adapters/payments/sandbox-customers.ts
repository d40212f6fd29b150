import { randomBytes } from 'node:crypto';
import {
  type PaymentCustomersPort,
  PaymentDeclinedError,
  type SavedCard,
} from '../../ports/payments.port.ts';

/**
 * The cards of Stripe's test mode the sandbox can save, by payment-method id, with what a saved
 * card shows. A test card number given instead is saved as its payment-method id, so no card
 * number is ever stored.
 */
const SAVABLE_TEST_CARDS: Record<string, { brand: string; last4: string; numbers: string[] }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', numbers: ['4242424242424242'] },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', numbers: ['5555555555554444'] },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', numbers: ['4000000000000002'] },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3155', numbers: ['4000002500003155'] },
};

/** Test cards expire at the end of this year in the sandbox (any future date works in test mode). */
const TEST_CARD_EXPIRY_YEAR = 2034;

/** The test payment-method id of an id or a test card number, if the sandbox knows it. */
export function sandboxPaymentMethodOf(idOrNumber: string): string | undefined {
  if (SAVABLE_TEST_CARDS[idOrNumber]) return idOrNumber;
  const number = idOrNumber.replace(/[\s-]/g, '');
  return Object.entries(SAVABLE_TEST_CARDS).find(([, card]) => card.numbers.includes(number))?.[0];
}

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

function describe(idOrNumber: string): SavedCard {
  const id = sandboxPaymentMethodOf(idOrNumber);
  const card = id ? SAVABLE_TEST_CARDS[id] : undefined;
  if (!id || !card)
    throw new PaymentDeclinedError(`No such PaymentMethod: '${idOrNumber}'`, 'resource_missing');
  return {
    paymentMethodId: id,
    brand: card.brand,
    last4: card.last4,
    expMonth: 12,
    expYear: TEST_CARD_EXPIRY_YEAR,
  };
}

/**
 * Saved cards offline: customers and SetupIntents with sandbox ids, and Stripe's test cards as the
 * cards saved. Nothing is kept here; the platform keeps the saved card as it does with Stripe.
 */
export function createSandboxCustomers(): PaymentCustomersPort {
  return {
    async createSetupIntent() {
      const id = newId('seti');
      return { id, clientSecret: `${id}_secret_${randomBytes(8).toString('hex')}` };
    },
    async describeCard(paymentMethodId) {
      return describe(paymentMethodId);
    },
    async createCustomer() {
      return newId('cus');
    },
    async attachDefaultPaymentMethod({ paymentMethodId }) {
      return describe(paymentMethodId);
    },
    async detachPaymentMethod() {},
    async deleteCustomer() {},
  };
}
