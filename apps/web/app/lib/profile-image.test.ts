import { describe, expect, it } from 'vitest';
import { profileImageFileError, profileImageOf } from './profile-image.ts';

const imageId = '0b6c1f4e-2f3a-4a8e-9d2b-1c3d4e5f6a7b';

function variant(name: string, size: number) {
  return { name, width: size, height: size, url: `https://m.test/images/${imageId}/${name}` };
}

function response(relationships: Record<string, unknown> | undefined, included: unknown[]) {
  return { data: { relationships }, included };
}

describe('profileImageOf', () => {
  it('gives the small square and a 2x source from the included image', () => {
    const image = {
      id: imageId,
      type: 'image',
      attributes: {
        variants: {
          'square-small': variant('square-small', 240),
          'square-small2x': variant('square-small2x', 480),
        },
      },
    };
    const result = profileImageOf(
      response({ profileImage: { data: { id: imageId, type: 'image' } } }, [
        { id: 'other', type: 'x' },
        image,
      ]),
    );
    expect(result).toEqual({
      src: `https://m.test/images/${imageId}/square-small`,
      srcSet: `https://m.test/images/${imageId}/square-small 1x, https://m.test/images/${imageId}/square-small2x 2x`,
    });
  });

  it('is null without an image, a relationship or the variant', () => {
    expect(profileImageOf(response({ profileImage: { data: null } }, []))).toBeNull();
    expect(profileImageOf(response(undefined, []))).toBeNull();
    expect(
      profileImageOf(response({ profileImage: { data: { id: imageId, type: 'image' } } }, [])),
    ).toBeNull();
    const bare = { id: imageId, type: 'image', attributes: { variants: {} } };
    expect(
      profileImageOf(response({ profileImage: { data: { id: imageId, type: 'image' } } }, [bare])),
    ).toBeNull();
  });
});

describe('profileImageFileError', () => {
  it('takes JPG and PNG up to 20 MB', () => {
    expect(profileImageFileError({ type: 'image/png', size: 1000 })).toBeUndefined();
    expect(profileImageFileError({ type: 'image/jpeg', size: 20 * 1024 * 1024 })).toBeUndefined();
    expect(profileImageFileError({ type: 'image/gif', size: 1000 })).toBe('images must be JPG or PNG');
    expect(profileImageFileError({ type: 'image/png', size: 20 * 1024 * 1024 + 1 })).toBe(
      'images must be 20 MB or smaller',
    );
  });
});
