import { z } from 'zod';
import { RecognisedAddressSchema } from './listing-location.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

/** Texts of the delivery tab rules. */
export const DELIVERY_MESSAGES = {
  chooseMethod: 'please choose at least one delivery method',
  feeNotNegative: 'shipping fee must be 0 or more',
} as const;

const FeeSchema = z
  .int({ error: VALIDATION_MESSAGES.required })
  .min(0, DELIVERY_MESSAGES.feeNotNegative)
  .optional();

/**
 * The delivery tab (spec §5 Listing): pickup needs a recognised address; shipping needs fees (in
 * minor units, as stored in publicData) for one item and for each additional item.
 */
export const ListingDeliveryFormSchema = z
  .object({
    pickupEnabled: z.boolean().default(false),
    shippingEnabled: z.boolean().default(false),
    location: z.unknown().optional(),
    shippingPriceInSubunitsOneItem: FeeSchema,
    shippingPriceInSubunitsAdditionalItems: FeeSchema,
  })
  .superRefine((form, context) => {
    if (!form.pickupEnabled && !form.shippingEnabled) {
      context.addIssue({ code: 'custom', message: DELIVERY_MESSAGES.chooseMethod, path: ['pickupEnabled'] });
    }
    if (form.pickupEnabled) {
      const address = RecognisedAddressSchema.safeParse(form.location);
      for (const issue of address.error?.issues ?? []) {
        context.addIssue({ code: 'custom', message: issue.message, path: ['location', ...issue.path] });
      }
    }
    if (form.shippingEnabled) {
      for (const key of [
        'shippingPriceInSubunitsOneItem',
        'shippingPriceInSubunitsAdditionalItems',
      ] as const) {
        if (form[key] === undefined)
          context.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.required, path: [key] });
      }
    }
  });
/** Parsed delivery tab. */
export type ListingDeliveryForm = z.infer<typeof ListingDeliveryFormSchema>;
