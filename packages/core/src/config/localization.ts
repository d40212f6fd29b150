import { z } from 'zod';
import { isSupportedCurrency } from '../money/currencies.ts';

/** Text of the currency rule (spec §5 Config validation). */
export const UNSUPPORTED_CURRENCY_MESSAGE = 'currency must be supported';

/** Folds any integer into 0 (Sunday) … 6 (Saturday), the way the spec takes the first day modulo 7. */
export function normaliseFirstDayOfWeek(day: number): number {
  return ((day % 7) + 7) % 7;
}

/** Locale, marketplace currency and first day of week (spec §1: en-US, USD, Monday). */
export const LocalizationSchema = z.object({
  locale: z.string().min(2).default('en-US'),
  currency: z.string().refine(isSupportedCurrency, UNSUPPORTED_CURRENCY_MESSAGE).default('USD'),
  firstDayOfWeek: z.int().transform(normaliseFirstDayOfWeek).default(1),
});
/** Parsed localization config. */
export type LocalizationConfig = z.infer<typeof LocalizationSchema>;
