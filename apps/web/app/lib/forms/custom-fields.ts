import type { FieldSchemaType } from '@mercato/core/config/field-common';
import { formText } from './validate-form.ts';

/** The input name of a custom user field, on every form (signup, profile settings): `fields.<key>`. */
export function customFieldInputName(key: string): string {
  return `fields.${key}`;
}

/**
 * The custom field input an API error path names: the platform reports extended data by container
 * (`publicData.<key>`, `protectedData.<key>`, `privateData.<key>`), forms name them `fields.<key>`.
 */
export function customFieldInputOf(path: string): string | undefined {
  const field = /^(?:publicData|protectedData|privateData)\.([\w-]+)$/.exec(path);
  return field?.[1] ? customFieldInputName(field[1]) : undefined;
}

/** A custom field's value as a form holds it: the text of an input, or the ticked options of a multi-enum. */
export type FieldFormValue = string | string[];

/** The posted values of custom fields by key: a multi-enum's checked options, any other's text. */
export function readCustomFields(
  form: FormData,
  fields: readonly { key: string; schemaType: FieldSchemaType }[],
): Record<string, FieldFormValue> {
  const values: Record<string, FieldFormValue> = {};
  for (const field of fields) {
    const name = customFieldInputName(field.key);
    values[field.key] =
      field.schemaType === 'multi-enum'
        ? form.getAll(name).filter((item): item is string => typeof item === 'string')
        : formText(form, name);
  }
  return values;
}

/** A stored value as the field's input shows it; values of the wrong type show as empty. */
export function toFieldFormValue(field: { schemaType: FieldSchemaType }, stored: unknown): FieldFormValue {
  switch (field.schemaType) {
    case 'multi-enum':
      return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
    case 'boolean':
      return typeof stored === 'boolean' ? String(stored) : '';
    case 'long':
      return typeof stored === 'number' && Number.isFinite(stored) ? String(stored) : '';
    default:
      return typeof stored === 'string' ? stored : '';
  }
}

const NUMBER_PATTERN = /^[-+]?\d+(\.\d+)?$/;

/**
 * What the form's text means for a field: numbers, booleans and option lists get their types; an
 * empty input is `undefined` (no value). Text that does not fit the type stays text, so the shared
 * validation reports it rather than it being silently dropped.
 */
export function toFieldValue(
  field: { schemaType: FieldSchemaType },
  value: FieldFormValue | undefined,
): unknown {
  if (field.schemaType === 'multi-enum') {
    const list = Array.isArray(value) ? value : value ? [value] : [];
    return list.filter((item) => item !== '');
  }
  const text = (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  if (text === '') return undefined;
  switch (field.schemaType) {
    case 'long':
      return NUMBER_PATTERN.test(text) ? Number(text) : text;
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : text;
    default:
      return text;
  }
}
