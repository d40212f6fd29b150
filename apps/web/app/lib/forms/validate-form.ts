import type { z } from 'zod';

/** Input name → first error message; `form` holds a problem that belongs to no input. */
export type FieldErrors = Partial<Record<string, string>>;

/** A checked form: its parsed data, or the first message per input. */
export type FormResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Runs a core schema over submitted values and returns the data or the first message per input.
 * Custom fields are nested (`fields.<key>`) and keep that name; other paths are named by their first
 * segment, the input that holds the value.
 */
export function validateForm<S extends z.ZodType>(schema: S, values: unknown): FormResult<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
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

/** A form parser built from a core schema and the inputs it reads, for the browser and the action alike. */
export function schemaForm<S extends z.ZodType>(
  schema: S,
  fields: readonly string[],
  checkboxes: readonly string[] = [],
): (form: FormData) => FormResult<z.output<S>> {
  return (form) => validateForm(schema, formValues(form, fields, checkboxes));
}
