import { PROFILE_IMAGE_FIELD_TEXTS } from '@mercato/core/texts/catalogs/profile/profile-image-field';
import { type ChangeEvent, useEffect, useState } from 'react';
import { FieldError } from '../../components/field-error.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { type ProfileImage, profileImageFileError } from '../../lib/profile-image.ts';
import { useTexts } from '../../lib/texts.ts';

interface ProfileImageFieldProps {
  image: ProfileImage | null;
  abbreviatedName: string;
  error: string | undefined;
  /** The form that removes the image; its button sits here, next to the image it removes. */
  removeFormId: string;
}

/**
 * The profile image input: the current image (or initials), a file input that uploads with the rest
 * of the form, a preview of the chosen file when scripts run, and a button that removes the image.
 */
export function ProfileImageField(props: ProfileImageFieldProps) {
  const t = useTexts(PROFILE_IMAGE_FIELD_TEXTS);
  const [preview, setPreview] = useState<string | null>(null);

  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setPreview(file && !profileImageFileError(file) ? URL.createObjectURL(file) : null);
  }

  const describedBy = ['profileImage-hint', props.error ? 'profileImage-error' : null].filter(Boolean);
  return (
    <div className="field profile-image-field">
      <div className="profile-image-field__row">
        {preview ? (
          <img
            className="avatar avatar--large avatar--image"
            src={preview}
            alt={t('newImageAlt')}
            width={96}
            height={96}
          />
        ) : (
          <UserAvatar
            image={props.image}
            abbreviatedName={props.abbreviatedName}
            size="large"
            label={props.image ? t('currentImageLabel') : t('initialsLabel')}
          />
        )}
        <div className="profile-image-field__controls">
          <label htmlFor="profileImage">{t('label')}</label>
          <p id="profileImage-hint" className="field__hint">
            {preview ? t('saveHint') : t('fileHint')}
          </p>
          <input
            id="profileImage"
            name="profileImage"
            type="file"
            accept="image/jpeg,image/png"
            onChange={onChange}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={describedBy.join(' ')}
          />
          {props.image ? (
            <button
              type="submit"
              form={props.removeFormId}
              name="intent"
              value="remove-image"
              className="link-button"
            >
              {t('remove')}
            </button>
          ) : null}
        </div>
      </div>
      <FieldError id="profileImage-error" message={props.error} />
    </div>
  );
}
