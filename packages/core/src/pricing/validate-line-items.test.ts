import { describe, expect, it } from 'vitest';
import { MAX_LINE_ITEMS, validateLineItems } from './validate-line-items.ts';

const USD = (amount: number) => ({ amount, currency: 'USD' });
const night = {
  code: 'line-item/night',
  unitPrice: USD(5000),
  units: 3,
  seats: 2,
  includeFor: ['customer', 'provider'],
};
const cleaning = { code: 'line-item/cleaning-fee', unitPrice: USD(7500), quantity: 1, lineTotal: USD(7500) };
const customerCommission = {
  code: 'line-item/customer-commission',
  unitPrice: USD(30000),
  percentage: 10,
  includeFor: ['customer'],
};
const providerCommission = {
  code: 'line-item/provider-commission',
  unitPrice: USD(30000),
  percentage: -10,
  includeFor: ['provider'],
};

function refusal(input: unknown) {
  const result = validateLineItems(input);
  if (result.ok) throw new Error('expected a refusal');
  return result;
}

describe('validateLineItems', () => {
  it('computes totals, pay-in and payout', () => {
    const result = validateLineItems([night, cleaning, customerCommission, providerCommission]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.lineItems.map((l) => l.lineTotal.amount)).toEqual([30000, 7500, 3000, -3000]);
    expect(result.lineItems.every((l) => l.reversal === false)).toBe(true);
    expect(result.lineItems[1]?.includeFor).toEqual(['customer', 'provider']);
    expect(result.payinTotal).toEqual(USD(40500));
    expect(result.payoutTotal).toEqual(USD(34500));
  });

  it('accepts reversal: false and drops unknown keys', () => {
    const result = validateLineItems([{ ...cleaning, reversal: false, note: 'x' }]);
    expect(result.ok && result.lineItems[0]).toEqual({
      code: 'line-item/cleaning-fee',
      unitPrice: USD(7500),
      quantity: 1,
      includeFor: ['customer', 'provider'],
      lineTotal: USD(7500),
      reversal: false,
    });
  });

  it('rejects a lineTotal that does not match', () => {
    expect(refusal([{ ...cleaning, lineTotal: USD(7499) }])).toMatchObject({
      code: 'validation-invalid-params',
      status: 400,
      path: [0, 'lineTotal'],
      message: 'lineTotal 7499 does not match the computed 7500',
    });
  });

  it('rejects mixed currencies in prices and totals', () => {
    expect(refusal([cleaning, { ...night, unitPrice: { amount: 1, currency: 'EUR' } }]).path).toEqual([
      1,
      'unitPrice',
      'currency',
    ]);
    expect(refusal([{ ...cleaning, lineTotal: { amount: 7500, currency: 'EUR' } }]).path).toEqual([
      0,
      'lineTotal',
      'currency',
    ]);
  });

  it.each([
    ['no prefix', 'nights'],
    ['empty name', 'line-item/'],
    ['whitespace', 'line-item/a b'],
    ['too long', `line-item/${'x'.repeat(55)}`],
  ])('rejects a bad code (%s)', (_label, code) => {
    expect(refusal([{ ...cleaning, code }]).path).toEqual([0, 'code']);
  });

  it('rejects items without exactly one pricing form', () => {
    expect(refusal([{ code: 'line-item/x', unitPrice: USD(1) }]).message).toMatch(/exactly one/);
    expect(refusal([{ code: 'line-item/x', unitPrice: USD(1), quantity: 1, percentage: 5 }]).message).toMatch(
      /exactly one/,
    );
  });

  it.each([
    ['an empty list', []],
    ['not a list', { code: 'line-item/x' }],
    ['too many items', Array.from({ length: MAX_LINE_ITEMS + 1 }, () => cleaning)],
    ['a fractional amount', [{ ...cleaning, unitPrice: USD(1.5), lineTotal: undefined }]],
    ['an unsafe amount', [{ ...cleaning, unitPrice: USD(2 ** 60), lineTotal: undefined }]],
    [
      'a lower-case currency',
      [{ ...cleaning, unitPrice: { amount: 1, currency: 'usd' }, lineTotal: undefined }],
    ],
    ['a non-decimal quantity', [{ ...cleaning, quantity: '1,5' }]],
    ['an infinite quantity', [{ ...cleaning, quantity: Number.POSITIVE_INFINITY }]],
    ['negative seats', [{ ...night, seats: -1 }]],
    ['an empty includeFor', [{ ...cleaning, includeFor: [] }]],
    ['a repeated party', [{ ...cleaning, includeFor: ['customer', 'customer'] }]],
    ['an unknown party', [{ ...cleaning, includeFor: ['operator'] }]],
    ['a client-made reversal', [{ ...cleaning, reversal: true }]],
  ])('rejects %s', (_label, input) => {
    expect(refusal(input).code).toBe('validation-invalid-params');
  });

  it('accepts the maximum number of items', () => {
    expect(validateLineItems(Array.from({ length: MAX_LINE_ITEMS }, () => cleaning)).ok).toBe(true);
  });

  it('rejects negative pay-in or payout', () => {
    expect(refusal([{ code: 'line-item/discount', unitPrice: USD(-100), quantity: 1 }]).message).toBe(
      'payinTotal must not be negative',
    );
    expect(
      refusal([cleaning, { ...providerCommission, percentage: -200, unitPrice: USD(7500) }]).message,
    ).toBe('payoutTotal must not be negative');
  });
});
