// The console dashboard's figures (issue #30): read-only aggregates over other features' tables
// (users, listings, transactions and their transitions, jobs), counted in the database so the
// dashboard costs a few grouped scans however large the marketplace is. Nothing here writes.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { fromBool, fromDate } from '../../db/convert.ts';
import type { DB } from '../../db/schema.ts';
import { isPostgres } from '../../db/write-transaction.ts';

/** The weeks the charts cover: each one's start (oldest first) and the end of the last. */
export interface WeekWindow {
  starts: readonly Date[];
  end: Date;
}

/**
 * The index in `window.starts` of the week a timestamp column falls in, for rows already limited to
 * the window. Compared with each week's start rather than computed with date functions, so both
 * dialects bucket alike and exactly at midnight: timestamps are ISO-8601 UTC text on SQLite (which
 * sorts as time does) and timestamptz on PostgreSQL (the text parameter read as one).
 */
function weekIndexOf(column: string, window: WeekWindow): RawBuilder<number> {
  const later = window.starts.slice(1);
  if (later.length === 0) return sql<number>`${sql.lit(0)}`;
  const whens = later.map((start, i) => sql`WHEN ${sql.ref(column)} < ${fromDate(start)} THEN ${sql.lit(i)}`);
  return sql<number>`CASE ${sql.join(whens, sql` `)} ELSE ${sql.lit(later.length)} END`;
}

/** Counts of `[index, n]` rows as one number per week (weeks without rows count 0). */
function perWeekOf(window: WeekWindow, rows: readonly { week: number | string; n: number | string }[]) {
  const counts = window.starts.map(() => 0);
  for (const row of rows) counts[Number(row.week)] = Number(row.n);
  return counts;
}

/** The first of the window's weeks, as the lower bound of a timestamp column. */
const windowStart = (window: WeekWindow) => fromDate(window.starts[0] ?? window.end);

/** Users by standing, deleted accounts left out; the groups are disjoint. */
export interface UserCounts {
  active: number;
  pendingApproval: number;
  banned: number;
}

/** Accounts not deleted: banned (flag or state), else waiting for approval, else active. */
export async function countUsers(db: Kysely<DB>): Promise<UserCounts> {
  // Both the flag and the state ban a user (users.repository's bannedUserIdsQuery reads them alike).
  const banned = isPostgres(db)
    ? sql<boolean>`(banned OR state = 'banned')`
    : sql<boolean>`(banned = 1 OR state = 'banned')`;
  const waiting = sql<boolean>`NOT ${banned} AND state = 'pendingApproval'`;
  const countOf = (condition: RawBuilder<boolean>) =>
    sql<number | string>`coalesce(sum(CASE WHEN ${condition} THEN 1 ELSE 0 END), 0)`;
  const row = await db
    .selectFrom('users')
    .where('deleted', '=', fromBool(false))
    .select([
      countOf(banned).as('banned'),
      countOf(waiting).as('pending'),
      (eb) => eb.fn.countAll<number | string>().as('total'),
    ])
    .executeTakeFirstOrThrow();
  const total = Number(row.total);
  const bannedCount = Number(row.banned);
  const pending = Number(row.pending);
  return { active: total - bannedCount - pending, pendingApproval: pending, banned: bannedCount };
}

/** Sign-ups per week of the window: every account created then, deleted since or not. */
export async function countNewUsersPerWeek(db: Kysely<DB>, window: WeekWindow): Promise<number[]> {
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('users')
        .where('created_at', '>=', windowStart(window))
        .where('created_at', '<', fromDate(window.end))
        .select(weekIndexOf('created_at', window).as('week'))
        .as('w'),
    )
    .select(['w.week', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('w.week')
    .execute();
  return perWeekOf(window, rows);
}

/** Listings not deleted, by state (`draft`, `pendingApproval`, `published`, `closed`). */
export async function countListingsByState(db: Kysely<DB>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('listings')
    .where('deleted', '=', fromBool(false))
    .select(['state', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('state')
    .execute();
  return new Map(rows.map((row) => [row.state, Number(row.n)]));
}

/**
 * Listings per week of the window that are published now, by when they were created: listings keep
 * no time of publishing, and one made in a week and published after approval belongs to the week
 * its author made it.
 */
export async function countNewPublishedListingsPerWeek(
  db: Kysely<DB>,
  window: WeekWindow,
): Promise<number[]> {
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('listings')
        .where('deleted', '=', fromBool(false))
        .where('state', '=', 'published')
        .where('created_at', '>=', windowStart(window))
        .where('created_at', '<', fromDate(window.end))
        .select(weekIndexOf('created_at', window).as('week'))
        .as('w'),
    )
    .select(['w.week', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('w.week')
    .execute();
  return perWeekOf(window, rows);
}

/** How many transactions of one process version are in one state. */
export interface TransactionStateCount {
  processName: string;
  processVersion: number;
  state: string;
  count: number;
}

/** Transactions by process version and current state (`transactions.state`). */
export async function countTransactionsByState(db: Kysely<DB>): Promise<TransactionStateCount[]> {
  const rows = await db
    .selectFrom('transactions')
    .select(['process_name', 'process_version', 'state', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy(['process_name', 'process_version', 'state'])
    .execute();
  return rows.map((row) => ({
    processName: row.process_name,
    processVersion: Number(row.process_version),
    state: row.state,
    count: Number(row.n),
  }));
}

/** Transactions created per week of the window (every process, inquiries included). */
export async function countNewTransactionsPerWeek(db: Kysely<DB>, window: WeekWindow): Promise<number[]> {
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('transactions')
        .where('created_at', '>=', windowStart(window))
        .where('created_at', '<', fromDate(window.end))
        .select(weekIndexOf('created_at', window).as('week'))
        .as('w'),
    )
    .select(['w.week', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('w.week')
    .execute();
  return perWeekOf(window, rows);
}

/** The transitions of one process version that capture the payment. */
export interface CaptureTransitions {
  processName: string;
  processVersion: number;
  transitions: readonly string[];
}

/** The money of the payments captured in one week of the window, in one currency. */
export interface CapturedMoney {
  currency: string;
  week: number;
  /** Sum of the pay-in totals, in minor units. */
  payin: number;
  /** Sum of pay-in total − payout total (a missing payout pays nobody: all of it is kept). */
  kept: number;
  /** How many payments. */
  payments: number;
}

/**
 * The payments captured in each week of the window, per currency: transactions whose first capture
 * transition (one of `captures`, read from their transition history, so any payments adapter
 * counts alike) ran that week and that were not refunded since, summed at their current totals.
 */
export async function sumCapturedPerWeek(
  db: Kysely<DB>,
  window: WeekWindow,
  captures: readonly CaptureTransitions[],
): Promise<CapturedMoney[]> {
  const withTransitions = captures.filter((c) => c.transitions.length > 0);
  if (withTransitions.length === 0) return [];
  const capturedAt = db
    .selectFrom('transaction_transitions as tt')
    .innerJoin('transactions as t', 't.id', 'tt.transaction_id')
    .where((eb) =>
      eb.or(
        withTransitions.map((c) =>
          eb.and([
            eb('t.process_name', '=', c.processName),
            eb('t.process_version', '=', c.processVersion),
            eb('tt.transition', 'in', [...c.transitions]),
          ]),
        ),
      ),
    )
    .select(['tt.transaction_id', (eb) => eb.fn.min('tt.created_at').as('captured_at')])
    .groupBy('tt.transaction_id');
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('transactions as t')
        .innerJoin(capturedAt.as('c'), 'c.transaction_id', 't.id')
        .where('t.currency', 'is not', null)
        // A payment refunded in full since has its line items reversed: totals of 0, nothing kept.
        .where('t.payin_total', '>', 0)
        .where('c.captured_at', '>=', windowStart(window))
        .where('c.captured_at', '<', fromDate(window.end))
        .select([
          't.currency',
          't.payin_total',
          sql<number | string>`${sql.ref('t.payin_total')} - coalesce(${sql.ref('t.payout_total')}, 0)`.as(
            'kept',
          ),
          weekIndexOf('c.captured_at', window).as('week'),
        ])
        .as('m'),
    )
    .select([
      'm.currency',
      'm.week',
      (eb) => eb.fn.sum<number | string>('m.payin_total').as('payin'),
      (eb) => eb.fn.sum<number | string>('m.kept').as('kept'),
      (eb) => eb.fn.countAll<number | string>().as('payments'),
    ])
    .groupBy(['m.currency', 'm.week'])
    .execute();
  return rows.map((row) => ({
    currency: row.currency ?? '',
    week: Number(row.week),
    payin: Number(row.payin),
    kept: Number(row.kept),
    payments: Number(row.payments),
  }));
}

/** Jobs that failed for good: their last attempt failed (a job to be retried is `queued` again). */
export async function countFailedJobs(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .where('state', '=', 'failed')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
