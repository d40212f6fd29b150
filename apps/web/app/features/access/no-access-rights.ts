/**
 * The missing-right keys of the NoAccessPage (spec §2), with the keys of what the page says for each
 * in its catalog (`NO_ACCESS_PAGE_TEXTS`).
 */
export const NO_ACCESS_RIGHTS = {
  'user-approval': { title: 'userApprovalTitle', body: 'userApprovalBody' },
  'pending-approval': { title: 'pendingApprovalTitle', body: 'pendingApprovalBody' },
  'viewing-rights': { title: 'viewingRightsTitle', body: 'viewingRightsBody' },
  'posting-rights': { title: 'postingRightsTitle', body: 'postingRightsBody' },
  'transaction-rights': { title: 'transactionRightsTitle', body: 'transactionRightsBody' },
} as const;

/** One missing-right key. */
export type MissingAccessRight = keyof typeof NO_ACCESS_RIGHTS;

/** Whether a path segment names a missing right. */
export function isMissingAccessRight(value: string | undefined): value is MissingAccessRight {
  return value !== undefined && Object.hasOwn(NO_ACCESS_RIGHTS, value);
}
