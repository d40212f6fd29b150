import type { LineItem } from '@mercato/core/pricing/line-item';
import type { TransactionProcess } from '@mercato/core/processes/process-types';
import type { CallerRole, TransitionOutcome } from '@mercato/core/processes/transition';
import type { PlatformContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Booking } from '../bookings/booking.ts';
import type { Listing } from '../listings/listing.ts';
import type { Review } from '../reviews/review.ts';
import type { PaymentStep } from './transaction-payments.ts';
import type { TransactionWrite } from './transactions.repository.ts';
import type { TransitionParams } from './transition-params.ts';

/** Who runs a transition: a party or the operator (with a trusted token or not), or the worker. */
export interface TransitionCaller {
  role: CallerRole;
  trusted: boolean;
}

/** The transaction a transition runs on (or creates) and the listing it is about. */
export interface Parties {
  id: string;
  customerId: string;
  providerId: string;
  listing: Listing;
}

/**
 * What a transition's actions decide, built up action by action (actions/): the transaction's
 * data and money as they will be, the payment steps to run, and the changes to bookings, stock and
 * reviews. Nothing is touched while it is drafted.
 */
export interface PlanDraft {
  protectedData: Record<string, unknown>;
  metadata: Record<string, unknown>;
  lineItems: LineItem[];
  payin: number | null;
  payout: number | null;
  currency: string | null;
  payments: PaymentStep[];
  newBooking: Booking | null;
  bookingChange: { from: Booking['state'][]; to: Booking['state'] } | null;
  review: Review | null;
  /** Units a new purchase takes from the listing's stock. */
  stockToReserve: number | null;
  /** The product variant those units are of, for a listing sold by variant. */
  stockVariant: string | null;
  stockChange: 'accepted' | 'declined' | 'cancelled' | null;
  publishReviews: boolean;
  /** The listing's protected files become the transaction's (`reveal-listing-protected-files`). */
  revealListingFiles: boolean;
}

/** Everything a transition will write, decided before any payment or database call. */
export interface TransitionPlan
  extends Omit<PlanDraft, 'protectedData' | 'metadata' | 'payin' | 'payout' | 'currency'> {
  parties: Parties;
  process: TransactionProcess;
  outcome: TransitionOutcome;
  write: TransactionWrite;
}

/** What an action plans from: the transition, its caller and params, and the platform. */
export interface ActionInput {
  ctx: PlatformContext;
  parties: Parties;
  caller: TransitionCaller;
  params: TransitionParams;
  /** A speculative run (no address needed yet for a purchase). */
  speculative: boolean;
  now: Date;
  /** The action's configuration in the process (`:config {…}`), empty when it has none. */
  config: Readonly<Record<string, unknown>>;
}

/**
 * One action of a process (`action/create-pending-booking`, `action/stripe-capture-payment-intent`,
 * …): checks what it needs from the params and records its effect in the draft. Its effect is
 * carried out by the engine after the plan: payment steps through the payments port, the rest in
 * the transition's write.
 */
export interface TransactionAction {
  name: `action/${string}`;
  plan(draft: PlanDraft, input: ActionInput): void | Promise<void>;
}

/** A parameter an action cannot do without: 400 `validation-missing-key` on its path. */
export function requireParam<T>(value: T | undefined, name: string): T {
  if (value === undefined) {
    throw new AppError('validation-missing-key', `Missing parameter: ${name}`, {
      source: { path: ['params', name], type: 'body' },
    });
  }
  return value;
}
