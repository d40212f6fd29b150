import type { CallerRole } from '@mercato/core/processes/transition';
import type { Kysely, Selectable } from 'kysely';
import { fromBool, fromDate, toBool, toDate } from '../../db/convert.ts';
import type { DB, PaymentJournalTable } from '../../db/schema.ts';

/**
 * A transition's payment steps in flight: written before the payment provider is called, deleted
 * by the transition's own database write. One that outlives its lease lost its write.
 */
export interface PaymentJournalEntry {
  id: string;
  transactionId: string;
  transition: string;
  /** The transition creates the transaction (an initiate): nothing to finish if its write was lost. */
  newTransaction: boolean;
  caller: { role: CallerRole; trusted: boolean };
  /** The transition's params as JSON, to run it again. */
  params: unknown;
  state: 'pending' | 'failed';
  attempts: number;
  leaseUntil: Date;
  lastError: string | null;
  createdAt: Date;
}

function rowToEntry(row: Selectable<PaymentJournalTable>): PaymentJournalEntry {
  return {
    id: row.id,
    transactionId: row.transaction_id,
    transition: row.transition,
    newTransaction: toBool(row.new_transaction),
    caller: { role: row.caller_role as CallerRole, trusted: toBool(row.caller_trusted) },
    params: JSON.parse(row.params) as unknown,
    state: row.state as PaymentJournalEntry['state'],
    attempts: row.attempts,
    leaseUntil: toDate(row.lease_until),
    lastError: row.last_error,
    createdAt: toDate(row.created_at),
  };
}

/** Records payment steps about to run (committed before the provider is called). */
export async function insertJournalEntry(
  db: Kysely<DB>,
  entry: Omit<PaymentJournalEntry, 'state' | 'attempts' | 'lastError'>,
): Promise<void> {
  const at = fromDate(entry.createdAt);
  await db
    .insertInto('payment_journal')
    .values({
      id: entry.id,
      transaction_id: entry.transactionId,
      transition: entry.transition,
      new_transaction: fromBool(entry.newTransaction),
      caller_role: entry.caller.role,
      caller_trusted: fromBool(entry.caller.trusted),
      params: JSON.stringify(entry.params),
      state: 'pending',
      attempts: 1,
      lease_until: fromDate(entry.leaseUntil),
      last_error: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** The pending entry of a transaction, if a transition's payment steps are in flight or lost. */
export async function findPendingEntryOf(
  db: Kysely<DB>,
  transactionId: string,
): Promise<PaymentJournalEntry | undefined> {
  const row = await db
    .selectFrom('payment_journal')
    .selectAll()
    .where('transaction_id', '=', transactionId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return row && rowToEntry(row);
}

/**
 * Takes over a pending entry whose lease ran out, for a run of the same transition: true when
 * this caller got it (the lease still ran out at `change.at`), false when another did first (its
 * new lease is in the future). Not "the lease it saw, unchanged": a lease written by hand or by
 * another tool at the database's microsecond precision never equals its millisecond reading here.
 */
export async function adoptJournalEntry(
  db: Kysely<DB>,
  entry: PaymentJournalEntry,
  change: { caller: PaymentJournalEntry['caller']; params: unknown; leaseUntil: Date; at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('payment_journal')
    .set({
      caller_role: change.caller.role,
      caller_trusted: fromBool(change.caller.trusted),
      params: JSON.stringify(change.params),
      attempts: entry.attempts + 1,
      lease_until: fromDate(change.leaseUntil),
      updated_at: fromDate(change.at),
    })
    .where('id', '=', entry.id)
    .where('state', '=', 'pending')
    .where('lease_until', '<=', fromDate(change.at))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The hold a run has on a journal entry: the entry and the lease it set. */
export interface JournalLease {
  id: string;
  leaseUntil: Date;
}

/**
 * Ends a pending entry: in the transition's write (it landed), or once its steps were undone.
 * False when the lease is no longer the caller's (reconciliation took the entry over).
 */
export async function deleteJournalEntry(db: Kysely<DB>, lease: JournalLease): Promise<boolean> {
  const result = await db
    .deleteFrom('payment_journal')
    .where('id', '=', lease.id)
    .where('state', '=', 'pending')
    .where('lease_until', '=', fromDate(lease.leaseUntil))
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Lets go of an entry the caller still holds, for reconciliation (or a retry) to take from `until`. */
export async function releaseJournalLease(
  db: Kysely<DB>,
  lease: JournalLease,
  change: { until: Date; error: string | null; at: Date },
): Promise<void> {
  await db
    .updateTable('payment_journal')
    .set({
      lease_until: fromDate(change.until),
      last_error: change.error,
      updated_at: fromDate(change.at),
    })
    .where('id', '=', lease.id)
    .where('state', '=', 'pending')
    .where('lease_until', '=', fromDate(lease.leaseUntil))
    .execute();
}

/** Pending entries whose lease ran out, oldest first. */
export async function findLapsedEntries(
  db: Kysely<DB>,
  now: Date,
  limit: number,
): Promise<PaymentJournalEntry[]> {
  const rows = await db
    .selectFrom('payment_journal')
    .selectAll()
    .where('state', '=', 'pending')
    .where('lease_until', '<=', fromDate(now))
    .orderBy('lease_until')
    .limit(limit)
    .execute();
  return rows.map(rowToEntry);
}

/** Hands an entry to the operator: its money moved but its transition can no longer be run. */
export async function failJournalEntry(
  db: Kysely<DB>,
  lease: JournalLease,
  change: { error: string; at: Date },
): Promise<void> {
  await db
    .updateTable('payment_journal')
    .set({ state: 'failed', last_error: change.error, updated_at: fromDate(change.at) })
    .where('id', '=', lease.id)
    .where('state', '=', 'pending')
    .where('lease_until', '=', fromDate(lease.leaseUntil))
    .execute();
}

/** The journal as it stands (in flight, lost and handed to the operator), newest first. */
export async function findJournalEntries(db: Kysely<DB>, limit: number): Promise<PaymentJournalEntry[]> {
  const rows = await db
    .selectFrom('payment_journal')
    .selectAll()
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(rowToEntry);
}

/** The journal entries of one transaction (in flight, lost or handed to the operator), oldest first. */
export async function findJournalEntriesOfTransaction(
  db: Kysely<DB>,
  transactionId: string,
): Promise<PaymentJournalEntry[]> {
  const rows = await db
    .selectFrom('payment_journal')
    .selectAll()
    .where('transaction_id', '=', transactionId)
    .orderBy('created_at')
    .execute();
  return rows.map(rowToEntry);
}
