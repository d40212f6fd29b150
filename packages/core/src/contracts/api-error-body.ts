import { z } from 'zod';

/**
 * The API error format (api notes §6). `code` stays a plain string so a code this client does not
 * know yet still decodes; branch on codes with the `ApiErrorCode` catalogue.
 */
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
