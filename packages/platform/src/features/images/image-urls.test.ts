import { describe, expect, it } from 'vitest';
import { createImageUrls } from './image-urls.ts';

const env = { ROOT_URL: 'https://market.example.com/', TOKEN_SECRET: 'x'.repeat(32) };
const imageId = '1f0e5b9c-6b0c-4f43-9d1e-2a4f3f6a8b10';
const spec = { width: 640, height: 480, fit: 'crop' } as const;

describe('createImageUrls', () => {
  it('builds reproducible URLs under ROOT_URL that verify back to their spec', () => {
    const urls = createImageUrls(env);
    const url = urls.urlOf(imageId, spec);
    expect(url).toMatch(
      new RegExp(`^https://market\\.example\\.com/images/${imageId}/w640-h480-crop-[0-9a-f]{16}$`),
    );
    expect(createImageUrls(env).urlOf(imageId, spec)).toBe(url);
    expect(urls.verify(imageId, url.split('/').pop() ?? '')).toEqual(spec);
  });

  it('refuses a key signed for another image, another size or another secret', () => {
    const urls = createImageUrls(env);
    const key = urls.urlOf(imageId, spec).split('/').pop() ?? '';
    expect(urls.verify('2f0e5b9c-6b0c-4f43-9d1e-2a4f3f6a8b10', key)).toBeNull();
    expect(urls.verify(imageId, key.replace('w640', 'w641'))).toBeNull();
    expect(createImageUrls({ ...env, TOKEN_SECRET: 'y'.repeat(32) }).verify(imageId, key)).toBeNull();
    expect(urls.verify(imageId, 'w640-h480-crop')).toBeNull();
  });
});
