import { ShippingAddressSchema } from '@mercato/core/validators/address';
import { DELIVERY_METHODS } from '@mercato/core/validators/order';
import { z } from 'zod';
import { schemaForm } from '../../lib/forms/validate-form.ts';
import { MAX_ORDER_QUANTITY } from '../listings/purchase-view.ts';
import { CardNumberSchema } from './checkout-form.ts';

// The checkout's "Confirm and pay" form for items (spec §2 CheckoutPage, §5 Order and Shipping
// address): the quantity and delivery carried over from the listing page, the shipping address
// when the order is shipped, and the card.

/** The address inputs, by the key of the core address rules they are checked with. */
export const SHIPPING_FIELDS = {
  name: 'shippingName',
  addressLine1: 'shippingLine1',
  addressLine2: 'shippingLine2',
  city: 'shippingCity',
  state: 'shippingState',
  postalCode: 'shippingPostalCode',
  country: 'shippingCountry',
  phoneNumber: 'shippingPhone',
} as const;

const optionalText = z.string().optional();

export const PurchaseCheckoutFormSchema = z
  .object({
    quantity: z.coerce.number().int().min(1).max(MAX_ORDER_QUANTITY),
    deliveryMethod: z.enum(DELIVERY_METHODS).optional(),
    shippingName: optionalText,
    shippingLine1: optionalText,
    shippingLine2: optionalText,
    shippingCity: optionalText,
    shippingState: optionalText,
    shippingPostalCode: optionalText,
    shippingCountry: optionalText,
    shippingPhone: optionalText,
    cardNumber: CardNumberSchema,
  })
  .transform((form, ctx) => {
    if (form.deliveryMethod !== 'shipping') return { ...form, shippingAddress: null };
    const address = ShippingAddressSchema.safeParse(
      Object.fromEntries(Object.entries(SHIPPING_FIELDS).map(([key, field]) => [key, form[field]])),
    );
    if (address.success) return { ...form, shippingAddress: address.data };
    for (const issue of address.error.issues) {
      const field = SHIPPING_FIELDS[issue.path[0] as keyof typeof SHIPPING_FIELDS];
      ctx.addIssue({ code: 'custom', message: issue.message, path: [field ?? 'shippingName'] });
    }
    return z.NEVER;
  });

/** The purchase checkout form's parser, for the browser and the action alike. */
export const purchaseCheckoutForm = schemaForm(PurchaseCheckoutFormSchema, [
  'quantity',
  'deliveryMethod',
  ...Object.values(SHIPPING_FIELDS),
  'cardNumber',
]);

/** The shipping address as the order keeps it (`protectedData.shippingDetails`, the template's shape). */
export function shippingDetailsOf(address: z.infer<typeof ShippingAddressSchema>) {
  return {
    name: address.name,
    ...(address.phoneNumber ? { phoneNumber: address.phoneNumber } : {}),
    address: {
      line1: address.addressLine1,
      ...(address.addressLine2 ? { line2: address.addressLine2 } : {}),
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
      country: address.country,
    },
  };
}
