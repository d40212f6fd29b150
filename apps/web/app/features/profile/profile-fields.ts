import { isUserFieldApplicable, type UserFieldConfig } from '@mercato/core/config/user-fields';

/** Where each scope a user may write is stored in the profile (metadata belongs to the operator). */
export const PROFILE_CONTAINER_OF_SCOPE = {
  public: 'publicData',
  protected: 'protectedData',
  private: 'privateData',
} as const;

/** A scope the user writes. */
export type EditableScope = keyof typeof PROFILE_CONTAINER_OF_SCOPE;

/** A custom user field the profile settings form edits. */
export type EditableUserField = UserFieldConfig & { scope: EditableScope };

/** A field's value as the form holds it: text of an input, or the ticked options of a multi-enum. */
export type FieldFormValue = string | string[];

/** The extended data containers of a profile. */
export type ProfileContainers = Record<(typeof PROFILE_CONTAINER_OF_SCOPE)[EditableScope], unknown>;

/**
 * The custom fields a user edits in profile settings: those of their user type that are shown in the
 * profile. Metadata fields are the operator's, so the user never gets an input for them.
 */
export function editableUserFields(
  fields: readonly UserFieldConfig[],
  userType: string | undefined,
): EditableUserField[] {
  return fields.filter(
    (field): field is EditableUserField =>
      field.scope !== 'metadata' &&
      isUserFieldApplicable(field, userType) &&
      field.showConfig?.displayInProfile !== false,
  );
}

/** The value a field holds in a profile, read from the container of its scope. */
export function storedFieldValue(profile: ProfileContainers, field: EditableUserField): unknown {
  const container = profile[PROFILE_CONTAINER_OF_SCOPE[field.scope]];
  return container && typeof container === 'object'
    ? (container as Record<string, unknown>)[field.key]
    : undefined;
}

/** A stored value as the field's input shows it; values of the wrong type show as empty. */
export function toFieldFormValue(field: EditableUserField, stored: unknown): FieldFormValue {
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
export function toFieldValue(field: EditableUserField, value: FieldFormValue | undefined): unknown {
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
