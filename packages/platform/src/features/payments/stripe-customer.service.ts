import { randomUUID } from 'node:crypto';
import type {
  AddStripePaymentMethodCommand,
  CreateStripeCustomerCommand,
} from '@mercato/core/contracts/stripe-customer';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  PaymentDeclinedError,
  PaymentMethodNotCardError,
  type SavedCard,
  type SetupIntent,
} from '../../ports/payments.port.ts';
import { getCurrentUser } from '../users/users.service.ts';
import {
  deleteStripeCustomer,
  findStripeCustomer,
  insertStripeCustomer,
  replaceSavedCard,
  type StoredStripeCustomer,
} from './stripe-customers.repository.ts';

/**
 * Saved cards (issue #27): each user's Stripe customer with one card, saved and removed by its
 * owner only — every function takes the caller's own user id, never a customer id from the
 * request. Each call to Stripe has a key of its own, which the SDK's retries of it reuse. A card is checked to be a card before anything is made at Stripe; a change that
 * loses a race to another request of the same user is undone at Stripe.
 */

export type { StoredStripeCustomer };

/** Stripe's refusals (an unknown or used payment method) keep Stripe's words for the form. */
async function atStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentMethodNotCardError) {
      throw new AppError('stripe-payment-method-type-not-supported', error.message);
    }
    if (error instanceof PaymentDeclinedError) {
      throw new AppError('stripe-customer-refused', undefined, {
        meta: { stripeMessage: error.message, stripeCode: error.declineCode },
      });
    }
    throw error;
  }
}

const oneCardOnly = () =>
  new AppError(
    'stripe-multiple-payment-methods-not-supported',
    'A card is already saved: delete it before saving another',
  );

async function storedCustomerOf(ctx: PlatformContext, userId: string): Promise<StoredStripeCustomer> {
  const stored = await findStripeCustomer(ctx.db, userId);
  if (!stored) throw new AppError('stripe-customer-not-found', 'You have no saved payment details yet');
  return stored;
}

/** A user's saved payment details, for `currentUser` (no call to Stripe). */
export function storedStripeCustomerOf(
  ctx: PlatformContext,
  userId: string,
): Promise<StoredStripeCustomer | undefined> {
  return findStripeCustomer(ctx.db, userId);
}

/**
 * `stripe_setup_intents/create`: a SetupIntent for saving a card to pay later without the customer
 * present, for their Stripe customer when they have one. The browser confirms it with Stripe.js.
 */
export async function createSetupIntent(ctx: PlatformContext, userId: string): Promise<SetupIntent> {
  await getCurrentUser(ctx, userId);
  const stored = await findStripeCustomer(ctx.db, userId);
  return atStripe(() =>
    ctx.payments.customers.createSetupIntent({
      idempotencyKey: `setup-intent:${userId}:${randomUUID()}`,
      customerId: stored?.stripeCustomerId ?? null,
    }),
  );
}

/** Attaches a card to a stored customer that has none, unless another request saved one first. */
async function saveFirstCard(
  ctx: PlatformContext,
  stored: StoredStripeCustomer,
  paymentMethodId: string,
): Promise<StoredStripeCustomer> {
  if (stored.card) throw oneCardOnly();
  const port = ctx.payments.customers;
  await atStripe(() => port.describeCard(paymentMethodId));
  const card = await atStripe(() =>
    port.attachDefaultPaymentMethod({
      idempotencyKey: `customer:${stored.userId}:attach:${randomUUID()}`,
      customerId: stored.stripeCustomerId,
      paymentMethodId,
    }),
  );
  if (!(await replaceSavedCard(ctx.db, stored.userId, null, card, ctx.clock()))) {
    await detachQuietly(ctx, card);
    throw oneCardOnly();
  }
  return storedCustomerOf(ctx, stored.userId);
}

async function detachQuietly(ctx: PlatformContext, card: SavedCard): Promise<void> {
  await ctx.payments.customers.detachPaymentMethod(card.paymentMethodId).catch((error: unknown) => {
    ctx.log.warn({ err: error, paymentMethod: card.paymentMethodId }, 'could not detach a card saved twice');
  });
}

/**
 * `stripe_customer/create`: the user's Stripe customer (with `stripeCustomerEmail`, else their own
 * email, for Stripe's receipts) and their first saved card. A user who already has a customer
 * without a card gets the card on it; one card a user, as on Sharetribe.
 */
export async function createStripeCustomer(
  ctx: PlatformContext,
  userId: string,
  command: CreateStripeCustomerCommand,
): Promise<StoredStripeCustomer> {
  const user = await getCurrentUser(ctx, userId);
  const existing = await findStripeCustomer(ctx.db, userId);
  if (existing) return saveFirstCard(ctx, existing, command.stripePaymentMethodId);
  const port = ctx.payments.customers;
  // Only a card can be saved: checked before a customer is made for it.
  await atStripe(() => port.describeCard(command.stripePaymentMethodId));
  const customerId = await atStripe(() =>
    port.createCustomer({
      idempotencyKey: `customer:${userId}:create:${randomUUID()}`,
      userId,
      email: command.stripeCustomerEmail ?? user.email,
    }),
  );
  let card: SavedCard;
  try {
    card = await atStripe(() =>
      port.attachDefaultPaymentMethod({
        idempotencyKey: `customer:${userId}:attach:${randomUUID()}`,
        customerId,
        paymentMethodId: command.stripePaymentMethodId,
      }),
    );
  } catch (error) {
    await deleteCustomerQuietly(ctx, customerId);
    throw error;
  }
  if (!(await insertStripeCustomer(ctx.db, userId, customerId, card, ctx.clock()))) {
    // Another request of this user made their customer first: this one goes, theirs stays.
    await deleteCustomerQuietly(ctx, customerId);
    throw oneCardOnly();
  }
  return storedCustomerOf(ctx, userId);
}

async function deleteCustomerQuietly(ctx: PlatformContext, customerId: string): Promise<void> {
  await ctx.payments.customers.deleteCustomer(customerId).catch((error: unknown) => {
    ctx.log.warn({ err: error, customer: customerId }, 'could not delete a Stripe customer made twice');
  });
}

/** `stripe_customer/add_payment_method`: a card for a user whose saved payment details have none. */
export async function addStripePaymentMethod(
  ctx: PlatformContext,
  userId: string,
  command: AddStripePaymentMethodCommand,
): Promise<StoredStripeCustomer> {
  return saveFirstCard(ctx, await storedCustomerOf(ctx, userId), command.stripePaymentMethodId);
}

/**
 * `stripe_customer/delete_payment_method`: the saved card is detached at Stripe (it can no longer
 * be charged) and forgotten; the customer stays for the next card.
 */
export async function deleteStripePaymentMethod(
  ctx: PlatformContext,
  userId: string,
): Promise<StoredStripeCustomer> {
  const stored = await storedCustomerOf(ctx, userId);
  if (!stored.card) return stored;
  const card = stored.card;
  await atStripe(() => ctx.payments.customers.detachPaymentMethod(card.paymentMethodId));
  await replaceSavedCard(ctx.db, userId, card.paymentMethodId, null, ctx.clock());
  return storedCustomerOf(ctx, userId);
}

/**
 * A deleted account's saved payment details: its customer is deleted at Stripe (which removes the
 * card with it) and forgotten. When Stripe cannot be reached the link stays, logged with the
 * customer's id, so the card is not left at Stripe without a trace.
 */
export async function forgetSavedPaymentDetails(ctx: PlatformContext, userId: string): Promise<void> {
  const stored = await findStripeCustomer(ctx.db, userId);
  if (!stored) return;
  try {
    await ctx.payments.customers.deleteCustomer(stored.stripeCustomerId);
  } catch (error) {
    ctx.log.error(
      { err: error, userId, customer: stored.stripeCustomerId },
      'could not delete the Stripe customer of a deleted account; delete it in the Stripe Dashboard',
    );
    return;
  }
  await deleteStripeCustomer(ctx.db, userId);
}
