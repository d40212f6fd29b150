import { z } from 'zod';
import { ExtendedDataAttributeSchema } from './resource.ts';

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
  relationships: z.record(z.string(), z.unknown()).optional(),
});
/** A current user as the web app sees it. */
export type CurrentUserResource = z.infer<typeof CurrentUserResourceSchema>;
