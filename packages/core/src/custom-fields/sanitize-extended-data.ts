import type { EnumOption, FieldSchemaType, NumberConfig } from '../config/field-common.ts';
import {
  sanitizeBoolean,
  sanitizeEnum,
  sanitizeLong,
  sanitizeMultiEnum,
  sanitizeText,
} from './sanitize-values.ts';
import { sanitizeYoutubeVideoUrl } from './youtube.ts';

/** What sanitising needs of a field config; listing and user field configs both fit. */
export interface SanitizableField {
  key: string;
  schemaType: FieldSchemaType;
  enumOptions?: EnumOption[] | undefined;
  numberConfig?: NumberConfig | undefined;
}

/** A JSON value from extended data; unknown because it comes from users and the wire. */
type JsonValue = unknown;

/** A configured field's value, cleaned by its schema type (spec §5 Custom fields). */
export function sanitizeFieldValue(field: SanitizableField, value: JsonValue): JsonValue {
  switch (field.schemaType) {
    case 'text':
      return sanitizeText(value);
    case 'enum':
      return sanitizeEnum(value, field.enumOptions);
    case 'multi-enum':
      return sanitizeMultiEnum(value, field.enumOptions);
    case 'long':
      return sanitizeLong(value, field.numberConfig);
    case 'boolean':
      return sanitizeBoolean(value);
    case 'youtubeVideoUrl':
      return sanitizeYoutubeVideoUrl(value);
  }
}

/** Strings anywhere in a value lose their angle brackets; other scalars pass unchanged. */
export function sanitizeTextDeep(value: JsonValue): JsonValue {
  if (typeof value === 'string') return sanitizeText(value);
  if (Array.isArray(value)) return value.map(sanitizeTextDeep);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sanitizeTextDeep(item)]));
  }
  return value;
}

/**
 * Cleans an extended-data object: configured keys by their field type, every other key (such as
 * the product's own location or priceVariants) by stripping markup from its strings.
 */
export function sanitizeExtendedData(
  data: Record<string, JsonValue> | null | undefined,
  fields: readonly SanitizableField[],
): Record<string, JsonValue> {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  return Object.fromEntries(
    Object.entries(data ?? {}).map(([key, value]) => {
      const field = byKey.get(key);
      return [key, field ? sanitizeFieldValue(field, value) : sanitizeTextDeep(value)];
    }),
  );
}
