import type { ActorRole, ProcessTransition, TransactionProcess } from './process-types.ts';
import type { CallerRole } from './transition.ts';

/** Roles a transaction knows (spec §4 "Party roles"). */
export const TRANSACTION_ROLES = ['customer', 'provider', 'system', 'operator'] as const;

/** The two parties of a transaction. */
export type PartyRole = 'customer' | 'provider';

/** States in which the provider has to act, per process (inbox badge counts filter on them). */
export const STATES_NEEDING_PROVIDER_ATTENTION: Readonly<Record<string, readonly string[]>> = {
  'default-booking': ['state/preauthorized'],
  'default-purchase': ['state/purchased'],
};

/** States needing provider attention for one process, or for all processes when none is named. */
export function getStatesNeedingProviderAttention(processName?: string): string[] {
  if (processName !== undefined) return [...(STATES_NEEDING_PROVIDER_ATTENTION[processName] ?? [])];
  return [...new Set(Object.values(STATES_NEEDING_PROVIDER_ATTENTION).flat())];
}

/** Booking transitions after which the customer's money is returned (spec §4). */
export const BOOKING_REFUNDED_TRANSITIONS: readonly string[] = [
  'transition/expire-payment',
  'transition/expire',
  'transition/cancel',
  'transition/decline',
];

/** Whether a booking's last transition means the customer was refunded. */
export function isRefundedTransition(transitionName: string): boolean {
  return BOOKING_REFUNDED_TRANSITIONS.includes(transitionName);
}

/** Transitions the web app must route through its trusted server endpoints (spec §4). */
export const PRIVILEGED_TRANSITIONS: readonly string[] = [
  'transition/request-payment',
  'transition/request-payment-after-inquiry',
];

/** Whether a transition of the booking and purchase processes needs a trusted caller. */
export function isPrivilegedTransition(transitionName: string): boolean {
  return PRIVILEGED_TRANSITIONS.includes(transitionName);
}

/** The payment request to run: after an inquiry the transaction already exists, so it is a transition, not an initiate. */
export function getRequestTransition(lastTransition: string | null | undefined): string {
  return lastTransition === 'transition/inquire'
    ? 'transition/request-payment-after-inquiry'
    : 'transition/request-payment';
}

/** The party's role in a transaction; null when the user is neither party. */
export function getPartyRole(
  userId: string,
  tx: { customerId: string | null | undefined; providerId: string | null | undefined },
): PartyRole | null {
  if (tx.customerId === userId) return 'customer';
  if (tx.providerId === userId) return 'provider';
  return null;
}

/** The other party, whose review decides between first and second review. */
export function getOtherParty(role: PartyRole): PartyRole {
  return role === 'customer' ? 'provider' : 'customer';
}

/**
 * Review transitions to try, in order. If the other party's review is already in (state
 * `reviewed-by-<other>`), only the second review fits; otherwise the first review is tried and
 * the second one is the fallback for the race where the other party reviews meanwhile.
 */
export function getReviewTransitions(role: PartyRole, state: string | null): string[] {
  const second = `transition/review-2-by-${role}`;
  if (state === `state/reviewed-by-${getOtherParty(role)}`) return [second];
  return [`transition/review-1-by-${role}`, second];
}

/** Whether a failed review attempt should fall back to the next candidate transition. */
export function shouldRetryReview(errorCode: string): boolean {
  return errorCode === 'transaction-invalid-transition';
}

/** Transitions a caller may run from a state (`process_transitions/query`), in process order. */
export function getAvailableTransitions(
  process: TransactionProcess,
  state: string | null,
  role: CallerRole,
): ProcessTransition[] {
  return process.transitions.filter((t) =>
    t.from !== state ? false : t.at !== null ? role === 'system' : t.actors.includes(role as ActorRole),
  );
}

/** Whether a transition runs the full-refund action; broader than the spec's list (covers operator variants). */
export function isRefundingTransition(process: TransactionProcess, transitionName: string): boolean {
  const definition = process.transitions.find((t) => t.name === transitionName);
  return definition?.actions.some((a) => a.name === 'action/calculate-full-refund') ?? false;
}

/** Whether a process has no transition out of a state: nothing more can happen to the transaction. */
export function isFinalState(process: TransactionProcess, state: string): boolean {
  return !process.transitions.some((t) => t.from === state);
}

/**
 * Protected data a party must send with a transition of a default process, by process and
 * transition: the web template sends a dispute's reason as `protectedData.disputeReason`, and
 * spec §5 says a dispute needs one.
 */
const REQUIRED_PROTECTED_DATA: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  'default-purchase': { 'transition/dispute': ['disputeReason'] },
};

/** The `protectedData` keys a transition needs as non-blank text (none for most). */
export function requiredProtectedDataOf(processName: string, transitionName: string): readonly string[] {
  return REQUIRED_PROTECTED_DATA[processName]?.[transitionName] ?? [];
}
