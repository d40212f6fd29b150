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

/** The text of one input, or '' when it is missing or a file. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
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

/**
 * One form read by two parsers, so that each part's messages show together (a schema stops before
 * its transforms once a field is wrong): the data of both, joined, or every message of either.
 */
export function joinForms<A, B, T>(
  first: (form: FormData) => FormResult<A>,
  second: (form: FormData, firstData: A | null) => FormResult<B>,
  join: (a: A, b: B) => T,
): (form: FormData) => FormResult<T> {
  return (form) => {
    const a = first(form);
    const b = second(form, a.ok ? a.data : null);
    if (a.ok && b.ok) return { ok: true, data: join(a.data, b.data) };
    return { ok: false, errors: { ...(b.ok ? {} : b.errors), ...(a.ok ? {} : a.errors) } };
  };
}
