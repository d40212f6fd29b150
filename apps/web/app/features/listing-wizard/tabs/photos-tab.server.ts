import { LISTING_EDITOR_MESSAGES } from '@mercato/core/texts/messages/listing-editor';
import { PHOTOS_FORM_MAX_BYTES } from '../../../lib/forms/form-body-limits.ts';
import { PHOTO_MESSAGES } from '../../listing-photos/photo-messages.ts';
import { applyPhotoEdit } from '../../listing-photos/photo-order.ts';
import { checkPhotosForm, isPhotoEditPost, readPhotosPost } from '../../listing-photos/photos-form.ts';
import { uploadPhotoFiles } from '../../listing-photos/upload-photo-files.server.ts';
import { saveListingUpdate } from '../wizard-save.server.ts';
import {
  refusedSave,
  type WizardListing,
  type WizardTabSaveResult,
  type WizardTabServer,
} from '../wizard-tab.ts';

/** Every refusal of the photo list goes on the list; the API names it `images.<index>`. */
const wording = {
  inputOf: (path: string) => (path === 'images' || path.startsWith('images.') ? 'images' : undefined),
  worded: [{ when: 'validation-invalid-value', field: 'images', message: PHOTO_MESSAGES.notYours }] as const,
};

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** Saves the list when it changed; a listing that is not a draft must keep at least one photo. */
async function saveImages(
  args: { sdk: Parameters<typeof saveListingUpdate>[0]; listing: WizardListing },
  imageIds: string[],
): Promise<WizardTabSaveResult> {
  const { sdk, listing } = args;
  if (
    sameIds(
      imageIds,
      listing.images.map((image) => image.id),
    )
  )
    return { ok: true };
  if (imageIds.length === 0 && listing.state !== 'draft') {
    return refusedSave(400, { images: PHOTO_MESSAGES.atLeastOne });
  }
  return saveListingUpdate(sdk, { id: listing.id, images: imageIds }, wording);
}

/**
 * The photos tab's save (spec §5 'you need to add at least one photo'). With JavaScript the uploader
 * has uploaded the files already and the post carries the ordered ids: they replace the listing's
 * images (order kept; a photo left out is removed). Without it, the post is one step — files to upload
 * and attach, or a move or remove button — applied to the listing at once, staying on the tab.
 */
export const photosTabServer: WizardTabServer = {
  maxFormBytes: PHOTOS_FORM_MAX_BYTES,
  tooLargeMessage: `${PHOTO_MESSAGES.tooBig} Photos sent together may be ${Math.floor(PHOTOS_FORM_MAX_BYTES / 1024 / 1024)} MB in all: add large ones one at a time.`,
  async save({ form, listing, sdk }) {
    if (!listing) return refusedSave(400, {}, LISTING_EDITOR_MESSAGES.saveDetailsFirst);
    const post = readPhotosPost(form);

    if (isPhotoEditPost(post)) {
      // The list as the page showed it; a foreign id in it is refused by the platform.
      let imageIds = post.imageIds;
      const uploaded = await uploadPhotoFiles(sdk, post.files, imageIds.length);
      imageIds = [...imageIds, ...uploaded.imageIds];
      if (post.edit)
        imageIds = applyPhotoEdit(
          imageIds.map((key) => ({ key })),
          post.edit,
        ).map(({ key }) => key);
      if (post.upload && post.files.length === 0) {
        return refusedSave(400, { images: LISTING_EDITOR_MESSAGES.choosePhotos });
      }
      const saved = await saveImages({ sdk, listing }, imageIds);
      if (!saved.ok) return saved;
      if (uploaded.problems.length > 0) {
        // Whatever uploaded is attached; the page lists what was not and why.
        return refusedSave(uploaded.status, { images: uploaded.problems.join(' ') });
      }
      return { ok: true, stay: true };
    }

    const checked = checkPhotosForm(form);
    if (!checked.ok) return refusedSave(400, checked.errors);
    return saveImages({ sdk, listing }, checked.data.images);
  },
};
