import { z } from 'zod';

/** The Auth API's token response (api notes §2.1). */
export const TokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.string(),
  expires_in: z.number(),
  scope: z.string(),
  refresh_token: z.string().optional(),
  /**
   * Kept by clients, never sent by the server: the token is an operator's login as the user (the
   * `authorization_code` grant), which has no refresh token (the official SDK's `isLoggedInAs`).
   */
  is_logged_in_as: z.boolean().optional(),
});
/** A token as issued and as stored by clients. */
export type TokenResponse = z.infer<typeof TokenResponseSchema>;
