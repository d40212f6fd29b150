import { randomUUID } from 'node:crypto';
import { checkBooking } from '@mercato/core/availability/is-bookable';
import { CommissionAssetSchema, readCommissionAsset } from '@mercato/core/pricing/commission';
import type { LineItem } from '@mercato/core/pricing/line-item';
import { buildOrderLineItems } from '@mercato/core/pricing/order-line-items';
import { applyFullRefund } from '@mercato/core/pricing/reversal';
import { validateLineItems } from '@mercato/core/pricing/validate-line-items';
import { toTransitionName } from '@mercato/core/processes/process-names';
import {
  DEFAULT_PROCESS_REGISTRY,
  findProcessVersion,
  resolveProcessAlias,
} from '@mercato/core/processes/process-registry';
import { requiredProtectedDataOf } from '@mercato/core/processes/process-rules';
import type { TransactionProcess } from '@mercato/core/processes/process-types';
import { type CallerRole, type TransitionOutcome, transition } from '@mercato/core/processes/transition';
import { shippingPhoneIssue } from '@mercato/core/validators/phone-number';
import { purchaseDeliveryIssue } from '@mercato/core/validators/purchase-delivery';
import type { PlatformContext } from '../../context.ts';
import { inWriteTransaction } from '../../db/write-transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { scheduleJob } from '../../jobs/jobs.service.ts';
import { latestAssetTree, readAssets } from '../assets/assets.service.ts';
import { findExceptionsOverlapping } from '../availability/availability-exceptions.repository.ts';
import { availabilityPlanOf } from '../availability/time-slots.service.ts';
import type { Booking } from '../bookings/booking.ts';
import {
  findBookingsOfTransactions,
  findSeatHoldingBookings,
  insertBooking,
  setBookingState,
} from '../bookings/bookings.repository.ts';
import type { Listing } from '../listings/listing.ts';
import { findListingById } from '../listings/listings.repository.ts';
import type { Review } from '../reviews/review.ts';
import { findReviewOfType, insertReview, publishReviewsOf } from '../reviews/reviews.repository.ts';
import { findUserById } from '../users/users.repository.ts';
import { deleteJournalEntry } from './payment-journal.repository.ts';
import {
  alreadyTransitioned,
  claimAndJournal,
  JournalTakenOver,
  settleJournalAfterFailure,
} from './payment-journal.ts';
import { assertStockAvailable, reserveStock, settleStockReservation } from './stock-reservation-effects.ts';
import type { Transaction } from './transaction.ts';
import { delayedTransitionJob, transactionNotificationJob } from './transaction-jobs.ts';
import {
  type PaymentOutcome,
  type PaymentStep,
  paymentIntentIdOf,
  runPaymentSteps,
} from './transaction-payments.ts';
import {
  insertTransaction,
  insertTransitionRecord,
  lockListingCalendar,
  type TransactionWrite,
  updateTransactionIf,
} from './transactions.repository.ts';
import type { TransitionParams } from './transition-params.ts';

/** Who runs a transition: a party or the operator (with a trusted token or not), or the worker. */
export interface TransitionCaller {
  role: CallerRole;
  trusted: boolean;
}

/** What a transition produced: the transaction as it now is (or would be) and its booking. */
export interface TransitionResult {
  transaction: Transaction;
  booking: Booking | null;
}

interface Parties {
  id: string;
  customerId: string;
  providerId: string;
  listing: Listing;
}

/** Everything a transition will write, decided before any payment or database call. */
interface TransitionPlan {
  parties: Parties;
  process: TransactionProcess;
  outcome: TransitionOutcome;
  write: TransactionWrite;
  lineItems: LineItem[];
  newBooking: Booking | null;
  bookingChange: { from: Booking['state'][]; to: Booking['state'] } | null;
  review: Review | null;
  /** Units a new purchase takes from the listing's stock. */
  stockToReserve: number | null;
  /** The product variant those units are of, for a listing sold by variant. */
  stockVariant: string | null;
  stockChange: 'accepted' | 'declined' | 'cancelled' | null;
  publishReviews: boolean;
  payments: PaymentStep[];
}

const has = (outcome: TransitionOutcome, action: string) =>
  outcome.actions.some((a) => a.name === `action/${action}`);

/** The registry of deployed processes (the defaults until processes can be deployed). */
const registry = DEFAULT_PROCESS_REGISTRY;

/** The process an alias names, or 400 for an unknown alias. */
/** The process an alias names, or undefined for an alias no deployed process has. */
export function findProcessOfAlias(alias: string): TransactionProcess | undefined {
  return resolveProcessAlias(registry, alias);
}

export function processOfAlias(alias: string): TransactionProcess {
  const process = resolveProcessAlias(registry, alias);
  if (!process) {
    throw new AppError('validation-invalid-params', `Unknown process alias: ${alias}`, {
      source: { path: ['processAlias'], type: 'body' },
    });
  }
  return process;
}

/** The process version a transaction runs on. */
export function processOfTransaction(
  tx: Pick<Transaction, 'processName' | 'processVersion'>,
): TransactionProcess {
  const process = findProcessVersion(registry, tx.processName, tx.processVersion);
  // A stored transaction whose process is gone is a deployment error, not the caller's.
  if (!process) throw new Error(`Process ${tx.processName} v${tx.processVersion} is not deployed`);
  return process;
}

async function commissionsOf(ctx: PlatformContext) {
  const assets = await readAssets(ctx, await latestAssetTree(ctx), ['/transactions/commission.json']);
  const parsed = CommissionAssetSchema.safeParse(assets.get('/transactions/commission.json'));
  return parsed.success ? readCommissionAsset(parsed.data) : {};
}

async function priceLineItems(
  ctx: PlatformContext,
  listing: Listing,
  params: TransitionParams,
  trusted: boolean,
): Promise<{ lineItems: LineItem[]; payin: number; payout: number; currency: string }> {
  if (params.lineItems !== undefined) {
    if (!trusted) throw new AppError('forbidden', 'lineItems may only be set with a trusted token');
    const valid = validateLineItems(params.lineItems);
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
      deliveryMethod: params.deliveryMethod ?? null,
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

function requireParam<T>(value: T | undefined, name: string): T {
  if (value === undefined) {
    throw new AppError('validation-missing-key', `Missing parameter: ${name}`, {
      source: { path: ['params', name], type: 'body' },
    });
  }
  return value;
}

/** Decides everything a permitted transition does, from the actions of its process. */
async function planTransition(
  ctx: PlatformContext,
  parties: Parties,
  current: Transaction | null,
  process: TransactionProcess,
  outcome: TransitionOutcome,
  caller: TransitionCaller,
  params: TransitionParams,
  speculative: boolean,
): Promise<TransitionPlan> {
  const now = new Date(outcome.record.createdAt);
  let protectedData = { ...(current?.protectedData ?? {}) };
  let metadata = { ...(current?.metadata ?? {}) };
  let lineItems = current?.lineItems ?? [];
  let payin = current?.payinTotal?.amount ?? null;
  let payout = current?.payoutTotal?.amount ?? null;
  let currency = current?.payinTotal?.currency ?? null;
  const payments: PaymentStep[] = [];
  let newBooking: Booking | null = null;
  let bookingChange: TransitionPlan['bookingChange'] = null;
  let review: Review | null = null;
  let stockToReserve: number | null = null;
  let stockVariant: string | null = null;
  let stockChange: TransitionPlan['stockChange'] = null;
  if (params.lineItems !== undefined && !caller.trusted) {
    throw new AppError('forbidden', 'lineItems may only be set with a trusted token');
  }
  for (const key of requiredProtectedDataOf(process.name, outcome.transition.name)) {
    const value = params.protectedData?.[key];
    if (typeof value !== 'string' || value.trim() === '') {
      throw new AppError('validation-invalid-params', `protectedData.${key} is required`, {
        source: { path: ['params', 'protectedData', key], type: 'body' },
      });
    }
  }
  for (const action of outcome.actions) {
    switch (action.name) {
      case 'action/update-protected-data':
        if (params.protectedData) protectedData = { ...protectedData, ...params.protectedData };
        break;
      case 'action/privileged-update-metadata':
        if (params.metadata) metadata = { ...metadata, ...params.metadata };
        break;
      case 'action/create-pending-booking': {
        const start = requireParam(params.bookingStart, 'bookingStart');
        const end = requireParam(params.bookingEnd, 'bookingEnd');
        if (!(start.getTime() < end.getTime())) {
          throw new AppError('validation-invalid-params', 'bookingEnd must be after bookingStart', {
            source: { path: ['params', 'bookingEnd'], type: 'body' },
          });
        }
        newBooking = {
          id: randomUUID(),
          transactionId: parties.id,
          listingId: parties.listing.id,
          start,
          end,
          displayStart: params.bookingDisplayStart ?? start,
          displayEnd: params.bookingDisplayEnd ?? end,
          seats: params.seats ?? 1,
          state: 'pending',
          createdAt: now,
        };
        break;
      }
      case 'action/accept-booking':
        bookingChange = { from: ['pending'], to: 'accepted' };
        break;
      case 'action/decline-booking':
        bookingChange = { from: ['pending'], to: 'declined' };
        break;
      case 'action/cancel-booking':
        bookingChange = { from: ['accepted', 'pending'], to: 'cancelled' };
        break;
      case 'action/create-pending-stock-reservation': {
        stockToReserve = requireParam(params.stockReservationQuantity, 'stockReservationQuantity');
        // Pricing has refused an order of a listing sold by variant that names none it has.
        if (parties.listing.publicData.priceVariationsEnabled === true) {
          stockVariant = params.priceVariantName ?? null;
        }
        const issue =
          purchaseDeliveryIssue(parties.listing.publicData, params, { requireAddress: !speculative }) ??
          (!speculative && params.deliveryMethod === 'shipping'
            ? shippingPhoneIssue(params.protectedData?.shippingDetails)
            : null);
        if (issue) {
          throw new AppError('validation-invalid-params', `${issue.path.join('.')}: ${issue.message}`, {
            source: { path: ['params', ...issue.path.map(String)], type: 'body' },
          });
        }
        break;
      }
      case 'action/accept-stock-reservation':
        stockChange = 'accepted';
        break;
      case 'action/decline-stock-reservation':
        stockChange = 'declined';
        break;
      case 'action/cancel-stock-reservation':
        stockChange = 'cancelled';
        break;
      case 'action/privileged-set-line-items': {
        const priced = await priceLineItems(ctx, parties.listing, params, caller.trusted);
        lineItems = priced.lineItems;
        payin = priced.payin;
        payout = priced.payout;
        currency = priced.currency;
        break;
      }
      case 'action/calculate-full-refund': {
        if (lineItems.length === 0 || currency === null) break;
        const refunded = applyFullRefund(lineItems, currency);
        lineItems = refunded.lineItems;
        payin = refunded.payinTotal.amount;
        payout = refunded.payoutTotal.amount;
        break;
      }
      case 'action/stripe-create-payment-intent':
        if (!payin || currency === null) {
          throw new AppError('transaction-charge-zero-payin', 'The pay-in total must be above zero');
        }
        if (payout !== null && payout <= 0) {
          throw new AppError('transaction-charge-zero-payout', 'The payout total must be above zero');
        }
        payments.push({
          kind: 'create',
          amount: payin,
          currency,
          paymentMethod: params.paymentMethod ?? null,
          billingDetails: params.billingAddress ?? null,
        });
        break;
      case 'action/stripe-confirm-payment-intent':
        payments.push({
          kind: 'confirm',
          paymentMethod: params.paymentMethod ?? null,
          billingDetails: params.billingAddress ?? null,
        });
        break;
      case 'action/stripe-capture-payment-intent':
        payments.push({ kind: 'capture' });
        break;
      case 'action/stripe-refund-payment':
        payments.push({ kind: 'refund' });
        break;
      case 'action/stripe-create-payout':
        if (payout && currency) {
          payments.push({ kind: 'payout', amount: payout, currency, recipientId: parties.providerId });
        }
        break;
      case 'action/post-review-by-customer':
      case 'action/post-review-by-provider': {
        const byCustomer = action.name === 'action/post-review-by-customer';
        review = {
          id: randomUUID(),
          transactionId: parties.id,
          listingId: parties.listing.id,
          authorId: byCustomer ? parties.customerId : parties.providerId,
          subjectId: byCustomer ? parties.providerId : parties.customerId,
          type: byCustomer ? 'ofProvider' : 'ofCustomer',
          state: 'pending',
          rating: requireParam(params.reviewRating, 'reviewRating'),
          content: requireParam(params.reviewContent, 'reviewContent'),
          createdAt: now,
        };
        break;
      }
      default:
        // Actions without an effect here yet (file reveals, proposed bookings) change nothing.
        break;
    }
  }
  return {
    parties,
    process,
    outcome,
    lineItems,
    newBooking,
    bookingChange,
    review,
    stockToReserve,
    stockVariant,
    stockChange,
    publishReviews: has(outcome, 'publish-reviews'),
    payments,
    write: {
      state: outcome.nextState,
      lastTransition: outcome.transition.name,
      lastTransitionedAt: now,
      protectedData,
      metadata,
      lineItems,
      currency,
      payinTotal: payin,
      payoutTotal: payout,
    },
  };
}

/** Checks a new booking against the listing's plan, exceptions and seat-holding bookings. */
async function assertBookable(
  ctx: PlatformContext,
  db: PlatformContext['db'],
  booking: Booking,
  locked: boolean,
) {
  const listing = await lockListingCalendar(db, booking.listingId, locked);
  const refuse = () =>
    new AppError('transaction-booking-time-not-available', 'The booking time is not available', {
      source: { path: ['params', 'bookingStart'], type: 'body' },
    });
  if (!listing || listing.deleted || listing.state !== 'published') throw refuse();
  const plan = availabilityPlanOf(ctx, booking.listingId, listing.availabilityPlan);
  if (!plan) throw refuse();
  const range = { start: booking.start, end: booking.end };
  const [exceptions, bookings] = await Promise.all([
    findExceptionsOverlapping(db, booking.listingId, range),
    findSeatHoldingBookings(db, booking.listingId, range),
  ]);
  const check = checkBooking(plan, exceptions, bookings, booking, ctx.clock());
  if (!check.ok) throw refuse();
}

function buildTransaction(plan: TransitionPlan, current: Transaction | null, revision: number): Transaction {
  const { parties, process, outcome, write } = plan;
  const at = write.lastTransitionedAt;
  const money = (amount: number | null) =>
    amount === null || write.currency === null ? null : { amount, currency: write.currency };
  return {
    id: parties.id,
    processName: process.name,
    processVersion: process.version,
    state: write.state,
    lastTransition: write.lastTransition,
    lastTransitionedAt: at,
    customerId: parties.customerId,
    providerId: parties.providerId,
    listingId: parties.listing.id,
    protectedData: write.protectedData,
    metadata: write.metadata,
    lineItems: plan.lineItems,
    payinTotal: money(write.payinTotal),
    payoutTotal: money(write.payoutTotal),
    revision,
    transitions: [
      ...(current?.transitions ?? []),
      { transition: outcome.record.transition, createdAt: at, by: outcome.record.by },
    ],
    lastMessageAt: current?.lastMessageAt ?? null,
    createdAt: current?.createdAt ?? at,
  };
}

/**
 * Runs one transition: the process's check of state and caller, the plan of its actions, then
 * the claim of the transaction together with a journal entry of its payment steps, the payment
 * steps (idempotent, undone if what follows is refused), then one database transaction that writes
 * the state (compare-and-set on the revision), the history, booking, review and line-item changes,
 * schedules the new state's delayed transitions and the notifications, and ends the journal entry.
 * A crash between the payment steps and the write leaves the entry for reconciliation
 * (payment-reconciliation.ts). Speculative runs stop after checking and return the would-be
 * transaction.
 */
export async function runTransition(
  ctx: PlatformContext,
  input: {
    parties: Parties;
    current: Transaction | null;
    process: TransactionProcess;
    transitionName: string;
    caller: TransitionCaller;
    params: TransitionParams;
    speculative: boolean;
  },
): Promise<TransitionResult> {
  const { parties, current, process, caller, params } = input;
  const name = toTransitionName(input.transitionName);
  const now = ctx.clock();
  const snapshot = {
    state: current?.state ?? null,
    createdAt: current?.createdAt ?? null,
    transitions: current?.transitions ?? [],
    booking: null as { start: Date; end: Date; displayStart: Date; displayEnd: Date } | null,
  };
  const existingBooking = input.current ? await findBookingOf(ctx, input.current.id) : null;
  const outcome0 = transition(process, { ...snapshot, booking: existingBooking }, name, caller, now);
  if (!outcome0.ok) throw new AppError(outcome0.code, outcome0.message);
  const plan = await planTransition(
    ctx,
    parties,
    current,
    process,
    outcome0,
    caller,
    params,
    input.speculative,
  );
  // Delayed transitions measured from the booking need the booking this transition creates.
  const bookingTimes = plan.newBooking ?? existingBooking;
  const outcome = transition(process, { ...snapshot, booking: bookingTimes }, name, caller, now);
  if (!outcome.ok) throw new AppError(outcome.code, outcome.message);
  plan.outcome = outcome;
  if (plan.review) await assertNotReviewed(ctx, parties.id, plan.review);
  const booking =
    plan.newBooking ??
    (existingBooking && plan.bookingChange
      ? { ...existingBooking, state: plan.bookingChange.to }
      : existingBooking);
  if (input.speculative) {
    if (plan.newBooking) await assertBookable(ctx, ctx.db, plan.newBooking, false);
    if (plan.stockToReserve !== null)
      await assertStockAvailable(ctx.db, parties.listing.id, plan.stockToReserve, plan.stockVariant);
    return { transaction: buildTransaction(plan, current, (current?.revision ?? 0) + 1), booking };
  }
  // Claim the transaction so a concurrent transition is refused before it moves money, and record
  // the payment steps about to run so that a crash before the write below cannot lose them.
  const journal = await claimAndJournal(ctx, {
    transactionId: parties.id,
    current,
    transition: name,
    caller,
    params,
    paymentSteps: plan.payments.length > 0,
    now,
  });
  const revision = (current?.revision ?? 0) + (current ? 1 : 0);
  let paid: PaymentOutcome;
  try {
    paid = await runPaymentSteps(
      ctx,
      parties.id,
      name,
      current ? paymentIntentIdOf(current.protectedData) : null,
      plan.payments,
    );
  } catch (error) {
    // The steps undid what they could; a refusal (a declined card) is final, anything else is
    // left to reconciliation (or to a retry of the same transition).
    if (journal) await settleJournalAfterFailure(ctx, journal, error instanceof AppError, error);
    throw error;
  }
  if (paid.intent && plan.payments.some((p) => p.kind === 'create')) {
    plan.write.protectedData = {
      ...plan.write.protectedData,
      stripePaymentIntents: {
        default: {
          stripePaymentIntentId: paid.intent.id,
          stripePaymentIntentClientSecret: paid.intent.clientSecret,
        },
      },
    };
  }
  try {
    await inWriteTransaction(ctx.db, async (trx) => {
      const tctx = { ...ctx, db: trx };
      // The payment steps are written: their journal entry goes with the write, if still ours.
      if (journal && !(await deleteJournalEntry(trx, journal))) {
        throw new JournalTakenOver();
      }
      // The listing's calendar lock comes first: taken after the inserts that reference the listing
      // (a key-share lock), two bookers would each wait for the other's key-share lock.
      if (plan.newBooking) await assertBookable(ctx, trx, plan.newBooking, true);
      if (!current) {
        await insertTransaction(
          trx,
          {
            id: parties.id,
            processName: process.name,
            processVersion: process.version,
            customerId: parties.customerId,
            providerId: parties.providerId,
            listingId: parties.listing.id,
            createdAt: now,
          },
          plan.write,
        );
      } else if (
        !(await updateTransactionIf(trx, current.id, { revision, state: current.state }, plan.write))
      ) {
        throw alreadyTransitioned();
      }
      await insertTransitionRecord(trx, {
        id: randomUUID(),
        transactionId: parties.id,
        seq: current?.transitions.length ?? 0,
        transition: name,
        by: outcome.record.by,
        createdAt: now,
      });
      if (plan.newBooking) await insertBooking(trx, plan.newBooking);
      if (plan.stockToReserve !== null) {
        const reservation = {
          transactionId: parties.id,
          listingId: parties.listing.id,
          quantity: plan.stockToReserve,
          variantName: plan.stockVariant,
        };
        await reserveStock(trx, reservation, now);
      }
      if (plan.stockChange) await settleStockReservation(trx, parties.id, plan.stockChange, now);
      if (plan.bookingChange) {
        await setBookingState(trx, parties.id, plan.bookingChange.from, plan.bookingChange.to, now);
      }
      if (plan.review) await insertReview(trx, plan.review);
      if (plan.publishReviews) await publishReviewsOf(trx, parties.id);
      // The schedule belongs to this entry into the state: the history's length after this transition.
      const step = (current?.transitions.length ?? 0) + 1;
      for (const scheduled of outcome.scheduled) {
        if (scheduled.dueAt === null) continue;
        await scheduleJob(
          tctx,
          delayedTransitionJob,
          { transactionId: parties.id, transition: scheduled.transition, step },
          {
            runAt: new Date(Math.max(scheduled.dueAt, now.getTime())),
            key: `transaction:${parties.id}:${scheduled.transition}:${step}`,
          },
        );
      }
      for (const notification of outcome.notifications) {
        if (notification.dueAt === null) continue;
        await scheduleJob(
          tctx,
          transactionNotificationJob,
          {
            transactionId: parties.id,
            template: notification.template,
            to: notification.to,
            state: outcome.nextState,
            delayed: notification.dueAt > now.getTime(),
          },
          {
            runAt: new Date(Math.max(notification.dueAt, now.getTime())),
            key: `transaction:${parties.id}:${notification.name}:${step}`,
          },
        );
      }
    });
  } catch (error) {
    // Reconciliation took the steps over (this run outlived its lease): they are its to finish.
    if (error instanceof JournalTakenOver) throw alreadyTransitioned();
    const undone = await paid.compensate();
    if (journal) {
      await settleJournalAfterFailure(ctx, journal, undone && error instanceof AppError, error);
    }
    throw error;
  }
  const transaction = buildTransaction(plan, current, current ? revision + 1 : 1);
  return { transaction, booking };
}

async function assertNotReviewed(ctx: PlatformContext, transactionId: string, review: Review): Promise<void> {
  if (await findReviewOfType(ctx.db, transactionId, review.type)) {
    throw new AppError(
      review.type === 'ofProvider'
        ? 'transaction-already-reviewed-by-customer'
        : 'transaction-already-reviewed-by-provider',
      'This party has already reviewed the transaction',
    );
  }
}

async function findBookingOf(ctx: PlatformContext, transactionId: string): Promise<Booking | null> {
  return (await findBookingsOfTransactions(ctx.db, [transactionId])).get(transactionId) ?? null;
}

/** The parties of a new transaction on a listing: 404 for a listing that cannot be transacted on. */
export async function partiesOfNewTransaction(
  ctx: PlatformContext,
  customerId: string,
  listingId: string | undefined,
): Promise<Parties> {
  if (!listingId) {
    throw new AppError('validation-missing-key', 'Missing parameter: listingId', {
      source: { path: ['params', 'listingId'], type: 'body' },
    });
  }
  const listing = await findListingById(ctx.db, listingId);
  if (!listing || listing.deleted || listing.state !== 'published') {
    throw new AppError('transaction-listing-not-found', 'Listing not found', {
      source: { path: ['params', 'listingId'], type: 'body' },
    });
  }
  if (listing.authorId === customerId) throw new AppError('forbidden', "You can't book your own listing");
  const provider = await findUserById(ctx.db, listing.authorId);
  if (!provider || provider.deleted || provider.banned) {
    throw new AppError(
      'transaction-listing-not-found',
      'The provider of this listing is no longer available',
    );
  }
  return { id: randomUUID(), customerId, providerId: listing.authorId, listing };
}

/** The parties of an existing transaction (its listing may since have been closed or deleted). */
export async function partiesOfTransaction(ctx: PlatformContext, tx: Transaction): Promise<Parties> {
  const listing = await findListingById(ctx.db, tx.listingId);
  if (!listing) throw new Error(`Listing ${tx.listingId} of transaction ${tx.id} is gone`);
  return { id: tx.id, customerId: tx.customerId, providerId: tx.providerId, listing };
}
