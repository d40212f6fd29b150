import type { PlatformEnv } from '../../env.ts';
import type { PaymentAccounts, PaymentLedger, PaymentsPort } from '../../ports/payments.port.ts';
import { createSandboxPaymentsAdapter } from './sandbox-payments.adapter.ts';
import { createStripePaymentsAdapter } from './stripe-payments.adapter.ts';

type PaymentsEnv = Pick<
  PlatformEnv,
  'PAYMENTS' | 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE' | 'STRIPE_WEBHOOK_SECRET'
>;

/**
 * Picks the payments adapter by `PAYMENTS`: the offline `sandbox` (the local demo's default, its
 * ledger in the database) or Stripe Connect with `STRIPE_SECRET_KEY` (at `STRIPE_API_BASE` when
 * given), which finds providers' connected accounts in `accounts`. The env check at boot makes
 * sure the key is there.
 */
export function createPaymentsAdapter(
  env: PaymentsEnv,
  deps: { ledger: PaymentLedger; accounts: PaymentAccounts },
): PaymentsPort {
  if (env.PAYMENTS === 'sandbox') return createSandboxPaymentsAdapter(deps.ledger, deps.accounts);
  if (!env.STRIPE_SECRET_KEY) throw new Error('PAYMENTS=stripe needs STRIPE_SECRET_KEY');
  return createStripePaymentsAdapter({
    secretKey: env.STRIPE_SECRET_KEY,
    apiBase: env.STRIPE_API_BASE,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    accounts: deps.accounts,
  });
}

/**
 * What an operator should read at every start about money: a production install on test
 * payments (allowed with ALLOW_TEST_PAYMENTS=true), or on Stripe's test mode or another API.
 */
export function paymentsStartupWarnings(
  env: Pick<PlatformEnv, 'NODE_ENV' | 'PAYMENTS' | 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>,
): string[] {
  if (env.NODE_ENV !== 'production') return [];
  if (env.PAYMENTS === 'sandbox') {
    return [
      'Test payments: PAYMENTS=sandbox with ALLOW_TEST_PAYMENTS=true in production. No payment reaches a card ' +
        'network and no provider is paid; set PAYMENTS=stripe with live keys to take real money.',
    ];
  }
  const warnings: string[] = [];
  if (env.STRIPE_SECRET_KEY?.includes('_test_')) {
    warnings.push(
      "Stripe test mode: STRIPE_SECRET_KEY is a test key, so payments use Stripe's test cards and move no real money.",
    );
  }
  if (env.STRIPE_API_BASE && env.STRIPE_API_BASE !== 'https://api.stripe.com') {
    warnings.push(`STRIPE_API_BASE is ${env.STRIPE_API_BASE}, not Stripe's own API.`);
  }
  return warnings;
}
