import { z } from 'zod';
import { ExtendedDataAttributeSchema, RelationshipsSchema } from './resource.ts';

/** The public `user` resource (banned and deleted users carry only their flags). */
export const UserResourceSchema = z.object({
  id: z.string(),
  type: z.literal('user'),
  attributes: z.object({
    banned: z.boolean(),
    deleted: z.boolean(),
    createdAt: z.string().optional(),
    profile: z
      .object({
        displayName: z.string(),
        abbreviatedName: z.string(),
        bio: z.string().nullable().optional(),
        publicData: ExtendedDataAttributeSchema.optional(),
        metadata: ExtendedDataAttributeSchema.optional(),
      })
      .optional(),
  }),
  relationships: RelationshipsSchema,
});
/** Another user as anyone may see them. */
export type UserResource = z.infer<typeof UserResourceSchema>;
