import type { TransactionResource } from '@mercato/core/contracts/transaction';
import { SCREEN_ERROR_MESSAGES, USER_FACING_TEXTS } from '@mercato/core/errors/user-messages';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data, redirect } from 'react-router';
import { requireUser } from '../../lib/auth.server.ts';
import type { ActionArgs, LoaderArgs, WebSession } from '../../lib/context.ts';
import type { FieldErrors } from '../../lib/forms/validate-form.ts';
import { relatedMany, relatedOne } from '../../lib/relationships.ts';
import { listingPath } from '../listings/listing-paths.ts';
import {
  REVIEW_AUTHOR_QUERY,
  type ReviewsView,
  reviewsViewOf,
  reviewViewsOf,
} from '../reviews/review-view.ts';
import { messageForm } from './message-form.ts';
import { reviewForm } from './review-form.ts';
import {
  type ActivityItem,
  activityFeedOf,
  awaitsProviderAnswer,
  type BreakdownView,
  bookingOf,
  bookingPeriodText,
  breakdownOf,
  displayNameOf,
  listingClockOf,
  reviewTransitionOf,
  stateLabelOf,
  type TransactionRole,
} from './transaction-view.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  /** The provider may accept or decline now. */
  canAnswer: boolean;
  /** The customer's payment is not confirmed yet (within 15 minutes of the request). */
  canCompletePayment: boolean;
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
  if (!UUID.test(id)) throw notFound();
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
  const { included } = response;
  const listing = relatedOne(tx, 'listing', included) as {
    id?: string;
    attributes?: { title?: string; availabilityPlan?: unknown; deleted?: boolean };
  } | null;
  const { kind, timeZone } = listingClockOf(listing?.attributes?.availabilityPlan);
  const names = {
    customer: displayNameOf(relatedOne(tx, 'customer', included), 'The customer'),
    provider: displayNameOf(relatedOne(tx, 'provider', included), 'The provider'),
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
        author: isOwn ? 'You' : displayNameOf(sender, role === 'customer' ? names.provider : names.customer),
        isOwn,
      };
    });
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    messagesError = SCREEN_ERROR_MESSAGES['transaction.messagesFailed'];
  }
  const title = listing?.attributes?.title ?? 'Deleted listing';
  return {
    id: tx.id,
    role,
    stateLabel: stateLabelOf(tx.attributes.state, role),
    listing: {
      title,
      path: listing?.id && !listing.attributes?.deleted ? listingPath({ id: listing.id, title }) : null,
    },
    otherParty: role === 'customer' ? names.provider : names.customer,
    period: bookingPeriodText(bookingOf(tx, included), kind, timeZone),
    breakdown: breakdownOf(tx, role),
    feed: activityFeedOf(tx.attributes.transitions ?? [], messages, names),
    canAnswer: role === 'provider' && awaitsProviderAnswer(tx),
    canCompletePayment: role === 'customer' && tx.attributes.state === 'state/pending-payment',
    canReview: reviewTransitionOf(tx.attributes.state, role) !== null,
    messagesError,
    reviews: reviewsViewOf(reviewViewsOf(relatedMany(tx, 'reviews', included), included, user.id)),
  };
}

const ANSWERS = {
  accept: { transition: 'transition/accept', failed: USER_FACING_TEXTS.acceptFailed },
  decline: { transition: 'transition/decline', failed: USER_FACING_TEXTS.declineFailed },
} as const;

/**
 * The page's forms: `intent=accept|decline` (the provider's answer to a request) and
 * `intent=message` (the composer). Each goes back to the page when done, so a reload posts nothing.
 */
export async function transactionPageAction(args: ActionArgs, role: TransactionRole) {
  const { tx } = await partyTransaction(args, role);
  const { sdk } = args.context.session;
  const form = await args.request.formData();
  const intent = form.get('intent');
  const back = pathOf(role, tx.id);
  if (intent === 'accept' || intent === 'decline') {
    const answer = ANSWERS[intent];
    if (role !== 'provider' || !awaitsProviderAnswer(tx)) {
      // Answered meanwhile (another tab) or not theirs to answer.
      return data<TransactionActionData>({ errors: {}, formError: answer.failed }, { status: 409 });
    }
    try {
      await sdk.transactions.transition({ id: tx.id, transition: answer.transition });
    } catch (error) {
      if (!SdkError.is(error)) throw error;
      const status = error.status >= 400 && error.status < 500 ? error.status : 502;
      return data<TransactionActionData>({ errors: {}, formError: answer.failed }, { status });
    }
    throw redirect(back);
  }
  if (intent === 'confirm-payment') {
    const failed = SCREEN_ERROR_MESSAGES['checkout.retrievePaymentFailed'];
    if (role !== 'customer' || tx.attributes.state !== 'state/pending-payment') {
      return data<TransactionActionData>(
        { errors: {}, formError: SCREEN_ERROR_MESSAGES['checkout.paymentExpired'] },
        { status: 409 },
      );
    }
    try {
      await sdk.transactions.transition({ id: tx.id, transition: 'transition/confirm-payment' });
    } catch (error) {
      if (!SdkError.is(error)) throw error;
      const status = error.status >= 400 && error.status < 500 ? error.status : 502;
      return data<TransactionActionData>({ errors: {}, formError: failed }, { status });
    }
    throw redirect(back);
  }
  if (intent === 'review') {
    const failed = SCREEN_ERROR_MESSAGES['transaction.reviewFailed'];
    const parsed = reviewForm(form);
    if (!parsed.ok)
      return data<TransactionActionData>({ errors: parsed.errors, formError: null }, { status: 400 });
    const transition = reviewTransitionOf(tx.attributes.state, role);
    if (!transition) return data<TransactionActionData>({ errors: {}, formError: failed }, { status: 409 });
    try {
      await sdk.transactions.transition({ id: tx.id, transition, params: parsed.data });
    } catch (error) {
      if (!SdkError.is(error)) throw error;
      const status = error.status >= 400 && error.status < 500 ? error.status : 502;
      return data<TransactionActionData>({ errors: {}, formError: failed }, { status });
    }
    throw redirect(back);
  }
  if (intent === 'message') {
    const parsed = messageForm(form);
    if (!parsed.ok)
      return data<TransactionActionData>({ errors: parsed.errors, formError: null }, { status: 400 });
    try {
      await sdk.messages.send({ transactionId: tx.id, content: parsed.data.content });
    } catch (error) {
      if (!SdkError.is(error)) throw error;
      const status = error.status >= 400 && error.status < 500 ? error.status : 502;
      return data<TransactionActionData>(
        { errors: {}, formError: SCREEN_ERROR_MESSAGES['transaction.sendMessageFailed'] },
        { status },
      );
    }
    throw redirect(back);
  }
  return data<TransactionActionData>(
    { errors: {}, formError: 'This action is not known. Please reload the page.' },
    { status: 400 },
  );
}
