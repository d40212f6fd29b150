import { devPageCsp, devTable, devTime, renderDevPage } from '../../http/dev-page-html.ts';
import type { LedgerOperation, PaymentIntent } from '../../ports/payments.port.ts';
import { html } from '../mail/safe-html.ts';
import type { PaymentJournalEntry } from '../transactions/transactions.queries.ts';
import type { LedgerIntent } from './payment-ledger.repository.ts';

/** Policy of the `/_payments` page: no scripts, inline styles only, nothing fetched, never framed. */
export const PAYMENTS_PAGE_CSP = devPageCsp();

const STYLE = `
header { background: #dcfce7; border-bottom: 1px solid #16a34a; }
`;

const amount = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

/** Policy of the 3-D Secure page: like the ledger's, but its two buttons may post to itself. */
export const AUTHENTICATION_PAGE_CSP = devPageCsp({ formsPostHere: true });

/**
 * The sandbox's 3-D Secure page: the customer completes or fails authentication of an intent, then
 * returns to `returnPath` (the checkout), as Stripe's test authentication page does.
 */
export function presentAuthenticationPage(view: {
  intent: PaymentIntent | undefined;
  returnPath: string;
}): string {
  const { intent } = view;
  const query = `?return=${encodeURIComponent(view.returnPath)}`;
  const body = !intent
    ? html`<p>No such payment.</p>`
    : intent.status !== 'requires_action'
      ? html`<p>This payment needs no authentication (status ${intent.status}).</p><p><a href="${view.returnPath}">Return</a></p>`
      : html`<p>Authenticate the payment of <strong>${amount(intent.amount, intent.currency)}</strong>.</p>
<form method="post" action="${`/_payments/authenticate/${intent.id}${query}&outcome=pass`}"><button type="submit">Complete authentication</button></form>
<form method="post" action="${`/_payments/authenticate/${intent.id}${query}&outcome=fail`}"><button type="submit">Fail authentication</button></form>`;
  return renderDevPage({
    title: '3-D Secure (sandbox)',
    style: STYLE,
    banner: html`<strong>3-D Secure test page</strong> — the sandbox payment provider's stand-in for the bank's check.`,
    body,
  });
}

/** After the 3-D Secure step: back to the checkout at once (a meta refresh; the page runs no script). */
export function presentAuthenticationDone(view: { passed: boolean; returnPath: string }): string {
  return renderDevPage({
    title: '3-D Secure (sandbox)',
    style: STYLE,
    refreshTo: view.returnPath,
    body: html`<p>${view.passed ? 'Authentication complete.' : 'Authentication failed.'}</p>
<p><a href="${view.returnPath}">Return to the checkout</a></p>`,
  });
}

/** Who paid and where they are billed: name, city, postal code and country. */
function cardHolderOf(intent: LedgerIntent): string {
  const billing = intent.billingDetails;
  if (!billing) return '—';
  return `${billing.name}, ${billing.city} ${billing.postalCode}, ${billing.country}`;
}

/** The read-only `/_payments` page: the sandbox ledger's recent intents and money movements. */
export function presentPaymentsPage(view: {
  adapter: string;
  intents: LedgerIntent[];
  operations: (LedgerOperation & { createdAt: Date })[];
  journal: PaymentJournalEntry[];
  limit: number;
}): string {
  const journal = view.journal.map(
    (
      j,
    ) => html`<tr><td>${devTime(j.createdAt)}</td><td>${j.transition}</td><td><code>${j.transactionId}</code></td>
<td>${j.state === 'failed' ? 'needs the operator' : 'in flight or awaiting reconciliation'}</td><td>${j.attempts}</td><td>${devTime(j.leaseUntil)}</td><td>${j.lastError ?? '—'}</td></tr>
`,
  );
  const intents = view.intents.map(
    (
      i,
    ) => html`<tr><td>${devTime(i.updatedAt)}</td><td><code>${i.id}</code></td><td><code>${i.transactionId}</code></td>
<td>${i.status}</td><td>${amount(i.amount, i.currency)}</td><td>${amount(i.amountCaptured, i.currency)}</td>
<td>${amount(i.amountRefunded, i.currency)}</td><td><code>${i.paymentMethod ?? '—'}</code></td><td>${cardHolderOf(i)}</td></tr>
`,
  );
  const operations = view.operations.map(
    (
      o,
    ) => html`<tr><td>${devTime(o.createdAt)}</td><td>${o.kind}</td><td>${o.status}</td><td>${amount(o.amount, o.currency)}</td>
<td><code>${o.transactionId}</code></td><td><code>${o.idempotencyKey}</code></td></tr>
`,
  );
  return renderDevPage({
    title: 'Payments',
    style: STYLE,
    banner: html`<strong>Payments</strong> — the ${view.adapter} payment ledger, read-only (not served in production).
The ${view.limit} most recent of each.`,
    body: html`<h1>Payment intents</h1>
${devTable(['Updated', 'Intent', 'Transaction', 'Status', 'Amount', 'Captured', 'Refunded', 'Payment method', 'Card holder'], intents, 'No payment intents.')}
<h1>Payment steps not yet written</h1>
<p class="muted">A transition's payment steps stay here from the call to the provider until its write; reconciliation finishes or undoes those whose write was lost.</p>
${devTable(['Started', 'Transition', 'Transaction', 'State', 'Attempts', 'Lease until', 'Last error'], journal, 'None.')}
<h1>Money movements</h1>
${devTable(['At', 'Kind', 'Status', 'Amount', 'Transaction', 'Idempotency key'], operations, 'No movements.')}`,
  });
}
