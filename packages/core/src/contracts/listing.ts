import { z } from 'zod';
import { AvailabilityPlanSchema } from '../availability/availability-plan.ts';
import { MoneySchema } from '../money/money-schema.ts';
import { ExtendedDataSchema } from '../validators/extended-data.ts';
import { LISTING_DESCRIPTION_MAX_LENGTH, LISTING_TITLE_MAX_LENGTH } from '../validators/listing-details.ts';
import { LatLngSchema } from '../validators/listing-location.ts';
import { hasHiddenCharacters } from '../validators/visible-text.ts';
import { FileAttachmentsInputSchema } from './file.ts';
import { ExtendedDataAttributeSchema, RelationshipsSchema } from './resource.ts';

/** The states of a listing (spec §3, §4). */
export const LISTING_STATES = ['draft', 'pendingApproval', 'published', 'closed'] as const;

/** A listing's state. */
export type ListingState = (typeof LISTING_STATES)[number];

import { LISTING_MAX_IMAGES } from './listing-limits.ts';

export { LISTING_MAX_IMAGES };

/** A listing title as stored: trimmed, 1–60 characters, no control or bidi characters. */
export const ListingTitleSchema = z
  .string({ error: 'this field is required' })
  .trim()
  .min(1, 'this field is required')
  .max(LISTING_TITLE_MAX_LENGTH, `must be ${LISTING_TITLE_MAX_LENGTH} characters or less`)
  .refine(
    (title) => !hasHiddenCharacters(title),
    'must not contain control or invisible formatting characters',
  );

const ListingId = z.uuid('must be a listing id');

/** The writable attributes of a listing (api notes §4 #22); every one optional on update. */
export const ListingAttributesShape = {
  title: ListingTitleSchema,
  description: z
    .string()
    .max(LISTING_DESCRIPTION_MAX_LENGTH, `must be ${LISTING_DESCRIPTION_MAX_LENGTH} characters or less`)
    .nullable()
    .optional(),
  geolocation: LatLngSchema.nullable().optional(),
  price: MoneySchema.nullable().optional(),
  availabilityPlan: AvailabilityPlanSchema.nullable().optional(),
  publicData: ExtendedDataSchema.optional(),
  privateData: ExtendedDataSchema.optional(),
  images: z
    .array(z.uuid('must be an image id'))
    .max(LISTING_MAX_IMAGES, `at most ${LISTING_MAX_IMAGES} images`)
    .refine((ids) => new Set(ids).size === ids.length, 'an image may appear only once')
    .optional(),
  /** The owner's files a transaction reveals to its customer (default-download); they replace the list. */
  protectedFileAttachments: FileAttachmentsInputSchema.nullable().optional(),
};

/** Body of `own_listings/create` and `own_listings/create_draft`: a title and any other attributes. */
export const CreateListingCommandSchema = z.strictObject(ListingAttributesShape);
/** A parsed create command. */
export type CreateListingCommand = z.infer<typeof CreateListingCommandSchema>;

/** Body of `own_listings/update`: the listing's id and the attributes to change. */
export const UpdateListingCommandSchema = z.strictObject({
  id: ListingId,
  ...ListingAttributesShape,
  title: ListingTitleSchema.optional(),
});
/** A parsed update command. */
export type UpdateListingCommand = z.infer<typeof UpdateListingCommandSchema>;

/** Body of the lifecycle commands (`publish_draft`, `discard_draft`, `open`, `close`). */
export const ListingIdCommandSchema = z.strictObject({ id: ListingId });

/** Body of `own_listings/add_image`. */
export const AddListingImageCommandSchema = z.strictObject({
  id: ListingId,
  imageId: z.uuid('must be an image id'),
});

const ListingAttributesSchema = z.object({
  title: z.string().optional(),
  description: z.string().nullable().optional(),
  geolocation: z.object({ lat: z.number(), lng: z.number() }).nullable().optional(),
  createdAt: z.string().optional(),
  price: z.object({ amount: z.number(), currency: z.string() }).nullable().optional(),
  availabilityPlan: z.record(z.string(), z.unknown()).nullable().optional(),
  state: z.enum(LISTING_STATES).optional(),
  deleted: z.boolean(),
  publicData: ExtendedDataAttributeSchema.optional(),
  privateData: ExtendedDataAttributeSchema.optional(),
  metadata: ExtendedDataAttributeSchema.optional(),
});

/**
 * The `listing` and `ownListing` resources in JSON encoding; a deleted listing carries only its
 * flag, and a command without `expand` only its id and type.
 */
export const ListingResourceSchema = z.object({
  id: z.string(),
  type: z.enum(['listing', 'ownListing']),
  attributes: ListingAttributesSchema.partial(),
  relationships: RelationshipsSchema,
});
/** A listing as the API answers it. */
export type ListingResource = z.infer<typeof ListingResourceSchema>;
