import type { CurrentUserResource } from '@mercato/core/contracts/current-user';
import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { BIO_MAX_LENGTH, NAME_MAX_LENGTH } from '@mercato/core/validators/auth';
import { IMAGE_MESSAGES } from '@mercato/core/validators/listing-photos';
import { SdkError } from '@mercato/sdk/sdk-error';
import { type FormEvent, useState } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { FieldError } from '../components/field-error.tsx';
import { TextField } from '../components/text-field.tsx';
import { CustomFieldInput } from '../features/profile/custom-field-input.tsx';
import { PROFILE_FORM_MAX_BYTES, readFormDataWithin } from '../features/profile/profile-form-data.server.ts';
import { AccountProfileImageField } from '../features/profile/profile-image-field.tsx';
import {
  initialProfileForm,
  type ProfileFormSetup,
  type ProfileFormState,
  profileFormSetup,
  readProfileForm,
  validateProfileForm,
} from '../features/profile/profile-settings-form.ts';
import { profileUpdateOf } from '../features/profile/profile-update.ts';
import { requireUser } from '../lib/auth.server.ts';
import type { WebSession } from '../lib/context.ts';
import { apiFieldErrors } from '../lib/forms/api-errors.ts';
import type { FieldErrors } from '../lib/forms/validate-form.ts';
import { PROFILE_IMAGE_QUERY, profileImageFileError, profileImageOf } from '../lib/profile-image.ts';
import accountStylesHref from '../styles/account.css?url';
import type { Route } from './+types/profile-settings';

const REMOVE_IMAGE_FORM_ID = 'remove-profile-image';

/** What every answer of the action carries, so the page reads one shape. */
interface ProfileActionData {
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
  const field = /^(?:publicData|protectedData|privateData)\.([\w-]+)$/.exec(path);
  return field ? `fields.${field[1]}` : undefined;
}

function uploadFailure(error: SdkError, values: ProfileFormState) {
  if (error.status === 413 || error.hasCode('request-upload-over-limit')) {
    return failed(413, { profileImage: SCREEN_ERROR_MESSAGES['listing.imageTooBig'] }, null, values);
  }
  if (error.hasCode('image-invalid')) return failed(400, { profileImage: IMAGE_MESSAGES.type }, null, values);
  if (error.hasCode('image-invalid-content')) {
    return failed(400, { profileImage: 'this file is not a JPG or PNG image we can read' }, null, values);
  }
  if (error.status === 429) {
    return failed(429, {}, 'You have uploaded a lot of images lately. Please try again in an hour.', values);
  }
  return failed(502, {}, SCREEN_ERROR_MESSAGES['listing.imageUploadFailed'], values);
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountStylesHref }];

export function meta() {
  return [{ title: 'Profile settings' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
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
export async function action({ request, context }: Route.ActionArgs) {
  const setup = await formSetupOf(await requireUser(request, context.session), context.session);
  const { sdk } = context.session;
  const form = await readFormDataWithin(request, PROFILE_FORM_MAX_BYTES);
  if (!form) return failed(413, { profileImage: SCREEN_ERROR_MESSAGES['listing.imageTooBig'] }, null, null);

  if (form.get('intent') === 'remove-image') {
    try {
      await sdk.currentUser.updateProfile({ profileImageId: null });
    } catch (error) {
      if (!SdkError.is(error)) throw error;
      return failed(502, {}, 'Removing the image failed. Please try again.', null);
    }
    return succeeded('image-removed');
  }

  const values = readProfileForm(form, setup);
  const parsed = validateProfileForm(setup, values);
  const image = form.get('profileImage');
  const file = image instanceof File && image.size > 0 ? image : null;
  const imageError = file ? profileImageFileError(file) : undefined;
  if (!parsed.ok || imageError) {
    const errors = {
      ...(parsed.ok ? {} : parsed.errors),
      ...(imageError ? { profileImage: imageError } : {}),
    };
    return failed(400, errors, null, values);
  }

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
      ...profileUpdateOf(parsed.data, setup),
      ...(profileImageId ? { profileImageId } : {}),
    });
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    const errors = error.status === 400 ? apiFieldErrors(error, inputOfApiPath) : {};
    const formError = Object.keys(errors).length > 0 ? null : 'Saving your profile failed. Please try again.';
    return failed(error.status === 400 ? 400 : 502, errors, formError, values);
  }
  return succeeded('saved');
}

/** ProfileSettingsPage (spec §2 `/profile-settings`): names, bio, profile image and custom user fields. */
export default function ProfileSettings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const { setup } = loaderData;
  const errors: FieldErrors = { ...actionData?.errors, ...clientErrors };
  const values = actionData?.values ?? loaderData.initial;
  const submitting = navigation.state === 'submitting';

  // The same rules as the action, so mistakes show before a possibly large upload starts.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const result = validateProfileForm(setup, readProfileForm(form, setup));
    const image = form.get('profileImage');
    const imageError = image instanceof File && image.size > 0 ? profileImageFileError(image) : undefined;
    const found = {
      ...(result.ok ? {} : result.errors),
      ...(imageError ? { profileImage: imageError } : {}),
    };
    setClientErrors(found);
    if (Object.keys(found).length > 0) event.preventDefault();
  }

  return (
    <section className="account-page">
      <header className="account-page__header">
        <h1>Profile settings</h1>
        <Link to={`/u/${loaderData.userId}`}>View your profile</Link>
      </header>
      {actionData?.formError ? (
        <p className="form-error" role="alert">
          {actionData.formError}
        </p>
      ) : null}
      {actionData?.outcome ? (
        <p className="form-success" role="status">
          {actionData.outcome === 'saved' ? 'Your profile is saved.' : 'Your profile image was removed.'}
        </p>
      ) : null}
      <Form method="post" id={REMOVE_IMAGE_FORM_ID} hidden />
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        className="form"
        key={actionData?.savedId ?? 'profile'}
      >
        <AccountProfileImageField
          image={loaderData.image}
          abbreviatedName={loaderData.abbreviatedName}
          error={errors.profileImage}
          removeFormId={REMOVE_IMAGE_FORM_ID}
        />
        <div className="field-row">
          <TextField
            name="firstName"
            label="First name"
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            defaultValue={values.firstName}
            error={errors.firstName}
          />
          <TextField
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            defaultValue={values.lastName}
            error={errors.lastName}
          />
        </div>
        {setup.showDisplayName ? (
          <TextField
            name="displayName"
            label="Display name"
            hint="The name others see on your profile and listings."
            autoComplete="nickname"
            maxLength={NAME_MAX_LENGTH}
            defaultValue={values.displayName}
            error={errors.displayName}
          />
        ) : null}
        <div className="field">
          <label htmlFor="bio">Bio</label>
          <p id="bio-hint" className="field__hint">
            Tell others a little about yourself.
          </p>
          <textarea
            id="bio"
            name="bio"
            rows={5}
            maxLength={BIO_MAX_LENGTH}
            defaultValue={values.bio}
            aria-invalid={errors.bio ? true : undefined}
            aria-describedby={errors.bio ? 'bio-hint bio-error' : 'bio-hint'}
          />
          <FieldError id="bio-error" message={errors.bio} />
        </div>
        {setup.fields.map((field) => (
          <CustomFieldInput
            key={field.key}
            field={field}
            value={values.fields[field.key]}
            error={errors[`fields.${field.key}`]}
          />
        ))}
        <button type="submit" className="button" disabled={submitting}>
          Save changes
        </button>
      </Form>
    </section>
  );
}
