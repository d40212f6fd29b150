import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from './photo-messages.ts';
import { photoUploadAnswerOf } from './photo-upload-answer.ts';

describe('photoUploadAnswerOf', () => {
  it('reads an uploaded photo', () => {
    expect(photoUploadAnswerOf(200, { id: 'img-1', url: '/images/a', srcSet: '/images/a 400w' })).toEqual({
      ok: true,
      id: 'img-1',
      url: '/images/a',
      srcSet: '/images/a 400w',
    });
  });

  it("passes on the route's refusal and whether to offer a retry", () => {
    expect(photoUploadAnswerOf(400, { error: PHOTO_MESSAGES.type, retry: false })).toEqual({
      ok: false,
      error: 'images must be JPG or PNG',
      retry: false,
    });
    expect(photoUploadAnswerOf(502, { error: PHOTO_MESSAGES.uploadFailed })).toEqual({
      ok: false,
      error: PHOTO_MESSAGES.uploadFailed,
      retry: true,
    });
  });

  it('words answers it cannot read by their status', () => {
    // A proxy in front may refuse a big body itself, with its own HTML page.
    expect(photoUploadAnswerOf(413, null)).toEqual({ ok: false, error: PHOTO_MESSAGES.tooBig, retry: false });
    expect(photoUploadAnswerOf(0, null)).toEqual({
      ok: false,
      error: PHOTO_MESSAGES.uploadFailed,
      retry: true,
    });
    expect(photoUploadAnswerOf(200, { id: 'img-1' })).toEqual({
      ok: false,
      error: PHOTO_MESSAGES.uploadFailed,
      retry: true,
    });
    expect(photoUploadAnswerOf(500, '<html>')).toMatchObject({ ok: false, retry: true });
  });
});
