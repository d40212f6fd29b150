import type { PaymentLedger, PaymentsPort } from '../../ports/payments.port.ts';
import { createSandboxPaymentsAdapter } from './sandbox-payments.adapter.ts';

/**
 * Picks the payments adapter. Only the offline `sandbox` exists so far; a Stripe adapter (with
 * keys from the environment) will be chosen here behind the same port.
 */
export function createPaymentsAdapter(ledger: PaymentLedger): PaymentsPort {
  return createSandboxPaymentsAdapter(ledger);
}
