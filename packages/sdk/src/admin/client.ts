import { adminAssetsResource } from './assets.ts';
import { dashboardResource } from './dashboard.ts';
import { adminListingsResource } from './listings.ts';
import { auditLogResource, operatorSessionResource } from './operators.ts';
import { adminReviewsResource } from './reviews.ts';
import { type AdminSdkConfig, createAdminSession } from './session.ts';
import { adminTransactionsResource } from './transactions.ts';
import { adminUsersResource } from './users.ts';

/**
 * Typed client of the admin API (`/v1/admin`, ADR 019) for the operator's console: one console
 * session, one module per admin resource. A new resource is a file here and a line below.
 */
export function createAdminSdk(config: AdminSdkConfig) {
  const session = createAdminSession(config);
  return {
    ...operatorSessionResource(session),
    auditLog: auditLogResource(session),
    dashboard: dashboardResource(session),
    users: adminUsersResource(session),
    listings: adminListingsResource(session),
    reviews: adminReviewsResource(session),
    transactions: adminTransactionsResource(session),
    assets: adminAssetsResource(session),
    /** Whether a console session token is held (no network call). */
    hasSession: () => session.tokenStore.get() !== null,
  };
}

/** The admin client's type. */
export type AdminSdk = ReturnType<typeof createAdminSdk>;
