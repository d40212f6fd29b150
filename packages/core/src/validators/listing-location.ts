import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.ts';

/** Text shown when an address was typed but not picked from the geocoder's suggestions. */
export const ADDRESS_NOT_RECOGNISED_MESSAGE = 'please choose an address from the suggestions';

/** A point on the map. */
export const LatLngSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

/**
 * An address recognised by the geocoder: the text and its coordinates. Without coordinates the
 * listing cannot be found by location, so free text alone is refused.
 */
export const RecognisedAddressSchema = z
  .object(
    {
      address: z.string({ error: VALIDATION_MESSAGES.required }).trim().min(1, VALIDATION_MESSAGES.required),
      origin: LatLngSchema.optional(),
      building: z.string().trim().max(200).optional(),
    },
    { error: VALIDATION_MESSAGES.required },
  )
  .superRefine((value, context) => {
    if (!value.origin)
      context.addIssue({ code: 'custom', message: ADDRESS_NOT_RECOGNISED_MESSAGE, path: ['address'] });
  });
/** A parsed recognised address. */
export type RecognisedAddress = z.infer<typeof RecognisedAddressSchema>;

/** The location tab (spec §5 Listing: location required). */
export const ListingLocationFormSchema = z.object({ location: RecognisedAddressSchema });
/** Parsed location tab. */
export type ListingLocationForm = z.infer<typeof ListingLocationFormSchema>;
