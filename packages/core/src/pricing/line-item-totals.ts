import type { Money } from '../money/money.ts';
import type { LineItem, LineItemParty } from './line-item.ts';

function currencyOf(lineItems: readonly LineItem[], currency: string | undefined): string {
  const resolved = currency ?? lineItems[0]?.lineTotal.currency;
  if (!resolved) throw new RangeError('No currency: pass one for an empty list of line items');
  return resolved;
}

/** Sum of line totals, optionally only of lines included for one party. */
export function sumLineTotals(
  lineItems: readonly LineItem[],
  party?: LineItemParty,
  currency?: string,
): Money {
  const code = currencyOf(lineItems, currency);
  let amount = 0;
  for (const item of lineItems) {
    if (party && !item.includeFor.includes(party)) continue;
    if (item.lineTotal.currency !== code)
      throw new RangeError(`Mixed currencies: ${item.lineTotal.currency} and ${code}`);
    amount += item.lineTotal.amount;
  }
  return { amount: amount === 0 ? 0 : amount, currency: code };
}

/** What the customer pays: the lines included for the customer. */
export function calculatePayinTotal(lineItems: readonly LineItem[], currency?: string): Money {
  return sumLineTotals(lineItems, 'customer', currency);
}

/** What the provider receives: the lines included for the provider. */
export function calculatePayoutTotal(lineItems: readonly LineItem[], currency?: string): Money {
  return sumLineTotals(lineItems, 'provider', currency);
}

/** The marketplace's take, pay-in minus payout (the Stripe application fee). */
export function calculateMarketplaceRevenue(lineItems: readonly LineItem[], currency?: string): Money {
  const payin = calculatePayinTotal(lineItems, currency);
  const payout = calculatePayoutTotal(lineItems, currency);
  const amount = payin.amount - payout.amount;
  return { amount: amount === 0 ? 0 : amount, currency: payin.currency };
}
