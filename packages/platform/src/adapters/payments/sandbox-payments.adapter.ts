import { randomBytes, randomUUID } from 'node:crypto';
import {
  type BillingDetails,
  type ConfirmPaymentIntentRequest,
  type CreatePaymentIntentRequest,
  type LedgerOperation,
  type PaymentAccounts,
  PaymentDeclinedError,
  type PaymentIntent,
  type PaymentIntentStep,
  type PaymentLedger,
  type PaymentsPort,
  type Payout,
  type PayoutRequest,
} from '../../ports/payments.port.ts';
import { createSandboxCustomers } from './sandbox-customers.ts';

/** What a test card does when it is used, as in Stripe's test mode. */
type CardBehaviour = 'succeed' | 'decline' | 'require-action';

/**
 * Stripe's documented test cards and payment-method ids the sandbox understands. Any other value
 * is refused like an unknown payment method.
 */
const TEST_CARDS: Record<string, CardBehaviour> = {
  '4242424242424242': 'succeed',
  pm_card_visa: 'succeed',
  '5555555555554444': 'succeed',
  pm_card_mastercard: 'succeed',
  '4000000000000002': 'decline',
  pm_card_chargeDeclined: 'decline',
  pm_card_visa_chargeDeclined: 'decline',
  '4000002500003155': 'require-action',
  pm_card_authenticationRequired: 'require-action',
};

/** Stripe's wording for a declined card, which the web shows. */
export const SANDBOX_DECLINE_MESSAGE = 'Your card was declined.';

function behaviourOf(paymentMethod: string): CardBehaviour | undefined {
  return TEST_CARDS[paymentMethod.replace(/[\s-]/g, '')];
}

/** A card that needs 3-D Secure cannot be confirmed before the customer authenticated. */
const authenticationRequired = () =>
  new PaymentDeclinedError(
    'This payment requires authentication (3-D Secure) before it can be confirmed.',
    'authentication_required',
  );

/** The ledger key of the customer's 3-D Secure check of an intent (passed or failed). */
const authenticationKey = (paymentIntentId: string) => `${paymentIntentId}:authenticate`;

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

/**
 * The default payments adapter: Stripe's test mode, offline. Intents move through Stripe's statuses
 * (requires_payment_method → requires_action → requires_capture → succeeded / canceled) and every
 * movement lands in the ledger (`payment_intents`, `payment_operations`), keyed for idempotency.
 */
export function createSandboxPaymentsAdapter(
  ledger: PaymentLedger,
  accounts?: PaymentAccounts,
): PaymentsPort {
  async function mustFind(id: string): Promise<PaymentIntent> {
    const intent = await ledger.findIntent(id);
    if (!intent) throw new PaymentDeclinedError(`No such payment_intent: ${id}`, 'resource_missing');
    return intent;
  }

  /** Records a movement of `intent`'s money (all of it unless `amount` says otherwise). */
  function recordOperationOn(
    intent: PaymentIntent,
    idempotencyKey: string,
    kind: LedgerOperation['kind'],
    status: LedgerOperation['status'],
    amount = intent.amount,
  ): Promise<boolean> {
    return ledger.recordOperation({
      id: randomUUID(),
      idempotencyKey,
      transactionId: intent.transactionId,
      paymentIntentId: intent.id,
      kind,
      status,
      amount,
      currency: intent.currency,
      recipientId: null,
    });
  }

  async function authorise(
    intent: PaymentIntent,
    paymentMethod: string,
    billingDetails: BillingDetails | null,
    key: string,
  ): Promise<PaymentIntent> {
    const behaviour = behaviourOf(paymentMethod);
    if (behaviour === undefined || behaviour === 'decline') {
      const message = behaviour ? SANDBOX_DECLINE_MESSAGE : `No such PaymentMethod: '${paymentMethod}'`;
      await ledger.updateIntent(intent.id, { status: 'requires_payment_method', lastError: message });
      await recordOperationOn(intent, key, 'authorize', 'failed');
      throw new PaymentDeclinedError(message, behaviour ? 'card_declined' : 'resource_missing');
    }
    const status = behaviour === 'require-action' ? 'requires_action' : 'requires_capture';
    await ledger.updateIntent(intent.id, { status, paymentMethod, billingDetails, lastError: null });
    if (status === 'requires_capture') {
      await recordOperationOn(intent, key, 'authorize', 'succeeded');
    }
    return { ...intent, status };
  }

  return {
    name: 'sandbox',
    customers: createSandboxCustomers(),

    async createPaymentIntent(request: CreatePaymentIntentRequest): Promise<PaymentIntent> {
      const existing = await ledger.findIntentByKey(request.idempotencyKey);
      if (existing) return existing;
      let paymentMethod = request.paymentMethod ?? null;
      if (!paymentMethod && request.useSavedPaymentMethod) {
        const saved = request.payerId ? await accounts?.savedPaymentOf(request.payerId) : null;
        paymentMethod = saved?.paymentMethodId ?? null;
        if (!paymentMethod)
          throw new PaymentDeclinedError('The customer has no saved card.', 'payment_method_missing');
      }
      const id = newId('pi');
      const intent: PaymentIntent = {
        id,
        transactionId: request.transactionId,
        status: 'requires_payment_method',
        amount: request.amount,
        currency: request.currency,
        amountCaptured: 0,
        amountRefunded: 0,
        clientSecret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      };
      await ledger.insertIntent({ ...intent, idempotencyKey: request.idempotencyKey, paymentMethod: null });
      if (!paymentMethod) return intent;
      return authorise(
        intent,
        paymentMethod,
        request.billingDetails ?? null,
        `${request.idempotencyKey}:authorize`,
      );
    },

    async confirmPaymentIntent(request: ConfirmPaymentIntentRequest): Promise<PaymentIntent> {
      const intent = await mustFind(request.paymentIntentId);
      // Already authorised (the card was given with the request, or a retry): nothing to do.
      if (intent.status === 'requires_capture' || intent.status === 'succeeded') return intent;
      if (intent.status === 'canceled') {
        throw new PaymentDeclinedError('This PaymentIntent was canceled.', 'payment_intent_unexpected_state');
      }
      if (intent.status === 'requires_action') throw authenticationRequired();
      if (!request.paymentMethod) {
        // The customer failed the bank's check: Stripe keeps that as the intent's last payment error.
        const check = await ledger.findOperation(authenticationKey(intent.id));
        if (check?.status === 'failed') {
          throw new PaymentDeclinedError(
            'The provided payment method has failed authentication. Provide a new payment method to attempt to fulfill this PaymentIntent again.',
            'payment_intent_authentication_failure',
          );
        }
        throw new PaymentDeclinedError(
          'You must provide a payment method to confirm this PaymentIntent.',
          'payment_intent_unexpected_state',
        );
      }
      const authorised = await authorise(
        intent,
        request.paymentMethod,
        request.billingDetails ?? null,
        `${request.idempotencyKey}:authorize`,
      );
      if (authorised.status === 'requires_action') throw authenticationRequired();
      return authorised;
    },

    async capturePaymentIntent(request: PaymentIntentStep): Promise<PaymentIntent> {
      const intent = await mustFind(request.paymentIntentId);
      if (intent.status === 'succeeded') return intent;
      if (intent.status !== 'requires_capture') {
        throw new PaymentDeclinedError(
          `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
          'payment_intent_unexpected_state',
        );
      }
      await ledger.updateIntent(intent.id, { status: 'succeeded', amountCaptured: intent.amount });
      await recordOperationOn(intent, request.idempotencyKey, 'capture', 'succeeded');
      return { ...intent, status: 'succeeded', amountCaptured: intent.amount };
    },

    async refundPayment(request: PaymentIntentStep): Promise<PaymentIntent> {
      const intent = await mustFind(request.paymentIntentId);
      // Refunded or cancelled before: a retry changes nothing.
      if (intent.status === 'canceled' || intent.amountRefunded > 0) return intent;
      if (intent.status === 'succeeded') {
        const refunded = intent.amountCaptured;
        await ledger.updateIntent(intent.id, { amountRefunded: refunded });
        await recordOperationOn(intent, request.idempotencyKey, 'refund', 'succeeded', refunded);
        return { ...intent, amountRefunded: refunded };
      }
      // Never captured: cancelling releases the authorisation; nothing was charged.
      await ledger.updateIntent(intent.id, { status: 'canceled' });
      await recordOperationOn(intent, request.idempotencyKey, 'cancel', 'succeeded', 0);
      return { ...intent, status: 'canceled' };
    },

    async createPayout(request: PayoutRequest): Promise<Payout> {
      const existing = await ledger.findOperation(request.idempotencyKey);
      const payout = (id: string): Payout => ({
        id,
        transactionId: request.transactionId,
        amount: request.amount,
        currency: request.currency,
        recipientId: request.recipientId,
      });
      if (existing) return payout(existing.id);
      const intent = await mustFind(request.paymentIntentId);
      if (intent.status !== 'succeeded') {
        throw new PaymentDeclinedError('Payouts need a captured payment.', 'payment_intent_unexpected_state');
      }
      const id = randomUUID();
      await ledger.recordOperation({
        id,
        idempotencyKey: request.idempotencyKey,
        transactionId: request.transactionId,
        paymentIntentId: request.paymentIntentId,
        kind: 'payout',
        status: 'succeeded',
        amount: request.amount,
        currency: request.currency,
        recipientId: request.recipientId,
      });
      return payout(id);
    },

    retrievePaymentIntent: (id) => ledger.findIntent(id),
    listPaymentIntentsOfTransaction: (transactionId) => ledger.findIntentsOfTransaction(transactionId),

    async completeTestAuthentication(paymentIntentId: string, passed: boolean): Promise<PaymentIntent> {
      const intent = await mustFind(paymentIntentId);
      if (intent.status !== 'requires_action') return intent;
      const key = authenticationKey(intent.id);
      if (!passed) {
        const message = 'We are unable to authenticate your payment method.';
        await ledger.updateIntent(intent.id, { status: 'requires_payment_method', lastError: message });
        await recordOperationOn(intent, key, 'authorize', 'failed');
        return { ...intent, status: 'requires_payment_method' };
      }
      await ledger.updateIntent(intent.id, { status: 'requires_capture', lastError: null });
      await recordOperationOn(intent, key, 'authorize', 'succeeded');
      return { ...intent, status: 'requires_capture' };
    },
  };
}
