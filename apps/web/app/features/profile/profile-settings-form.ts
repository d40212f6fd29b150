import type { UserFieldConfig } from '@mercato/core/config/user-fields';
import type { UserTypeConfig } from '@mercato/core/config/user-types';
import { BIO_MAX_LENGTH, NameSchema } from '@mercato/core/validators/auth';
import { checkCustomFieldValues } from '@mercato/core/validators/custom-field-values';
import { DisplayNameSchema } from '@mercato/core/validators/signup-by-user-type';
import { z } from 'zod';
import {
  type FieldFormValue,
  readCustomFields,
  toFieldFormValue,
  toFieldValue,
} from '../../lib/forms/custom-fields.ts';
import { type FormResult, formText, validateForm } from '../../lib/forms/validate-form.ts';
import { profileImageFileError } from '../../lib/profile-image.ts';
import {
  type EditableUserField,
  editableUserFields,
  type ProfileContainers,
  storedFieldValue,
} from './profile-fields.ts';

/** What the profile settings form asks for, decided by the marketplace config and the user's type. */
export interface ProfileFormSetup {
  showDisplayName: boolean;
  fields: EditableUserField[];
}

/** The form as entered: the text of each input, and the ticked options of multi-enum fields. */
export interface ProfileFormState {
  firstName: string;
  lastName: string;
  displayName?: string | undefined;
  bio: string;
  fields: Record<string, FieldFormValue>;
}

/** The form of a user of this type: the display name unless the type turns it off, and its fields. */
export function profileFormSetup(
  config: { userTypes: readonly UserTypeConfig[]; userFields: readonly UserFieldConfig[] },
  userType: string | undefined,
): ProfileFormSetup {
  const type = config.userTypes.find((t) => t.userType === userType);
  return {
    showDisplayName: type?.defaultUserFields?.displayName !== false,
    fields: editableUserFields(config.userFields, userType),
  };
}

/** The form's starting values: the user's profile as it is stored. */
export function initialProfileForm(
  profile: ProfileContainers & {
    firstName: string;
    lastName: string;
    displayName: string;
    bio: string | null;
  },
  setup: ProfileFormSetup,
): ProfileFormState {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    displayName: setup.showDisplayName ? profile.displayName : undefined,
    bio: profile.bio ?? '',
    fields: Object.fromEntries(
      setup.fields.map((field) => [field.key, toFieldFormValue(field, storedFieldValue(profile, field))]),
    ),
  };
}

/** Reads the submitted form (browser or server) into the shape the schema validates. */
export function readProfileForm(form: FormData, setup: ProfileFormSetup): ProfileFormState {
  return {
    firstName: formText(form, 'firstName'),
    lastName: formText(form, 'lastName'),
    displayName: setup.showDisplayName ? formText(form, 'displayName') : undefined,
    bio: formText(form, 'bio'),
    fields: readCustomFields(form, setup.fields),
  };
}

/**
 * The profile settings form (spec §5): names as on signup, display name with its own length text,
 * bio up to its limit, and the custom fields by the same rules the platform applies, plus their
 * required flags, which the platform leaves to forms on updates.
 */
export function profileSettingsFormSchema(setup: ProfileFormSetup) {
  return z.object({
    firstName: NameSchema,
    lastName: NameSchema,
    displayName: DisplayNameSchema.optional(),
    bio: z
      .string()
      .max(BIO_MAX_LENGTH, `bio must be ${BIO_MAX_LENGTH} characters or less`)
      .transform((bio) => (bio.trim() === '' ? null : bio)),
    fields: z
      .record(z.string(), z.union([z.string(), z.array(z.string())]))
      .transform((entered) =>
        Object.fromEntries(setup.fields.map((field) => [field.key, toFieldValue(field, entered[field.key])])),
      )
      .superRefine((values, context) => checkCustomFieldValues(setup.fields, values, context)),
  });
}

/** The parsed form. */
export type ProfileSettingsForm = z.output<ReturnType<typeof profileSettingsFormSchema>>;

/** Validates the form and returns the first message per input; custom fields by `fields.<key>`. */
export function validateProfileForm(
  setup: ProfileFormSetup,
  state: ProfileFormState,
): FormResult<ProfileSettingsForm> {
  return validateForm(profileSettingsFormSchema(setup), state);
}

/**
 * The whole form as the browser and the action both check it: the fields, then the chosen image
 * (JPG or PNG within the size limit), so mistakes show before a possibly large upload starts.
 */
export function parseProfileSettings(form: FormData, setup: ProfileFormSetup) {
  const values = readProfileForm(form, setup);
  const parsed = validateProfileForm(setup, values);
  const image = form.get('profileImage');
  const file = image instanceof File && image.size > 0 ? image : null;
  const imageError = file ? profileImageFileError(file) : undefined;
  const result: FormResult<ProfileSettingsForm> =
    parsed.ok && !imageError
      ? parsed
      : {
          ok: false,
          errors: {
            ...(parsed.ok ? {} : parsed.errors),
            ...(imageError ? { profileImage: imageError } : {}),
          },
        };
  return { values, file, result };
}
