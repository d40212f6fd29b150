import { describe, expect, it } from 'vitest';
import {
  CommissionAssetSchema,
  calculateCommissionFromPercentage,
  getCustomerCommissionLineItems,
  getProviderCommissionLineItems,
  hasCommissionPercentage,
  hasMinimumCommission,
  isMinimumCommissionAboveOrderTotal,
  isMinimumCommissionError,
  MINIMUM_COMMISSION_EXCEEDS_PAYIN_MESSAGE,
  readCommissionAsset,
} from './commission.ts';

const USD = (amount: number) => ({ amount, currency: 'USD' });
const order = USD(10000);

describe('commission rules', () => {
  it('ignores missing, zero or negative settings', () => {
    for (const config of [
      null,
      undefined,
      {},
      { percentage: null, minimumAmount: null },
      { percentage: 0, minimumAmount: 0 },
      { percentage: -5, minimumAmount: -250 },
    ]) {
      expect(getProviderCommissionLineItems(config, order)).toEqual([]);
      expect(getCustomerCommissionLineItems(config, order)).toEqual([]);
    }
    expect(hasCommissionPercentage({ percentage: 10 })).toBe(true);
    expect(hasMinimumCommission({ minimumAmount: 10 })).toBe(true);
  });

  it('charges the percentage on the order total when it beats the minimum', () => {
    expect(getProviderCommissionLineItems({ percentage: 5, minimumAmount: 250 }, order)).toEqual([
      {
        code: 'line-item/provider-commission',
        unitPrice: USD(10000),
        percentage: -5,
        includeFor: ['provider'],
      },
    ]);
    expect(getCustomerCommissionLineItems({ percentage: 5 }, order)).toEqual([
      {
        code: 'line-item/customer-commission',
        unitPrice: USD(10000),
        percentage: 5,
        includeFor: ['customer'],
      },
    ]);
  });

  it('charges the minimum when it is larger, or when there is no percentage', () => {
    expect(getProviderCommissionLineItems({ percentage: 5, minimumAmount: 1500 }, order)).toEqual([
      { code: 'line-item/provider-commission', unitPrice: USD(1500), quantity: -1, includeFor: ['provider'] },
    ]);
    expect(getCustomerCommissionLineItems({ minimumAmount: 250, percentage: -5 }, order)).toEqual([
      { code: 'line-item/customer-commission', unitPrice: USD(250), quantity: 1, includeFor: ['customer'] },
    ]);
  });

  it('keeps the percentage when it equals the minimum', () => {
    expect(getProviderCommissionLineItems({ percentage: 5, minimumAmount: 500 }, order)[0]?.percentage).toBe(
      -5,
    );
  });

  it('rounds the percentage commission half-up', () => {
    expect(calculateCommissionFromPercentage(1005, 10)).toBe(101);
    expect(calculateCommissionFromPercentage(1000, 12.345)).toBe(123);
    expect(calculateCommissionFromPercentage(1000, null)).toBe(0);
    expect(calculateCommissionFromPercentage(1000, Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('detects a provider minimum above the order total', () => {
    expect(isMinimumCommissionAboveOrderTotal({ minimumAmount: 10001 }, order)).toBe(true);
    expect(isMinimumCommissionAboveOrderTotal({ minimumAmount: 10000 }, order)).toBe(false);
    expect(isMinimumCommissionAboveOrderTotal(null, order)).toBe(false);
    expect(isMinimumCommissionError(MINIMUM_COMMISSION_EXCEEDS_PAYIN_MESSAGE)).toBe(true);
    expect(isMinimumCommissionError('Bad Request')).toBe(false);
    expect(isMinimumCommissionError(undefined)).toBe(false);
  });
});

describe('commission asset', () => {
  it('reads the snake_case asset', () => {
    const asset = CommissionAssetSchema.parse({
      providerCommission: { percentage: 10, minimum_amount: 500 },
      customerCommission: { percentage: 5 },
    });
    expect(readCommissionAsset(asset)).toEqual({
      provider: { percentage: 10, minimumAmount: 500 },
      customer: { percentage: 5, minimumAmount: null },
    });
    expect(readCommissionAsset(CommissionAssetSchema.parse({}))).toEqual({ provider: null, customer: null });
  });

  it('rejects non-numeric settings', () => {
    expect(CommissionAssetSchema.safeParse({ providerCommission: { percentage: '10' } }).success).toBe(false);
    expect(CommissionAssetSchema.safeParse({ providerCommission: { minimum_amount: 2.5 } }).success).toBe(
      false,
    );
  });
});
