import { INTERNAL_MESSAGES } from '@mercato/core/errors/user-messages';

/**
 * One transition at a time per transaction from this web server (spec §2 'Transition already in
 * progress'): a double-clicked button without JavaScript, or two tabs answering at once, must not
 * send a second transition while the first is on its way. The platform refuses the loser too
 * (409), but only after a round trip that may already have charged or emailed nothing, and the
 * user would see a failure text for a transition that in fact went through.
 */
const running = new Set<string>();

/** What `runTransitionOnce` answers when another transition of the transaction is running. */
export const TRANSITION_IN_PROGRESS = INTERNAL_MESSAGES.transitionInProgress;

/** Runs `transition` unless one is already running for `transactionId`; then answers `inProgress`. */
export async function runTransitionOnce<T>(
  transactionId: string,
  transition: () => Promise<T>,
): Promise<{ inProgress: true } | { inProgress: false; value: T }> {
  if (running.has(transactionId)) return { inProgress: true };
  running.add(transactionId);
  try {
    return { inProgress: false, value: await transition() };
  } finally {
    running.delete(transactionId);
  }
}
