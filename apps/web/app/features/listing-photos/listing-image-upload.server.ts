import type { LayoutConfig } from '@mercato/core/config/layout';
import { IMAGE_MAX_BYTES } from '@mercato/core/validators/listing-photos';
import { SdkError } from '@mercato/sdk/sdk-error';
import type { ActionArgs, LoaderArgs } from '../../lib/context.ts';
import { UPLOAD_MAX_BYTES } from '../../lib/forms/form-body-limits.ts';
import { readFormDataWithin } from '../../lib/forms/form-data.server.ts';
import { imageSourceOf, listingCardImageQuery, listingCardVariantNames } from '../listings/listing-images.ts';
import { PHOTO_MESSAGES } from './photo-messages.ts';
import type { PhotoUploadAnswer, UploadedPhoto } from './photo-upload-answer.ts';

/** The form part the uploader sends the file in. */
export const UPLOAD_PART_NAME = 'image';

/** Largest body the route reads: one image at the limit, plus the multipart framing around it. */

function answer(status: number, body: PhotoUploadAnswer): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

const refused = (status: number, error: string, retry = false) => answer(status, { ok: false, error, retry });

/** A refused `images/upload` in the uploader's words: status, message, and whether a retry may help. */
export function uploadRefusalOf(error: SdkError): { status: number; error: string; retry: boolean } {
  if (error.status === 413 || error.hasCode('request-upload-over-limit')) {
    return { status: 413, error: PHOTO_MESSAGES.tooBig, retry: false };
  }
  if (error.hasCode('image-invalid')) {
    // The same code covers other formats and pixel floods; the latter's title says which limit it broke.
    const title = error.errors[0]?.title ?? '';
    const isFormat = title === '' || title.includes('JPG or PNG');
    return { status: 400, error: isFormat ? PHOTO_MESSAGES.type : title, retry: false };
  }
  if (error.hasCode('image-invalid-content')) {
    return { status: 400, error: PHOTO_MESSAGES.unreadable, retry: false };
  }
  if (error.status === 401 || error.status === 403) {
    return { status: 401, error: PHOTO_MESSAGES.loggedOut, retry: false };
  }
  if (error.status === 429) return { status: 429, error: PHOTO_MESSAGES.tooManyUploads, retry: true };
  return { status: 502, error: PHOTO_MESSAGES.uploadFailed, retry: true };
}

/** The listing-card thumbnail of an uploaded image, from an upload made with `listingCardImageQuery`. */
export function uploadedPhotoOf(
  image: Parameters<typeof imageSourceOf>[0],
  listingImage: LayoutConfig['listingImage'],
): UploadedPhoto | null {
  const source = imageSourceOf(image, listingCardVariantNames(listingImage));
  return source ? { id: image.id, url: source.src, srcSet: source.srcSet } : null;
}

/**
 * `POST /api/listing-images`: the photo uploader's endpoint. Takes one file (multipart part `image`,
 * read up to the 20 MB limit and not a byte further), uploads it through the visitor's session and
 * answers JSON: the image id with its listing-card thumbnail, or the refusal in the editor's words.
 * The image belongs to nobody's listing until the photos tab saves it; unclaimed uploads are removed
 * by the worker after a day.
 */
export async function uploadListingImage({ request, context }: ActionArgs): Promise<Response> {
  const { sdk, isLoggedIn } = context.session;
  if (!isLoggedIn) return refused(401, PHOTO_MESSAGES.loggedOut);
  const form = await readFormDataWithin(request, UPLOAD_MAX_BYTES);
  if (!form) return refused(413, PHOTO_MESSAGES.tooBig);
  const file = form.get(UPLOAD_PART_NAME);
  if (!(file instanceof File)) return refused(400, PHOTO_MESSAGES.noFile);
  if (file.size > IMAGE_MAX_BYTES) return refused(413, PHOTO_MESSAGES.tooBig);
  if (file.size === 0) return refused(400, PHOTO_MESSAGES.unreadable);

  try {
    const { listingImage } = (await sdk.assets.config()).data.layout;
    const uploaded = await sdk.images.upload(file, file.name || 'photo', listingCardImageQuery(listingImage));
    const photo = uploadedPhotoOf(uploaded.data, listingImage);
    if (!photo) return refused(502, PHOTO_MESSAGES.uploadFailed, true);
    return answer(200, { ok: true, ...photo });
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    const refusal = uploadRefusalOf(error);
    return refused(refusal.status, refusal.error, refusal.retry);
  }
}

/** The route takes uploads only; a GET (a pasted address) gets a plain 405. */
export function refuseListingImageRead(_args: LoaderArgs): Response {
  return new Response('Method not allowed: photos are uploaded with POST.', {
    status: 405,
    headers: { allow: 'POST', 'content-type': 'text/plain; charset=utf-8' },
  });
}
