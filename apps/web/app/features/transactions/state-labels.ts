import type { TRANSACTION_STATE_TEXTS } from '@mercato/core/texts/catalogs/transactions/transaction-state';
import type { CatalogKey, CatalogTexts } from '@mercato/core/texts/ui-texts';
import type { TransactionRole } from './transaction-view.ts';

// The label of a transaction's state on the order and sale pages and in the inbox.

type StateTexts = CatalogTexts<typeof TRANSACTION_STATE_TEXTS>;

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

/** The download process's states: files paid for, then reported, cancelled or completed. */
const DOWNLOAD_STATE_LABELS: Record<string, StateKey> = {
  purchased: 'downloadPurchased',
  reported: 'downloadReported',
  canceled: 'orderCancelled',
  completed: 'orderCompleted',
};

/** The states a process words its own way, by process name. */
const PROCESS_STATE_LABELS: Record<string, Record<string, StateKey>> = {
  'default-purchase': PURCHASE_STATE_LABELS,
  'default-download': DOWNLOAD_STATE_LABELS,
};

/** The label of a transaction's state for one party ("Requested", "Accepted"…). */
export function stateLabelOf(
  state: string | undefined,
  role: TransactionRole,
  t: StateTexts,
  processName?: string,
): string {
  const name = (state ?? '').replace(/^state\//, '');
  const key = PROCESS_STATE_LABELS[processName ?? '']?.[name] ?? STATE_LABELS[name];
  return key ? t(key, { role }) : name.replace(/-/g, ' ');
}
