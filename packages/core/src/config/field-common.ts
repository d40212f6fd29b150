import { z } from 'zod';
import { addRepeatIssues } from '../validators/repeats.ts';

/** Value types a custom field can hold (spec §3 Listing field config). */
export const FIELD_SCHEMA_TYPES = [
  'enum',
  'multi-enum',
  'text',
  'long',
  'boolean',
  'youtubeVideoUrl',
] as const;

/** One of the custom field value types. */
export type FieldSchemaType = (typeof FIELD_SCHEMA_TYPES)[number];

/** Texts of spec §5 "Config validation" for fields. */
export const FIELD_CONFIG_MESSAGES = {
  duplicateKey: (key: string) => `duplicate field key "${key}"`,
  unknownScope: (scope: unknown) => `unknown scope "${String(scope)}"`,
  unknownSchemaType: (type: unknown) => `unknown schema type "${String(type)}"`,
  enumOptionsRequired: 'enum fields need a non-empty options list',
  enumOptionString: 'enum option must be a string',
  enumLabelString: 'enum label must be a string',
  numberIntegers: 'number min and max must be integers in the safe range',
  numberMinBelowMax: 'number min must be less than max',
  numberConfigRequired: 'number fields need a minimum and a maximum',
  keyFormat: 'field key may contain only letters, digits, underscores and hyphens',
} as const;

/**
 * A field key becomes an extended-data key and a `pub_<key>` search parameter, so it is limited to
 * characters that survive both unescaped.
 */
export const FieldKeySchema = z
  .string({ error: 'field key is required' })
  .min(1, { error: 'field key is required', abort: true })
  .max(64, 'field key must be 64 characters or less')
  .regex(/^[A-Za-z0-9_-]+$/, FIELD_CONFIG_MESSAGES.keyFormat);

/** The schema type, with the spec's "unknown schema type" text for anything else. */
export const FieldSchemaTypeSchema = z.enum(FIELD_SCHEMA_TYPES, {
  error: (issue) => FIELD_CONFIG_MESSAGES.unknownSchemaType(issue.input),
});

/** One choice of an enum or multi-enum field: the stored option and its shown label. */
export const EnumOptionSchema = z.object({
  option: z.string({ error: FIELD_CONFIG_MESSAGES.enumOptionString }),
  label: z.string({ error: FIELD_CONFIG_MESSAGES.enumLabelString }),
});
/** One enum choice. */
export type EnumOption = z.infer<typeof EnumOptionSchema>;

const SafeIntegerSchema = z.int({ error: FIELD_CONFIG_MESSAGES.numberIntegers });

/** Bounds of a long field; integers because the search index stores longs. */
export const NumberConfigSchema = z
  .object({
    minimum: SafeIntegerSchema,
    maximum: SafeIntegerSchema,
    step: z.number().positive().default(1),
  })
  .refine((config) => config.minimum < config.maximum, {
    message: FIELD_CONFIG_MESSAGES.numberMinBelowMax,
    path: ['maximum'],
  });
/** Bounds of a long field. */
export type NumberConfig = z.infer<typeof NumberConfigSchema>;

/**
 * What listing and user fields share: key, scope (of the field kind's `scopes`, public by default),
 * value type, and the options or bounds the type needs. Checked with `checkTypedField`.
 */
export function customFieldShape<const Scopes extends readonly ['public', ...string[]]>(scopes: Scopes) {
  return {
    key: FieldKeySchema,
    scope: z
      .enum(scopes, { error: (issue) => FIELD_CONFIG_MESSAGES.unknownScope(issue.input) })
      .default('public'),
    schemaType: FieldSchemaTypeSchema,
    enumOptions: z.array(EnumOptionSchema).optional(),
    numberConfig: NumberConfigSchema.optional(),
  };
}

/** How a field is asked for in a form (the listing editor, signup and profile settings). */
export const saveConfigShape = {
  label: z.string().optional(),
  placeholderMessage: z.string().optional(),
  isRequired: z.boolean().default(false),
  requiredMessage: z.string().optional(),
};

/** What the type-dependent rules need to see of a field. */
export interface TypedFieldShape {
  schemaType: FieldSchemaType;
  enumOptions?: EnumOption[] | undefined;
  numberConfig?: NumberConfig | undefined;
}

/** Adds the spec's per-type rules: enums need options, longs need bounds. */
export function checkTypedField(field: TypedFieldShape, context: z.RefinementCtx): void {
  const isEnum = field.schemaType === 'enum' || field.schemaType === 'multi-enum';
  if (isEnum && (field.enumOptions ?? []).length === 0) {
    context.addIssue({
      code: 'custom',
      message: FIELD_CONFIG_MESSAGES.enumOptionsRequired,
      path: ['enumOptions'],
    });
  }
  if (field.schemaType === 'long' && !field.numberConfig) {
    context.addIssue({
      code: 'custom',
      message: FIELD_CONFIG_MESSAGES.numberConfigRequired,
      path: ['numberConfig'],
    });
  }
}

/** Reports every key used more than once, so the operator sees all clashes at once. */
export function checkUniqueKeys(
  items: readonly { key: string }[],
  context: z.RefinementCtx,
  pathPrefix: readonly (string | number)[] = [],
): void {
  addRepeatIssues(
    items.map((item) => item.key),
    context,
    (key, index) => ({
      message: FIELD_CONFIG_MESSAGES.duplicateKey(key),
      path: [...pathPrefix, index, 'key'],
    }),
  );
}
