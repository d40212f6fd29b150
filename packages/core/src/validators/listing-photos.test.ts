import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fitWithinMaxSide,
  IMAGE_MAX_BYTES,
  ImageUploadSchema,
  ListingPhotosFormSchema,
} from './listing-photos.ts';

describe('ListingPhotosFormSchema', () => {
  it('needs at least one photo', () => {
    expect(ListingPhotosFormSchema.safeParse({ images: [] }).error?.issues[0]?.message).toBe(
      'you need to add at least one photo',
    );
    expect(ListingPhotosFormSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'you need to add at least one photo',
    );
    expect(ListingPhotosFormSchema.safeParse({ images: ['img-1'] }).success).toBe(true);
  });
});

describe('ImageUploadSchema', () => {
  it('accepts JPG and PNG up to 20 MB', () => {
    expect(ImageUploadSchema.safeParse({ mimeType: 'image/jpeg', size: IMAGE_MAX_BYTES }).success).toBe(true);
    expect(ImageUploadSchema.safeParse({ mimeType: 'image/png', size: 1 }).success).toBe(true);
    expect(ImageUploadSchema.safeParse({ mimeType: 'image/gif', size: 1 }).error?.issues[0]?.message).toBe(
      'images must be JPG or PNG',
    );
    expect(
      ImageUploadSchema.safeParse({ mimeType: 'image/png', size: IMAGE_MAX_BYTES + 1 }).error?.issues[0]
        ?.message,
    ).toBe('images must be 20 MB or smaller');
  });
});

describe('fitWithinMaxSide', () => {
  it('scales the longer side down to 3072 px and keeps smaller images', () => {
    expect(fitWithinMaxSide(6144, 4096)).toEqual({ width: 3072, height: 2048 });
    expect(fitWithinMaxSide(1000, 800)).toEqual({ width: 1000, height: 800 });
    expect(fitWithinMaxSide(100000, 1)).toEqual({ width: 3072, height: 1 });
  });

  it('never exceeds the maximum and keeps the aspect ratio within rounding', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 1, max: 50_000 }),
        (width, height) => {
          const fitted = fitWithinMaxSide(width, height);
          expect(Math.max(fitted.width, fitted.height)).toBeLessThanOrEqual(3072);
          if (Math.min(fitted.width, fitted.height) > 10) {
            expect(Math.abs(fitted.width / fitted.height - width / height) / (width / height)).toBeLessThan(
              0.1,
            );
          }
        },
      ),
    );
  });
});
