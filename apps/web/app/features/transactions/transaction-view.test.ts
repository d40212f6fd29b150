import type { TransactionResource } from '@mercato/core/contracts/transaction';
import { ACTIVITY_FEED_TEXTS } from '@mercato/core/texts/catalogs/transactions/activity-feed';
import { PRICE_BREAKDOWN_TEXTS } from '@mercato/core/texts/catalogs/transactions/price-breakdown';
import { TRANSACTION_STATE_TEXTS } from '@mercato/core/texts/catalogs/transactions/transaction-state';
import { textsOf } from '@mercato/core/texts/ui-texts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activityFeedOf, bookingOf, breakdownOf, stateLabelOf } from './transaction-view.ts';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const breakdownTexts = textsOf(PRICE_BREAKDOWN_TEXTS, undefined);
const stateTexts = textsOf(TRANSACTION_STATE_TEXTS, undefined);
const feedTexts = textsOf(ACTIVITY_FEED_TEXTS, undefined);

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

describe('stateLabelOf', () => {
  it('names a request by whose move it is, and unknown states by their name', () => {
    expect(stateLabelOf('state/preauthorized', 'customer', stateTexts)).toBe('Requested');
    expect(stateLabelOf('state/preauthorized', 'provider', stateTexts)).toBe('Waiting for your answer');
    expect(stateLabelOf('state/accepted', 'provider', stateTexts)).toBe('Accepted');
    expect(stateLabelOf('state/some-custom-state', 'customer', stateTexts)).toBe('some custom state');
  });
});

describe('activityFeedOf', () => {
  const names = { customer: 'Ben', provider: 'Ada' };
  it('puts transitions and messages in time order, a transition first at the same instant', () => {
    const feed = activityFeedOf(
      [
        { transition: 'transition/request-payment', createdAt: '2026-12-01T10:00:00.000Z' },
        { transition: 'transition/accept', createdAt: '2026-12-01T12:00:00.000Z' },
      ],
      [
        { id: 'm2', createdAt: '2026-12-01T12:00:00.000Z', content: 'Thanks!', author: 'You', isOwn: true },
        { id: 'm1', createdAt: '2026-12-01T11:00:00.000Z', content: 'Hello', author: 'Ada', isOwn: false },
      ],
      names,
      feedTexts,
    );
    expect(feed.map((item) => (item.kind === 'message' ? item.content : item.text))).toEqual([
      'Ben requested to book.',
      'Hello',
      'Ada accepted the booking.',
      'Thanks!',
    ]);
  });

  it('keeps every item and orders them by time, whatever the input order', () => {
    const instant = fc
      .integer({ min: 0, max: 10_000 })
      .map((n) => new Date(1_800_000_000_000 + n * 1000).toISOString());
    fc.assert(
      fc.property(
        fc.array(instant, { maxLength: 8 }),
        fc.array(instant, { maxLength: 8 }),
        (transitionTimes, messageTimes) => {
          const feed = activityFeedOf(
            transitionTimes.map((createdAt) => ({ transition: 'transition/accept', createdAt })),
            messageTimes.map((createdAt, i) => ({
              id: `m${i}`,
              createdAt,
              content: '',
              author: '',
              isOwn: false,
            })),
            names,
            feedTexts,
          );
          expect(feed).toHaveLength(transitionTimes.length + messageTimes.length);
          for (let i = 1; i < feed.length; i++) {
            expect(Date.parse(feed[i - 1]?.at ?? '')).toBeLessThanOrEqual(Date.parse(feed[i]?.at ?? ''));
          }
        },
      ),
    );
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
