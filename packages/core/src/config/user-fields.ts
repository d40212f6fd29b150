import { z } from 'zod';
import { checkTypedField, customFieldShape, saveConfigShape } from './field-common.ts';

/** Where a user field is stored in the profile (spec §3 "User field config"). */
export const USER_FIELD_SCOPES = ['public', 'protected', 'private', 'metadata'] as const;

/** One of the user field scopes. */
export type UserFieldScope = (typeof USER_FIELD_SCOPES)[number];

/** How a user field is shown on the profile page. */
export const UserShowConfigSchema = z.object({
  label: z.string().optional(),
  displayInProfile: z.boolean().default(true),
});

/** How a user field is asked for on signup and profile settings. */
export const UserSaveConfigSchema = z.object({
  ...saveConfigShape,
  displayInSignUp: z.boolean().default(true),
});

/** Limits a user field to some user types. */
export const UserTypeLimitSchema = z.object({
  limitToUserTypeIds: z.boolean().default(false),
  userTypeIds: z.array(z.string()).default([]),
});

/** One custom user field (spec §3), with the per-type rules of spec §5. */
export const UserFieldSchema = z
  .object({
    ...customFieldShape(USER_FIELD_SCOPES),
    showConfig: UserShowConfigSchema.optional(),
    saveConfig: UserSaveConfigSchema.optional(),
    userTypeConfig: UserTypeLimitSchema.optional(),
  })
  .superRefine(checkTypedField);
/** A parsed user field config. */
export type UserFieldConfig = z.infer<typeof UserFieldSchema>;

/** Whether a user field applies to a user of this type. */
export function isUserFieldApplicable(field: UserFieldConfig, userType: string | undefined): boolean {
  const limit = field.userTypeConfig;
  return !limit?.limitToUserTypeIds || limit.userTypeIds.includes(userType ?? '');
}
