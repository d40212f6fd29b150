import { z } from 'zod';

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
