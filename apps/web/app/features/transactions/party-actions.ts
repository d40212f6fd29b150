import type { TransactionResource } from '@mercato/core/contracts/transaction';
import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { DEFAULT_PROCESS_REGISTRY, findProcessVersion } from '@mercato/core/processes/process-registry';
import { getAvailableTransitions } from '@mercato/core/processes/process-rules';
import type { TransactionProcess } from '@mercato/core/processes/process-types';
import type { Texts } from '@mercato/core/texts/ui-texts';
import { listingPath } from '../listings/listing-paths.ts';
import { kindOf, type TransactionRole } from './transaction-view.ts';

// What a party may do now on the order or sale page, read from the transaction's process (state and
// actor), so a new process or state needs a label, not new page code.

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
 * (`review-1-by-<role>`) or the second once the other party has reviewed, or the one review of a
 * process where only the customer reviews (download's `review`); null when none is open.
 */
export function reviewTransitionOf(tx: TransactionResource, role: TransactionRole): string | null {
  const process = processOf(tx);
  if (!process) return null;
  const open = getAvailableTransitions(process, tx.attributes.state ?? null, role);
  return open.find((t) => /^transition\/review(-[12]-by-.*)?$/.test(t.name))?.name ?? null;
}

/** The transitions by which a customer reports a problem: purchase's `dispute`, download's `report`. */
export const PROBLEM_TRANSITIONS = ['transition/dispute', 'transition/report'] as const;

/** The transition by which the customer may report a problem with the order now, or null. */
export function disputeTransitionOf(
  tx: TransactionResource,
  role: TransactionRole,
): (typeof PROBLEM_TRANSITIONS)[number] | null {
  const process = processOf(tx);
  if (!process || role !== 'customer') return null;
  const open = getAvailableTransitions(process, tx.attributes.state ?? null, role);
  return PROBLEM_TRANSITIONS.find((name) => open.some((t) => t.name === name)) ?? null;
}

/** Whether the customer may report a problem with the order now. */
export function canDisputeOf(tx: TransactionResource, role: TransactionRole): boolean {
  return disputeTransitionOf(tx, role) !== null;
}

/**
 * The customer's link from an inquiry to the order it may become (`request-payment-after-inquiry`
 * on the checkout): the listing page with the inquiry kept; null when the process has no such step.
 */
export function continueOrderOf(
  tx: TransactionResource,
  role: TransactionRole,
  listing: { id?: string; attributes?: { title?: string; deleted?: boolean } } | null,
  t: Texts<'buyNow' | 'requestToBook'>,
): { label: string; path: string } | null {
  if (role !== 'customer' || !listing?.id || listing.attributes?.deleted) return null;
  const process = processOf(tx);
  const next = process?.transitions.find(
    (t) => t.name === 'transition/request-payment-after-inquiry' && t.from === tx.attributes.state,
  );
  if (!next) return null;
  const path = `${listingPath({ id: listing.id, title: listing.attributes?.title ?? '' })}?inquiry=${tx.id}`;
  return { label: kindOf(tx.attributes.processName) === 'order' ? t('buyNow') : t('requestToBook'), path };
}
