import type { TransactionResource } from '@mercato/core/contracts/transaction';
import { PRICE_BREAKDOWN_TEXTS } from '@mercato/core/texts/catalogs/transactions/price-breakdown';
import { textsOf } from '@mercato/core/texts/ui-texts';
import { describe, expect, it } from 'vitest';
import { bookingOf, breakdownOf } from './transaction-view.ts';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const breakdownTexts = textsOf(PRICE_BREAKDOWN_TEXTS, undefined);

function transaction(attributes: Partial<TransactionResource['attributes']> = {}): TransactionResource {
  return {
    id: 'tx-1',
    type: 'transaction',
    attributes: {
      state: 'state/preauthorized',
      lineItems: [
        {
          code: 'line-item/hour',
          unitPrice: usd(6500),
          lineTotal: usd(13000),
          quantity: '2',
          reversal: false,
          includeFor: ['customer', 'provider'],
        },
        {
          code: 'line-item/provider-commission',
          unitPrice: usd(13000),
          lineTotal: usd(-1300),
          percentage: '-10',
          reversal: false,
          includeFor: ['provider'],
        },
      ],
      payinTotal: usd(13000),
      payoutTotal: usd(11700),
      ...attributes,
    },
    relationships: { booking: { data: { id: 'b-1', type: 'booking' } } },
  };
}

describe('breakdownOf', () => {
  it('shows each party its own line items and total', () => {
    expect(breakdownOf(transaction(), 'customer', breakdownTexts)).toEqual({
      rows: [{ code: 'line-item/hour', label: '$65.00 × 2 hours', amount: '$130.00' }],
      totalLabel: 'Total price',
      total: '$130.00',
    });
    const sale = breakdownOf(transaction(), 'provider', breakdownTexts);
    expect(sale.rows.map((r) => [r.label, r.amount])).toEqual([
      ['$65.00 × 2 hours', '$130.00'],
      ['Marketplace fee', '-$13.00'],
    ]);
    expect(sale).toMatchObject({ totalLabel: 'You will earn', total: '$117.00' });
  });
});

describe('bookings', () => {
  it('reads the included booking', () => {
    const included = [
      {
        id: 'b-1',
        type: 'booking',
        attributes: { start: '2026-12-07T09:00:00.000Z', end: '2026-12-07T11:00:00.000Z', seats: 1 },
      },
    ];
    expect(bookingOf(transaction(), included)).toEqual({
      start: '2026-12-07T09:00:00.000Z',
      end: '2026-12-07T11:00:00.000Z',
      seats: 1,
    });
    expect(bookingOf(transaction(), [])).toBeNull();
  });
});
