import type { z } from 'zod';

/**
 * A resource route's answer to a query it cannot use (`/api/places`, `/api/base-map`): 400 in the
 * API's error format, code `validation-invalid-params`, every problem's message in its title.
 */
export function invalidParams(error: z.ZodError): Response {
  const title = error.issues.map((issue) => issue.message).join('; ');
  return Response.json(
    { errors: [{ status: 400, code: 'validation-invalid-params', title }] },
    { status: 400 },
  );
}
