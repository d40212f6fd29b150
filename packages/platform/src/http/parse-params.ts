import type { ApiErrorCode } from '@mercato/core/errors/api-errors';
import type { z } from 'zod';
import { AppError, type AppErrorDetail } from '../errors/app-error.ts';

/**
 * Validates a request body or query against a schema. Every problem is reported with its path, and
 * nothing downstream runs when any is found.
 */
export function parseParams<S extends z.ZodType>(
  schema: S,
  input: unknown,
  type: 'body' | 'query',
): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const details: AppErrorDetail[] = [];
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        details.push({
          code: 'validation-disallowed-key',
          title: `Unknown parameter: ${[...path, key].join('.')}`,
          source: { path: [...path, key], type },
        });
      }
      continue;
    }
    const apiCode = issue.code === 'custom' ? (issue.params?.apiCode as ApiErrorCode | undefined) : undefined;
    if (apiCode) {
      details.push({ code: apiCode, title: issue.message, source: { path, type } });
      continue;
    }
    const missing = issue.code === 'invalid_type' && !hasPath(input, issue.path);
    details.push({
      code: missing ? 'validation-missing-key' : 'validation-invalid-value',
      title: missing
        ? `Missing parameter: ${path.join('.')}`
        : `${path.join('.') || 'value'}: ${issue.message}`,
      source: { path, type },
    });
  }
  throw AppError.many(details);
}

// zod does not keep the offending input on issues; look the path up to tell "missing" from "wrong".
function hasPath(input: unknown, path: PropertyKey[]): boolean {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return false;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current !== undefined;
}
