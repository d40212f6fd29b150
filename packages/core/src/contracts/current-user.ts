import { z } from 'zod';

/** A JSON-encoded resource reference (`{id, type}`). */
export const ResourceRefSchema = z.object({ id: z.string(), type: z.string() });

/** Extended data as it comes back from the API. */
const ExtendedData = z.record(z.string(), z.unknown());

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
      publicData: ExtendedData,
      protectedData: ExtendedData,
      privateData: ExtendedData,
      metadata: ExtendedData,
    }),
  }),
  relationships: z.record(z.string(), z.unknown()).optional(),
});
/** A current user as the web app sees it. */
export type CurrentUserResource = z.infer<typeof CurrentUserResourceSchema>;

/** An image variant: a URL and its pixel size (api notes §5 `image`). */
export const ImageVariantSchema = z.object({
  name: z.string(),
  width: z.number(),
  height: z.number(),
  url: z.string(),
});

/** The `image` resource in JSON encoding. */
export const ImageResourceSchema = z.object({
  id: z.string(),
  type: z.literal('image'),
  attributes: z.object({ variants: z.record(z.string(), ImageVariantSchema.nullable()) }),
});
/** An uploaded image with its variants. */
export type ImageResource = z.infer<typeof ImageResourceSchema>;

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
        publicData: ExtendedData.optional(),
        metadata: ExtendedData.optional(),
      })
      .optional(),
  }),
  relationships: z.record(z.string(), z.unknown()).optional(),
});
/** Another user as anyone may see them. */
export type UserResource = z.infer<typeof UserResourceSchema>;

/** Resources that carry no attributes (`passwordReset`). */
export const BareResourceSchema = z.object({ id: z.string(), type: z.string() });

/** The `marketplace` resource in JSON encoding. */
export const MarketplaceResourceSchema = z.object({
  id: z.string(),
  type: z.literal('marketplace'),
  attributes: z.object({ name: z.string(), description: z.string().nullable().optional() }),
});
/** The marketplace's public facts. */
export type MarketplaceResource = z.infer<typeof MarketplaceResourceSchema>;

/** The Auth API's token response (api notes §2.1). */
export const TokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.string(),
  expires_in: z.number(),
  scope: z.string(),
  refresh_token: z.string().optional(),
});
/** A token as issued and as stored by clients. */
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** The API error format (api notes §6). */
export const ApiErrorBodySchema = z.object({
  errors: z.array(
    z.object({
      id: z.string().optional(),
      status: z.number(),
      code: z.string(),
      title: z.string().optional(),
      source: z.object({ path: z.array(z.string()), type: z.string() }).optional(),
      meta: z.record(z.string(), z.unknown()).optional(),
    }),
  ),
});
/** A decoded API error body. */
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
