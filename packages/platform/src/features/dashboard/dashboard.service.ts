import type { PlatformContext } from '../../context.ts';
import { processOfTransaction } from '../transactions/deployed-processes.ts';
import {
  type CaptureTransitions,
  countFailedJobs,
  countListingsByState,
  countNewPublishedListingsPerWeek,
  countNewTransactionsPerWeek,
  countNewUsersPerWeek,
  countTransactionsByState,
  countUsers,
  sumCapturedPerWeek,
  type TransactionStateCount,
  type WeekWindow,
} from './dashboard.repository.ts';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** The action that takes the customer's money: a transition running it captures the payment. */
const CAPTURE_ACTION = 'action/stripe-capture-payment-intent';

/** The state of a disputed transaction, in every default process that has disputes. */
const DISPUTED_STATE = 'state/disputed';

/** One week's money of one currency, in its minor units. */
export interface WeekMoney {
  /** Pay-in totals of the payments captured that week (at their current totals: a refund makes 0). */
  gmv: number;
  /** What the marketplace keeps of them: pay-in − payout, its commission line items. */
  commission: number;
  /** How many payments were captured that week and not refunded since. */
  payments: number;
}

/** The console dashboard's figures (issue #30); every `perWeek` is aligned with `weeks`. */
export interface Dashboard {
  generatedAt: Date;
  /** The weeks' starts, Mondays 00:00 UTC, oldest first; the last is the current week. */
  weeks: Date[];
  users: { total: number; active: number; pendingApproval: number; banned: number; newPerWeek: number[] };
  listings: {
    draft: number;
    pendingApproval: number;
    published: number;
    closed: number;
    newPerWeek: number[];
  };
  transactions: {
    total: number;
    byState: { processName: string; state: string; count: number }[];
    perWeek: number[];
  };
  money: { currency: string; perWeek: WeekMoney[] }[];
  waiting: { pendingUsers: number; pendingListings: number; disputes: number; failedJobs: number };
}

/**
 * The `count` weeks up to `now`, Monday-based in UTC: each one's start, oldest first, the week
 * holding `now` last (partial), and the end of that week.
 */
export function weeksUpTo(now: Date, count: number): WeekWindow {
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - sinceMonday);
  const starts = Array.from({ length: count }, (_, i) => new Date(monday - (count - 1 - i) * WEEK_MS));
  return { starts, end: new Date(monday + WEEK_MS) };
}

/**
 * The transitions that capture the payment in each process version transactions run on, from the
 * deployed processes: captures are found by action, not by a transition's name, which means
 * different things in different processes (`transition/accept` captures in bookings only).
 */
function captureTransitionsOf(
  ctx: PlatformContext,
  counts: readonly TransactionStateCount[],
): CaptureTransitions[] {
  const versions = new Map<string, { processName: string; processVersion: number }>();
  for (const c of counts) versions.set(`${c.processName}@${c.processVersion}`, c);
  const captures: CaptureTransitions[] = [];
  for (const version of versions.values()) {
    let transitions: string[];
    try {
      transitions = processOfTransaction(version)
        .transitions.filter((t) => t.actions.some((a) => a.name === CAPTURE_ACTION))
        .map((t) => t.name);
    } catch (error) {
      // A process no longer deployed is a deployment error; the dashboard still shows the rest.
      ctx.log.warn({ err: error, ...version }, 'dashboard: transactions of a process that is not deployed');
      continue;
    }
    captures.push({ ...version, transitions });
  }
  return captures;
}

/** Counts of process versions merged by process name and state: by name, largest first. */
function byProcessAndState(counts: readonly TransactionStateCount[]) {
  const merged = new Map<string, { processName: string; state: string; count: number }>();
  for (const c of counts) {
    const key = `${c.processName}\n${c.state}`;
    const entry = merged.get(key) ?? { processName: c.processName, state: c.state, count: 0 };
    entry.count += c.count;
    merged.set(key, entry);
  }
  return [...merged.values()].sort(
    (a, b) =>
      a.processName.localeCompare(b.processName) || b.count - a.count || a.state.localeCompare(b.state),
  );
}

/**
 * The marketplace at a glance over the `weekCount` weeks up to the clock's now: users, listings,
 * transactions, money and what waits for the operator, all counted in the database.
 *
 * GMV of a week is the pay-in total of the transactions whose payment was captured that week — the
 * money the marketplace actually took, not what was asked (requests never paid, expired or declined
 * before capture count nothing) — read at their current totals, so a payment refunded in full since
 * (its line items reversed, totals 0) no longer counts in the week it was captured. Commission is
 * pay-in − payout of the same transactions: the commission line items, what the marketplace keeps.
 */
export async function dashboardOf(ctx: PlatformContext, weekCount: number): Promise<Dashboard> {
  const generatedAt = ctx.clock();
  const window = weeksUpTo(generatedAt, weekCount);
  // One query after another: a console page should not take half the pool from the marketplace.
  const users = await countUsers(ctx.db);
  const newUsers = await countNewUsersPerWeek(ctx.db, window);
  const listings = await countListingsByState(ctx.db);
  const newListings = await countNewPublishedListingsPerWeek(ctx.db, window);
  const stateCounts = await countTransactionsByState(ctx.db);
  const newTransactions = await countNewTransactionsPerWeek(ctx.db, window);
  const failedJobs = await countFailedJobs(ctx.db);
  const captured = await sumCapturedPerWeek(ctx.db, window, captureTransitionsOf(ctx, stateCounts));

  const money = new Map<string, WeekMoney[]>();
  for (const row of captured) {
    const weeks =
      money.get(row.currency) ?? window.starts.map(() => ({ gmv: 0, commission: 0, payments: 0 }));
    weeks[row.week] = { gmv: row.payin, commission: row.kept, payments: row.payments };
    money.set(row.currency, weeks);
  }
  const listing = (state: string) => listings.get(state) ?? 0;
  const byState = byProcessAndState(stateCounts);
  return {
    generatedAt,
    weeks: [...window.starts],
    users: {
      total: users.active + users.pendingApproval + users.banned,
      ...users,
      newPerWeek: newUsers,
    },
    listings: {
      draft: listing('draft'),
      pendingApproval: listing('pendingApproval'),
      published: listing('published'),
      closed: listing('closed'),
      newPerWeek: newListings,
    },
    transactions: {
      total: byState.reduce((sum, c) => sum + c.count, 0),
      byState,
      perWeek: newTransactions,
    },
    money: [...money.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, perWeek]) => ({ currency, perWeek })),
    waiting: {
      pendingUsers: users.pendingApproval,
      pendingListings: listing('pendingApproval'),
      disputes: byState.filter((c) => c.state === DISPUTED_STATE).reduce((sum, c) => sum + c.count, 0),
      failedJobs,
    },
  };
}
