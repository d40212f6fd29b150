import { IMAGE_MAX_BYTES } from '@mercato/core/validators/listing-photos';
import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoFileError, SNIFF_BYTES, sniffImageType, takeWithinPhotoLimit } from './photo-files.ts';
import { PHOTO_MESSAGES } from './photo-messages.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const headOf = (data: Uint8Array) => data.subarray(0, SNIFF_BYTES);

async function encoded(format: 'png' | 'jpeg' | 'webp' | 'gif'): Promise<Uint8Array> {
  const image = sharp({ create: { width: 4, height: 3, channels: 3, background: '#7c3aed' } });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

describe('sniffImageType', () => {
  it('knows JPG and PNG by their first bytes, whatever the file is called', async () => {
    expect(sniffImageType(headOf(await encoded('png')))).toBe('image/png');
    expect(sniffImageType(headOf(await encoded('jpeg')))).toBe('image/jpeg');
  });

  it('tells other image formats apart from files that are no image at all', async () => {
    expect(sniffImageType(headOf(await encoded('webp')))).toBe('other-image');
    expect(sniffImageType(headOf(await encoded('gif')))).toBe('other-image');
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('other-image');
    expect(sniffImageType(bytes(0x42, 0x4d, 0, 0))).toBe('other-image');
    expect(sniffImageType(text('\0\0\0\x18ftypheic'))).toBe('other-image');
    expect(sniffImageType(text('%PDF-1.7'))).toBe('unknown');
    expect(sniffImageType(text('hello'))).toBe('unknown');
    expect(sniffImageType(bytes())).toBe('unknown');
    // A truncated signature is not a PNG.
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBe('unknown');
  });
});

describe('photoFileError', () => {
  const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);

  it('accepts a JPG or PNG of up to 20 MB, even under the wrong name', () => {
    expect(photoFileError({ name: 'a.png', type: 'image/png', size: IMAGE_MAX_BYTES }, png)).toBeUndefined();
    expect(photoFileError({ name: 'a.jpg', type: 'image/jpeg', size: 1000 }, png)).toBeUndefined();
    expect(
      photoFileError({ name: 'scan', type: '', size: 1000 }, bytes(0xff, 0xd8, 0xff, 0xe0)),
    ).toBeUndefined();
  });

  it('refuses a file over 20 MB with the words of the 413 answer', () => {
    expect(photoFileError({ name: 'a.png', type: 'image/png', size: IMAGE_MAX_BYTES + 1 }, png)).toBe(
      PHOTO_MESSAGES.tooBig,
    );
    expect(PHOTO_MESSAGES.tooBig).toBe('The image is too big. Images must be 20 MB or smaller.');
  });

  it('refuses other formats with the rule, and broken images as unreadable', () => {
    const gif = text('GIF89a');
    expect(photoFileError({ name: 'a.gif', type: 'image/gif', size: 10 }, gif)).toBe(
      'images must be JPG or PNG',
    );
    // A GIF renamed to .png is still a GIF.
    expect(photoFileError({ name: 'a.png', type: 'image/png', size: 10 }, gif)).toBe(PHOTO_MESSAGES.type);
    expect(photoFileError({ name: 'notes.txt', type: 'text/plain', size: 10 }, text('hello'))).toBe(
      PHOTO_MESSAGES.type,
    );
    expect(photoFileError({ name: 'a.png', type: 'image/png', size: 10 }, text('hello'))).toBe(
      'this file is not a JPG or PNG image we can read',
    );
    expect(photoFileError({ name: 'empty.jpg', type: 'image/jpeg', size: 0 }, bytes())).toBe(
      PHOTO_MESSAGES.unreadable,
    );
  });
});

describe('takeWithinPhotoLimit', () => {
  it('keeps the first files up to the limit, in order, and reports the rest', () => {
    expect(takeWithinPhotoLimit(['a', 'b', 'c'], 48, 50)).toEqual({ fitting: ['a', 'b'], overLimit: ['c'] });
    fc.assert(
      fc.property(fc.array(fc.nat()), fc.nat({ max: 60 }), fc.nat({ max: 60 }), (files, count, limit) => {
        const { fitting, overLimit } = takeWithinPhotoLimit(files, count, limit);
        expect([...fitting, ...overLimit]).toEqual(files);
        expect(count + fitting.length <= Math.max(limit, count)).toBe(true);
        if (overLimit.length > 0) expect(count + fitting.length).toBe(Math.max(limit, count));
      }),
    );
  });
});
