import { DashboardResourceSchema } from '@mercato/core/contracts/admin-dashboard';
import type { AdminSession } from './session.ts';

/** The console's dashboard figures (any operator). */
export function dashboardResource(session: AdminSession) {
  return {
    /** `dashboard/show`: the marketplace at a glance over the last `weeks` weeks (12 by default). */
    show: (query: { weeks?: number } = {}) =>
      session.call('GET', 'dashboard/show', DashboardResourceSchema, query),
  };
}
