import { z } from 'zod';
import {
  CountryCodeSchema,
  PostalCodeSchema,
  refinePostalCodeOfCountry,
  ShippingPhoneSchema,
} from './address.ts';
import { VALIDATION_MESSAGES } from './messages.ts';
import { DELIVERY_METHODS, type DeliveryMethod, ORDER_MESSAGES } from './order.ts';

// What the platform checks of a purchase's delivery when the order is requested (spec §5 Order and
// Shipping address), in the shape the web template sends: `deliveryMethod` among the transition's
// params and `protectedData.shippingDetails` (name, phoneNumber, address.line1…country).

const Line = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .max(200, 'must be 200 characters or less');

/** `protectedData.shippingDetails` of a shipped order. */
export const ShippingDetailsSchema = z.object({
  name: Line,
  phoneNumber: z.union([ShippingPhoneSchema, z.null().transform(() => undefined)]),
  address: z
    .object({
      line1: Line,
      line2: z.string().trim().max(200).nullish(),
      city: Line,
      state: Line,
      postalCode: PostalCodeSchema,
      country: CountryCodeSchema,
    })
    .superRefine(refinePostalCodeOfCountry),
});

/** A parsed shipping address of an order. */
export type ShippingDetails = z.infer<typeof ShippingDetailsSchema>;

/** Why a purchase's delivery cannot be accepted: the path under the params, and the text. */
export interface DeliveryIssue {
  path: (string | number)[];
  message: string;
}

/** The delivery methods a listing offers (`publicData.pickupEnabled`, `shippingEnabled`). */
export function offeredDeliveryMethods(publicData: Record<string, unknown>): DeliveryMethod[] {
  return DELIVERY_METHODS.filter((method) => publicData[`${method}Enabled`] === true);
}

/**
 * The delivery method an order names: the transition's `deliveryMethod` param, else
 * `protectedData.deliveryMethod`, where the web template puts it (its own server takes the param).
 */
export function orderDeliveryMethod(order: {
  deliveryMethod?: string | null | undefined;
  protectedData?: Record<string, unknown> | null | undefined;
}): string | null {
  const inProtectedData = order.protectedData?.deliveryMethod;
  return order.deliveryMethod ?? (typeof inProtectedData === 'string' ? inProtectedData : null);
}

/**
 * The first problem with a purchase's delivery, or null: a listing that offers delivery needs one
 * of its methods, and shipping needs a complete address (a postal code of the country's format, an
 * optional phone number; `shippingPhoneIssue` checks the number against the country's plan). Listings offering neither take orders without a method. A price quote
 * (`requireAddress: false`, the speculative request) comes before the address is asked for.
 */
export function purchaseDeliveryIssue(
  listingPublicData: Record<string, unknown>,
  order: { deliveryMethod?: string | null; protectedData?: Record<string, unknown> | null },
  options: { requireAddress: boolean } = { requireAddress: true },
): DeliveryIssue | null {
  const offered = offeredDeliveryMethods(listingPublicData);
  const method = orderDeliveryMethod(order);
  if (offered.length === 0 && method === null) return null;
  if (method === null || !(offered as string[]).includes(method)) {
    return { path: ['deliveryMethod'], message: ORDER_MESSAGES.deliveryMethod };
  }
  if (method !== 'shipping' || !options.requireAddress) return null;
  const parsed = ShippingDetailsSchema.safeParse(order.protectedData?.shippingDetails);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return {
    path: [
      'protectedData',
      'shippingDetails',
      ...(issue?.path ?? []).map((p) => (typeof p === 'symbol' ? String(p) : p)),
    ],
    message: issue?.message ?? VALIDATION_MESSAGES.required,
  };
}
