import type { z } from 'zod';

/** Field name → first error message. */
export type FieldErrors = Partial<Record<string, string>>;

/** Runs a schema over submitted values and returns the first message per field, or the data. */
export function validateForm<S extends z.ZodType>(
  schema: S,
  values: Record<string, unknown>,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    // Custom fields are nested (`fields.<key>`); everything else is named by its first segment.
    const key =
      issue.path[0] === 'fields' && issue.path.length > 1
        ? `fields.${String(issue.path[1])}`
        : String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Reads text fields of a form; a checkbox counts as `true` when present. */
export function formValues(form: FormData, fields: readonly string[], checkboxes: readonly string[] = []) {
  const values: Record<string, unknown> = {};
  for (const name of fields) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value : undefined;
  }
  for (const name of checkboxes) values[name] = form.get(name) === 'on';
  return values;
}
