import { getPartyRole, type PartyRole } from '@mercato/core/processes/process-rules';
import { AppError } from '../../http/app-error.ts';
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
