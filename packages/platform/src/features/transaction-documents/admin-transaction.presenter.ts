import type { ProcessTransition } from '@mercato/core/processes/process-types';
import { type Resource, refOf } from '../../http/envelope.ts';
import { WireMoney, type WireValue } from '../../http/wire-values.ts';
import type { Booking } from '../bookings/booking.ts';
import { presentListing } from '../listings/listing.presenter.ts';
import { copyListing, type Listing } from '../listings/listing.ts';
import { presentMessage } from '../messages/message.presenter.ts';
import type { Message } from '../messages/message.ts';
import type { paymentsOfTransaction } from '../payments/payments.service.ts';
import { presentBooking, presentTransaction } from '../transactions/transaction.presenter.ts';
import type { Transaction } from '../transactions/transaction.ts';

/** What the payments of a transaction left (`paymentsOfTransaction`). */
export type TransactionPayments = Awaited<ReturnType<typeof paymentsOfTransaction>>;

// The listing attributes the console shows beside a transaction.
const LISTING_FIELDS = new Set(['title', 'state', 'deleted', 'price', 'createdAt', 'publicData', 'metadata']);

/**
 * The admin view of a `transaction`: the Marketplace API's attributes with `customer`, `provider`
 * and `listing` always related (their ids; the resources when included).
 */
export function presentAdminTransaction(tx: Transaction): Resource {
  return {
    ...presentTransaction(tx),
    relationships: {
      customer: { data: refOf('user', tx.customerId) },
      provider: { data: refOf('user', tx.providerId) },
      listing: { data: refOf('listing', tx.listingId) },
    },
  };
}

/** A process transition the operator may run: its name, the state it leads to, its actions. */
export function presentOperatorTransition(t: ProcessTransition): WireValue {
  return { name: t.name, to: t.to, actions: t.actions.map((a) => a.name) };
}

/** The payments of a transaction: the provider's intent, the ledger's movements, the journal. */
export function presentTransactionPayments(payments: TransactionPayments): WireValue {
  const { intent } = payments;
  return {
    provider: payments.provider,
    intent: intent && {
      id: intent.id,
      status: intent.status,
      amount: new WireMoney(intent.amount, intent.currency),
      amountCaptured: new WireMoney(intent.amountCaptured, intent.currency),
      amountRefunded: new WireMoney(intent.amountRefunded, intent.currency),
    },
    intentError: payments.intentError,
    operations: payments.operations.map((o) => ({
      id: o.id,
      kind: o.kind,
      status: o.status,
      amount: new WireMoney(o.amount, o.currency),
      recipientId: o.recipientId,
      createdAt: o.createdAt,
    })),
    // The params stay out: they may carry payment method ids, and the console runs nothing again.
    journal: payments.journal.map((e) => ({
      id: e.id,
      transition: e.transition,
      state: e.state,
      callerRole: e.caller.role,
      attempts: e.attempts,
      lastError: e.lastError,
      leaseUntil: e.leaseUntil,
      createdAt: e.createdAt,
    })),
  };
}

/**
 * A listing as the console shows it beside a transaction: its title and state even once deleted
 * (the marketplace then shows nothing but `deleted`).
 */
export function presentListingForOperator(listing: Listing): Resource {
  const resource = presentListing(copyListing(listing, { deleted: false }), 'listing', LISTING_FIELDS);
  return { ...resource, attributes: { ...resource.attributes, deleted: listing.deleted } };
}

/** A message of the transaction on show: its sender, without the way back to the transaction. */
export function presentMessageForOperator(message: Message): Resource {
  const resource = presentMessage(message);
  return { ...resource, relationships: { sender: { data: refOf('user', message.senderId) } } };
}

/** The booking of the transaction on show, without the way back to the transaction. */
export function presentBookingForOperator(booking: Booking): Resource {
  const { relationships: _, ...resource } = presentBooking(booking);
  return resource;
}
