/** What `transactions/query` may sort by (a comma list, first key first), each newest first. */
export const TRANSACTION_SORT_KEYS = ['createdAt', 'lastTransitionedAt', 'lastMessageAt'] as const;

/** One sort key of `transactions/query`. */
export type TransactionSortKey = (typeof TRANSACTION_SORT_KEYS)[number];
