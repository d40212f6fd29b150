import type { LayoutConfig } from '@mercato/core/config/layout';
import { ListingPhotosFormSchema } from '@mercato/core/validators/listing-photos';
import { type FormResult, validateForm } from '../../lib/forms/validate-form.ts';
import { listingCardVariantNames } from '../listings/listing-images.ts';
import { PHOTO_FORM_NAMES, UPLOAD_EDIT_VALUE } from './photo-form-names.ts';
import { type PhotoEdit, parsePhotoEdit } from './photo-order.ts';
import type { UploadedPhoto } from './photo-upload-answer.ts';

/** A post of the photos form: the ordered ids, and (without JavaScript) an edit or files to add. */
export interface PhotosPost {
  imageIds: string[];
  /** A move or remove button; null for the form's own submit button. */
  edit: PhotoEdit | null;
  /** The "Upload photos" button of a page without JavaScript. */
  upload: boolean;
  /** Files of the file input: only a post without JavaScript carries any. */
  files: File[];
}

/** Reads a post of the photos form (the ids in order, each once; empty file inputs left out). */
export function readPhotosPost(form: FormData): PhotosPost {
  const imageIds = [
    ...new Set(
      form
        .getAll(PHOTO_FORM_NAMES.images)
        .flatMap((value) => (typeof value === 'string' && value.trim() !== '' ? [value.trim()] : [])),
    ),
  ];
  const button = form.get(PHOTO_FORM_NAMES.edit);
  // A file input with nothing chosen still posts one nameless, empty file.
  const files = form
    .getAll(PHOTO_FORM_NAMES.files)
    .filter((value): value is File => typeof value !== 'string' && (value.size > 0 || value.name !== ''));
  return { imageIds, edit: parsePhotoEdit(button), upload: button === UPLOAD_EDIT_VALUE, files };
}

/** Whether the post asks for a change of the list rather than saving the tab. */
export function isPhotoEditPost(post: PhotosPost): boolean {
  return post.edit !== null || post.upload || post.files.length > 0;
}

/** The photos tab's rule (spec §5): at least one photo, the message on the photo list. */
export function checkPhotosForm(form: FormData): FormResult<{ images: string[] }> {
  return validateForm(ListingPhotosFormSchema, { images: readPhotosPost(form).imageIds });
}

/** A listing image with the wizard's variants, as the editor shows it; null without a card variant. */
export function uploadedPhotoOfListingImage(
  image: { id: string; variants: Record<string, { url: string; width: number } | undefined> },
  listingImage: LayoutConfig['listingImage'],
): UploadedPhoto | null {
  const variants = listingCardVariantNames(listingImage).flatMap((name) => {
    const variant = image.variants[name];
    return variant ? [variant] : [];
  });
  const first = variants[0];
  if (!first) return null;
  return {
    id: image.id,
    url: first.url,
    srcSet: variants.map((variant) => `${variant.url} ${variant.width}w`).join(', '),
  };
}
