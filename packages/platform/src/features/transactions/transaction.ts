import type { LineItem } from '@mercato/core/pricing/line-item';
import type { CallerRole } from '@mercato/core/processes/transition';

/** One executed transition, as the API lists it in `transitions`. */
export interface TransitionRecord {
  transition: string;
  createdAt: Date;
  by: CallerRole;
}

/** A transaction as the platform's services see it (spec §3). */
export interface Transaction {
  id: string;
  processName: string;
  processVersion: number;
  state: string;
  lastTransition: string;
  lastTransitionedAt: Date;
  customerId: string;
  providerId: string;
  listingId: string;
  protectedData: Record<string, unknown>;
  metadata: Record<string, unknown>;
  lineItems: LineItem[];
  payinTotal: { amount: number; currency: string } | null;
  payoutTotal: { amount: number; currency: string } | null;
  /** Compared and set by every transition: of two concurrent ones, one writes. */
  revision: number;
  transitions: TransitionRecord[];
  lastMessageAt: Date | null;
  createdAt: Date;
}
