import { bookingPeriodText, listingClockOf } from '@mercato/core/availability/booking-period';
import type { BreakdownView } from '@mercato/core/pricing/price-breakdown';
import { ACTIVITY_FEED_TEXTS } from '@mercato/core/texts/catalogs/transactions/activity-feed';
import { PRICE_BREAKDOWN_TEXTS } from '@mercato/core/texts/catalogs/transactions/price-breakdown';
import { TRANSACTION_PAGE_TEXTS } from '@mercato/core/texts/catalogs/transactions/transaction-page';
import { TRANSACTION_STATE_TEXTS } from '@mercato/core/texts/catalogs/transactions/transaction-state';
import type { LoaderArgs } from '../../lib/context.ts';
import { type PersonView, personViewOf } from '../../lib/person-view.ts';
import { type ProfileImage, squareImageOf } from '../../lib/profile-image.ts';
import { relatedMany, relatedOne } from '../../lib/relationships.ts';
import { serverTexts } from '../../lib/texts.server.ts';
import { listingPath } from '../listings/listing-paths.ts';
import { type ReviewsView, reviewsViewOf, reviewViewsOf } from '../reviews/review-view.ts';
import { type ActivityItem, activityFeedOf, type FeedFile } from './activity-feed.ts';
import { type DeliveryView, deliveryOf, pickupAddressOf } from './delivery.ts';
import {
  canDisputeOf,
  continueOrderOf,
  type PartyAction,
  partyActionsOf,
  reviewTransitionOf,
} from './party-actions.ts';
import {
  finishReturnedPayment,
  type StripeAuthentication,
  stripeAuthenticationOf,
} from './payment-confirmation.server.ts';
import { stateLabelOf } from './state-labels.ts';
import { attachedFilesOf, feedMessagesOf } from './transaction-messages.server.ts';
import { partyTransaction } from './transaction-party.server.ts';
import {
  bookingOf,
  breakdownOf,
  displayNameOf,
  filesAllowedOf,
  kindOf,
  type TransactionKind,
  type TransactionRole,
  transactionPathOf,
} from './transaction-view.ts';

/** What the order and sale pages show. */
export interface TransactionPageData {
  id: string;
  role: TransactionRole;
  stateLabel: string;
  listing: { title: string; path: string | null; image: ProfileImage | null };
  /** The other party's name. */
  otherParty: string;
  /** The other party with their avatar (their messages show it); null when left out. */
  other: PersonView | null;
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
  /** With Stripe, the 3-D Secure check this page runs with Stripe.js (the customer's, asked for). */
  stripeAuthentication: StripeAuthentication | null;
  /** A booking, an order of items, or a conversation (how the page words the parties). */
  kind: TransactionKind;
  /** How an order reaches the customer; null for bookings and conversations. */
  delivery: DeliveryView | null;
  /** The customer may report a problem with a delivered order now. */
  canDispute: boolean;
  /** A download: the files it delivers (none before payment); null for other processes. */
  download: { files: FeedFile[] } | null;
  /** After an inquiry, the customer's way on to book or buy (the listing page, keeping the inquiry). */
  continueOrder: { label: string; path: string } | null;
  /** The user may review the other party now. */
  canReview: boolean;
  /** Why the messages could not be read (spec §8), or null. */
  messagesError: string | null;
  /** Whether messages may carry files (the listing type's `messagingOptions.fileAttachments`). */
  canAttachFiles: boolean;
  /** The published reviews of the transaction, and the user's own before it is published. */
  reviews: ReviewsView;
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
  const withStripe = Boolean(context.stripePublishableKey);
  const orderPath = transactionPathOf(role, tx.id);
  const paymentError =
    role === 'customer'
      ? await finishReturnedPayment(context.session, args.request, tx, orderPath, {
          withStripe,
          cookies: context.identityProviderSettings,
        })
      : null;
  const stripeAuthentication =
    role === 'customer'
      ? stripeAuthenticationOf(args.request, tx, orderPath, context.stripePublishableKey)
      : null;
  const { included } = response;
  const [t, config] = await Promise.all([
    serverTexts(context, TRANSACTION_PAGE_TEXTS),
    context.session.sdk.assets.config(),
  ]);
  const listing = relatedOne(tx, 'listing', included) as {
    id?: string;
    relationships?: Record<string, unknown>;
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
  const { messages, messagesError } = await feedMessagesOf(
    context.session,
    tx.id,
    { id: user.id, role, you: t('you') },
    names,
  );
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
    download:
      tx.attributes.processName === 'default-download'
        ? { files: attachedFilesOf(tx, 'protectedFileAttachments', included) }
        : null,
    continueOrder: continueOrderOf(tx, role, listing, t),
    listing: {
      title,
      path: listing?.id && !listing.attributes?.deleted ? listingPath({ id: listing.id, title }) : null,
      image: listing ? squareImageOf(relatedMany(listing, 'images', included)[0]) : null,
    },
    otherParty: role === 'customer' ? names.provider : names.customer,
    other: personViewOf(relatedOne(tx, role === 'customer' ? 'provider' : 'customer', included), included),
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
    stripeAuthentication,
    canReview: reviewTransitionOf(tx, role) !== null,
    messagesError,
    canAttachFiles: filesAllowedOf(listing?.attributes?.publicData, config.data.listingTypes),
    reviews: reviewsViewOf(reviewViewsOf(relatedMany(tx, 'reviews', included), included, user.id)),
  };
}
