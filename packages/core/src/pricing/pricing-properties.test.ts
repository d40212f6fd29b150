import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal } from '../money/decimal.ts';
import { computeLineTotal, type LineItemDraft, toLineItem } from './line-item.ts';
import { sumLineTotals } from './line-item-totals.ts';
import { buildOrderLineItems } from './order-line-items.ts';
import { applyFullRefund, createReversalLineItems } from './reversal.ts';
import { validateLineItems } from './validate-line-items.ts';

const currency = 'EUR';
const amount = fc.integer({ min: -1_000_000, max: 1_000_000 });
const decimalText = fc
  .tuple(fc.bigInt({ min: -(10n ** 6n), max: 10n ** 6n }), fc.integer({ min: 0, max: 6 }))
  .map(([units, scale]) => formatDecimal({ coefficient: units, scale }));
const decimalInput = fc.oneof(
  decimalText,
  fc.integer({ min: -10_000, max: 10_000 }),
  fc.double({ min: -1000, max: 1000, noNaN: true }),
);
const parties = fc.constantFrom<LineItemDraft['includeFor']>(
  ['customer'],
  ['provider'],
  ['customer', 'provider'],
);

const draft: fc.Arbitrary<LineItemDraft> = fc.oneof(
  fc.record({
    code: fc.constant('line-item/q'),
    unitPrice: amount.map((a) => ({ amount: a, currency })),
    quantity: decimalInput,
    includeFor: parties,
  }),
  fc.record({
    code: fc.constant('line-item/p'),
    unitPrice: amount.map((a) => ({ amount: a, currency })),
    percentage: decimalInput,
    includeFor: parties,
  }),
  fc.record({
    code: fc.constant('line-item/s'),
    unitPrice: amount.map((a) => ({ amount: a, currency })),
    units: decimalInput,
    seats: fc.integer({ min: 0, max: 50 }),
    includeFor: parties,
  }),
);

describe('pricing properties', () => {
  it('matches the integer product when quantity is whole', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: -1000, max: 1000 }), (price, quantity) => {
        const result = computeLineTotal({ unitPrice: { amount: price, currency }, quantity });
        expect(result.ok && result.lineTotal.amount).toBe(price * quantity === 0 ? 0 : price * quantity);
      }),
    );
  });

  it('stays within half a minor unit of the exact total', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: -10_000, max: 10_000 }), (price, hundredths) => {
        // quantity = hundredths / 100, so exact total × 100 = price × hundredths.
        const result = computeLineTotal({
          unitPrice: { amount: price, currency },
          quantity: hundredths / 100,
        });
        if (!result.ok) throw new Error(result.message);
        const twiceError = Math.abs(result.lineTotal.amount * 100 - price * hundredths) * 2;
        expect(twiceError).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('has reversal lines that sum to the negation of the originals, per party', () => {
    fc.assert(
      fc.property(fc.array(draft, { minLength: 1, maxLength: 20 }), (drafts) => {
        const lines = drafts.map(toLineItem);
        const reversals = createReversalLineItems(lines);
        for (const party of [undefined, 'customer', 'provider'] as const) {
          expect(sumLineTotals(reversals, party, currency).amount).toBe(
            -sumLineTotals(lines, party, currency).amount || 0,
          );
        }
        const refunded = applyFullRefund(lines);
        expect(refunded.payinTotal.amount).toBe(0);
        expect(refunded.payoutTotal.amount).toBe(0);
      }),
    );
  });

  it('accepts its own line items back with their totals', () => {
    fc.assert(
      fc.property(fc.array(draft, { minLength: 1, maxLength: 10 }), (drafts) => {
        const lines = drafts.map(toLineItem);
        const result = validateLineItems(lines.map(({ reversal: _r, ...line }) => line));
        if (result.ok) expect(result.lineItems).toEqual(lines);
        else expect(result.message).toMatch(/must not be negative/);
      }),
    );
  });

  it('keeps pay-in minus payout equal to customer plus provider commission', () => {
    const commission = fc.record({
      percentage: fc.option(fc.double({ min: 0, max: 60, noNaN: true }), { nil: undefined }),
      minimumAmount: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.constantFrom('day', 'night', 'hour', 'fixed', 'item'),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom('shipping', 'pickup', 'none'),
        commission,
        commission,
        (price, unitType, count, seats, deliveryMethod, provider, customer) => {
          const start = Date.parse('2024-01-01T00:00:00Z');
          const result = buildOrderLineItems(
            {
              price: { amount: price, currency },
              unitType,
              shippingPriceInSubunitsOneItem: 700,
              shippingPriceInSubunitsAdditionalItems: 300,
            },
            {
              bookingStart: start,
              bookingEnd: start + count * (unitType === 'hour' ? 3_600_000 : 86_400_000),
              seats,
              stockReservationQuantity: count,
              deliveryMethod,
            },
            { provider, customer },
          );
          if (!result.ok) {
            expect(['bad-request', 'validation-invalid-params']).toContain(result.code);
            return;
          }
          const commissionOf = (code: string) =>
            result.lineItems.filter((l) => l.code === code).reduce((sum, l) => sum + l.lineTotal.amount, 0);
          const customerCommission = commissionOf('line-item/customer-commission');
          const providerCommission = -commissionOf('line-item/provider-commission');
          expect(customerCommission).toBeGreaterThanOrEqual(0);
          expect(providerCommission).toBeGreaterThanOrEqual(0);
          expect(result.payinTotal.amount - result.payoutTotal.amount).toBe(
            customerCommission + providerCommission,
          );
        },
      ),
    );
  });
});
