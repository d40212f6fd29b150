import { z } from 'zod';
import { MONEY_MESSAGES } from './money.ts';

// Apart from the money rules (`money.ts`), so a page that only converts or formats amounts loads no
// zod.

/** Wire shape of money: safe-integer minor units and a three-letter upper-case code. */
export const MoneySchema = z.object({
  amount: z.number().int().refine(Number.isSafeInteger, MONEY_MESSAGES.unsafe),
  currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be a three-letter ISO 4217 code'),
});
