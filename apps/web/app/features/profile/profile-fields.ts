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
