import type { AdminTransactionResource } from '@mercato/core/contracts/admin-transaction';

// The console's transaction screens' tests: a booking between Ben (customer) and Ada (provider) as
// the admin API answers it, with the parties and listing it includes.

export const CUSTOMER = '0b5e4c1a-0000-4000-8000-000000000001';
export const PROVIDER = '0b5e4c1a-0000-4000-8000-000000000002';
export const LISTING = '0b5e4c1a-0000-4000-8000-00000000000a';

/** An admin user as `transactions/query` includes it. */
export function adminUser(id: string, first: string, last: string, email: string) {
  return {
    id,
    type: 'user',
    attributes: {
      email,
      emailVerified: true,
      pendingEmail: null,
      state: 'active',
      banned: false,
      deleted: false,
      createdAt: '2026-11-01T10:00:00.000Z',
      userType: null,
      profile: {
        firstName: first,
        lastName: last,
        displayName: `${first} ${last.slice(0, 1)}`,
        abbreviatedName: `${first.slice(0, 1)}${last.slice(0, 1)}`,
        bio: null,
        publicData: {},
        protectedData: {},
        metadata: {},
      },
      permissions: { postListings: 'default', initiateTransactions: 'default', read: 'default' },
    },
  };
}

/** A booking paid and waiting for the provider, as the admin API shows it. */
export function adminTransaction(overrides: Partial<AdminTransactionResource['attributes']> = {}) {
  const transaction: AdminTransactionResource = {
    id: 'tx-1',
    type: 'transaction',
    attributes: {
      createdAt: '2026-11-29T04:27:10.000Z',
      processName: 'default-booking',
      processVersion: 1,
      state: 'state/preauthorized',
      lastTransition: 'transition/confirm-payment',
      lastTransitionedAt: '2026-11-29T04:28:00.000Z',
      lastMessageAt: null,
      transitions: [
        { transition: 'transition/request-payment', createdAt: '2026-11-29T04:27:10.000Z', by: 'customer' },
        { transition: 'transition/confirm-payment', createdAt: '2026-11-29T04:28:00.000Z', by: 'customer' },
      ],
      lineItems: [
        {
          code: 'line-item/hour',
          unitPrice: { amount: 6500, currency: 'USD' },
          lineTotal: { amount: 6500, currency: 'USD' },
          quantity: '1',
          seats: 1,
          reversal: false,
          includeFor: ['customer', 'provider'],
        },
        {
          code: 'line-item/provider-commission',
          unitPrice: { amount: 6500, currency: 'USD' },
          lineTotal: { amount: -650, currency: 'USD' },
          percentage: '-10',
          reversal: false,
          includeFor: ['provider'],
        },
      ],
      payinTotal: { amount: 6500, currency: 'USD' },
      payoutTotal: { amount: 5850, currency: 'USD' },
      protectedData: {},
      metadata: {},
      ...overrides,
    },
    relationships: {
      customer: { data: { id: CUSTOMER, type: 'user' } },
      provider: { data: { id: PROVIDER, type: 'user' } },
      listing: { data: { id: LISTING, type: 'listing' } },
    },
  };
  return transaction;
}

export const INCLUDED = [
  adminUser(CUSTOMER, 'Ben', 'Customer', 'ben@example.com'),
  adminUser(PROVIDER, 'Ada', 'Provider', 'ada@example.com'),
  { id: LISTING, type: 'listing', attributes: { title: 'Sourdough baking workshop', deleted: false } },
];
