import {
  type DecimalInput,
  decimalFromInteger,
  multiplyDecimals,
  roundHalfUp,
  shiftDecimal,
  toStrictDecimal,
} from '../money/decimal.ts';
import { type Money, moneyFromMinorUnits } from '../money/money.ts';

/** A party whose total a line item counts toward: the customer's pay-in, the provider's payout. */
export type LineItemParty = 'customer' | 'provider';

/** Default `includeFor` when a line item names none. */
export const DEFAULT_INCLUDE_FOR: readonly LineItemParty[] = ['customer', 'provider'];

/** What a line item charges: its code, unit price, and exactly one of quantity, percentage, or units with seats. */
interface LineItemCharge {
  code: string;
  unitPrice: Money;
  quantity?: DecimalInput;
  percentage?: DecimalInput;
  units?: DecimalInput;
  seats?: number;
}

/**
 * A line item before the platform has computed it: what pricing code builds and what clients may
 * send to `privileged-set-line-items`.
 */
export interface LineItemDraft extends LineItemCharge {
  includeFor?: LineItemParty[];
  /** When given by a client it must equal the computed total. */
  lineTotal?: Money;
}

/** A computed line item as stored on a transaction and sent on the wire. */
export interface LineItem extends LineItemCharge {
  includeFor: LineItemParty[];
  lineTotal: Money;
  /** True only for the negating lines added by a full refund. */
  reversal: boolean;
}

/** The pricing part of a line item, whichever form it takes. */
type Pricing = Pick<LineItemDraft, 'unitPrice' | 'quantity' | 'percentage' | 'units' | 'seats'>;

/** Outcome of computing a line total; a message instead when the item cannot be priced. */
export type LineTotalResult = { ok: true; lineTotal: Money } | { ok: false; message: string };

/** Which pricing form a line item uses, or null when it has none or a mix. */
export function getPricingMode(item: Pricing): 'quantity' | 'percentage' | 'seats' | null {
  const hasSeatsPart = item.units !== undefined || item.seats !== undefined;
  const modes = [item.quantity !== undefined, item.percentage !== undefined, hasSeatsPart];
  if (modes.filter(Boolean).length !== 1) return null;
  if (item.quantity !== undefined) return 'quantity';
  if (item.percentage !== undefined) return 'percentage';
  return item.units !== undefined && item.seats !== undefined ? 'seats' : null;
}

/**
 * The line total: quantity × unit price, percentage / 100 × unit price, or units × seats × unit
 * price, computed exactly and rounded half-up to whole minor units.
 */
export function computeLineTotal(item: Pricing): LineTotalResult {
  const mode = getPricingMode(item);
  if (mode === null) {
    return {
      ok: false,
      message: 'a line item needs exactly one of quantity, percentage, or units with seats',
    };
  }
  if (mode === 'seats' && !(Number.isInteger(item.seats) && (item.seats as number) >= 0)) {
    return { ok: false, message: 'seats must be a non-negative integer' };
  }
  const [name, raw] =
    mode === 'quantity'
      ? ['quantity', item.quantity]
      : mode === 'percentage'
        ? ['percentage', item.percentage]
        : ['units', item.units];
  const multiplier = toStrictDecimal(raw as DecimalInput);
  if (!multiplier) return { ok: false, message: `${name} is not a decimal: ${String(raw)}` };
  let exact = multiplyDecimals(decimalFromInteger(item.unitPrice.amount), multiplier);
  if (mode === 'percentage') exact = shiftDecimal(exact, 2);
  if (mode === 'seats') exact = multiplyDecimals(exact, decimalFromInteger(item.seats as number));
  const total = roundHalfUp(exact);
  if (!Number.isSafeInteger(Number(total))) return { ok: false, message: 'line total is out of range' };
  return { ok: true, lineTotal: moneyFromMinorUnits(total, item.unitPrice.currency) };
}

/**
 * A draft made into a line item with its total and `reversal: false`, for drafts built by our own
 * pricing code; client input goes through `validateLineItems` instead.
 */
export function toLineItem(draft: LineItemDraft): LineItem {
  const result = computeLineTotal(draft);
  if (!result.ok) throw new RangeError(`${draft.code}: ${result.message}`);
  const { lineTotal: _ignored, includeFor, ...rest } = draft;
  return {
    ...rest,
    includeFor: [...(includeFor ?? DEFAULT_INCLUDE_FOR)],
    lineTotal: result.lineTotal,
    reversal: false,
  };
}
