import type { LedgerOperation, PaymentIntent } from '../../ports/payments.port.ts';
import { html, SafeHtml } from '../mail/safe-html.ts';
import type { PaymentJournalEntry } from '../transactions/payment-journal.repository.ts';
import type { LedgerIntent } from './payment-ledger.repository.ts';

/** Policy of the `/_payments` page: no scripts, inline styles only, nothing fetched, never framed. */
export const PAYMENTS_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'none'",
  "style-src 'unsafe-inline'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const STYLE = `
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: #18181b; background: #fafafa; }
header { padding: 12px 24px; background: #dcfce7; border-bottom: 1px solid #16a34a; }
main { padding: 16px 24px 48px; max-width: 1200px; }
table { border-collapse: collapse; width: 100%; background: #fff; }
th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid #e4e4e7; }
th { background: #f4f4f5; }
code { font-size: 13px; }
.muted { color: #71717a; }
`;

const amount = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;
const time = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19);

/** Policy of the 3-D Secure page: like the ledger's, but its two buttons may post to itself. */
export const AUTHENTICATION_PAGE_CSP = PAYMENTS_PAGE_CSP.replace("form-action 'none'", "form-action 'self'");

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
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>3-D Secure (sandbox)</title>
<style>${new SafeHtml(STYLE)}</style>
</head>
<body>
<header><strong>3-D Secure test page</strong> — the sandbox payment provider's stand-in for the bank's check.</header>
<main>${body}</main>
</body>
</html>
`.value;
}

/** After the 3-D Secure step: back to the checkout at once (a meta refresh; the page runs no script). */
export function presentAuthenticationDone(view: { passed: boolean; returnPath: string }): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${`0;url=${view.returnPath}`}">
<title>3-D Secure (sandbox)</title>
<style>${new SafeHtml(STYLE)}</style>
</head>
<body>
<main><p>${view.passed ? 'Authentication complete.' : 'Authentication failed.'}</p>
<p><a href="${view.returnPath}">Return to the checkout</a></p></main>
</body>
</html>
`.value;
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
    ) => html`<tr><td>${time(j.createdAt)}</td><td>${j.transition}</td><td><code>${j.transactionId}</code></td>
<td>${j.state === 'failed' ? 'needs the operator' : 'in flight or awaiting reconciliation'}</td><td>${j.attempts}</td><td>${time(j.leaseUntil)}</td><td>${j.lastError ?? '—'}</td></tr>
`,
  );
  const intents = view.intents.map(
    (
      i,
    ) => html`<tr><td>${time(i.updatedAt)}</td><td><code>${i.id}</code></td><td><code>${i.transactionId}</code></td>
<td>${i.status}</td><td>${amount(i.amount, i.currency)}</td><td>${amount(i.amountCaptured, i.currency)}</td>
<td>${amount(i.amountRefunded, i.currency)}</td><td><code>${i.paymentMethod ?? '—'}</code></td><td>${cardHolderOf(i)}</td></tr>
`,
  );
  const operations = view.operations.map(
    (
      o,
    ) => html`<tr><td>${time(o.createdAt)}</td><td>${o.kind}</td><td>${o.status}</td><td>${amount(o.amount, o.currency)}</td>
<td><code>${o.transactionId}</code></td><td><code>${o.idempotencyKey}</code></td></tr>
`,
  );
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Payments</title>
<style>${new SafeHtml(STYLE)}</style>
</head>
<body>
<header><strong>Payments</strong> — the ${view.adapter} payment ledger, read-only (not served in production).
The ${view.limit} most recent of each.</header>
<main>
<h1>Payment intents</h1>
${intents.length ? html`<table><thead><tr><th>Updated</th><th>Intent</th><th>Transaction</th><th>Status</th><th>Amount</th><th>Captured</th><th>Refunded</th><th>Payment method</th><th>Card holder</th></tr></thead><tbody>${intents}</tbody></table>` : html`<p class="muted">No payment intents.</p>`}
<h1>Payment steps not yet written</h1>
<p class="muted">A transition's payment steps stay here from the call to the provider until its write; reconciliation finishes or undoes those whose write was lost.</p>
${journal.length ? html`<table><thead><tr><th>Started</th><th>Transition</th><th>Transaction</th><th>State</th><th>Attempts</th><th>Lease until</th><th>Last error</th></tr></thead><tbody>${journal}</tbody></table>` : html`<p class="muted">None.</p>`}
<h1>Money movements</h1>
${operations.length ? html`<table><thead><tr><th>At</th><th>Kind</th><th>Status</th><th>Amount</th><th>Transaction</th><th>Idempotency key</th></tr></thead><tbody>${operations}</tbody></table>` : html`<p class="muted">No movements.</p>`}
</main>
</body>
</html>
`.value;
}
