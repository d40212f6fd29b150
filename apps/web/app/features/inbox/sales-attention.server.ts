import { DEFAULT_PROCESSES } from '@mercato/core/processes/process-registry';
import { STATES_NEEDING_PROVIDER_ATTENTION } from '@mercato/core/processes/process-rules';
import { SdkError } from '@mercato/sdk/sdk-error';
import type { WebSession } from '../../lib/context.ts';

/**
 * A customer's request whose payment never went through is not a sale yet, nor ever: the provider
 * does not see it (as the Web Template's inbox does not).
 */
const UNPAID_STATES = new Set(['state/pending-payment', 'state/payment-expired']);

/** Every state a provider's sales list shows: those of the default processes but the unpaid ones. */
export const SALES_LIST_STATES: readonly string[] = [
  ...new Set(DEFAULT_PROCESSES.flatMap((process) => process.states)),
].filter((state) => !UNPAID_STATES.has(state) && state !== 'state/initial');

/**
 * How many sales wait for the logged-in user (spec §4: a booking request to accept or decline, a
 * purchase to ship), for the top bar's badge; 0 for visitors and
 * whenever it cannot be read (a badge is never worth failing a page for).
 */
export async function loadSalesAttention(session: WebSession): Promise<number> {
  if (!session.isLoggedIn) return 0;
  try {
    // Per process: a download's `purchased` waits for nobody, a purchase's waits for shipping.
    const counts = await Promise.all(
      Object.entries(STATES_NEEDING_PROVIDER_ATTENTION).map(async ([processName, states]) => {
        const response = await session.sdk.transactions.query({
          only: 'sale',
          processNames: [processName],
          states: [...states],
          perPage: 1,
        });
        const total = Number((response.meta as { totalItems?: unknown }).totalItems ?? response.data.length);
        return Number.isSafeInteger(total) && total > 0 ? total : 0;
      }),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  } catch (error) {
    if (SdkError.is(error)) return 0;
    throw error;
  }
}
