import { z } from 'zod';

/**
 * Money as line items carry it: integer minor units and an ISO 4217 code. Kept local to pricing
 * so this module does not wait on `money/`; the shapes are the same.
 */
export interface Money {
  amount: number;
  currency: string;
}

/** Money on the wire: a safe integer amount (never a float) and an upper-case three-letter code. */
export const MoneySchema = z.object({
  amount: z.number().int().refine(Number.isSafeInteger, 'amount must be a safe integer'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code'),
});

/** Money from a bigint amount, refusing amounts JavaScript numbers cannot hold exactly. */
export function moneyFromMinorUnits(amount: bigint, currency: string): Money {
  const value = Number(amount);
  if (!Number.isSafeInteger(value)) throw new RangeError(`Amount ${amount} ${currency} is out of range`);
  return { amount: value === 0 ? 0 : value, currency };
}
