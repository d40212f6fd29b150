import { describe, expect, it } from 'vitest';
import { type LineItem, toLineItem } from './line-item.ts';
import {
  calculateMarketplaceRevenue,
  calculatePayinTotal,
  calculatePayoutTotal,
  sumLineTotals,
} from './line-item-totals.ts';
import {
  applyFullRefund,
  createReversalLineItem,
  createReversalLineItems,
  hasReversals,
} from './reversal.ts';

const USD = (amount: number) => ({ amount, currency: 'USD' });
const lines: LineItem[] = [
  toLineItem({ code: 'line-item/night', unitPrice: USD(5000), units: '1.5', seats: 2 }),
  toLineItem({ code: 'line-item/cleaning-fee', unitPrice: USD(999), quantity: '0.5' }),
  toLineItem({
    code: 'line-item/provider-commission',
    unitPrice: USD(15999),
    percentage: -12.5,
    includeFor: ['provider'],
  }),
  toLineItem({
    code: 'line-item/customer-commission',
    unitPrice: USD(15999),
    percentage: '7.5',
    includeFor: ['customer'],
  }),
];

describe('reversal lines', () => {
  it('negates quantity, percentage or units and marks the line', () => {
    const [nightly, cleaning, provider, customer] = createReversalLineItems(lines);
    expect(nightly).toMatchObject({ units: '-1.5', seats: 2, reversal: true, lineTotal: USD(-15000) });
    expect(cleaning).toMatchObject({ quantity: '-0.5', reversal: true, lineTotal: USD(-500) });
    expect(provider).toMatchObject({ percentage: 12.5, includeFor: ['provider'], lineTotal: USD(2000) });
    expect(customer).toMatchObject({ percentage: '-7.5', includeFor: ['customer'], lineTotal: USD(-1200) });
    for (const [i, reversal] of createReversalLineItems(lines).entries()) {
      expect(reversal.lineTotal.amount).toBe(-(lines[i]?.lineTotal.amount ?? 0));
    }
  });

  it('does not reverse reversals', () => {
    const reversal = createReversalLineItem(lines[0]!);
    expect(createReversalLineItems([lines[0]!, reversal])).toHaveLength(1);
    expect(hasReversals([reversal])).toBe(true);
    expect(hasReversals(lines)).toBe(false);
  });

  it('rejects a line that cannot be priced', () => {
    const broken = { ...lines[1]!, quantity: undefined };
    expect(() => createReversalLineItem(broken)).toThrow('line-item/cleaning-fee');
  });
});

describe('applyFullRefund', () => {
  it('appends reversals and zeroes both totals', () => {
    const refunded = applyFullRefund(lines);
    expect(refunded.lineItems).toHaveLength(8);
    expect(refunded.lineItems.slice(0, 4)).toEqual(lines);
    expect(refunded.payinTotal).toEqual(USD(0));
    expect(refunded.payoutTotal).toEqual(USD(0));
  });

  it('refunds once however often it runs', () => {
    const once = applyFullRefund(lines);
    expect(applyFullRefund(once.lineItems)).toEqual(once);
  });

  it('needs a currency for an empty transaction', () => {
    expect(applyFullRefund([], 'USD').payinTotal).toEqual(USD(0));
    expect(() => applyFullRefund([])).toThrow('No currency');
  });
});

describe('totals', () => {
  it('sums by party', () => {
    expect(calculatePayinTotal(lines)).toEqual(USD(15000 + 500 + 1200));
    expect(calculatePayoutTotal(lines)).toEqual(USD(15000 + 500 - 2000));
    expect(sumLineTotals(lines)).toEqual(USD(15000 + 500 - 2000 + 1200));
    expect(calculateMarketplaceRevenue(lines)).toEqual(USD(3200));
    expect(calculateMarketplaceRevenue([lines[0]!])).toEqual(USD(0));
  });

  it('refuses to add different currencies', () => {
    const euro = toLineItem({ code: 'line-item/x', unitPrice: { amount: 1, currency: 'EUR' }, quantity: 1 });
    expect(() => sumLineTotals([lines[0]!, euro])).toThrow('Mixed currencies');
  });
});
