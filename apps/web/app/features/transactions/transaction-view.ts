import type { TransactionResource } from '@mercato/core/contracts/transaction';
import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import {
  type BreakdownTexts,
  type BreakdownView,
  priceBreakdownOf,
} from '@mercato/core/pricing/price-breakdown';
import { DEFAULT_PROCESS_REGISTRY, findProcessVersion } from '@mercato/core/processes/process-registry';
import { getAvailableTransitions } from '@mercato/core/processes/process-rules';
import type { TransactionProcess } from '@mercato/core/processes/process-types';
import type { ACTIVITY_FEED_TEXTS } from '@mercato/core/texts/catalogs/transactions/activity-feed';
import type { TRANSACTION_STATE_TEXTS } from '@mercato/core/texts/catalogs/transactions/transaction-state';
import type { CatalogKey, CatalogTexts, Texts } from '@mercato/core/texts/ui-texts';
import { shippingAddressLinesOf, shippingPhoneOf } from '@mercato/core/validators/shipping-address-lines';
import { relatedOne } from '../../lib/relationships.ts';

// How the checkout, the order and sale pages and the inbox show a transaction: pure shaping of
// the API's resources (spec §2 CheckoutPage, TransactionPage, InboxPage), worded by the texts in
// force that the caller passes (`serverTexts` in a loader, `textsOf(…)` in tests).

/** Whose view of a transaction: the customer's order or the provider's sale. */
export type TransactionRole = 'customer' | 'provider';

type StateTexts = CatalogTexts<typeof TRANSACTION_STATE_TEXTS>;
type FeedTexts = CatalogTexts<typeof ACTIVITY_FEED_TEXTS>;

/** The line items included for `role`, and the customer's pay-in or the provider's payout total. */
export function breakdownOf(
  tx: TransactionResource,
  role: TransactionRole,
  t: BreakdownTexts,
): BreakdownView {
  return priceBreakdownOf(tx.attributes, role, t);
}

type StateKey = CatalogKey<typeof TRANSACTION_STATE_TEXTS>;

/** The text of each state (worded by party through `role`), by bare state name. */
const STATE_LABELS: Record<string, StateKey> = {
  inquiry: 'inquiry',
  'free-inquiry': 'inquiry',
  'pending-payment': 'pendingPayment',
  'payment-expired': 'paymentExpired',
  preauthorized: 'preauthorized',
  accepted: 'accepted',
  declined: 'declined',
  expired: 'expired',
  cancelled: 'cancelled',
  delivered: 'delivered',
  'reviewed-by-customer': 'reviewedByCustomer',
  'reviewed-by-provider': 'reviewedByProvider',
  reviewed: 'reviewed',
};

/** Where the purchase process names a state as the booking process does, but means another thing. */
const PURCHASE_STATE_LABELS: Record<string, StateKey> = {
  purchased: 'orderPurchased',
  delivered: 'orderDelivered',
  received: 'orderReceived',
  disputed: 'orderDisputed',
  canceled: 'orderCancelled',
  completed: 'orderCompleted',
};

/** The label of a transaction's state for one party ("Requested", "Accepted"…). */
export function stateLabelOf(
  state: string | undefined,
  role: TransactionRole,
  t: StateTexts,
  processName?: string,
): string {
  const name = (state ?? '').replace(/^state\//, '');
  const key =
    (processName === 'default-purchase' ? PURCHASE_STATE_LABELS[name] : undefined) ?? STATE_LABELS[name];
  return key ? t(key, { role }) : name.replace(/-/g, ' ');
}

/** A button on the order or sale page that runs one transition. */
export interface PartyAction {
  /** `transition/<name>`, what the form posts. */
  transition: string;
  label: string;
  /** The main answer (filled button) or the alternative (outlined). */
  emphasis: 'primary' | 'secondary';
  /** What the page says when the transition did not go through. */
  failedText: string;
}

/** A one-button transition as the process names it, its label by the key of its text. */
type PartyButton = Omit<PartyAction, 'transition' | 'label'> & {
  label: 'accept' | 'decline' | 'markDelivered' | 'markReceived';
};

/**
 * The transitions a party runs with one button, by bare name. Others a party may run have their
 * own forms (reviews, payment confirmation, disputes) or are privileged (requests with payment).
 */
const PARTY_BUTTONS: Record<string, PartyButton> = {
  accept: {
    label: 'accept',
    emphasis: 'primary',
    failedText: SCREEN_ERROR_MESSAGES['transaction.acceptFailed'],
  },
  decline: {
    label: 'decline',
    emphasis: 'secondary',
    failedText: SCREEN_ERROR_MESSAGES['transaction.declineFailed'],
  },
  'mark-delivered': {
    label: 'markDelivered',
    emphasis: 'primary',
    failedText: SCREEN_ERROR_MESSAGES['transaction.markDeliveredFailed'],
  },
  'mark-received-from-purchased': {
    label: 'markReceived',
    emphasis: 'primary',
    failedText: SCREEN_ERROR_MESSAGES['transaction.markReceivedFailed'],
  },
  'mark-received': {
    label: 'markReceived',
    emphasis: 'primary',
    failedText: SCREEN_ERROR_MESSAGES['transaction.markReceivedFailed'],
  },
};

/** The failure text of each button's transition, by `transition/<name>`. */
export const PARTY_BUTTON_FAILURES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PARTY_BUTTONS).map(([name, button]) => [`transition/${name}`, button.failedText]),
);

/** The process version a transaction runs, when the marketplace knows it. */
export function processOf(tx: TransactionResource): TransactionProcess | undefined {
  const { processName, processVersion } = tx.attributes;
  if (typeof processName !== 'string' || typeof processVersion !== 'number') return undefined;
  return findProcessVersion(DEFAULT_PROCESS_REGISTRY, processName, processVersion);
}

/**
 * The one-button transitions `role` may run now, in the process's order: read from the process
 * definition (state and actor), so a new process or state needs no change here.
 */
export function partyActionsOf(
  tx: TransactionResource,
  role: TransactionRole,
  t: Texts<PartyButton['label']>,
): PartyAction[] {
  const process = processOf(tx);
  if (!process) return [];
  return getAvailableTransitions(process, tx.attributes.state ?? null, role)
    .filter((transition) => !transition.privileged)
    .flatMap((transition) => {
      const button = PARTY_BUTTONS[transition.name.replace(/^transition\//, '')];
      return button ? [{ transition: transition.name, ...button, label: t(button.label) }] : [];
    });
}

/**
 * The review transition a party may run now, read from the transaction's process: the first review
 * (`review-1-by-<role>`) or the second once the other party has reviewed; null when none is open.
 */
export function reviewTransitionOf(tx: TransactionResource, role: TransactionRole): string | null {
  const process = processOf(tx);
  if (!process) return null;
  const open = getAvailableTransitions(process, tx.attributes.state ?? null, role);
  return open.find((t) => /^transition\/review-[12]-by-/.test(t.name))?.name ?? null;
}

/** Whether the customer may report a problem with the order now (purchase `dispute`). */
export function canDisputeOf(tx: TransactionResource, role: TransactionRole): boolean {
  const process = processOf(tx);
  if (!process || role !== 'customer') return false;
  return getAvailableTransitions(process, tx.attributes.state ?? null, role).some(
    (t) => t.name === 'transition/dispute',
  );
}

type FeedKey = CatalogKey<typeof ACTIVITY_FEED_TEXTS>;

/** The feed's text of each transition, by bare name (worded with `{customer}` and `{provider}`). */
const TRANSITION_TEXTS: Record<string, FeedKey> = {
  inquire: 'inquirySent',
  'inquire-without-payment': 'inquirySent',
  'request-payment': 'bookingRequested',
  'request-payment-after-inquiry': 'bookingRequested',
  'confirm-payment': 'bookingPaid',
  'expire-payment': 'paymentExpired',
  accept: 'bookingAccepted',
  'operator-accept': 'operatorAccepted',
  decline: 'bookingDeclined',
  'operator-decline': 'operatorDeclined',
  expire: 'requestExpired',
  complete: 'bookingCompleted',
  'operator-complete': 'operatorCompleted',
  cancel: 'bookingCancelled',
  'review-1-by-customer': 'customerReviewed',
  'review-2-by-customer': 'customerReviewed',
  'review-1-by-provider': 'providerReviewed',
  'review-2-by-provider': 'providerReviewed',
  'expire-review-period': 'reviewPeriodEnded',
  'expire-customer-review-period': 'reviewPeriodEnded',
  'expire-provider-review-period': 'reviewPeriodEnded',
};

/** Transitions the purchase process names as the booking process does, told as an order. */
const PURCHASE_TRANSITION_TEXTS: Record<string, FeedKey> = {
  'request-payment': 'orderPlaced',
  'request-payment-after-inquiry': 'orderPlaced',
  'confirm-payment': 'orderPaid',
  'mark-delivered': 'orderMarkedDelivered',
  'operator-mark-delivered': 'operatorMarkedDelivered',
  'mark-received-from-purchased': 'orderMarkedReceived',
  'mark-received': 'orderMarkedReceived',
  'auto-mark-received': 'orderAutoReceived',
  dispute: 'orderDisputed',
  'operator-dispute': 'operatorDisputed',
  'mark-received-from-disputed': 'disputeSettledReceived',
  cancel: 'orderCancelled',
  'auto-cancel': 'orderAutoCancelled',
  'cancel-from-disputed': 'disputeSettledCancelled',
  'auto-cancel-from-disputed': 'disputeAutoCancelled',
  'auto-complete': 'orderCompleted',
};

/** One entry of a transaction's activity feed: a transition or a message. */
export type ActivityItem =
  | { kind: 'transition'; at: string; text: string }
  | { kind: 'message'; at: string; id: string; author: string; content: string; isOwn: boolean };

/** A message as the feed needs it. */
export interface FeedMessage {
  id: string;
  createdAt: string;
  content: string;
  author: string;
  isOwn: boolean;
}

/** Transitions and messages in time order (a transition before a message of the same instant). */
export function activityFeedOf(
  transitions: readonly { transition: string; createdAt: string }[],
  messages: readonly FeedMessage[],
  names: { customer: string; provider: string },
  t: FeedTexts,
  processName?: string,
): ActivityItem[] {
  const texts =
    processName === 'default-purchase'
      ? { ...TRANSITION_TEXTS, ...PURCHASE_TRANSITION_TEXTS }
      : TRANSITION_TEXTS;
  const items: ActivityItem[] = [
    ...transitions.map((done): ActivityItem => {
      const name = done.transition.replace(/^transition\//, '');
      const key = texts[name];
      const text = key ? t(key, names) : name.replace(/-/g, ' ');
      return { kind: 'transition', at: done.createdAt, text };
    }),
    ...messages.map(
      (m): ActivityItem => ({
        kind: 'message',
        at: m.createdAt,
        id: m.id,
        author: m.author,
        content: m.content,
        isOwn: m.isOwn,
      }),
    ),
  ];
  const rank = (item: ActivityItem) => (item.kind === 'transition' ? 0 : 1);
  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        Date.parse(a.item.at) - Date.parse(b.item.at) || rank(a.item) - rank(b.item) || a.index - b.index,
    )
    .map(({ item }) => item);
}

/** The included booking of a transaction, or null. */
export function bookingOf(
  tx: TransactionResource,
  included: readonly unknown[],
): { start: string; end: string; seats: number | null } | null {
  const booking = relatedOne(tx, 'booking', included) as {
    attributes?: { start?: unknown; end?: unknown; seats?: unknown };
  } | null;
  const start = booking?.attributes?.start;
  const end = booking?.attributes?.end;
  if (typeof start !== 'string' || typeof end !== 'string') return null;
  const seats = booking?.attributes?.seats;
  return { start, end, seats: typeof seats === 'number' ? seats : null };
}

/** The display name of an included user (customer, provider, sender), or a stand-in. */
export function displayNameOf(user: unknown, fallback: string): string {
  const attributes = (
    user as { attributes?: { profile?: { displayName?: unknown }; deleted?: unknown } } | null
  )?.attributes;
  const name = attributes?.profile?.displayName;
  return typeof name === 'string' && name ? name : fallback;
}

/** How an order reaches the customer, as the order and sale pages show it. */
export interface DeliveryView {
  method: 'Shipping' | 'Pickup';
  /** The product variant ordered (`protectedData.priceVariantName`), for a listing sold by variant. */
  variantName: string | null;
  /** The shipping address (recipient first) or the pickup place, one line each. */
  lines: string[];
}

/**
 * The delivery of a purchase from its protected data (`deliveryMethod`, `shippingDetails` in the
 * web template's shape) and, for pickup, the listing's address; null for bookings and inquiries.
 */
export function deliveryOf(
  tx: TransactionResource,
  pickupAddress: string | null,
  t: Texts<'phoneLine'>,
): DeliveryView | null {
  const data = (tx.attributes.protectedData ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const variantName = text(data.priceVariantName);
  if (data.deliveryMethod === 'pickup') {
    return { method: 'Pickup', variantName, lines: pickupAddress ? [pickupAddress] : [] };
  }
  if (data.deliveryMethod !== 'shipping') return null;
  const phoneNumber = shippingPhoneOf(data);
  const lines = [...shippingAddressLinesOf(data), ...(phoneNumber ? [t('phoneLine', { phoneNumber })] : [])];
  return { method: 'Shipping', variantName, lines };
}
