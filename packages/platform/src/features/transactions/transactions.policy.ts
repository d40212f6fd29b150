import type { MarketplaceConfig } from '@mercato/core/config/marketplace-config';
import { getPartyRole, type PartyRole } from '@mercato/core/processes/process-rules';
import type { TransactionProcess } from '@mercato/core/processes/process-types';
import { AppError } from '../../errors/app-error.ts';
import type { Listing } from '../listings/listing.ts';
import type { Transaction } from './transaction.ts';

/**
 * The caller's role in a transaction. A user who is not a party gets the same 404 as for a
 * transaction that does not exist, so ids of others' transactions reveal nothing.
 */
export function requireParty(
  userId: string,
  tx: Transaction | undefined,
): { tx: Transaction; role: PartyRole } {
  const role = tx ? getPartyRole(userId, tx) : null;
  if (!tx || !role) throw new AppError('not-found', 'Transaction not found');
  return { tx, role };
}

/** States in which money is held and not yet settled: the account may not be deleted then. */
export const PAYMENT_PROCESSING_STATES = [
  'state/pending-payment',
  'state/preauthorized',
  'state/accepted',
  'state/purchased',
  'state/delivered',
  'state/disputed',
  'state/received',
] as const;

/**
 * The process alias a listing is transacted with: the one its public data names (checked against
 * its listing type when it was saved, and what every front end reads), else its listing type's.
 * Null when it has neither: such a listing cannot be transacted.
 */
export function processAliasOfListing(
  listing: Pick<Listing, 'publicData'>,
  config: Pick<MarketplaceConfig, 'listingTypes'>,
): string | null {
  const own = listing.publicData.transactionProcessAlias;
  if (typeof own === 'string' && own !== '') return own;
  const typeId = listing.publicData.listingType;
  const type = config.listingTypes.find((t) => t.listingType === typeId);
  return type?.transactionType.alias ?? null;
}

/**
 * A new transaction runs the listing's process and no other (a customer may not buy stock that
 * does not exist by choosing a process without stock, or book a full day with one without
 * bookings): `transaction-listing-process-mismatch` on `processAlias` otherwise.
 */
export function assertProcessOfListing(
  requested: TransactionProcess,
  listingProcess: TransactionProcess | undefined,
  listingAlias: string | null,
): void {
  if (
    listingProcess &&
    listingProcess.name === requested.name &&
    listingProcess.version === requested.version
  ) {
    return;
  }
  const detail = listingAlias
    ? `this listing is transacted with ${listingAlias}`
    : 'this listing names no transaction process';
  throw new AppError('transaction-listing-process-mismatch', `processAlias: ${detail}`, {
    source: { path: ['processAlias'], type: 'body' },
  });
}
