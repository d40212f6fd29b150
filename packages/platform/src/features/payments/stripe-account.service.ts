import { randomUUID } from 'node:crypto';
import {
  type CreateStripeAccountCommand,
  type CreateStripeAccountLinkCommand,
  DEFAULT_MERCHANT_CATEGORY_CODE,
  type UpdateStripeAccountCommand,
} from '@mercato/core/contracts/stripe-account';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  type ConnectedAccount,
  type ConnectedAccountLink,
  type ConnectedAccountsPort,
  PaymentDeclinedError,
} from '../../ports/payments.port.ts';
import { getCurrentUser } from '../users/users.service.ts';
import {
  deleteStripeAccount as deleteStoredAccount,
  insertStripeAccount,
  type StoredStripeAccount,
} from './stripe-accounts.repository.ts';
import { findStripeAccountState, updateStripeAccountState } from './stripe-webhooks.repository.ts';

/**
 * Payout details (issue #27): a provider's Stripe connected account, made, read and changed by its
 * owner only — every function takes the caller's own user id, never an account id from the
 * request, so nobody reaches another user's account. The payout state kept beside the link
 * (charges and payouts enabled) is refreshed from each answer of Stripe and from `account.updated`.
 */

export type { StoredStripeAccount };

/** A user's account: the stored link and state, and Stripe's object when it was just read. */
export interface StripeAccountView extends StoredStripeAccount {
  userId: string;
  data: Record<string, unknown> | null;
}

/** The sandbox pays nobody out, so there is no account to give details to (Sharetribe's code). */
function connectedAccounts(ctx: PlatformContext): ConnectedAccountsPort {
  const port = ctx.payments.connectedAccounts;
  if (!port) throw new AppError('stripe-missing-api-key');
  return port;
}

/** Stripe's refusals (a token unknown or used, a balance left) keep Stripe's words for the form. */
async function atStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentDeclinedError) {
      throw new AppError('stripe-account-refused', undefined, {
        meta: { stripeMessage: error.message, stripeCode: error.declineCode },
      });
    }
    throw error;
  }
}

const viewOf = (userId: string, account: ConnectedAccount): StripeAccountView => ({
  userId,
  stripeAccountId: account.id,
  chargesEnabled: account.chargesEnabled,
  payoutsEnabled: account.payoutsEnabled,
  detailsSubmitted: account.detailsSubmitted,
  data: account.data,
});

async function storedAccountOf(ctx: PlatformContext, userId: string): Promise<StoredStripeAccount> {
  const stored = await findStripeAccountState(ctx.db, userId);
  if (!stored) throw new AppError('stripe-account-not-found', 'You have no Stripe account yet');
  return stored;
}

/**
 * When an answer of Stripe counts as reported, next to webhook events: Stripe dates events by the
 * second, so an answer is dated by the second it came in — an `account.updated` Stripe made in
 * that same second is not taken for an older report and is applied (before, onboarding finished
 * within a second of the account's creation was ignored until the next webhook).
 */
function answeredAt(ctx: PlatformContext): Date {
  return new Date(Math.floor(ctx.clock().getTime() / 1000) * 1000);
}

/** Keeps what Stripe just answered as the account's state (unless a newer webhook is stored). */
async function remember(ctx: PlatformContext, userId: string, account: ConnectedAccount) {
  await updateStripeAccountState(ctx.db, account.id, account, answeredAt(ctx));
  return viewOf(userId, account);
}

/** The stored payout state of a user's account, for `currentUser` (no call to Stripe). */
export async function storedStripeAccountOf(
  ctx: PlatformContext,
  userId: string,
): Promise<StoredStripeAccount | undefined> {
  return findStripeAccountState(ctx.db, userId);
}

/**
 * `stripe_account/create`: a custom connected account in the provider's country with the facts of
 * their Stripe.js token, the marketplace's merchant category (5734 unless given) and manual
 * payouts. One per user: a second is refused before Stripe is called, and if two creations race,
 * the loser's account is closed again at Stripe.
 */
export async function createStripeAccount(
  ctx: PlatformContext,
  userId: string,
  command: CreateStripeAccountCommand,
): Promise<StripeAccountView> {
  const port = connectedAccounts(ctx);
  if (await findStripeAccountState(ctx.db, userId))
    throw new AppError('stripe-account-exists', 'You already have a Stripe account; update it instead');
  const user = await getCurrentUser(ctx, userId);
  const account = await atStripe(() =>
    port.create({
      idempotencyKey: `stripe-account:${userId}:${randomUUID()}`,
      userId,
      email: user.email,
      country: command.country,
      accountToken: command.accountToken,
      bankAccountToken: command.bankAccountToken,
      merchantCategoryCode: command.businessProfileMCC ?? DEFAULT_MERCHANT_CATEGORY_CODE,
      businessUrl: command.businessProfileURL,
      productDescription: command.businessProfileProductDescription,
      capabilities: command.requestedCapabilities ?? ['card_payments', 'transfers'],
    }),
  );
  const view = viewOf(userId, account);
  if (!(await insertStripeAccount(ctx.db, userId, view, answeredAt(ctx)))) {
    await port.remove(account.id).catch((error: unknown) => {
      ctx.log.warn({ err: error, account: account.id }, 'could not close a Stripe account made twice');
    });
    throw new AppError('stripe-account-exists', 'You already have a Stripe account; update it instead');
  }
  return view;
}

/** `stripe_account/fetch`: the caller's account as Stripe has it now. */
export async function fetchStripeAccount(ctx: PlatformContext, userId: string): Promise<StripeAccountView> {
  const port = connectedAccounts(ctx);
  const stored = await storedAccountOf(ctx, userId);
  return remember(ctx, userId, await atStripe(() => port.retrieve(stored.stripeAccountId)));
}

/** `stripe_account/update`: new facts (an account token), a new bank account or capabilities. */
export async function updateStripeAccount(
  ctx: PlatformContext,
  userId: string,
  command: UpdateStripeAccountCommand,
): Promise<StripeAccountView> {
  const port = connectedAccounts(ctx);
  const stored = await storedAccountOf(ctx, userId);
  const account = await atStripe(() =>
    port.update(stored.stripeAccountId, {
      accountToken: command.accountToken,
      bankAccountToken: command.bankAccountToken,
      capabilities: command.requestedCapabilities,
    }),
  );
  return remember(ctx, userId, account);
}

/**
 * `stripe_account_links/create`: a one-time link to Stripe's hosted onboarding (or update) of the
 * caller's account; Stripe sends the provider to `successURL` when they leave it and to
 * `failureURL` when the link expired or was used.
 */
export async function createStripeAccountLink(
  ctx: PlatformContext,
  userId: string,
  command: CreateStripeAccountLinkCommand,
): Promise<ConnectedAccountLink> {
  const port = connectedAccounts(ctx);
  const stored = await storedAccountOf(ctx, userId);
  return atStripe(() =>
    port.createLink(stored.stripeAccountId, {
      type: command.type,
      refreshUrl: command.failureURL,
      returnUrl: command.successURL,
      collectionOptions: command.collectionOptions,
    }),
  );
}

/** `stripe_persons/create`: a person (owner, director, representative) of a company account. */
export async function createStripePerson(
  ctx: PlatformContext,
  userId: string,
  personToken: string,
): Promise<{ id: string }> {
  const port = connectedAccounts(ctx);
  const stored = await storedAccountOf(ctx, userId);
  return atStripe(() => port.createPerson(stored.stripeAccountId, personToken));
}

/**
 * The deprecated `current_user/delete_stripe_account`: closes the account at Stripe (refused
 * there while it holds a balance) and forgets it.
 */
export async function deleteStripeAccount(ctx: PlatformContext, userId: string): Promise<void> {
  const port = connectedAccounts(ctx);
  const stored = await storedAccountOf(ctx, userId);
  await atStripe(() => port.remove(stored.stripeAccountId));
  await deleteStoredAccount(ctx.db, userId);
}
