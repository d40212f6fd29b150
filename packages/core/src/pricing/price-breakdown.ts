// A party's price breakdown: the line items that count toward its total, each with a label, and
// that total. The checkout, order and sale pages word it with the `PriceBreakdown` UI texts; the
// transaction emails with their own texts of the same keys (`Notification.PriceBreakdown.*`).

import { formatMoney } from '../money/money-format.ts';
import type { PRICE_BREAKDOWN_TEXTS } from '../texts/catalogs/transactions/price-breakdown.ts';
import type { CatalogTexts } from '../texts/ui-texts.ts';

/** Whose breakdown: the customer's pay-in or the provider's payout. */
export type BreakdownParty = 'customer' | 'provider';

/** The words of a breakdown, by the keys of the `PriceBreakdown` catalog. */
export type BreakdownTexts = CatalogTexts<typeof PRICE_BREAKDOWN_TEXTS>;

interface MoneyLike {
  amount: number;
  currency: string;
}

/** A line item as the API sends it or the platform stores it: only what a breakdown reads. */
export interface BreakdownLineItem {
  code: string;
  unitPrice: MoneyLike;
  lineTotal: MoneyLike;
  quantity?: string | number | undefined;
  units?: string | number | undefined;
  reversal: boolean;
  includeFor: readonly string[];
}

/** One row of a price breakdown. */
export interface BreakdownRow {
  code: string;
  label: string;
  amount: string;
}

/** The price breakdown a party sees: its line items and its total. */
export interface BreakdownView {
  rows: BreakdownRow[];
  totalLabel: string;
  total: string | null;
}

/** The text of a quantity of each unit ("2 hours"), by line item code. */
const UNIT_QUANTITIES: Record<string, 'hours' | 'days' | 'nights' | 'items' | 'sessions' | 'downloads'> = {
  'line-item/hour': 'hours',
  'line-item/day': 'days',
  'line-item/night': 'nights',
  'line-item/item': 'items',
  'line-item/fixed': 'sessions',
  'line-item/file': 'downloads',
};

/** Money for display; an amount in a currency Mercato does not know stays readable. */
export function moneyText(money: MoneyLike | null | undefined): string | null {
  if (!money) return null;
  try {
    return formatMoney(money);
  } catch {
    return `${money.amount} ${money.currency}`;
  }
}

function quantityText(item: BreakdownLineItem, t: BreakdownTexts): string | null {
  const raw = item.quantity ?? item.units;
  if (raw === undefined) return null;
  const quantity = String(raw);
  const unit = UNIT_QUANTITIES[item.code];
  if (!unit) return quantity;
  return t(unit, { count: Number(quantity), quantity });
}

function rowLabel(item: BreakdownLineItem, party: BreakdownParty, t: BreakdownTexts): string {
  if (item.code === 'line-item/customer-commission') return t('marketplaceFee');
  if (item.code === 'line-item/provider-commission')
    return party === 'provider' ? t('marketplaceFee') : t('providerFee');
  if (item.code === 'line-item/shipping-fee') return t('shipping');
  if (item.code === 'line-item/pickup-fee') return t('pickup');
  const unitPrice = moneyText(item.unitPrice);
  const quantity = quantityText(item, t);
  const base =
    quantity && unitPrice ? t('unitPriceTimesQuantity', { unitPrice, quantity }) : (unitPrice ?? item.code);
  return item.reversal ? t('refund', { line: base }) : base;
}

/** The line items included for `party`, and the customer's pay-in or the provider's payout total. */
export function priceBreakdownOf(
  totals: {
    lineItems?: readonly BreakdownLineItem[] | undefined;
    payinTotal?: MoneyLike | null | undefined;
    payoutTotal?: MoneyLike | null | undefined;
  },
  party: BreakdownParty,
  t: BreakdownTexts,
): BreakdownView {
  const rows = (totals.lineItems ?? [])
    .filter((item) => item.includeFor.includes(party))
    .map((item) => ({
      code: item.code,
      label: rowLabel(item, party, t),
      amount: moneyText(item.lineTotal) ?? '',
    }));
  const total = party === 'customer' ? totals.payinTotal : totals.payoutTotal;
  return {
    rows,
    totalLabel: party === 'customer' ? t('totalPrice') : t('providerTotal'),
    total: moneyText(total),
  };
}
