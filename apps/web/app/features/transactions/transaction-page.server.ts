import { bookingPeriodText, listingClockOf } from '@mercato/core/availability/booking-period';
import type { TransactionResource } from '@mercato/core/contracts/transaction';
import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import type { BreakdownView } from '@mercato/core/pricing/price-breakdown';
import { ACTIVITY_FEED_TEXTS } from '@mercato/core/texts/catalogs/transactions/activity-feed';
import { PRICE_BREAKDOWN_TEXTS } from '@mercato/core/texts/catalogs/transactions/price-breakdown';
import { TRANSACTION_PAGE_TEXTS } from '@mercato/core/texts/catalogs/transactions/transaction-page';
import { TRANSACTION_STATE_TEXTS } from '@mercato/core/texts/catalogs/transactions/transaction-state';
import type { Texts } from '@mercato/core/texts/ui-texts';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data, redirect } from 'react-router';
import { requireUser } from '../../lib/auth.server.ts';
import type { ActionArgs, LoaderArgs, WebSession } from '../../lib/context.ts';
import { failureStatusOf } from '../../lib/forms/refusals.ts';
import type { FieldErrors } from '../../lib/forms/validate-form.ts';
import { isUuid } from '../../lib/ids.ts';
import { relatedMany, relatedOne } from '../../lib/relationships.ts';
import { serverTexts } from '../../lib/texts.server.ts';
import { listingPath } from '../listings/listing-paths.ts';
import {
  REVIEW_AUTHOR_QUERY,
  type ReviewsView,
  reviewsViewOf,
  reviewViewsOf,
} from '../reviews/review-view.ts';
import { disputeForm } from './dispute-form.ts';
import { messageForm } from './message-form.ts';
import { confirmPaymentAction, finishReturnedPayment } from './payment-confirmation.server.ts';
import { reviewForm } from './review-form.ts';
import {
  type ActivityItem,
  activityFeedOf,
  bookingOf,
  breakdownOf,
  canDisputeOf,
  type DeliveryView,
  deliveryOf,
  displayNameOf,
  PARTY_BUTTON_FAILURES,
  type PartyAction,
  partyActionsOf,
  processOf,
  reviewTransitionOf,
  stateLabelOf,
  type TransactionRole,
} from './transaction-view.ts';
import { runTransitionOnce, TRANSITION_IN_PROGRESS } from './transition-guard.server.ts';

/** What the order and sale pages show. */
export interface TransactionPageData {
  id: string;
  role: TransactionRole;
  stateLabel: string;
  listing: { title: string; path: string | null };
  /** The other party's name. */
  otherParty: string;
  period: string | null;
  breakdown: BreakdownView;
  feed: ActivityItem[];
  /** The one-button transitions the user may run now (accept, decline, mark delivered…). */
  actions: PartyAction[];
  /**
   * A second refetch after the 3-second one, when the platform finishes more work in the
   * background (spec §2: 8 s after mark-received-from-purchased, which starts the payout).
   */
  refetchAgainAfterMs: number | null;
  /** The customer's payment is not confirmed yet (within 15 minutes of the request). */
  canCompletePayment: boolean;
  /** Why the payment could not be confirmed on the customer's return from the bank's page, or null. */
  paymentError: string | null;
  /** A booking, an order of items, or a conversation (how the page words the parties). */
  kind: TransactionKind;
  /** How an order reaches the customer; null for bookings and conversations. */
  delivery: DeliveryView | null;
  /** The customer may report a problem with a delivered order now. */
  canDispute: boolean;
  /** After an inquiry, the customer's way on to book or buy (the listing page, keeping the inquiry). */
  continueOrder: { label: string; path: string } | null;
  /** The user may review the other party now. */
  canReview: boolean;
  /** Why the messages could not be read (spec §8), or null. */
  messagesError: string | null;
  /** The published reviews of the transaction, and the user's own before it is published. */
  reviews: ReviewsView;
}

/** What the page's actions answer when they did not go through. */
export interface TransactionActionData {
  errors: FieldErrors;
  formError: string | null;
}

/** What a transaction is about, by its process. */
export type TransactionKind = 'booking' | 'order' | 'conversation';

function kindOf(processName: string | undefined): TransactionKind {
  if (processName === 'default-purchase') return 'order';
  if (processName === 'default-inquiry') return 'conversation';
  return 'booking';
}

/** Where a pickup happens: the listing's address (`publicData.location.address`). */
function pickupAddressOf(listing: { attributes?: { publicData?: Record<string, unknown> } } | null) {
  const location = listing?.attributes?.publicData?.location as { address?: unknown } | undefined;
  return typeof location?.address === 'string' && location.address ? location.address : null;
}

/**
 * The customer's link from an inquiry to the order it may become (`request-payment-after-inquiry`
 * on the checkout): the listing page with the inquiry kept; null when the process has no such step.
 */
function continueOrderOf(
  tx: TransactionResource,
  role: TransactionRole,
  listing: { id?: string; attributes?: { title?: string; deleted?: boolean } } | null,
  t: Texts<'buyNow' | 'requestToBook'>,
) {
  if (role !== 'customer' || !listing?.id || listing.attributes?.deleted) return null;
  const process = processOf(tx);
  const next = process?.transitions.find(
    (t) => t.name === 'transition/request-payment-after-inquiry' && t.from === tx.attributes.state,
  );
  if (!next) return null;
  const path = `${listingPath({ id: listing.id, title: listing.attributes?.title ?? '' })}?inquiry=${tx.id}`;
  return { label: kindOf(tx.attributes.processName) === 'order' ? t('buyNow') : t('requestToBook'), path };
}

const pathOf = (role: TransactionRole, id: string) => `/${role === 'customer' ? 'order' : 'sale'}/${id}`;
const notFound = () => data(null, { status: 404 });

function refOf(tx: TransactionResource, name: string): string | null {
  const ref = tx.relationships?.[name] as { data?: { id?: unknown } | null } | undefined;
  return typeof ref?.data?.id === 'string' ? ref.data.id : null;
}

async function showTransaction(session: WebSession, request: Request, id: string) {
  try {
    return await session.sdk.transactions.show({
      id,
      include: [
        'booking',
        'listing',
        'customer',
        'provider',
        'reviews',
        'reviews.author',
        'reviews.author.profileImage',
      ],
      ...REVIEW_AUTHOR_QUERY,
    });
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    if (error.status === 401)
      throw redirect(`/login?from=${encodeURIComponent(new URL(request.url).pathname)}`);
    // Not a party, or no such transaction: the same 404 either way (no probing for ids).
    if (error.status === 403 || error.status === 404 || error.status === 400) throw notFound();
    throw error;
  }
}

/**
 * The transaction of a page for the logged-in user in `role`: 404 for anyone who is not that party;
 * a party on the other party's path goes to their own page.
 */
async function partyTransaction(args: LoaderArgs | ActionArgs, role: TransactionRole) {
  const { request, params, context } = args;
  const user = await requireUser(request, context.session);
  const id = params.id ?? '';
  if (!isUuid(id)) throw notFound();
  const response = await showTransaction(context.session, request, id);
  const tx = response.data;
  const customerId = refOf(tx, 'customer');
  const providerId = refOf(tx, 'provider');
  const own = role === 'customer' ? customerId : providerId;
  if (own !== user.id) {
    const other = role === 'customer' ? providerId : customerId;
    if (other === user.id) throw redirect(pathOf(role === 'customer' ? 'provider' : 'customer', id));
    throw notFound();
  }
  return { response, tx, user };
}

/**
 * OrderDetailsPage and SaleDetailsPage (spec §2 `/order/:id`, `/sale/:id`): state, booking,
 * breakdown, the activity feed of transitions and messages, and what the user may do now.
 */
export async function loadTransactionPage(
  args: LoaderArgs,
  role: TransactionRole,
): Promise<TransactionPageData> {
  const { context } = args;
  const { response, tx, user } = await partyTransaction(args, role);
  const paymentError =
    role === 'customer'
      ? await finishReturnedPayment(context.session, args.request, tx, pathOf(role, tx.id))
      : null;
  const { included } = response;
  const t = await serverTexts(context, TRANSACTION_PAGE_TEXTS);
  const listing = relatedOne(tx, 'listing', included) as {
    id?: string;
    attributes?: {
      title?: string;
      availabilityPlan?: unknown;
      deleted?: boolean;
      publicData?: Record<string, unknown>;
    };
  } | null;
  const { kind, timeZone } = listingClockOf(listing?.attributes?.availabilityPlan);
  const names = {
    customer: displayNameOf(relatedOne(tx, 'customer', included), t('customerFallback')),
    provider: displayNameOf(relatedOne(tx, 'provider', included), t('providerFallback')),
  };
  let messagesError: string | null = null;
  let messages: { id: string; createdAt: string; content: string; author: string; isOwn: boolean }[] = [];
  try {
    const found = await context.session.sdk.messages.query({
      transactionId: tx.id,
      include: ['sender'],
      perPage: 100,
    });
    messages = found.data.map((message) => {
      const sender = relatedOne(message, 'sender', found.included) as { id?: string } | null;
      const senderId = sender?.id ?? (message.relationships?.sender as { data?: { id?: string } })?.data?.id;
      const isOwn = senderId === user.id;
      return {
        id: message.id,
        createdAt: message.attributes.createdAt ?? '',
        content: message.attributes.content ?? '',
        author: isOwn
          ? t('you')
          : displayNameOf(sender, role === 'customer' ? names.provider : names.customer),
        isOwn,
      };
    });
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    messagesError = SCREEN_ERROR_MESSAGES['transaction.messagesFailed'];
  }
  const title = listing?.attributes?.title ?? t('deletedListing');
  const stateTexts = await serverTexts(context, TRANSACTION_STATE_TEXTS);
  const breakdownTexts = await serverTexts(context, PRICE_BREAKDOWN_TEXTS);
  const feedTexts = await serverTexts(context, ACTIVITY_FEED_TEXTS);
  return {
    id: tx.id,
    role,
    stateLabel: stateLabelOf(tx.attributes.state, role, stateTexts, tx.attributes.processName),
    kind: kindOf(tx.attributes.processName),
    delivery: deliveryOf(tx, pickupAddressOf(listing), t),
    canDispute: canDisputeOf(tx, role),
    continueOrder: continueOrderOf(tx, role, listing, t),
    listing: {
      title,
      path: listing?.id && !listing.attributes?.deleted ? listingPath({ id: listing.id, title }) : null,
    },
    otherParty: role === 'customer' ? names.provider : names.customer,
    period: bookingPeriodText(bookingOf(tx, included), kind, timeZone),
    breakdown: breakdownOf(tx, role, breakdownTexts),
    feed: activityFeedOf(
      tx.attributes.transitions ?? [],
      messages,
      names,
      feedTexts,
      tx.attributes.processName,
    ),
    actions: partyActionsOf(tx, role, t),
    refetchAgainAfterMs:
      tx.attributes.lastTransition === 'transition/mark-received-from-purchased' ? 8000 : null,
    canCompletePayment: role === 'customer' && tx.attributes.state === 'state/pending-payment',
    paymentError,
    canReview: reviewTransitionOf(tx, role) !== null,
    messagesError,
    reviews: reviewsViewOf(reviewViewsOf(relatedMany(tx, 'reviews', included), included, user.id)),
  };
}

/** An answer of the page's action that did not go through: the form's text, the page stays. */
function refused(formError: string | null, status: number, errors: FieldErrors = {}) {
  return data<TransactionActionData>({ errors, formError }, { status });
}

/**
 * Runs one transition of the transaction as the logged-in party, one at a time per transaction,
 * then goes back to the page (so a reload posts nothing). Refusals answer `failedText`.
 */
async function runTransition(
  args: ActionArgs,
  input: {
    id: string;
    transition: string;
    params?: Record<string, unknown>;
    back: string;
    failedText: string;
  },
) {
  const { sdk } = args.context.session;
  const outcome = await runTransitionOnce(input.id, async () => {
    try {
      await sdk.transactions.transition({
        id: input.id,
        transition: input.transition,
        ...(input.params ? { params: input.params } : {}),
      });
      return null;
    } catch (error) {
      if (!SdkError.is(error)) throw error;
      return error;
    }
  });
  if (outcome.inProgress) return refused(TRANSITION_IN_PROGRESS, 409);
  if (outcome.value) return refused(input.failedText, failureStatusOf(outcome.value));
  throw redirect(input.back);
}

/**
 * The page's forms: `intent=transition` with the transition of one of the party's buttons
 * (accept, decline, mark delivered…), `intent=confirm-payment`, `intent=review` and
 * `intent=message` (the composer). Each goes back to the page when done.
 */
export async function transactionPageAction(args: ActionArgs, role: TransactionRole) {
  const { tx } = await partyTransaction(args, role);
  const { sdk } = args.context.session;
  const t = await serverTexts(args.context, TRANSACTION_PAGE_TEXTS);
  const form = await args.request.formData();
  const intent = form.get('intent');
  const back = pathOf(role, tx.id);
  if (intent === 'transition') {
    const asked = form.get('transition');
    const action = partyActionsOf(tx, role, t).find((a) => a.transition === asked);
    if (!action) {
      // Done meanwhile (another tab, the other party, a timer) or never theirs to run.
      const known = typeof asked === 'string' ? PARTY_BUTTON_FAILURES[asked] : undefined;
      return refused(known ?? SCREEN_ERROR_MESSAGES['transaction.transitionUnavailable'], 409);
    }
    return runTransition(args, {
      id: tx.id,
      transition: action.transition,
      back,
      failedText: action.failedText,
    });
  }
  if (intent === 'confirm-payment') {
    if (role !== 'customer') return refused(SCREEN_ERROR_MESSAGES['checkout.paymentExpired'], 409);
    const refusal = await confirmPaymentAction(args.context.session, tx, back);
    return refused(refusal.text, refusal.status);
  }
  if (intent === 'review') {
    const failed = SCREEN_ERROR_MESSAGES['transaction.reviewFailed'];
    const parsed = reviewForm(form);
    if (!parsed.ok) return refused(null, 400, parsed.errors);
    const transition = reviewTransitionOf(tx, role);
    if (!transition) return refused(failed, 409);
    return runTransition(args, { id: tx.id, transition, params: parsed.data, back, failedText: failed });
  }
  if (intent === 'dispute') {
    const failed = SCREEN_ERROR_MESSAGES['transaction.disputeFailed'];
    const parsed = disputeForm(form);
    if (!parsed.ok) return refused(null, 400, parsed.errors);
    if (!canDisputeOf(tx, role))
      return refused(SCREEN_ERROR_MESSAGES['transaction.transitionUnavailable'], 409);
    return runTransition(args, {
      id: tx.id,
      transition: 'transition/dispute',
      params: { protectedData: { disputeReason: parsed.data.disputeReason } },
      back,
      failedText: failed,
    });
  }
  if (intent === 'message') {
    const parsed = messageForm(form);
    if (!parsed.ok) return refused(null, 400, parsed.errors);
    try {
      await sdk.messages.send({ transactionId: tx.id, content: parsed.data.content });
    } catch (error) {
      if (!SdkError.is(error)) throw error;
      return refused(SCREEN_ERROR_MESSAGES['transaction.sendMessageFailed'], failureStatusOf(error));
    }
    throw redirect(back);
  }
  return refused(t('unknownAction'), 400);
}
