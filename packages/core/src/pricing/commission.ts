import { z } from 'zod';
import {
  decimalFromInteger,
  decimalFromNumber,
  multiplyDecimals,
  roundHalfUp,
  shiftDecimal,
} from '../money/decimal.ts';
import type { Money } from '../money/money.ts';
import type { LineItemDraft } from './line-item.ts';
import { LINE_ITEM_CODES } from './line-item-codes.ts';

/** A commission rule: a percentage of the order, raised to a minimum amount in minor units. */
export interface CommissionConfig {
  percentage?: number | null;
  minimumAmount?: number | null;
}

/**
 * The text of the 400 the web app recognises (spec §8) when a provider's minimum commission is
 * more than the order brings in; kept verbatim because clients match on it.
 */
export const MINIMUM_COMMISSION_EXCEEDS_PAYIN_MESSAGE =
  'Minimum commission amount is greater than the amount of money paid in';

const AssetCommissionSchema = z
  .object({ percentage: z.number().nullish(), minimum_amount: z.number().int().nullish() })
  .nullish();

/** The `transactions/commission.json` asset: snake_case minimum as the Console writes it. */
export const CommissionAssetSchema = z.object({
  providerCommission: AssetCommissionSchema,
  customerCommission: AssetCommissionSchema,
});

/** Provider and customer commission rules read from the commission asset. */
export function readCommissionAsset(asset: z.infer<typeof CommissionAssetSchema>): {
  provider: CommissionConfig | null;
  customer: CommissionConfig | null;
} {
  const read = (c: z.infer<typeof AssetCommissionSchema>): CommissionConfig | null =>
    c ? { percentage: c.percentage ?? null, minimumAmount: c.minimum_amount ?? null } : null;
  return { provider: read(asset.providerCommission), customer: read(asset.customerCommission) };
}

/** Whether the rule charges a percentage; zero or negative means none, as in the web template. */
export function hasCommissionPercentage(config: CommissionConfig | null | undefined): boolean {
  return typeof config?.percentage === 'number' && config.percentage > 0;
}

/** Whether the rule has a minimum amount; zero or negative means none. */
export function hasMinimumCommission(config: CommissionConfig | null | undefined): boolean {
  return typeof config?.minimumAmount === 'number' && config.minimumAmount > 0;
}

/** Percentage of an amount in minor units, rounded half-up; 0 without a usable percentage. */
export function calculateCommissionFromPercentage(
  amount: number,
  percentage: number | null | undefined,
): number {
  if (typeof percentage !== 'number' || percentage <= 0) return 0;
  const rate = decimalFromNumber(percentage);
  if (!rate) return 0;
  return Number(roundHalfUp(shiftDecimal(multiplyDecimals(decimalFromInteger(amount), rate), 2)));
}

/**
 * Whether the provider's minimum commission exceeds the order total it is taken from; building
 * the order must then fail with `MINIMUM_COMMISSION_EXCEEDS_PAYIN_MESSAGE`.
 */
export function isMinimumCommissionAboveOrderTotal(
  config: CommissionConfig | null | undefined,
  orderTotal: Money,
): boolean {
  return hasMinimumCommission(config) && (config?.minimumAmount as number) > orderTotal.amount;
}

/** Whether an error text is the minimum-commission refusal (how the web app tells it apart). */
export function isMinimumCommissionError(text: string | null | undefined): boolean {
  return text === MINIMUM_COMMISSION_EXCEEDS_PAYIN_MESSAGE;
}

function commissionLineItems(
  config: CommissionConfig | null | undefined,
  orderTotal: Money,
  party: 'customer' | 'provider',
): LineItemDraft[] {
  const usesPercentage = hasCommissionPercentage(config);
  if (!usesPercentage && !hasMinimumCommission(config)) return [];
  const code = party === 'customer' ? LINE_ITEM_CODES.customerCommission : LINE_ITEM_CODES.providerCommission;
  const sign = party === 'customer' ? 1 : -1;
  const fromPercentage = calculateCommissionFromPercentage(orderTotal.amount, config?.percentage);
  const minimum = hasMinimumCommission(config) ? (config?.minimumAmount as number) : 0;
  // The minimum replaces the percentage line only when it is larger, so small orders still pay it.
  if (minimum > fromPercentage || !usesPercentage) {
    return [
      {
        code,
        unitPrice: { amount: minimum, currency: orderTotal.currency },
        quantity: sign,
        includeFor: [party],
      },
    ];
  }
  const percentage = config?.percentage as number;
  return [{ code, unitPrice: { ...orderTotal }, percentage: sign * percentage, includeFor: [party] }];
}

/**
 * The provider commission line (reducing the payout), computed from the order line's total only:
 * shipping and other extras carry no commission. Empty when no commission is configured.
 */
export function getProviderCommissionLineItems(
  config: CommissionConfig | null | undefined,
  orderTotal: Money,
): LineItemDraft[] {
  return commissionLineItems(config, orderTotal, 'provider');
}

/** The customer commission line (added to the pay-in), on the order line's total only. */
export function getCustomerCommissionLineItems(
  config: CommissionConfig | null | undefined,
  orderTotal: Money,
): LineItemDraft[] {
  return commissionLineItems(config, orderTotal, 'customer');
}
