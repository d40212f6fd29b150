import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import type { Principal } from '../../http/principal.ts';

// What an operator logged in as a user may not do (issue #30, ADR 019), checked for every endpoint
// in one place after its guards have established who is calling.

/** The account's owner's own acts: never done by an operator logged in as them, in any environment. */
export const OWNER_ONLY_ENDPOINTS: ReadonlySet<string> = new Set([
  'POST /api/current_user/change_password',
  'POST /api/current_user/change_email',
  'POST /api/current_user/delete',
]);

/**
 * What a limited login (`user:limited`, production) may not do either, as Sharetribe's: payments
 * and payout details, starting or moving transactions, writing messages.
 */
export const LIMITED_SCOPE_REFUSED_ENDPOINTS: ReadonlySet<string> = new Set([
  'POST /api/current_user/create_stripe_account',
  'POST /api/current_user/update_stripe_account',
  'POST /api/current_user/delete_stripe_account',
  'POST /api/stripe_account/create',
  'POST /api/stripe_account/update',
  'POST /api/stripe_account_links/create',
  'POST /api/stripe_persons/create',
  'POST /api/stripe_customer/create',
  'POST /api/stripe_customer/add_payment_method',
  'POST /api/stripe_customer/delete_payment_method',
  'POST /api/stripe_setup_intents/create',
  'POST /api/transactions/initiate',
  'POST /api/transactions/initiate_speculative',
  'POST /api/transactions/transition',
  'POST /api/transactions/transition_speculative',
  'POST /api/messages/send',
]);

/** The refusal of an endpoint (`METHOD /api/…`) to a caller, if it is one a login as a user may not use. */
export function loginAsRefusal(principal: Principal | null, endpoint: string): AppError | null {
  if (principal?.kind !== 'user') return null;
  if (principal.loginAsOperatorId && OWNER_ONLY_ENDPOINTS.has(endpoint)) {
    return new AppError(
      'login-as-forbidden',
      'Only the account owner can do this, not an operator logged in as them',
    );
  }
  if (principal.scope === 'user:limited' && LIMITED_SCOPE_REFUSED_ENDPOINTS.has(endpoint)) {
    return new AppError('login-as-forbidden', 'An operator logged in as this user cannot do this');
  }
  return null;
}

/** Checks every endpoint of the API after its guards: a login as a user is refused what it may not do. */
export function installLoginAsLimits(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const principal = request.principal;
    if (principal?.kind !== 'user' || (!principal.loginAsOperatorId && principal.scope !== 'user:limited'))
      return;
    const path = (request.routeOptions.url ?? '').replace(/^\/v1(?=\/)/, '');
    const refusal = loginAsRefusal(principal, `${request.method} ${path}`);
    if (refusal) throw refusal;
  });
}
