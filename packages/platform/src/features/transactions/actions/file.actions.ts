import type { TransactionAction } from '../transition-plan.ts';

/**
 * The listing's protected files are attached to the transaction, where its customer can download
 * them (default-download's `confirm-payment`): a copy of the list as it is when paid for.
 */
export const revealListingProtectedFiles: TransactionAction = {
  name: 'action/reveal-listing-protected-files',
  plan(draft) {
    draft.revealListingFiles = true;
  },
};
