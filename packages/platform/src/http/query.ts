import { readCustomVariants } from '@mercato/core/images/image-variants';
import { z } from 'zod';

const COMMON_QUERY_FAMILIES = /^(fields|limit|imageVariant)\.[A-Za-z0-9_.-]{1,100}$/;

/** A comma-separated query value of at most `maxLength` characters, as its trimmed, non-empty items. */
export function commaList(maxLength: number) {
  return z
    .string()
    .max(maxLength)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
}

/** Query parameters every Marketplace API endpoint accepts (api notes §3.2). */
export const CommonQueryShape = {
  include: commaList(2000).optional(),
  expand: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
};

/** What an endpoint accepts beyond its own parameters. */
export interface ApiQueryOptions {
  /** Relationship paths `include` may name (api notes §3.2); any other path is refused. */
  include?: readonly string[];
}

/**
 * Builds a query schema: the endpoint's own parameters plus the common ones, all checked before
 * the route does anything. Other keys are refused, except the open-ended `fields.*`, `limit.*` and
 * `imageVariant.*` families; `include` paths must be ones the endpoint knows, and `imageVariant.*`
 * definitions must parse.
 */
export function apiQuerySchema<T extends z.ZodRawShape>(shape: T, options: ApiQueryOptions = {}) {
  const includable = new Set(options.include ?? []);
  const known = (key: string) =>
    Object.hasOwn(CommonQueryShape, key) || Object.hasOwn(shape, key) || COMMON_QUERY_FAMILIES.test(key);
  const object = z.looseObject({ ...CommonQueryShape, ...shape }).superRefine((query, ctx) => {
    for (const [key, value] of Object.entries(query)) {
      if (COMMON_QUERY_FAMILIES.test(key) && (typeof value !== 'string' || value.length > 2000)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'must be a single value of at most 2000 characters',
        });
      }
    }
    for (const path of (query.include as string[] | undefined) ?? []) {
      if (includable.has(path)) continue;
      ctx.addIssue({
        code: 'custom',
        path: ['include'],
        message: `Unknown include: ${path}`,
        params: { apiCode: 'validation-invalid-params' },
      });
    }
    for (const problem of readCustomVariants(query).problems) {
      ctx.addIssue({
        code: 'custom',
        path: [problem.key],
        message: problem.title,
        params: { apiCode: 'validation-invalid-params' },
      });
    }
  });
  // Unknown keys are looked for in the raw query: zod drops a `__proto__` key before refinements run.
  return z.preprocess((input, ctx) => {
    if (input === null || typeof input !== 'object') return input;
    const raw = input as Record<string, unknown>;
    for (const key of Object.keys(raw)) {
      if (known(key)) continue;
      ctx.addIssue({
        code: 'unrecognized_keys',
        keys: [key],
        input: raw,
        message: `Unknown parameter: ${key}`,
      });
    }
    return input;
  }, object);
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

/** A whole-number query parameter from 1 to `max` (`page`, `perPage`), `fallback` when absent. */
export function pageParam(max: number, fallback: number) {
  return z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(max, `must be at most ${max}`))
    .default(fallback);
}

/** `page` and `perPage` of a paged query (api notes §3.4): perPage at most `maxPerPage`. */
export function paginationShape(maxPerPage = 100, defaultPerPage = 100) {
  return { page: pageParam(100_000, 1), perPage: pageParam(maxPerPage, defaultPerPage) };
}

/** The paging `meta` of a paged query's answer (api notes §3.4): `total` items in all. */
export function pageMeta(total: number, query: { page: number; perPage: number }) {
  return {
    totalItems: total,
    totalPages: Math.ceil(total / query.perPage),
    page: query.page,
    perPage: query.perPage,
  };
}

/** Reports a required query parameter as missing (`validation-missing-key`), from a refinement. */
export function addMissingParameter(ctx: z.RefinementCtx, name: string): void {
  ctx.addIssue({
    code: 'custom',
    path: [name],
    message: `Missing parameter: ${name}`,
    params: { apiCode: 'validation-missing-key' },
  });
}
