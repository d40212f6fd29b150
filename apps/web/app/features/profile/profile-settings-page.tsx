import { PROFILE_SETTINGS_PAGE_TEXTS } from '@mercato/core/texts/catalogs/profile/profile-settings-page';
import { BIO_MAX_LENGTH, NAME_MAX_LENGTH } from '@mercato/core/validators/auth';
import { Form, Link } from 'react-router';
import { CustomFieldInput } from '../../components/custom-field-input.tsx';
import { FieldError } from '../../components/field-error.tsx';
import { FormError } from '../../components/form-error.tsx';
import { FormSuccess } from '../../components/form-success.tsx';
import { NameFields } from '../../components/name-fields.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { customFieldInputName } from '../../lib/forms/custom-fields.ts';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import { useTexts } from '../../lib/texts.ts';
import { ProfileImageField } from './profile-image-field.tsx';
import type { loadProfileSettings, ProfileActionData } from './profile-settings.server.ts';
import { parseProfileSettings } from './profile-settings-form.ts';

const REMOVE_IMAGE_FORM_ID = 'remove-profile-image';

/** The text of each outcome of the page's posts. */
const OUTCOME_TEXT = {
  saved: 'saved',
  'image-removed': 'imageRemoved',
} as const satisfies Record<NonNullable<ProfileActionData['outcome']>, string>;

/** ProfileSettingsPage (spec §2 `/profile-settings`): names, bio, profile image and custom user fields. */
export function ProfileSettingsPage(props: {
  loaderData: Awaited<ReturnType<typeof loadProfileSettings>>;
  actionData: ProfileActionData | undefined;
}) {
  const { loaderData, actionData } = props;
  const { setup } = loaderData;
  const t = useTexts(PROFILE_SETTINGS_PAGE_TEXTS);
  const { errors, onChange, onSubmit, submitting } = useFormValidation(
    (form) => parseProfileSettings(form, setup).result,
    actionData?.errors,
  );
  const values = actionData?.values ?? loaderData.initial;

  return (
    <section className="account-page">
      <header className="account-page__header">
        <h1>{t('heading')}</h1>
        <Link to={`/u/${loaderData.userId}`}>{t('viewProfile')}</Link>
      </header>
      <FormError message={actionData?.formError} />
      <FormSuccess message={actionData?.outcome ? t(OUTCOME_TEXT[actionData.outcome]) : null} />
      <Form method="post" id={REMOVE_IMAGE_FORM_ID} hidden />
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        onChange={onChange}
        className="form"
        key={actionData?.savedId ?? 'profile'}
      >
        <ProfileImageField
          image={loaderData.image}
          abbreviatedName={loaderData.abbreviatedName}
          error={errors.profileImage}
          removeFormId={REMOVE_IMAGE_FORM_ID}
        />
        <NameFields values={values} errors={errors} />
        {setup.showDisplayName ? (
          <TextField
            name="displayName"
            label={t('displayNameLabel')}
            hint={t('displayNameHint')}
            autoComplete="nickname"
            maxLength={NAME_MAX_LENGTH}
            defaultValue={values.displayName}
            error={errors.displayName}
          />
        ) : null}
        <div className="field">
          <label htmlFor="bio">{t('bioLabel')}</label>
          <p id="bio-hint" className="field__hint">
            {t('bioHint')}
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
            error={errors[customFieldInputName(field.key)]}
          />
        ))}
        <SubmitButton className="button" busy={submitting}>
          {t('save')}
        </SubmitButton>
      </Form>
    </section>
  );
}
