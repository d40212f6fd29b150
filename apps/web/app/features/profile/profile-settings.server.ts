import type { CurrentUserResource } from '@mercato/core/contracts/current-user';
import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { LISTING_EDITOR_MESSAGES } from '@mercato/core/texts/messages/listing-editor';
import { IMAGE_MESSAGES } from '@mercato/core/validators/listing-photos';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data } from 'react-router';
import { requireUser } from '../../lib/auth.server.ts';
import type { ActionArgs, LoaderArgs, WebSession } from '../../lib/context.ts';
import { customFieldInputOf } from '../../lib/forms/custom-fields.ts';
import { PROFILE_FORM_MAX_BYTES } from '../../lib/forms/form-body-limits.ts';
import { readFormDataWithin } from '../../lib/forms/form-data.server.ts';
import { formRefusalOf } from '../../lib/forms/refusals.ts';
import type { FieldErrors } from '../../lib/forms/validate-form.ts';
import { PROFILE_IMAGE_QUERY, profileImageOf } from '../../lib/profile-image.ts';
import {
  initialProfileForm,
  type ProfileFormSetup,
  type ProfileFormState,
  parseProfileSettings,
  profileFormSetup,
} from './profile-settings-form.ts';
import { profileUpdateOf } from './profile-update.ts';

/** What every answer of the action carries, so the page reads one shape. */
export interface ProfileActionData {
  outcome: 'saved' | 'image-removed' | null;
  errors: FieldErrors;
  formError: string | null;
  /** The form as submitted, to fill it in again after a refusal (no-script visitors get a new page). */
  values: ProfileFormState | null;
  /** New after each success, so the form starts over from the saved profile. */
  savedId: string | null;
}

function failed(
  status: number,
  errors: FieldErrors,
  formError: string | null,
  values: ProfileFormState | null,
) {
  return data<ProfileActionData>({ outcome: null, errors, formError, values, savedId: null }, { status });
}

function succeeded(outcome: 'saved' | 'image-removed') {
  return data<ProfileActionData>({
    outcome,
    errors: {},
    formError: null,
    values: null,
    savedId: crypto.randomUUID(),
  });
}

/** The form a user gets: their user type decides the display name and the custom fields. */
async function formSetupOf(user: CurrentUserResource, session: WebSession): Promise<ProfileFormSetup> {
  const { publicData } = user.attributes.profile;
  const config = await session.sdk.assets.config();
  return profileFormSetup(
    config.data,
    typeof publicData.userType === 'string' ? publicData.userType : undefined,
  );
}

/** The input an API error path belongs to: custom fields by key, whatever container they live in. */
function inputOfApiPath(path: string): string | undefined {
  if (['firstName', 'lastName', 'displayName', 'bio'].includes(path)) return path;
  if (path === 'profileImageId') return 'profileImage';
  return customFieldInputOf(path);
}

function uploadFailure(error: SdkError, values: ProfileFormState) {
  if (error.status === 413 || error.hasCode('request-upload-over-limit')) {
    return failed(413, { profileImage: SCREEN_ERROR_MESSAGES['listing.imageTooBig'] }, null, values);
  }
  if (error.hasCode('image-invalid')) return failed(400, { profileImage: IMAGE_MESSAGES.type }, null, values);
  if (error.hasCode('image-invalid-content')) {
    return failed(400, { profileImage: 'this file is not a JPG or PNG image we can read' }, null, values);
  }
  // The image upload limit is hourly and says so, more precisely than a rate limit's general wording.
  if (error.status === 429) {
    return failed(429, {}, LISTING_EDITOR_MESSAGES.profileImageLimit, values);
  }
  return failed(502, {}, SCREEN_ERROR_MESSAGES['listing.imageUploadFailed'], values);
}

/** The profile as the form starts from, with the current image and the form for the user's type. */
export async function loadProfileSettings({ request, context }: LoaderArgs) {
  const user = await requireUser(request, context.session);
  const [current, setup] = await Promise.all([
    context.session.sdk.currentUser.show(PROFILE_IMAGE_QUERY),
    formSetupOf(user, context.session),
  ]);
  const { profile } = current.data.attributes;
  return {
    userId: current.data.id,
    abbreviatedName: profile.abbreviatedName,
    image: profileImageOf(current),
    setup,
    initial: initialProfileForm(profile, setup),
  };
}

/** Saves the profile: a chosen image is uploaded first, then names, bio, fields and image in one update. */
export async function saveProfileSettings({ request, context }: ActionArgs) {
  const setup = await formSetupOf(await requireUser(request, context.session), context.session);
  const { sdk } = context.session;
  const form = await readFormDataWithin(request, PROFILE_FORM_MAX_BYTES);
  if (!form) return failed(413, { profileImage: SCREEN_ERROR_MESSAGES['listing.imageTooBig'] }, null, null);

  if (form.get('intent') === 'remove-image') {
    try {
      await sdk.currentUser.updateProfile({ profileImageId: null });
    } catch (error) {
      if (!SdkError.is(error)) throw error;
      return failed(502, {}, LISTING_EDITOR_MESSAGES.profileImageRemoveFailed, null);
    }
    return succeeded('image-removed');
  }

  const { values, file, result } = parseProfileSettings(form, setup);
  if (!result.ok) return failed(400, result.errors, null, values);

  let profileImageId: string | undefined;
  if (file) {
    try {
      profileImageId = (await sdk.images.upload(file, file.name || 'profile-image')).data.id;
    } catch (error) {
      if (!SdkError.is(error)) throw error;
      return uploadFailure(error, values);
    }
  }
  try {
    await sdk.currentUser.updateProfile({
      ...profileUpdateOf(result.data, setup),
      ...(profileImageId ? { profileImageId } : {}),
    });
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    const refusal = formRefusalOf(error, {
      inputOf: inputOfApiPath,
      fallback: LISTING_EDITOR_MESSAGES.profileSaveFailed,
    });
    return failed(refusal.status, refusal.errors, refusal.formError, values);
  }
  return succeeded('saved');
}
