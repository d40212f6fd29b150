/** The missing-right keys of the NoAccessPage (spec §2), with what the page says for each. */
export const NO_ACCESS_RIGHTS = {
  'user-approval': {
    title: 'Your account is waiting for approval',
    body: 'The marketplace team reviews new accounts before they can take part. We will let you know by email as soon as yours is approved.',
  },
  'pending-approval': {
    title: 'Waiting for approval',
    body: 'This is waiting for the marketplace team to approve it. You can come back to it once it has been approved.',
  },
  'viewing-rights': {
    title: 'You cannot view this marketplace right now',
    body: 'Your account does not have permission to view listings and profiles. Please contact the marketplace team if you think this is a mistake.',
  },
  'posting-rights': {
    title: 'You cannot post listings right now',
    body: 'Your account does not have permission to post listings. Please contact the marketplace team if you would like to offer your services.',
  },
  'transaction-rights': {
    title: 'You cannot make bookings right now',
    body: 'Your account does not have permission to book or buy. Please contact the marketplace team if you think this is a mistake.',
  },
} as const;

/** One missing-right key. */
export type MissingAccessRight = keyof typeof NO_ACCESS_RIGHTS;

/** Whether a path segment names a missing right. */
export function isMissingAccessRight(value: string | undefined): value is MissingAccessRight {
  return value !== undefined && Object.hasOwn(NO_ACCESS_RIGHTS, value);
}
