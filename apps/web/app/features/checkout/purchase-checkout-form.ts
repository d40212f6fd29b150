import {
  type BillingAddress,
  type ShippingAddress,
  ShippingAddressSchema,
} from '@mercato/core/validators/address';
import { DELIVERY_METHODS } from '@mercato/core/validators/order';
import { z } from 'zod';
import { type FormResult, joinForms, schemaForm } from '../../lib/forms/validate-form.ts';
import { MAX_ORDER_QUANTITY } from '../booking-panel/purchase-view.ts';
import { billingAddressForm, SAME_AS_SHIPPING_FIELD } from './billing-address-form.ts';
import {
  CARD_PAYMENT_FIELDS,
  CardPaymentShape,
  requireCardUnlessSaved,
  SAVE_CARD_FIELD,
} from './checkout-form.ts';

// The checkout's "Confirm and pay" form for items (spec §2 CheckoutPage, §5 Order and Shipping
// address): the quantity and delivery carried over from the listing page, the shipping address
// when the order is shipped, and the card with its billing address (the shipping address by choice).

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
    ...CardPaymentShape,
    /** The product variant ordered, for a listing sold by variant. */
    priceVariantName: z.string().max(200).optional(),
    [SAME_AS_SHIPPING_FIELD]: z.boolean().default(false),
  })
  .superRefine(requireCardUnlessSaved)
  .transform((form, ctx) => {
    if (form.deliveryMethod !== 'shipping') return { ...form, shippingAddress: null };
    const shippingAddress = shippingAddressOf(form, ctx);
    return shippingAddress ? { ...form, shippingAddress } : z.NEVER;
  });

/** The shipping address of the submitted inputs, or null after naming each wrong input in `ctx`. */
function shippingAddressOf(
  form: Partial<Record<(typeof SHIPPING_FIELDS)[keyof typeof SHIPPING_FIELDS], string>>,
  ctx: z.RefinementCtx,
): ShippingAddress | null {
  const address = ShippingAddressSchema.safeParse(
    Object.fromEntries(Object.entries(SHIPPING_FIELDS).map(([key, field]) => [key, form[field]])),
  );
  if (address.success) return address.data;
  for (const issue of address.error.issues) {
    const field = SHIPPING_FIELDS[issue.path[0] as keyof typeof SHIPPING_FIELDS];
    ctx.addIssue({ code: 'custom', message: issue.message, path: [field ?? 'shippingName'] });
  }
  return null;
}

const orderForm = schemaForm(
  PurchaseCheckoutFormSchema,
  [
    'quantity',
    'priceVariantName',
    'deliveryMethod',
    ...Object.values(SHIPPING_FIELDS),
    ...CARD_PAYMENT_FIELDS,
  ],
  [SAME_AS_SHIPPING_FIELD, SAVE_CARD_FIELD],
);

/**
 * The purchase checkout form's parser, for the browser and the action alike: the order, card and
 * billing address — the shipping address itself when a shipped order says they are the same.
 */
export const purchaseCheckoutForm = joinForms(
  orderForm,
  (form, order): FormResult<BillingAddress | null> => {
    const shipped = form.get('deliveryMethod') === 'shipping';
    if (!shipped || form.get(SAME_AS_SHIPPING_FIELD) !== 'on') return billingAddressForm(form);
    if (!order?.shippingAddress) return { ok: true, data: null };
    const { phoneNumber: _phone, ...billingAddress } = order.shippingAddress;
    return { ok: true, data: billingAddress };
  },
  (order, billingAddress) => ({ ...order, billingAddress }),
);

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
