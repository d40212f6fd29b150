import type { TransactionResource } from '@mercato/core/contracts/transaction';
import {
  type BreakdownTexts,
  type BreakdownView,
  priceBreakdownOf,
} from '@mercato/core/pricing/price-breakdown';
import { relatedOne } from '../../lib/relationships.ts';

// How the checkout, the order and sale pages and the inbox show a transaction: pure shaping of
// the API's resources (spec §2 CheckoutPage, TransactionPage, InboxPage), worded by the texts in
// force that the caller passes (`serverTexts` in a loader, `textsOf(…)` in tests). State labels,
// party actions, the activity feed and the delivery each have their own module beside this one.

/** Whose view of a transaction: the customer's order or the provider's sale. */
export type TransactionRole = 'customer' | 'provider';

/** The page of a transaction for a party: `/order/:id` for the customer, `/sale/:id` for the provider. */
export const transactionPathOf = (role: TransactionRole, id: string) =>
  `/${role === 'customer' ? 'order' : 'sale'}/${id}`;

/** Whose page a path is (the inverse of `transactionPathOf`): `/sale/…` the provider's, else the customer's. */
export function transactionRoleOf(pathname: string): TransactionRole {
  return pathname.startsWith('/sale/') ? 'provider' : 'customer';
}

/** What a transaction is about, by its process. */
export type TransactionKind = 'booking' | 'order' | 'conversation';

/** What a transaction is about: an order of items, a conversation, else a booking. */
export function kindOf(processName: string | undefined): TransactionKind {
  if (processName === 'default-purchase' || processName === 'default-download') return 'order';
  if (processName === 'default-inquiry') return 'conversation';
  return 'booking';
}

/**
 * Whether the messages of a transaction may carry files: the listing type's
 * `messagingOptions.fileAttachments`, as the Web Template reads it (off for a type the
 * configuration no longer has, or a listing gone).
 */
export function filesAllowedOf(
  listingPublicData: Record<string, unknown> | undefined,
  listingTypes: readonly {
    listingType: string;
    messagingOptions?: { fileAttachments?: boolean } | undefined;
  }[],
): boolean {
  const type = listingTypes.find((t) => t.listingType === listingPublicData?.listingType);
  return type?.messagingOptions?.fileAttachments === true;
}

/** The line items included for `role`, and the customer's pay-in or the provider's payout total. */
export function breakdownOf(
  tx: TransactionResource,
  role: TransactionRole,
  t: BreakdownTexts,
): BreakdownView {
  return priceBreakdownOf(tx.attributes, role, t);
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
