import type { DashboardResource } from '@mercato/core/contracts/admin-dashboard';
import { CONSOLE_PATH } from '../../lib/console-paths.ts';
import type { LoaderArgs } from '../../lib/context.ts';
import { consoleCall } from './console-auth.server.ts';

/** How many weeks the dashboard's charts cover. */
export const DASHBOARD_WEEKS = 12;

const DAY_MS = 86_400_000;

/** The state of a disputed transaction in the default processes (the "waiting" block's link). */
const DISPUTED_STATE = 'state/disputed';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A week of the dashboard: its dates, as the lists' filters take them, and its labels. */
export interface DashboardWeek {
  /** Its Monday, `YYYY-MM-DD`. */
  start: string;
  /** The next Monday, `YYYY-MM-DD`: the lists' `createdAtEnd` is exclusive. */
  end: string;
  /** Under its column: `Nov 23`. */
  label: string;
  /** In sentences: `Nov 23, 2026`. */
  date: string;
  /** The current week, not over yet. */
  partial: boolean;
}

/** A week of the dashboard from its Monday (`YYYY-MM-DD`, UTC). */
export function dashboardWeekOf(start: string, partial: boolean): DashboardWeek {
  const monday = new Date(`${start}T00:00:00Z`);
  const end = new Date(monday.getTime() + 7 * DAY_MS).toISOString().slice(0, 10);
  return { start, end, label: shortDate.format(monday), date: longDate.format(monday), partial };
}

/** A console list's address with a query (its filters). */
function consoleList(section: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return `${CONSOLE_PATH}/${section}${search ? `?${search}` : ''}`;
}

/** The dashboard's figures as its page shows them, with the address of the list behind each. */
export function dashboardView(figures: DashboardResource['attributes']) {
  const weeks = figures.weeks.map((start, i, all) => dashboardWeekOf(start, i === all.length - 1));
  const createdIn = (week: DashboardWeek) => ({ createdAtStart: week.start, createdAtEnd: week.end });
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const { users, listings, transactions, waiting } = figures;
  return {
    generatedAt: figures.generatedAt,
    weeks,
    users: {
      ...users,
      newTotal: sum(users.newPerWeek),
      href: consoleList('people', {}),
      activeHref: consoleList('people', { state: 'active' }),
      weekHrefs: weeks.map((week) => consoleList('people', createdIn(week))),
    },
    listings: {
      ...listings,
      newTotal: sum(listings.newPerWeek),
      publishedHref: consoleList('listings', { states: 'published' }),
      weekHrefs: weeks.map((week) => consoleList('listings', { states: 'published', ...createdIn(week) })),
    },
    transactions: {
      total: transactions.total,
      perWeek: transactions.perWeek,
      recent: sum(transactions.perWeek),
      href: consoleList('transactions', {}),
      weekHrefs: weeks.map((week) => consoleList('transactions', createdIn(week))),
      byState: transactions.byState.map((row) => ({
        ...row,
        href: consoleList('transactions', { processName: row.processName, states: row.state }),
      })),
    },
    money: figures.money.map(({ currency, perWeek }) => ({
      currency,
      gmv: perWeek.map((week) => week.gmv.amount),
      commission: perWeek.map((week) => week.commission.amount),
      payments: perWeek.map((week) => week.payments),
      gmvTotal: sum(perWeek.map((week) => week.gmv.amount)),
      commissionTotal: sum(perWeek.map((week) => week.commission.amount)),
    })),
    waiting: [
      {
        key: 'pendingUsers',
        count: waiting.pendingUsers,
        href: consoleList('people', { state: 'pendingApproval' }),
      },
      {
        key: 'pendingListings',
        count: waiting.pendingListings,
        href: consoleList('listings', { states: 'pendingApproval' }),
      },
      {
        key: 'disputes',
        count: waiting.disputes,
        href: consoleList('transactions', { states: DISPUTED_STATE }),
      },
      // The jobs page of the platform, outside production.
      { key: 'failedJobs', count: waiting.failedJobs, href: '/_jobs' },
    ] as const,
  };
}

/** The dashboard page's data. */
export type DashboardView = ReturnType<typeof dashboardView>;

/** `/console`: the marketplace at a glance over the last weeks (any operator). */
export async function loadDashboard(args: LoaderArgs): Promise<DashboardView> {
  const res = await consoleCall(args, (sdk) => sdk.dashboard.show({ weeks: DASHBOARD_WEEKS }));
  return dashboardView(res.data.attributes);
}
