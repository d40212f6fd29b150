import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import type { ImageResource } from '@mercato/core/contracts/image';
import type { ApiErrorCode } from '@mercato/core/errors/api-errors';
import { IMAGE_MAX_BYTES } from '@mercato/core/validators/listing-photos';
import { SdkError } from '@mercato/sdk/sdk-error';
import { describe, expect, it, vi } from 'vitest';
import type { ActionArgs } from '../../lib/context.ts';
import { uploadedPhotoOf, uploadListingImage, uploadRefusalOf } from './listing-image-upload.server.ts';
import { PHOTO_MESSAGES } from './photo-messages.ts';

const refusal = (status: number, code: ApiErrorCode, title = 'refused') =>
  new SdkError(status, [{ id: '1', status, code, title }]);

const image = (id: string): ImageResource => ({
  id,
  type: 'image',
  attributes: {
    variants: {
      'listing-card': { name: 'listing-card', width: 400, height: 300, url: `/images/${id}/400` },
      'listing-card-2x': { name: 'listing-card-2x', width: 800, height: 600, url: `/images/${id}/800` },
    },
  },
});

function fakeSession(
  upload: (file: Blob, name: string) => Promise<{ data: ImageResource }>,
  isLoggedIn = true,
) {
  return {
    isLoggedIn,
    sdk: {
      assets: { config: async () => ({ data: DEFAULT_MARKETPLACE_CONFIG, version: '1' }) },
      images: { upload: vi.fn(upload) },
    },
  };
}

function post(body: BodyInit, session: ReturnType<typeof fakeSession>): ActionArgs {
  const request = new Request('http://m.test/api/listing-images', { method: 'POST', body });
  return { request, context: { session }, params: {} } as unknown as ActionArgs;
}

function formWith(file: Blob, name = 'photo.png'): FormData {
  const form = new FormData();
  form.append('image', file, name);
  return form;
}

describe('uploadRefusalOf', () => {
  it('words each refusal of images/upload as the editor shows it', () => {
    expect(uploadRefusalOf(refusal(413, 'request-upload-over-limit'))).toEqual({
      status: 413,
      error: 'The image is too big. Images must be 20 MB or smaller.',
      retry: false,
    });
    expect(
      uploadRefusalOf(refusal(400, 'image-invalid', 'The file is an image, but images must be JPG or PNG')),
    ).toEqual({ status: 400, error: 'images must be JPG or PNG', retry: false });
    expect(uploadRefusalOf(refusal(400, 'image-invalid-content'))).toEqual({
      status: 400,
      error: PHOTO_MESSAGES.unreadable,
      retry: false,
    });
    expect(uploadRefusalOf(refusal(429, 'too-many-requests'))).toMatchObject({ status: 429, retry: true });
    expect(uploadRefusalOf(refusal(401, 'auth-invalid-access-token'))).toMatchObject({
      error: PHOTO_MESSAGES.loggedOut,
    });
    expect(uploadRefusalOf(refusal(500, 'internal-server-error'))).toEqual({
      status: 502,
      error: PHOTO_MESSAGES.uploadFailed,
      retry: true,
    });
  });

  it('says which limit a pixel flood broke', () => {
    const title = 'The image is too large: at most 50 megapixels and 16384 px a side';
    expect(uploadRefusalOf(refusal(400, 'image-invalid', title)).error).toBe(title);
  });
});

describe('uploadedPhotoOf', () => {
  it('takes the listing-card variants as the thumbnail', () => {
    const { listingImage } = DEFAULT_MARKETPLACE_CONFIG.layout;
    expect(uploadedPhotoOf(image('a'), listingImage)).toEqual({
      id: 'a',
      url: '/images/a/400',
      srcSet: '/images/a/400 400w, /images/a/800 800w',
    });
    expect(uploadedPhotoOf({ ...image('b'), attributes: { variants: {} } }, listingImage)).toBeNull();
  });
});

describe('uploadListingImage', () => {
  it('uploads the file with the listing-card variants and answers its id and thumbnail', async () => {
    const session = fakeSession(async () => ({ data: image('img-1') }));
    const res = await uploadListingImage(post(formWith(new Blob([new Uint8Array(10)])), session));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      id: 'img-1',
      url: '/images/img-1/400',
      srcSet: '/images/img-1/400 400w, /images/img-1/800 800w',
    });
    const [file, name] = session.sdk.images.upload.mock.calls[0] ?? [];
    expect([name, (file as Blob).size]).toEqual(['photo.png', 10]);
  });

  it('refuses a body over the limit before uploading anything', async () => {
    const session = fakeSession(async () => ({ data: image('never') }));
    const big = formWith(new Blob([new Uint8Array(IMAGE_MAX_BYTES + 1)]));
    const res = await uploadListingImage(post(big, session));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ ok: false, error: PHOTO_MESSAGES.tooBig, retry: false });
    expect(session.sdk.images.upload).not.toHaveBeenCalled();
  });

  it('refuses visitors and forms without a file, and passes on the platform refusals', async () => {
    const anonymous = fakeSession(async () => ({ data: image('never') }), false);
    expect((await uploadListingImage(post(formWith(new Blob(['x'])), anonymous))).status).toBe(401);

    const session = fakeSession(async () => {
      throw refusal(400, 'image-invalid-content');
    });
    expect((await uploadListingImage(post(new FormData(), session))).status).toBe(400);
    const res = await uploadListingImage(post(formWith(new Blob(['not an image'])), session));
    expect([res.status, await res.json()]).toEqual([
      400,
      { ok: false, error: PHOTO_MESSAGES.unreadable, retry: false },
    ]);
  });
});
