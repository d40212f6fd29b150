import { z } from 'zod';
import type { LineItemDraft } from './line-item.ts';
import { LINE_ITEM_CODES } from './line-item-codes.ts';

/** Shortest bookable variant (spec §5 "booking length at least 15 minutes"). */
export const MIN_BOOKING_LENGTH_MINUTES = 15;

/** Minutes between allowed start times of each interval setting (spec §9: quarter, half or full hour). */
export const START_TIME_INTERVAL_MINUTES = { quarterHour: 15, halfHour: 30, hour: 60 } as const;

/** How often a variant's bookings may start. */
export type StartTimeInterval = keyof typeof START_TIME_INTERVAL_MINUTES;

/** One price variant of a listing (`publicData.priceVariants[]`). */
export const PriceVariantSchema = z.object({
  name: z.string().trim().min(1, 'name is required'),
  priceInSubunits: z.number().int().nonnegative('price must not be negative'),
  bookingLengthInMinutes: z
    .number()
    .int()
    .min(MIN_BOOKING_LENGTH_MINUTES, `booking length must be at least ${MIN_BOOKING_LENGTH_MINUTES} minutes`),
  startTimeInterval: z.enum(['quarterHour', 'halfHour', 'hour']).optional(),
});

/** A listing's price variants: names must be unique, since orders pick a variant by name. */
export const PriceVariantsSchema = z
  .array(PriceVariantSchema)
  .refine((variants) => new Set(variants.map((v) => v.name)).size === variants.length, {
    message: 'price variant names must be unique',
  });

/** One price variant of a listing. */
export type PriceVariant = z.infer<typeof PriceVariantSchema>;

/** The variant an order names, if the listing has it. */
export function findPriceVariant(
  variants: readonly PriceVariant[] | null | undefined,
  name: string | null | undefined,
): PriceVariant | undefined {
  return name ? variants?.find((v) => v.name === name) : undefined;
}

/** When a booking of the variant that starts at `start` (epoch ms) ends. */
export function getPriceVariantBookingEnd(variant: PriceVariant, start: number): number {
  return start + variant.bookingLengthInMinutes * 60_000;
}

/**
 * The order line for one booking of a variant: a fixed-length session at the variant's price,
 * split into units × seats when several seats are booked.
 */
export function getPriceVariantLineItem(
  variant: PriceVariant,
  currency: string,
  seats?: number,
): LineItemDraft {
  const unitPrice = { amount: variant.priceInSubunits, currency };
  const amount = seats && seats > 0 ? { units: 1, seats } : { quantity: 1 };
  return { code: LINE_ITEM_CODES.fixed, unitPrice, ...amount, includeFor: ['customer', 'provider'] };
}
