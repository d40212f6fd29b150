import { PROFILE_CONTAINER_OF_SCOPE } from './profile-fields.ts';
import type { ProfileFormSetup, ProfileSettingsForm } from './profile-settings-form.ts';

type ExtendedData = Record<string, unknown>;

/** The body of `current_user/update_profile` the profile settings page sends. */
export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  displayName?: string;
  bio: string | null;
  publicData?: ExtendedData;
  protectedData?: ExtendedData;
  privateData?: ExtendedData;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || (Array.isArray(value) && value.length === 0);
}

/**
 * The update for a saved form. Every field on the form is written, each into the container of its
 * scope; an emptied field is sent as `null`, which removes the key (the API merges extended data),
 * so other keys the user holds are left alone.
 */
export function profileUpdateOf(form: ProfileSettingsForm, setup: ProfileFormSetup): ProfileUpdate {
  const update: ProfileUpdate = { firstName: form.firstName, lastName: form.lastName, bio: form.bio };
  if (setup.showDisplayName && form.displayName !== undefined) update.displayName = form.displayName;
  for (const field of setup.fields) {
    const container = PROFILE_CONTAINER_OF_SCOPE[field.scope];
    const value = form.fields[field.key];
    update[container] = { ...update[container], [field.key]: isEmpty(value) ? null : value };
  }
  return update;
}
