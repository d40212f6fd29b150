import { PHOTOS_TAB_TEXTS } from '@mercato/core/texts/catalogs/wizard/photos-tab';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { Form } from 'react-router';
import { useFormValidation } from '../../../lib/forms/use-form-validation.ts';
import { useTexts } from '../../../lib/texts.ts';
import {
  hasPhotosUploading,
  type PhotoListChange,
  PhotoUploader,
} from '../../listing-photos/photo-uploader.tsx';
import { checkPhotosForm, uploadedPhotoOfListingImage } from '../../listing-photos/photos-form.ts';
import { WizardSubmitButton, WizardTabMessages } from '../wizard-form-parts.tsx';
import type { WizardListing, WizardSetup, WizardTabProps } from '../wizard-tab.ts';

/** Whether the listing has at least one photo (spec §5). */
export function isPhotosTabComplete(listing: WizardListing, _setup: WizardSetup): boolean {
  return listing.images.length > 0;
}

/**
 * The photos tab: the listing's photos in the uploader (add, reorder, remove), saved with the
 * form's button. Sent while files upload, the form waits for them and then goes, unless one failed
 * (the author sees which and decides). Without JavaScript each button posts and is applied at once.
 */
export function PhotosTab({ listing, setup, actionData, submitLabel }: WizardTabProps) {
  const t = useTexts(PHOTOS_TAB_TEXTS);
  const { listingImage } = setup.config.layout;
  const images = listing?.images;
  const photos = useMemo(
    () => (images ?? []).flatMap((image) => uploadedPhotoOfListingImage(image, listingImage) ?? []),
    [images, listingImage],
  );
  const { errors, onChange, onSubmit, clearError, submitting } = useFormValidation(
    checkPhotosForm,
    actionData?.errors,
  );
  const form = useRef<HTMLFormElement>(null);
  // Sent while files were uploading: sent again for the author once they are done.
  const [waiting, setWaiting] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    if (hasPhotosUploading(event.currentTarget)) {
      event.preventDefault();
      setWaiting(true);
      return;
    }
    setWaiting(false);
    onSubmit(event);
  }

  function onPhotosChange(change: PhotoListChange) {
    if (change.imageIds.length > 0) clearError('images');
    if (change.uploading || !waiting) return;
    setWaiting(false);
    // The tab's one submit button carries no value, so the form alone stands for it.
    if (change.failed === 0) form.current?.requestSubmit();
  }

  return (
    <Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      noValidate
      className="form wizard-tab"
      onSubmit={submit}
      onChange={onChange}
    >
      <WizardTabMessages actionData={actionData} />
      <PhotoUploader photos={photos} error={errors.images} onChange={onPhotosChange} />
      {waiting ? (
        <p className="field__hint" role="status">
          {t('sentWhenUploaded')}
        </p>
      ) : null}
      <WizardSubmitButton label={submitLabel} submitting={submitting || waiting} />
    </Form>
  );
}
