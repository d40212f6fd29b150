import { z } from 'zod';
import { BIO_MAX_LENGTH, NameSchema } from '../validators/auth.ts';
import { ExtendedDataSchema } from '../validators/extended-data.ts';
import { ExtendedDataAttributeSchema, RelationshipsSchema } from './resource.ts';

/** The `currentUser` resource in the API's JSON encoding (spec §3 Current user). */
export const CurrentUserResourceSchema = z.object({
  id: z.string(),
  type: z.literal('currentUser'),
  attributes: z.object({
    banned: z.boolean(),
    deleted: z.boolean(),
    createdAt: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    pendingEmail: z.string().nullable(),
    /** Payout details at Stripe: an account, and whether Stripe lets it take charges and payouts. */
    stripeConnected: z.boolean().optional(),
    stripeChargesEnabled: z.boolean().optional(),
    stripePayoutsEnabled: z.boolean().optional(),
    state: z.enum(['active', 'pendingApproval', 'banned']),
    profile: z.object({
      firstName: z.string(),
      lastName: z.string(),
      displayName: z.string(),
      abbreviatedName: z.string(),
      bio: z.string().nullable(),
      publicData: ExtendedDataAttributeSchema,
      protectedData: ExtendedDataAttributeSchema,
      privateData: ExtendedDataAttributeSchema,
      metadata: ExtendedDataAttributeSchema,
    }),
  }),
  relationships: RelationshipsSchema,
});
/** A current user as the web app sees it. */
export type CurrentUserResource = z.infer<typeof CurrentUserResourceSchema>;

/**
 * Body of `current_user/update_profile` (api notes §4 #6): every field optional; `null` clears the
 * bio and the profile image, extended data merges by top-level key (`null` removes a key).
 */
export const UpdateProfileCommandSchema = z.strictObject({
  firstName: NameSchema.optional(),
  lastName: NameSchema.optional(),
  displayName: NameSchema.optional(),
  bio: z
    .string()
    .max(BIO_MAX_LENGTH, `bio must be ${BIO_MAX_LENGTH} characters or less`)
    .nullable()
    .optional(),
  profileImageId: z.uuid('must be an image id').nullable().optional(),
  publicData: ExtendedDataSchema.optional(),
  protectedData: ExtendedDataSchema.optional(),
  privateData: ExtendedDataSchema.optional(),
});
/** Parsed profile update command. */
export type UpdateProfileCommand = z.infer<typeof UpdateProfileCommandSchema>;
