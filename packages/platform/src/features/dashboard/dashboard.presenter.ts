import type { Resource } from '../../http/envelope.ts';
import { WireMoney, WireUuid } from '../../http/wire-values.ts';
import type { Dashboard } from './dashboard.service.ts';

/** The dashboard is one resource, computed on request: a fixed id, the same on every call. */
const DASHBOARD_ID = 'c734f782-7bfd-40e1-94fe-124cefbf9432';

/** A week's start as an ISO date (`2026-11-16`), what the console labels its charts with. */
const isoDate = (day: Date) => day.toISOString().slice(0, 10);

/** The `dashboard` resource: the marketplace at a glance (core's `DashboardResourceSchema`). */
export function presentDashboard(dashboard: Dashboard): Resource {
  return {
    id: new WireUuid(DASHBOARD_ID),
    type: 'dashboard',
    attributes: {
      generatedAt: dashboard.generatedAt,
      weeks: dashboard.weeks.map(isoDate),
      users: { ...dashboard.users },
      listings: { ...dashboard.listings },
      transactions: {
        total: dashboard.transactions.total,
        byState: dashboard.transactions.byState.map((c) => ({ ...c })),
        perWeek: dashboard.transactions.perWeek,
      },
      money: dashboard.money.map(({ currency, perWeek }) => ({
        currency,
        perWeek: perWeek.map((week) => ({
          gmv: new WireMoney(week.gmv, currency),
          commission: new WireMoney(week.commission, currency),
          payments: week.payments,
        })),
      })),
      waiting: { ...dashboard.waiting },
    },
  };
}
