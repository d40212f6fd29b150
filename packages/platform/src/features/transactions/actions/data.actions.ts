import type { TransactionAction } from '../transition-plan.ts';

/** Merges the params' `protectedData` into the transaction's. */
export const updateProtectedData: TransactionAction = {
  name: 'action/update-protected-data',
  plan(draft, { params }) {
    if (params.protectedData) draft.protectedData = { ...draft.protectedData, ...params.protectedData };
  },
};

/** Merges the params' `metadata` into the transaction's (a privileged transition's). */
export const privilegedUpdateMetadata: TransactionAction = {
  name: 'action/privileged-update-metadata',
  plan(draft, { params }) {
    if (params.metadata) draft.metadata = { ...draft.metadata, ...params.metadata };
  },
};
