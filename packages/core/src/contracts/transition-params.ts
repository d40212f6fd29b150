import { z } from 'zod';
import { BillingAddressSchema } from '../validators/address.ts';

const instant = z.union([
  z.date(),
  z.iso
    .datetime({ offset: true, error: 'must be an instant such as 2026-11-22T12:00:00.000Z' })
    .transform((value) => new Date(value)),
]);

const PROTECTED_DATA_MAX_BYTES = 50 * 1024;

const extendedData = z
  .record(z.string().max(256), z.unknown())
  .refine(
    (value) => JSON.stringify(value).length <= PROTECTED_DATA_MAX_BYTES,
    'must be at most 50 KB as JSON',
  );

/**
 * The `params` of a transition: the union of its actions' parameters (api notes §8.2). Unknown keys
 * are ignored, as Sharetribe does (the web template sends `cardToken`); known ones must be valid.
 */
export const TransitionParamsSchema = z.looseObject({
  listingId: z.uuid('must be a listing id').optional(),
  bookingStart: instant.optional(),
  bookingEnd: instant.optional(),
  bookingDisplayStart: instant.optional(),
  bookingDisplayEnd: instant.optional(),
  seats: z.number().int('must be a whole number').min(1).max(10_000).optional(),
  stockReservationQuantity: z.number().int().min(1).max(1_000_000).optional(),
  deliveryMethod: z.string().max(100).optional(),
  priceVariantName: z.string().max(200).optional(),
  protectedData: extendedData.optional(),
  metadata: extendedData.optional(),
  lineItems: z.array(z.unknown()).max(50).optional(),
  paymentMethod: z.string().min(1).max(200).optional(),
  /** Keep the card that pays for later payments (saved with `stripe_customer/*` afterwards). */
  setupPaymentMethodForSaving: z.boolean('must be true or false').optional(),
  /** Mercato's own: the card holder and billing address of `paymentMethod` (spec §5). */
  billingAddress: BillingAddressSchema.optional(),
  reviewRating: z.number().int('must be a whole number from 1 to 5').min(1).max(5).optional(),
  reviewContent: z.string().trim().min(1, 'is required').max(10_000).optional(),
});

/** Parsed transition parameters (instants as `Date`). */
export type TransitionParams = z.infer<typeof TransitionParamsSchema>;

/** Transition parameters as a client sends them (instants as `Date` or ISO text). */
export type TransitionParamsInput = z.input<typeof TransitionParamsSchema>;
