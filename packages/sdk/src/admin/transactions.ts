import {
  type ADMIN_TRANSACTION_INCLUDES,
  AdminTransactionResourceSchema,
  type AdminTransitionCommand,
} from '@mercato/core/contracts/admin-transaction';
import { TransactionResourceSchema } from '@mercato/core/contracts/transaction';
import { z } from 'zod';
import type { AdminSession } from './session.ts';

/** The console's Transactions screen: find and read every transaction, run operator transitions. */
export function adminTransactionsResource(session: AdminSession) {
  return {
    /**
     * `transactions/query`: newest first, by process, current states (`state/…`), party (customer
     * or provider), listing and creation time (ISO 8601; the end exclusive); `include` adds the
     * parties and the listing to name them.
     */
    query: (
      query: {
        processName?: string;
        states?: string[];
        partyId?: string;
        listingId?: string;
        createdAtStart?: string;
        createdAtEnd?: string;
        include?: (typeof ADMIN_TRANSACTION_INCLUDES)[number][];
        page?: number;
        perPage?: number;
      } = {},
    ) => session.call('GET', 'transactions/query', z.array(AdminTransactionResourceSchema), query),
    /**
     * `transactions/show`: one transaction with its history, payments and the operator transitions
     * available now; its parties, listing, booking, messages and reviews in `included`.
     */
    show: (id: string) => session.call('GET', 'transactions/show', AdminTransactionResourceSchema, { id }),
    /**
     * `transactions/transition`: runs an operator transition (`transition/operator-accept`…); the
     * answer is the transaction as the Marketplace API shows it, with the includes asked for.
     */
    transition: (command: AdminTransitionCommand, include: string[] = []) =>
      session.call(
        'POST',
        'transactions/transition',
        TransactionResourceSchema,
        include.length ? { include } : {},
        command,
      ),
  };
}
