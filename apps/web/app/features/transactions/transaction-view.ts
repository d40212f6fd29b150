import { AvailabilityPlanSchema, planTimeZone } from '@mercato/core/availability/availability-plan';
import type { LineItemJsonSchema, TransactionResource } from '@mercato/core/contracts/transaction';
import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { formatMoney } from '@mercato/core/money/money-format';
import { DEFAULT_PROCESS_REGISTRY, findProcessVersion } from '@mercato/core/processes/process-registry';
import { getAvailableTransitions } from '@mercato/core/processes/process-rules';
import type { TransactionProcess } from '@mercato/core/processes/process-types';
import type { z } from 'zod';
import { relatedOne } from '../../lib/relationships.ts';

// How the checkout, the order and sale pages and the inbox show a transaction: pure shaping of
// the API's resources (spec §2 CheckoutPage, TransactionPage, InboxPage).

/** Whose view of a transaction: the customer's order or the provider's sale. */
export type TransactionRole = 'customer' | 'provider';

type LineItemJson = z.infer<typeof LineItemJsonSchema>;
type MoneyJson = { amount: number; currency: string };

/** One row of a price breakdown. */
export interface BreakdownRow {
  code: string;
  label: string;
  amount: string;
}

/** The price breakdown a party sees: its line items and its total. */
export interface BreakdownView {
  rows: BreakdownRow[];
  totalLabel: string;
  total: string | null;
}

const UNIT_NOUNS: Record<string, [string, string]> = {
  'line-item/hour': ['hour', 'hours'],
  'line-item/day': ['day', 'days'],
  'line-item/night': ['night', 'nights'],
  'line-item/item': ['item', 'items'],
  'line-item/fixed': ['session', 'sessions'],
};

function moneyText(money: MoneyJson | null | undefined): string | null {
  if (!money) return null;
  try {
    return formatMoney(money);
  } catch {
    return `${money.amount} ${money.currency}`;
  }
}

function quantityText(item: LineItemJson): string | null {
  const quantity = item.quantity ?? item.units;
  if (quantity === undefined) return null;
  const number = Number(quantity);
  const nouns = UNIT_NOUNS[item.code];
  if (!nouns) return quantity;
  return `${quantity} ${number === 1 ? nouns[0] : nouns[1]}`;
}

function rowLabel(item: LineItemJson, role: TransactionRole): string {
  if (item.code === 'line-item/customer-commission') return 'Marketplace fee';
  if (item.code === 'line-item/provider-commission')
    return role === 'provider' ? 'Marketplace fee' : 'Provider fee';
  if (item.code === 'line-item/shipping-fee') return 'Shipping';
  if (item.code === 'line-item/pickup-fee') return 'Pickup';
  const unitPrice = moneyText(item.unitPrice);
  const quantity = quantityText(item);
  const base = quantity && unitPrice ? `${unitPrice} × ${quantity}` : (unitPrice ?? item.code);
  return item.reversal ? `Refund: ${base}` : base;
}

/** The line items included for `role`, and the customer's pay-in or the provider's payout total. */
export function breakdownOf(tx: TransactionResource, role: TransactionRole): BreakdownView {
  const rows = (tx.attributes.lineItems ?? [])
    .filter((item) => item.includeFor.includes(role))
    .map((item) => ({
      code: item.code,
      label: rowLabel(item, role),
      amount: moneyText(item.lineTotal) ?? '',
    }));
  const total = role === 'customer' ? tx.attributes.payinTotal : tx.attributes.payoutTotal;
  return {
    rows,
    totalLabel: role === 'customer' ? 'Total price' : 'You will earn',
    total: moneyText(total),
  };
}

const STATE_LABELS: Record<string, { customer: string; provider: string }> = {
  inquiry: { customer: 'Inquiry', provider: 'Inquiry' },
  'free-inquiry': { customer: 'Inquiry', provider: 'Inquiry' },
  'pending-payment': { customer: 'Pending payment', provider: 'Pending payment' },
  'payment-expired': { customer: 'Payment expired', provider: 'Payment expired' },
  preauthorized: { customer: 'Requested', provider: 'Waiting for your answer' },
  accepted: { customer: 'Accepted', provider: 'Accepted' },
  declined: { customer: 'Declined', provider: 'Declined' },
  expired: { customer: 'Expired', provider: 'Expired' },
  cancelled: { customer: 'Cancelled', provider: 'Cancelled' },
  delivered: { customer: 'Completed', provider: 'Completed' },
  'reviewed-by-customer': { customer: 'Reviewed', provider: 'Waiting for your review' },
  'reviewed-by-provider': { customer: 'Waiting for your review', provider: 'Reviewed' },
  reviewed: { customer: 'Reviewed', provider: 'Reviewed' },
};

/** Where the purchase process names a state as the booking process does, but means another thing. */
const PURCHASE_STATE_LABELS: Record<string, { customer: string; provider: string }> = {
  purchased: { customer: 'Purchased', provider: 'Waiting for you to deliver' },
  delivered: { customer: 'Delivered', provider: 'Delivered' },
  received: { customer: 'Received', provider: 'Received' },
  disputed: { customer: 'Disputed', provider: 'Disputed' },
  canceled: { customer: 'Cancelled', provider: 'Cancelled' },
  completed: { customer: 'Completed', provider: 'Completed' },
};

/** The label of a transaction's state for one party ("Requested", "Accepted"…). */
export function stateLabelOf(state: string | undefined, role: TransactionRole, processName?: string): string {
  const name = (state ?? '').replace(/^state\//, '');
  const labels =
    (processName === 'default-purchase' ? PURCHASE_STATE_LABELS[name] : undefined) ?? STATE_LABELS[name];
  return labels?.[role] ?? name.replace(/-/g, ' ');
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

/**
 * The transitions a party runs with one button, by bare name. Others a party may run have their
 * own forms (reviews, payment confirmation, disputes) or are privileged (requests with payment).
 */
const PARTY_BUTTONS: Record<string, Omit<PartyAction, 'transition'>> = {
  accept: {
    label: 'Accept',
    emphasis: 'primary',
    failedText: SCREEN_ERROR_MESSAGES['transaction.acceptFailed'],
  },
  decline: {
    label: 'Decline',
    emphasis: 'secondary',
    failedText: SCREEN_ERROR_MESSAGES['transaction.declineFailed'],
  },
  'mark-delivered': {
    label: 'Mark delivered',
    emphasis: 'primary',
    failedText: SCREEN_ERROR_MESSAGES['transaction.markDeliveredFailed'],
  },
  'mark-received-from-purchased': {
    label: 'Mark received',
    emphasis: 'primary',
    failedText: SCREEN_ERROR_MESSAGES['transaction.markReceivedFailed'],
  },
  'mark-received': {
    label: 'Mark received',
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
export function partyActionsOf(tx: TransactionResource, role: TransactionRole): PartyAction[] {
  const process = processOf(tx);
  if (!process) return [];
  return getAvailableTransitions(process, tx.attributes.state ?? null, role)
    .filter((t) => !t.privileged)
    .flatMap((t) => {
      const button = PARTY_BUTTONS[t.name.replace(/^transition\//, '')];
      return button ? [{ transition: t.name, ...button }] : [];
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

const TRANSITION_TEXTS: Record<string, (customer: string, provider: string) => string> = {
  inquire: (c) => `${c} sent an inquiry.`,
  'inquire-without-payment': (c) => `${c} sent an inquiry.`,
  'request-payment': (c) => `${c} requested to book.`,
  'request-payment-after-inquiry': (c) => `${c} requested to book.`,
  'confirm-payment': (c) => `${c} paid; the request waits for the provider's answer.`,
  'expire-payment': () => 'The payment was not completed in time.',
  accept: (_c, p) => `${p} accepted the booking.`,
  'operator-accept': () => 'The marketplace accepted the booking.',
  decline: (_c, p) => `${p} declined the booking.`,
  'operator-decline': () => 'The marketplace declined the booking.',
  expire: () => 'The request expired without an answer.',
  complete: () => 'The booking is completed.',
  'operator-complete': () => 'The marketplace marked the booking completed.',
  cancel: () => 'The booking was cancelled.',
  'review-1-by-customer': (c) => `${c} left a review.`,
  'review-2-by-customer': (c) => `${c} left a review.`,
  'review-1-by-provider': (_c, p) => `${p} left a review.`,
  'review-2-by-provider': (_c, p) => `${p} left a review.`,
  'expire-review-period': () => 'The review period ended.',
  'expire-customer-review-period': () => 'The review period ended.',
  'expire-provider-review-period': () => 'The review period ended.',
};

/** Transitions the purchase process names as the booking process does, told as an order. */
const PURCHASE_TRANSITION_TEXTS: Record<string, (customer: string, provider: string) => string> = {
  'request-payment': (c) => `${c} placed an order.`,
  'request-payment-after-inquiry': (c) => `${c} placed an order.`,
  'confirm-payment': (c) => `${c} paid for the order.`,
  'mark-delivered': (_c, p) => `${p} marked the order delivered.`,
  'operator-mark-delivered': () => 'The marketplace marked the order delivered.',
  'mark-received-from-purchased': (c) => `${c} marked the order received.`,
  'mark-received': (c) => `${c} marked the order received.`,
  'auto-mark-received': () => 'The order was marked received two weeks after delivery.',
  dispute: (c) => `${c} reported a problem with the order.`,
  'operator-dispute': () => 'The marketplace opened a dispute about the order.',
  'mark-received-from-disputed': () => 'The marketplace settled the dispute: the order is received.',
  cancel: () => 'The marketplace cancelled the order and refunded it.',
  'auto-cancel': () => 'The order was not delivered within 14 days, so it was cancelled and refunded.',
  'cancel-from-disputed': () => 'The marketplace settled the dispute with a refund: the order is cancelled.',
  'auto-cancel-from-disputed': () =>
    'The dispute was not settled within 60 days: the order is cancelled and refunded.',
  'auto-complete': () => 'The order is completed.',
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
  processName?: string,
): ActivityItem[] {
  const texts =
    processName === 'default-purchase'
      ? { ...TRANSITION_TEXTS, ...PURCHASE_TRANSITION_TEXTS }
      : TRANSITION_TEXTS;
  const items: ActivityItem[] = [
    ...transitions.map((t): ActivityItem => {
      const name = t.transition.replace(/^transition\//, '');
      const text = texts[name]?.(names.customer, names.provider) ?? name.replace(/-/g, ' ');
      return { kind: 'transition', at: t.createdAt, text };
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

/** Booking start and end as the listing's clock shows them, e.g. "Mon, Dec 7, 10:00 – 12:00". */
export function bookingPeriodText(
  booking: { start: string; end: string } | null,
  kind: 'time' | 'day',
  timeZone = 'Etc/UTC',
): string | null {
  if (!booking) return null;
  const start = new Date(booking.start);
  const end = new Date(booking.end);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  if (kind === 'day') {
    const day = (d: Date) =>
      d.toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
    return `${day(start)} – ${day(end)}`;
  }
  const date = start.toLocaleDateString('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  const time = (d: Date) =>
    d.toLocaleTimeString('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${date}, ${time(start)} – ${time(end)}`;
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

/** How a listing's bookings are counted and on which clock they are shown, from its plan. */
export function listingClockOf(availabilityPlan: unknown): { kind: 'time' | 'day'; timeZone: string } {
  const plan = AvailabilityPlanSchema.safeParse(availabilityPlan);
  if (!plan.success) return { kind: 'time', timeZone: 'Etc/UTC' };
  return {
    kind: plan.data.type === 'availability-plan/time' ? 'time' : 'day',
    timeZone: planTimeZone(plan.data),
  };
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
export function deliveryOf(tx: TransactionResource, pickupAddress: string | null): DeliveryView | null {
  const data = (tx.attributes.protectedData ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const variantName = text(data.priceVariantName);
  if (data.deliveryMethod === 'pickup') {
    return { method: 'Pickup', variantName, lines: pickupAddress ? [pickupAddress] : [] };
  }
  if (data.deliveryMethod !== 'shipping') return null;
  const details = (data.shippingDetails ?? {}) as Record<string, unknown>;
  const address = (details.address ?? {}) as Record<string, unknown>;
  const cityLine = [text(address.city), text(address.state), text(address.postalCode)]
    .filter(Boolean)
    .join(' ');
  const lines = [
    text(details.name),
    text(address.line1),
    text(address.line2),
    cityLine || null,
    text(address.country),
    text(details.phoneNumber) ? `Phone ${text(details.phoneNumber)}` : null,
  ].filter((line): line is string => line !== null);
  return { method: 'Shipping', variantName, lines };
}
