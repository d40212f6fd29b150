import { auditLogResource, operatorSessionResource } from './operators.ts';
import { type AdminSdkConfig, createAdminSession } from './session.ts';

/**
 * Typed client of the admin API (`/v1/admin`, ADR 019) for the operator's console: one console
 * session, one module per admin resource. A new resource is a file here and a line below.
 */
export function createAdminSdk(config: AdminSdkConfig) {
  const session = createAdminSession(config);
  return {
    ...operatorSessionResource(session),
    auditLog: auditLogResource(session),
    /** Whether a console session token is held (no network call). */
    hasSession: () => session.tokenStore.get() !== null,
  };
}

/** The admin client's type. */
export type AdminSdk = ReturnType<typeof createAdminSdk>;
