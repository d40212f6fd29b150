import sharetribeSdk from 'sharetribe-flex-sdk';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachDialectOverHttp } from './harness.ts';
import { signedUpSdk } from './support/official-sdk.ts';

// `sdk.images.upload` of the official SDK, unchanged, over a real socket: Node's FormData + Blob.
describeEachDialectOverHttp('official sharetribe-flex-sdk images.upload', (_platform, baseUrl) => {
  const loggedInSdk = async () => (await signedUpSdk(baseUrl())).sdk;

  it('uploads a Blob and reads variants decoded from Transit', async () => {
    const sdk = await loggedInSdk();
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const res = await sdk.images.upload(
      { image: new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }) },
      {
        expand: true,
        'fields.image': ['variants.square-small', 'variants.card'],
        'imageVariant.card': sharetribeSdk.util.objectQueryString({ w: 400, h: 300, fit: 'crop' }),
      },
    );
    expect(res.status).toBe(200);
    const image = res.data.data;
    expect(image.id).toBeInstanceOf(sharetribeSdk.types.UUID);
    expect(image.type).toBe('image');
    expect(image.attributes.variants).toEqual({
      'square-small': { name: 'square-small', width: 240, height: 240, url: expect.any(String) },
      card: { name: 'card', width: 400, height: 300, url: expect.any(String) },
    });
    const served = await fetch(`${baseUrl()}${new URL(image.attributes.variants.card.url).pathname}`);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([400, 300]);
  });

  it('rejects an upload over 20 MB with request-upload-over-limit', async () => {
    const sdk = await loggedInSdk();
    const huge = new Blob([new Uint8Array(20 * 1024 * 1024 + 10)], { type: 'image/jpeg' });
    const error = await sdk.images.upload({ image: huge }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 413,
      data: { errors: [expect.objectContaining({ code: 'request-upload-over-limit' })] },
    });
  });
});
