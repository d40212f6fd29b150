import { z } from 'zod';
import { TypeIdSchema } from './listing-types.ts';

/** Whether a default user field is asked for on signup and whether it is required. */
export const FieldDisplaySettingsSchema = z.object({
  displayInSignUp: z.boolean().default(false),
  required: z.boolean().default(false),
});

/** Links in the account menu a user type may see (spec §6: hideable per user type). */
export const AccountLinksVisibilitySchema = z.object({
  postListings: z.boolean().default(true),
  paymentMethods: z.boolean().default(true),
  payoutDetails: z.boolean().default(true),
});

/** Text of the role rule. */
export const USER_TYPE_ROLE_MESSAGE = 'a user type needs at least one role';

/** A user type (spec §3): id, label, roles and the settings of its default fields. */
export const UserTypeSchema = z
  .object({
    userType: TypeIdSchema,
    label: z.string().min(1, 'label is required'),
    roles: z
      .object({ customer: z.boolean().default(true), provider: z.boolean().default(true) })
      .default({ customer: true, provider: true }),
    defaultUserFields: z
      .object({ displayName: z.boolean().default(true), phoneNumber: z.boolean().default(true) })
      .optional(),
    displayNameSettings: FieldDisplaySettingsSchema.optional(),
    phoneNumberSettings: FieldDisplaySettingsSchema.optional(),
    accountLinksVisibility: AccountLinksVisibilitySchema.default({
      postListings: true,
      paymentMethods: true,
      payoutDetails: true,
    }),
  })
  .refine((type) => type.roles.customer || type.roles.provider, {
    message: USER_TYPE_ROLE_MESSAGE,
    path: ['roles'],
  });
/** Parsed user type config. */
export type UserTypeConfig = z.infer<typeof UserTypeSchema>;
