import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import { describe, expect, it } from 'vitest';
import {
  checkPhotosForm,
  isPhotoEditPost,
  readPhotosPost,
  uploadedPhotoOfListingImage,
} from './photos-form.ts';

function formOf(entries: [string, string | File][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

describe('readPhotosPost', () => {
  it('reads the ordered ids, each once, and the save button as no edit', () => {
    const post = readPhotosPost(
      formOf([
        ['images', 'b'],
        ['images', 'a'],
        ['images', 'b'],
        ['images', ' '],
        ['addImages', new File([], '')],
      ]),
    );
    expect(post).toEqual({ imageIds: ['b', 'a'], edit: null, upload: false, files: [] });
    expect(isPhotoEditPost(post)).toBe(false);
  });

  it('reads the buttons and files of a post without JavaScript', () => {
    const file = new File([new Uint8Array(3)], 'beach.png', { type: 'image/png' });
    const upload = readPhotosPost(
      formOf([
        ['photoEdit', 'upload'],
        ['addImages', file],
      ]),
    );
    expect(upload.upload).toBe(true);
    expect(upload.files.map((f) => f.name)).toEqual(['beach.png']);
    expect(isPhotoEditPost(upload)).toBe(true);
    const move = readPhotosPost(
      formOf([
        ['images', 'a'],
        ['photoEdit', 'move-later:a'],
      ]),
    );
    expect(move.edit).toEqual({ kind: 'move-later', key: 'a' });
    expect(isPhotoEditPost(move)).toBe(true);
    // Files chosen but sent with the form's own button are still added.
    expect(isPhotoEditPost(readPhotosPost(formOf([['addImages', file]])))).toBe(true);
  });
});

describe('checkPhotosForm', () => {
  it('needs at least one photo (spec §5)', () => {
    expect(checkPhotosForm(formOf([]))).toEqual({
      ok: false,
      errors: { images: 'you need to add at least one photo' },
    });
    expect(checkPhotosForm(formOf([['images', 'a']]))).toEqual({ ok: true, data: { images: ['a'] } });
  });
});

describe('uploadedPhotoOfListingImage', () => {
  it('shows a listing image in its listing-card variants', () => {
    const { listingImage } = DEFAULT_MARKETPLACE_CONFIG.layout;
    const image = {
      id: 'a',
      variants: {
        'listing-card': { url: '/i/400', width: 400, height: 300 },
        'listing-card-2x': { url: '/i/800', width: 800, height: 600 },
        'square-small': { url: '/i/sq', width: 240, height: 240 },
      },
    };
    expect(uploadedPhotoOfListingImage(image, listingImage)).toEqual({
      id: 'a',
      url: '/i/400',
      srcSet: '/i/400 400w, /i/800 800w',
    });
    expect(uploadedPhotoOfListingImage({ id: 'b', variants: {} }, listingImage)).toBeNull();
  });
});
