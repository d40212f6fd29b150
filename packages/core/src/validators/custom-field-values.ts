import type { z } from 'zod';
import type { EnumOption, FieldSchemaType, NumberConfig } from '../config/field-common.ts';
import { isYoutubeVideoUrl } from '../custom-fields/youtube.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

/** What form validation needs of a listing or user field config. */
export interface ValidatableField {
  key: string;
  schemaType: FieldSchemaType;
  enumOptions?: EnumOption[] | undefined;
  numberConfig?: NumberConfig | undefined;
  saveConfig?: { isRequired?: boolean; requiredMessage?: string | undefined } | undefined;
}

/** Texts of the custom field rules. */
export const CUSTOM_FIELD_MESSAGES = {
  chooseOption: 'please choose one of the options',
  numberBetween: (min: number, max: number) => `value must be between ${min} and ${max}`,
  wholeNumber: 'value must be a whole number',
  boolean: 'please choose yes or no',
  text: 'value must be text',
} as const;

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function typeError(field: ValidatableField, value: unknown): string | undefined {
  const options = (field.enumOptions ?? []).map((option) => option.option);
  switch (field.schemaType) {
    case 'text':
      return typeof value === 'string' ? undefined : CUSTOM_FIELD_MESSAGES.text;
    case 'enum':
      return typeof value === 'string' && options.includes(value)
        ? undefined
        : CUSTOM_FIELD_MESSAGES.chooseOption;
    case 'multi-enum':
      return Array.isArray(value) && value.every((item) => typeof item === 'string' && options.includes(item))
        ? undefined
        : CUSTOM_FIELD_MESSAGES.chooseOption;
    case 'long': {
      if (typeof value !== 'number' || !Number.isInteger(value)) return CUSTOM_FIELD_MESSAGES.wholeNumber;
      const bounds = field.numberConfig;
      return bounds && (value < bounds.minimum || value > bounds.maximum)
        ? CUSTOM_FIELD_MESSAGES.numberBetween(bounds.minimum, bounds.maximum)
        : undefined;
    }
    case 'boolean':
      return typeof value === 'boolean' ? undefined : CUSTOM_FIELD_MESSAGES.boolean;
    case 'youtubeVideoUrl':
      return typeof value === 'string' && isYoutubeVideoUrl(value)
        ? undefined
        : VALIDATION_MESSAGES.invalidYoutubeUrl;
  }
}

/** A custom field value that breaks its field's rules, at the field's key. */
export interface CustomFieldIssue {
  path: string[];
  message: string;
}

/**
 * Checks submitted custom field values against their configs: required fields present (with the
 * operator's own message when set), numbers within min and max, YouTube fields valid, enums from
 * the options. Returns one issue per field at its key.
 */
export function checkCustomFieldValuesList(
  fields: readonly ValidatableField[],
  values: Readonly<Record<string, unknown>>,
): CustomFieldIssue[] {
  const issues: CustomFieldIssue[] = [];
  for (const field of fields) {
    const value = Object.hasOwn(values, field.key) ? values[field.key] : undefined;
    if (isEmpty(value)) {
      if (field.saveConfig?.isRequired) {
        issues.push({
          path: [field.key],
          message: field.saveConfig.requiredMessage || VALIDATION_MESSAGES.required,
        });
      }
      continue;
    }
    const message = typeError(field, value);
    if (message) issues.push({ path: [field.key], message });
  }
  return issues;
}

/** `checkCustomFieldValuesList` inside a zod refinement: issues are added at `[...pathPrefix, key]`. */
export function checkCustomFieldValues(
  fields: readonly ValidatableField[],
  values: Readonly<Record<string, unknown>>,
  context: z.RefinementCtx,
  pathPrefix: readonly (string | number)[] = [],
): void {
  for (const issue of checkCustomFieldValuesList(fields, values)) {
    context.addIssue({ code: 'custom', message: issue.message, path: [...pathPrefix, ...issue.path] });
  }
}
