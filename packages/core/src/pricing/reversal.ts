import { negateDecimalInput } from '../money/decimal.ts';
import type { Money } from '../money/money.ts';
import { computeLineTotal, type LineItem } from './line-item.ts';
import { calculatePayinTotal, calculatePayoutTotal } from './line-item-totals.ts';

/**
 * The line cancelling `item` in a full refund: same code and price, negated quantity or percentage
 * (for units × seats the units, since seats cannot be negative), `reversal: true`.
 */
export function createReversalLineItem(item: LineItem): LineItem {
  const reversal: LineItem = { ...item, includeFor: [...item.includeFor], reversal: true };
  if (item.quantity !== undefined) reversal.quantity = negateDecimalInput(item.quantity);
  else if (item.percentage !== undefined) reversal.percentage = negateDecimalInput(item.percentage);
  else if (item.units !== undefined) reversal.units = negateDecimalInput(item.units);
  const result = computeLineTotal(reversal);
  if (!result.ok) throw new RangeError(`${item.code}: ${result.message}`);
  reversal.lineTotal = result.lineTotal;
  return reversal;
}

/** Reversal lines for every line that is not itself a reversal. */
export function createReversalLineItems(lineItems: readonly LineItem[]): LineItem[] {
  return lineItems.filter((item) => !item.reversal).map(createReversalLineItem);
}

/** Whether a full refund has already been applied to these line items. */
export function hasReversals(lineItems: readonly LineItem[]): boolean {
  return lineItems.some((item) => item.reversal);
}

/**
 * `calculate-full-refund`: the original lines followed by their reversals, pay-in and payout both
 * zero. Applying it twice changes nothing, so a retried refund cannot refund twice.
 */
export function applyFullRefund(
  lineItems: readonly LineItem[],
  currency?: string,
): {
  lineItems: LineItem[];
  payinTotal: Money;
  payoutTotal: Money;
} {
  const all = hasReversals(lineItems)
    ? [...lineItems]
    : [...lineItems, ...createReversalLineItems(lineItems)];
  return {
    lineItems: all,
    payinTotal: calculatePayinTotal(all, currency),
    payoutTotal: calculatePayoutTotal(all, currency),
  };
}
