import type { ACTIVITY_FEED_TEXTS } from '@mercato/core/texts/catalogs/transactions/activity-feed';
import type { CatalogKey, CatalogTexts } from '@mercato/core/texts/ui-texts';

// The activity feed of the order and sale pages: the transaction's transitions, told by party
// names, and its messages, in time order.

type FeedTexts = CatalogTexts<typeof ACTIVITY_FEED_TEXTS>;

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

/** The download process's transitions: files paid for, reported, settled. */
const DOWNLOAD_TRANSITION_TEXTS: Record<string, FeedKey> = {
  'request-payment': 'orderPlaced',
  'request-payment-after-inquiry': 'orderPlaced',
  'confirm-payment': 'downloadPaid',
  report: 'downloadReported',
  'operator-report': 'operatorReported',
  'auto-complete': 'orderCompleted',
  'operator-complete': 'orderCompleted',
  'operator-complete-from-reported': 'reportSettledCompleted',
  'operator-cancel': 'orderCancelled',
  'auto-cancel': 'reportAutoCancelled',
  review: 'customerReviewed',
};

/** The transitions a process words its own way, by process name. */
const PROCESS_TRANSITION_TEXTS: Record<string, Record<string, FeedKey>> = {
  'default-purchase': PURCHASE_TRANSITION_TEXTS,
  'default-download': DOWNLOAD_TRANSITION_TEXTS,
};

/** One entry of a transaction's activity feed: a transition or a message. */
export type ActivityItem =
  | { kind: 'transition'; at: string; text: string }
  | {
      kind: 'message';
      at: string;
      id: string;
      author: string;
      content: string;
      isOwn: boolean;
      files: readonly FeedFile[];
    };

/** A file on a message: its attachment (what a download asks for), name, size and check. */
export interface FeedFile {
  attachmentId: string;
  name: string;
  size: number;
  state: 'pendingUpload' | 'pendingVerification' | 'available' | 'verificationFailed';
}

/** A message as the feed needs it. */
export interface FeedMessage {
  id: string;
  createdAt: string;
  content: string;
  author: string;
  isOwn: boolean;
  files: readonly FeedFile[];
}

/** Transitions and messages in time order (a transition before a message of the same instant). */
export function activityFeedOf(
  transitions: readonly { transition: string; createdAt: string }[],
  messages: readonly FeedMessage[],
  names: { customer: string; provider: string },
  t: FeedTexts,
  processName?: string,
): ActivityItem[] {
  const texts = { ...TRANSITION_TEXTS, ...PROCESS_TRANSITION_TEXTS[processName ?? ''] };
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
        files: m.files,
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
