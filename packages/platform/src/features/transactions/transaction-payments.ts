import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  type BillingDetails,
  NothingToPayOutError,
  PaymentDeclinedError,
  type PaymentIntent,
  PaymentRecipientDisabledError,
  PaymentRecipientMissingError,
  PayoutNotYetPossibleError,
  type PayoutRequest,
} from '../../ports/payments.port.ts';

/** A payment step a transition's actions ask for, in process order. */
export type PaymentStep =
  | {
      kind: 'create';
      amount: number;
      currency: string;
      paymentMethod: string | null;
      billingDetails: BillingDetails | null;
      /** The provider's share and who receives it (a destination charge on Stripe). */
      payout: { recipientId: string; amount: number } | null;
      /** The customer, whose saved payment details go with the intent. */
      payerId: string;
      savePaymentMethod: boolean;
      useSavedPaymentMethod: boolean;
    }
  | { kind: 'confirm'; paymentMethod: string | null; billingDetails: BillingDetails | null }
  | { kind: 'capture' }
  | { kind: 'refund' }
  | { kind: 'payout'; amount: number; currency: string; recipientId: string };

/** What the steps did: the intent they created or touched, and how to undo them. */
export interface PaymentOutcome {
  intent: PaymentIntent | null;
  /**
   * Payouts the provider could not make yet (funds still pending, payouts paused): the transition
   * goes on and its write schedules each to be tried again with the same request and key.
   */
  waitingPayouts: PayoutRequest[];
  /**
   * Undoes what a retry could not reuse, for when the database write fails afterwards: the
   * authorisation of a new transaction (its retry is a new transaction with a new intent). Later
   * steps (confirm, capture, refund, payout) are keyed by transaction + transition, so the retried
   * transition replays them instead of repeating them. True when everything was undone.
   */
  compensate(): Promise<boolean>;
}

/** The id of the payment intent a transaction's request created (kept in its protected data). */
export function paymentIntentIdOf(protectedData: Record<string, unknown>): string | null {
  const intents = protectedData.stripePaymentIntents as
    | { default?: { stripePaymentIntentId?: unknown } }
    | undefined;
  const id = intents?.default?.stripePaymentIntentId;
  return typeof id === 'string' ? id : null;
}

function paymentFailed(error: PaymentDeclinedError): AppError {
  return new AppError('transaction-payment-failed', 'The payment failed', {
    meta: { stripeMessage: error.message, stripeCode: error.declineCode },
  });
}

/**
 * Runs a transition's payment steps against the payments port, each keyed by transaction +
 * transition + step so a retry repeats nothing. A decline becomes 402 `transaction-payment-failed`
 * (with `meta.stripeMessage`) after undoing the authorisation it made; otherwise the caller gets a
 * way to undo it if its database write fails.
 */
export async function runPaymentSteps(
  ctx: PlatformContext,
  transactionId: string,
  transition: string,
  existingIntentId: string | null,
  steps: readonly PaymentStep[],
): Promise<PaymentOutcome> {
  const key = (step: string) => `${transactionId}:${transition}:${step}`;
  let intentId = existingIntentId;
  let intent: PaymentIntent | null = null;
  const waitingPayouts: PayoutRequest[] = [];
  const undo: (() => Promise<unknown>)[] = [];
  const compensate = async () => {
    let undone = true;
    for (const step of undo.reverse()) {
      try {
        await step();
      } catch (error) {
        undone = false;
        ctx.log.error({ err: error, transactionId, transition }, 'payment compensation failed');
      }
    }
    return undone;
  };
  const requireIntent = (): string => {
    if (!intentId) throw new AppError('transaction-payment-failed', 'The transaction has no payment');
    return intentId;
  };
  try {
    for (const step of steps) {
      switch (step.kind) {
        case 'create': {
          intent = await ctx.payments.createPaymentIntent({
            idempotencyKey: key('create-payment-intent'),
            transactionId,
            amount: step.amount,
            currency: step.currency,
            paymentMethod: step.paymentMethod,
            billingDetails: step.billingDetails,
            payout: step.payout,
            payerId: step.payerId,
            savePaymentMethod: step.savePaymentMethod,
            useSavedPaymentMethod: step.useSavedPaymentMethod,
          });
          intentId = intent.id;
          const created = intent.id;
          undo.push(() =>
            ctx.payments.refundPayment({ idempotencyKey: key('compensate'), paymentIntentId: created }),
          );
          break;
        }
        case 'confirm': {
          const id = requireIntent();
          intent = await ctx.payments.confirmPaymentIntent({
            idempotencyKey: key('confirm-payment-intent'),
            paymentIntentId: id,
            paymentMethod: step.paymentMethod,
            billingDetails: step.billingDetails,
          });
          break;
        }
        case 'capture': {
          const id = requireIntent();
          // Not undone: refunding a capture would leave the retried transition nothing to capture.
          // Its retry replays the capture (same key) and writes what failed; a transition never
          // retried is undone by the process's own timer (`expire` refunds the payment).
          intent = await ctx.payments.capturePaymentIntent({
            idempotencyKey: key('capture-payment-intent'),
            paymentIntentId: id,
          });
          break;
        }
        case 'refund': {
          // A transaction that never got as far as a payment has nothing to refund.
          if (!intentId) break;
          intent = await ctx.payments.refundPayment({
            idempotencyKey: key('refund-payment'),
            paymentIntentId: intentId,
          });
          break;
        }
        case 'payout': {
          const payout: PayoutRequest = {
            idempotencyKey: key('create-payout'),
            transactionId,
            paymentIntentId: requireIntent(),
            amount: step.amount,
            currency: step.currency,
            recipientId: step.recipientId,
          };
          try {
            await ctx.payments.createPayout(payout);
          } catch (error) {
            if (error instanceof NothingToPayOutError) {
              ctx.log.warn(
                { transactionId, transition, reason: error.message },
                'no payout: the payment was refunded',
              );
              break;
            }
            if (!(error instanceof PayoutNotYetPossibleError)) throw error;
            ctx.log.info(
              { transactionId, transition, reason: error.reason },
              'payout not possible yet; it will be tried again',
            );
            waitingPayouts.push(payout);
          }
          break;
        }
      }
    }
  } catch (error) {
    await compensate();
    if (error instanceof PaymentDeclinedError) throw paymentFailed(error);
    if (error instanceof PaymentRecipientMissingError) {
      throw new AppError('transaction-missing-stripe-account', 'The provider has not added payout details');
    }
    if (error instanceof PaymentRecipientDisabledError) {
      throw new AppError(
        error.disabled === 'charges'
          ? 'transaction-stripe-account-disabled-charges'
          : 'transaction-stripe-account-disabled-payouts',
        "The provider's payout details are not complete yet",
      );
    }
    throw error;
  }
  return { intent, waitingPayouts, compensate };
}
