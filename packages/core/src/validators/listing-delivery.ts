import { z } from 'zod';
import { moneyInputSchema } from '../money/money-input.ts';
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

/** The delivery form as typed: ticked methods, the pickup address and its point, fees as money text. */
export interface ListingDeliveryInput {
  pickupEnabled: boolean;
  shippingEnabled: boolean;
  address: string;
  building: string;
  /** The point a suggestion gave the address, as 'lat,lng'; '' while the text is not recognised. */
  origin: string;
  shippingPriceOneItem: string;
  shippingPriceAdditionalItems: string;
}

function originOf(text: string): { lat: number; lng: number } | undefined {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
  return match ? { lat: Number(match[1]), lng: Number(match[2]) } : undefined;
}

/**
 * The delivery tab as typed (spec §5 Listing): the fees read as money in the marketplace currency
 * and locale into minor units, the address with the point its suggestion gave, then the rules of
 * `ListingDeliveryFormSchema`. Issues name the stored keys (`location.address`,
 * `shippingPriceInSubunitsOneItem`), or the typed fee (`shippingPriceOneItem`) when it is not money.
 */
export function listingDeliveryInputSchema(currency: string, locale: string) {
  const fee = moneyInputSchema(currency, locale).transform((money) => money?.amount);
  return z
    .object({
      pickupEnabled: z.boolean(),
      shippingEnabled: z.boolean(),
      address: z.string(),
      building: z.string(),
      origin: z.string(),
      shippingPriceOneItem: fee,
      shippingPriceAdditionalItems: fee,
    })
    .transform((input): z.input<typeof ListingDeliveryFormSchema> => {
      const building = input.building.trim();
      return {
        pickupEnabled: input.pickupEnabled,
        shippingEnabled: input.shippingEnabled,
        location:
          input.address.trim() === ''
            ? undefined
            : { address: input.address, origin: originOf(input.origin), ...(building ? { building } : {}) },
        shippingPriceInSubunitsOneItem: input.shippingPriceOneItem,
        shippingPriceInSubunitsAdditionalItems: input.shippingPriceAdditionalItems,
      };
    })
    .pipe(ListingDeliveryFormSchema);
}
