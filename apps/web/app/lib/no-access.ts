/**
 * Where an API refusal should send the user: the NoAccessPage of the missing right (spec §2), or
 * null when it is not about access rights. Every area that reads the API maps refusals with it.
 */
export function noAccessPathFor(code: string | undefined): string | null {
  switch (code) {
    case 'user-pending-approval':
    case 'permission-denied-pending-approval':
      return '/no-access-right/user-approval';
    case 'permission-denied-read':
      return '/no-access-right/viewing-rights';
    case 'permission-denied-post-listings':
      return '/no-access-right/posting-rights';
    case 'permission-denied-initiate-transactions':
      return '/no-access-right/transaction-rights';
    default:
      return null;
  }
}
