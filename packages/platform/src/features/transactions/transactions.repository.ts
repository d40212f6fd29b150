import type { Kysely, Selectable } from 'kysely';
import { fromDate, fromJson, toDate, toDateOrNull, toJsonObject } from '../../db/convert.ts';
import type { DB, TransactionsTable } from '../../db/schema.ts';
import type { Transaction, TransitionRecord } from './transaction.ts';
import type { TransactionSortKey } from './transaction-sort.ts';

type Row = Selectable<TransactionsTable>;

function moneyOf(amount: number | string | null, currency: string | null) {
  return amount === null || currency === null ? null : { amount: Number(amount), currency };
}

function rowToTransaction(row: Row, transitions: TransitionRecord[]): Transaction {
  const lineItems = typeof row.line_items === 'string' ? JSON.parse(row.line_items) : row.line_items;
  return {
    id: row.id,
    processName: row.process_name,
    processVersion: Number(row.process_version),
    state: row.state,
    lastTransition: row.last_transition,
    lastTransitionedAt: toDate(row.last_transitioned_at),
    customerId: row.customer_id,
    providerId: row.provider_id,
    listingId: row.listing_id,
    protectedData: toJsonObject(row.protected_data),
    metadata: toJsonObject(row.metadata),
    lineItems: Array.isArray(lineItems) ? lineItems : [],
    payinTotal: moneyOf(row.payin_total, row.currency),
    payoutTotal: moneyOf(row.payout_total, row.currency),
    revision: Number(row.revision),
    transitions,
    lastMessageAt: toDateOrNull(row.last_message_at),
    createdAt: toDate(row.created_at),
  };
}

async function transitionsOf(db: Kysely<DB>, ids: string[]): Promise<Map<string, TransitionRecord[]>> {
  const out = new Map<string, TransitionRecord[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('transaction_transitions')
    .selectAll()
    .where('transaction_id', 'in', ids)
    .orderBy('transaction_id')
    .orderBy('seq')
    .execute();
  for (const row of rows) {
    out.get(row.transaction_id)?.push({
      transition: row.transition,
      createdAt: toDate(row.created_at),
      by: row.by as TransitionRecord['by'],
    });
  }
  return out;
}

/** A transaction with its transition history. */
export async function findTransactionById(db: Kysely<DB>, id: string): Promise<Transaction | undefined> {
  const row = await db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return rowToTransaction(row, (await transitionsOf(db, [id])).get(id) ?? []);
}

/** What a transaction's stored values become after a transition. */
export interface TransactionWrite {
  state: string;
  lastTransition: string;
  lastTransitionedAt: Date;
  protectedData: Record<string, unknown>;
  metadata: Record<string, unknown>;
  lineItems: unknown[];
  currency: string | null;
  payinTotal: number | null;
  payoutTotal: number | null;
}

function writeValues(write: TransactionWrite) {
  return {
    state: write.state,
    last_transition: write.lastTransition,
    last_transitioned_at: fromDate(write.lastTransitionedAt),
    protected_data: fromJson(write.protectedData),
    metadata: fromJson(write.metadata),
    line_items: JSON.stringify(write.lineItems),
    currency: write.currency,
    payin_total: write.payinTotal,
    payout_total: write.payoutTotal,
  };
}

/** Stores a transaction created by its initial transition, at revision 1. */
export async function insertTransaction(
  db: Kysely<DB>,
  tx: {
    id: string;
    processName: string;
    processVersion: number;
    customerId: string;
    providerId: string;
    listingId: string;
    createdAt: Date;
  },
  write: TransactionWrite,
): Promise<void> {
  await db
    .insertInto('transactions')
    .values({
      id: tx.id,
      process_name: tx.processName,
      process_version: tx.processVersion,
      customer_id: tx.customerId,
      provider_id: tx.providerId,
      listing_id: tx.listingId,
      revision: 1,
      last_message_at: null,
      created_at: fromDate(tx.createdAt),
      ...writeValues(write),
    })
    .execute();
}

/**
 * Applies a transition's write only while the transaction is still at `revision` (and in
 * `fromState`), raising the revision: of concurrent transitions that read the same revision exactly
 * one writes. False when another got there first.
 */
export async function updateTransactionIf(
  db: Kysely<DB>,
  id: string,
  expected: { revision: number; state: string },
  write: TransactionWrite,
): Promise<boolean> {
  const result = await db
    .updateTable('transactions')
    .set((eb) => ({ ...writeValues(write), revision: eb('revision', '+', 1) }))
    .where('id', '=', id)
    .where('revision', '=', expected.revision)
    .where('state', '=', expected.state)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Claims a transaction for one transition before any payment call: raises the revision only while
 * it is still `revision`. Of concurrent transitions that read the same revision, one claims it and
 * the others are refused before they move money. The claim's holder writes at `revision + 1`.
 */
export async function claimTransaction(db: Kysely<DB>, id: string, revision: number): Promise<boolean> {
  const result = await db
    .updateTable('transactions')
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Appends a transition to a transaction's history (its `seq` is the history's length). */
export async function insertTransitionRecord(
  db: Kysely<DB>,
  record: { id: string; transactionId: string; seq: number } & TransitionRecord,
): Promise<void> {
  await db
    .insertInto('transaction_transitions')
    .values({
      id: record.id,
      transaction_id: record.transactionId,
      seq: record.seq,
      transition: record.transition,
      by: record.by,
      created_at: fromDate(record.createdAt),
    })
    .execute();
}

/** Filters of `transactions/query` for one user. */
export interface TransactionsQuery {
  userId: string;
  only?: 'order' | 'sale' | undefined;
  lastTransitions?: string[] | undefined;
  states?: string[] | undefined;
  processNames?: string[] | undefined;
  /** Sort keys, first key first, each newest first. */
  sort?: TransactionSortKey[] | undefined;
  limit: number;
  offset: number;
}

const SORT_COLUMNS = {
  createdAt: 'created_at',
  lastTransitionedAt: 'last_transitioned_at',
  lastMessageAt: 'last_message_at',
} as const;

/** A page of the user's transactions, newest first by `sort` (default createdAt), and how many match. */
export async function findTransactions(
  db: Kysely<DB>,
  query: TransactionsQuery,
): Promise<{ transactions: Transaction[]; total: number }> {
  let base = db.selectFrom('transactions');
  if (query.only === 'order') base = base.where('customer_id', '=', query.userId);
  else if (query.only === 'sale') base = base.where('provider_id', '=', query.userId);
  else
    base = base.where((eb) =>
      eb.or([eb('customer_id', '=', query.userId), eb('provider_id', '=', query.userId)]),
    );
  if (query.lastTransitions?.length) base = base.where('last_transition', 'in', query.lastTransitions);
  if (query.states?.length) base = base.where('state', 'in', query.states);
  if (query.processNames?.length) base = base.where('process_name', 'in', query.processNames);
  let ordered = base.selectAll();
  for (const key of query.sort?.length ? query.sort : (['createdAt'] as const)) {
    // Transactions without messages come last when sorting by the last message.
    const column = SORT_COLUMNS[key];
    ordered =
      key === 'lastMessageAt'
        ? ordered.orderBy(column, (ob) => ob.desc().nullsLast())
        : ordered.orderBy(column, 'desc');
  }
  const [rows, count] = await Promise.all([
    ordered.orderBy('id').limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const history = await transitionsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    transactions: rows.map((row) => rowToTransaction(row, history.get(row.id) ?? [])),
    total: Number(count.n),
  };
}

/** Filters of the admin API's `transactions/query`: any transaction of the marketplace. */
export interface OperatorTransactionsQuery {
  processName?: string | undefined;
  states?: string[] | undefined;
  /** The customer or the provider. */
  partyId?: string | undefined;
  listingId?: string | undefined;
  /** Created at or after. */
  createdAtStart?: Date | undefined;
  /** Created before. */
  createdAtEnd?: Date | undefined;
  limit: number;
  offset: number;
}

/** A page of every transaction matching the operator's filters, newest first, and how many match. */
export async function findTransactionsForOperator(
  db: Kysely<DB>,
  query: OperatorTransactionsQuery,
): Promise<{ transactions: Transaction[]; total: number }> {
  let base = db.selectFrom('transactions');
  if (query.processName) base = base.where('process_name', '=', query.processName);
  if (query.states?.length) base = base.where('state', 'in', query.states);
  const partyId = query.partyId;
  if (partyId)
    base = base.where((eb) => eb.or([eb('customer_id', '=', partyId), eb('provider_id', '=', partyId)]));
  if (query.listingId) base = base.where('listing_id', '=', query.listingId);
  if (query.createdAtStart) base = base.where('created_at', '>=', fromDate(query.createdAtStart));
  if (query.createdAtEnd) base = base.where('created_at', '<', fromDate(query.createdAtEnd));
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const history = await transitionsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    transactions: rows.map((row) => rowToTransaction(row, history.get(row.id) ?? [])),
    total: Number(count.n),
  };
}

/** Whether a user is a party to a transaction in one of `states` (the account-deletion guard). */
export async function hasTransactionInStates(
  db: Kysely<DB>,
  userId: string,
  states: readonly string[],
): Promise<boolean> {
  const row = await db
    .selectFrom('transactions')
    .select('id')
    .where((eb) => eb.or([eb('customer_id', '=', userId), eb('provider_id', '=', userId)]))
    .where('state', 'in', [...states])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records that a message was sent on a transaction (`lastMessageAt`). */
export async function touchLastMessageAt(db: Kysely<DB>, id: string, at: Date): Promise<void> {
  await db
    .updateTable('transactions')
    .set({ last_message_at: fromDate(at) })
    .where('id', '=', id)
    .execute();
}
