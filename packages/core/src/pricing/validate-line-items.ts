import { z } from 'zod';
import { API_ERRORS } from '../errors/api-errors.ts';
import { DECIMAL_PATTERN } from '../money/decimal.ts';
import type { Money } from '../money/money.ts';
import { MoneySchema } from '../money/money-schema.ts';
import { computeLineTotal, DEFAULT_INCLUDE_FOR, type LineItem } from './line-item.ts';
import { isValidLineItemCode, LINE_ITEM_CODE_MAX_LENGTH } from './line-item-codes.ts';
import { calculatePayinTotal, calculatePayoutTotal } from './line-item-totals.ts';

/** Most line items one transaction may carry (api notes §8.2). */
export const MAX_LINE_ITEMS = 50;

const DecimalInputSchema = z.union([
  z.number().refine(Number.isFinite, 'must be a finite number'),
  z.string().regex(DECIMAL_PATTERN, 'must be a decimal number'),
]);

/** One client-supplied line item of `privileged-set-line-items`. */
export const LineItemInputSchema = z.object({
  code: z
    .string()
    .max(LINE_ITEM_CODE_MAX_LENGTH, `code must be at most ${LINE_ITEM_CODE_MAX_LENGTH} characters`)
    .refine(isValidLineItemCode, "code must start with 'line-item/' and contain no whitespace"),
  unitPrice: MoneySchema,
  quantity: DecimalInputSchema.optional(),
  percentage: DecimalInputSchema.optional(),
  units: DecimalInputSchema.optional(),
  seats: z.number().int('seats must be an integer').nonnegative("seats can't be negative").optional(),
  includeFor: z
    .array(z.enum(['customer', 'provider']))
    .min(1, 'includeFor must name customer, provider or both')
    .refine((parties) => new Set(parties).size === parties.length, 'includeFor must not repeat a party')
    .optional(),
  lineTotal: MoneySchema.optional(),
  // Reversals are made by refunds, never sent by clients.
  reversal: z.literal(false).optional(),
});

/** Line items accepted by `privileged-set-line-items`, with the totals they produce. */
export interface ValidLineItems {
  ok: true;
  lineItems: LineItem[];
  payinTotal: Money;
  payoutTotal: Money;
}

/** Why client-supplied line items were refused. */
export interface InvalidLineItems {
  ok: false;
  code: 'validation-invalid-params';
  status: number;
  message: string;
  /** Where in the input, e.g. `[2, 'lineTotal']`. */
  path: (string | number)[];
}

function invalid(message: string, path: (string | number)[]): InvalidLineItems {
  const code = 'validation-invalid-params';
  return { ok: false, code, status: API_ERRORS[code].status, message, path };
}

const sameMoney = (a: Money, b: Money) => a.amount === b.amount && a.currency === b.currency;

/**
 * Checks line items sent by a trusted client the way the platform must before storing them: shape,
 * codes, one pricing form each, a single currency, any given `lineTotal` equal to the computed one,
 * and non-negative pay-in and payout. Returns the computed items and totals.
 */
export function validateLineItems(input: unknown): ValidLineItems | InvalidLineItems {
  const parsed = z
    .array(LineItemInputSchema)
    .min(1, 'at least one line item is required')
    .max(MAX_LINE_ITEMS, `at most ${MAX_LINE_ITEMS} line items are allowed`)
    .safeParse(input);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return invalid(
      issue?.message ?? 'invalid line items',
      (issue?.path ?? []).map((p) => (typeof p === 'number' ? p : String(p))),
    );
  }
  const currency = parsed.data[0]?.unitPrice.currency as string;
  const lineItems: LineItem[] = [];
  for (const [index, item] of parsed.data.entries()) {
    for (const [field, money] of [
      ['unitPrice', item.unitPrice],
      ['lineTotal', item.lineTotal],
    ] as const) {
      if (money && money.currency !== currency) {
        return invalid(`all line items must use one currency (${currency}), got ${money.currency}`, [
          index,
          field,
          'currency',
        ]);
      }
    }
    const total = computeLineTotal(item);
    if (!total.ok) return invalid(total.message, [index]);
    if (item.lineTotal && !sameMoney(item.lineTotal, total.lineTotal)) {
      return invalid(
        `lineTotal ${item.lineTotal.amount} does not match the computed ${total.lineTotal.amount}`,
        [index, 'lineTotal'],
      );
    }
    const { lineTotal: _given, reversal: _reversal, includeFor, ...pricing } = item;
    lineItems.push({
      ...pricing,
      includeFor: includeFor ?? [...DEFAULT_INCLUDE_FOR],
      lineTotal: total.lineTotal,
      reversal: false,
    });
  }
  const payinTotal = calculatePayinTotal(lineItems, currency);
  const payoutTotal = calculatePayoutTotal(lineItems, currency);
  if (payinTotal.amount < 0) return invalid('payinTotal must not be negative', []);
  if (payoutTotal.amount < 0) return invalid('payoutTotal must not be negative', []);
  return { ok: true, lineItems, payinTotal, payoutTotal };
}
