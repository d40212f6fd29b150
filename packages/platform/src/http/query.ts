import { z } from 'zod';

const COMMON_QUERY_FAMILIES = /^(fields|limit|imageVariant)\.[A-Za-z0-9_.-]{1,100}$/;

const commaList = z
  .string()
  .max(2000)
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Query parameters every Marketplace API endpoint accepts (api notes §3.2). */
export const CommonQueryShape = {
  include: commaList.optional(),
  expand: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
};

/**
 * Builds a query schema: the endpoint's own parameters plus the common ones. Other keys are
 * refused, except the open-ended `fields.*`, `limit.*` and `imageVariant.*` families.
 */
export function apiQuerySchema<T extends z.ZodRawShape>(shape: T) {
  return z.looseObject({ ...CommonQueryShape, ...shape }).superRefine((query, ctx) => {
    for (const key of Object.keys(query)) {
      if (key in CommonQueryShape || key in shape || COMMON_QUERY_FAMILIES.test(key)) continue;
      ctx.addIssue({
        code: 'unrecognized_keys',
        keys: [key],
        input: query,
        message: `Unknown parameter: ${key}`,
      });
    }
    for (const [key, value] of Object.entries(query)) {
      if (COMMON_QUERY_FAMILIES.test(key) && (typeof value !== 'string' || value.length > 2000)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'must be a single value of at most 2000 characters',
        });
      }
    }
  });
}

/** The sparse-fieldset request of a query: resource type → attribute paths to keep. */
export function sparseFieldsOf(query: Record<string, unknown>): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const [key, value] of Object.entries(query)) {
    if (!key.startsWith('fields.') || typeof value !== 'string') continue;
    fields.set(
      key.slice('fields.'.length),
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
  }
  return fields;
}
