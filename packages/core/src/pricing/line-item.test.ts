import { describe, expect, it } from 'vitest';
import { computeLineTotal, getPricingMode, toLineItem } from './line-item.ts';
import {
  hasLineItemCodePrefix,
  isKnownLineItemCode,
  isValidLineItemCode,
  LINE_ITEM_CODES,
} from './line-item-codes.ts';

const EUR = (amount: number) => ({ amount, currency: 'EUR' });
const total = (item: Parameters<typeof computeLineTotal>[0]) => {
  const result = computeLineTotal(item);
  return result.ok ? result.lineTotal.amount : result.message;
};

describe('computeLineTotal', () => {
  it('multiplies quantity by unit price', () => {
    expect(total({ unitPrice: EUR(1000), quantity: 3 })).toBe(3000);
    expect(total({ unitPrice: EUR(1000), quantity: '0.5' })).toBe(500);
  });

  it('takes a percentage of the unit price', () => {
    expect(total({ unitPrice: EUR(1000), percentage: 10 })).toBe(100);
    expect(total({ unitPrice: EUR(1000), percentage: -10 })).toBe(-100);
    expect(total({ unitPrice: EUR(3000), percentage: 0 })).toBe(0);
    expect(total({ unitPrice: EUR(1005), percentage: '12.5' })).toBe(126); // 125.625
  });

  it('multiplies units by seats by unit price', () => {
    expect(total({ unitPrice: EUR(1000), units: 2, seats: 4 })).toBe(8000);
    expect(total({ unitPrice: EUR(1000), units: '1.5', seats: 3 })).toBe(4500);
  });

  it('rounds half-up exactly where binary floats would round down', () => {
    // 100 × 1.005 is 100.49999999999999 in floating point; exactly it is 100.5.
    expect(Math.round(100 * 1.005)).toBe(100);
    expect(total({ unitPrice: EUR(100), quantity: 1.005 })).toBe(101);
    expect(total({ unitPrice: EUR(100), percentage: 14.5 })).toBe(15);
    expect(total({ unitPrice: EUR(1), percentage: 50 })).toBe(1);
    expect(total({ unitPrice: EUR(3), quantity: '-0.5' })).toBe(-2);
  });

  it('needs exactly one pricing form', () => {
    expect(total({ unitPrice: EUR(1) })).toMatch(/exactly one/);
    expect(total({ unitPrice: EUR(1), quantity: 1, percentage: 1 })).toMatch(/exactly one/);
    expect(total({ unitPrice: EUR(1), quantity: 1, seats: 1 })).toMatch(/exactly one/);
    expect(total({ unitPrice: EUR(1), units: 1 })).toMatch(/exactly one/);
    expect(total({ unitPrice: EUR(1), seats: 1 })).toMatch(/exactly one/);
  });

  it('refuses negative or fractional seats and non-decimal factors', () => {
    expect(total({ unitPrice: EUR(1), units: 1, seats: -3 })).toBe('seats must be a non-negative integer');
    expect(total({ unitPrice: EUR(1), units: 1, seats: 1.5 })).toBe('seats must be a non-negative integer');
    expect(total({ unitPrice: EUR(1), quantity: 'two' })).toBe('quantity is not a decimal: two');
    expect(total({ unitPrice: EUR(1), percentage: Number.NaN })).toBe('percentage is not a decimal: NaN');
  });

  it('refuses totals beyond safe integers', () => {
    expect(total({ unitPrice: EUR(Number.MAX_SAFE_INTEGER), quantity: 2 })).toBe(
      'line total is out of range',
    );
  });

  it('never yields negative zero', () => {
    const result = computeLineTotal({ unitPrice: EUR(0), quantity: -1 });
    expect(result.ok && Object.is(result.lineTotal.amount, 0)).toBe(true);
  });
});

describe('getPricingMode', () => {
  it('names the form in use', () => {
    expect(getPricingMode({ unitPrice: EUR(1), quantity: 1 })).toBe('quantity');
    expect(getPricingMode({ unitPrice: EUR(1), percentage: 1 })).toBe('percentage');
    expect(getPricingMode({ unitPrice: EUR(1), units: 1, seats: 1 })).toBe('seats');
  });
});

describe('toLineItem', () => {
  it('adds the total, default includeFor and reversal false, dropping a given total', () => {
    expect(
      toLineItem({ code: 'line-item/night', unitPrice: EUR(5000), quantity: 2, lineTotal: EUR(1) }),
    ).toEqual({
      code: 'line-item/night',
      unitPrice: EUR(5000),
      quantity: 2,
      includeFor: ['customer', 'provider'],
      lineTotal: EUR(10000),
      reversal: false,
    });
  });

  it('throws on an item that cannot be priced', () => {
    expect(() => toLineItem({ code: 'line-item/x', unitPrice: EUR(1) })).toThrow('line-item/x');
  });
});

describe('line item codes', () => {
  it('accepts prefixed codes up to 64 characters without whitespace', () => {
    expect(isValidLineItemCode('line-item/night')).toBe(true);
    expect(isValidLineItemCode('line-item/cleaning-fee')).toBe(true);
    expect(isValidLineItemCode(`line-item/${'x'.repeat(54)}`)).toBe(true);
    expect(isValidLineItemCode(`line-item/${'x'.repeat(55)}`)).toBe(false);
    expect(isValidLineItemCode('nights')).toBe(false);
    expect(isValidLineItemCode('line-item/')).toBe(false);
    expect(isValidLineItemCode('line-item/two words')).toBe(false);
  });

  it('checks the prefix and a name after it, leaving length and whitespace to the callers', () => {
    expect(hasLineItemCodePrefix('line-item/night')).toBe(true);
    expect(hasLineItemCodePrefix('line-item/two words')).toBe(true);
    expect(hasLineItemCodePrefix(`line-item/${'x'.repeat(55)}`)).toBe(true);
    expect(hasLineItemCodePrefix('line-item/')).toBe(false);
    expect(hasLineItemCodePrefix('nights')).toBe(false);
  });

  it('lists the codes the web template renders', () => {
    expect(Object.values(LINE_ITEM_CODES)).toHaveLength(12);
    expect(isKnownLineItemCode('line-item/pickup-fee')).toBe(true);
    expect(isKnownLineItemCode('line-item/cleaning-fee')).toBe(false);
  });
});
