import { randomBytes, randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { AppError } from '../src/errors/app-error.ts';
import { createImageUrls } from '../src/features/images/image-urls.ts';
import { claimImageForUser, findImage } from '../src/features/images/images.service.ts';
import { apiClient, errorCodes, newUser } from './api-client.ts';
import { describeEachDialect } from './harness.ts';

interface Variant {
  name: string;
  width: number;
  height: number;
  url: string;
}
interface ImageBody {
  data: { id: string; type: string; attributes: { variants?: Record<string, Variant> } };
}

/** A solid-colour test image. */
async function buildImage(
  format: 'jpeg' | 'png' | 'gif' | 'webp',
  width: number,
  height: number,
  options: { alpha?: boolean } = {},
): Promise<Buffer> {
  const image = sharp({
    create: {
      width,
      height,
      channels: options.alpha ? 4 : 3,
      background: options.alpha ? { r: 200, g: 40, b: 40, alpha: 0.5 } : '#c83232',
    },
  });
  return image.toFormat(format).toBuffer();
}

/**
 * A PNG whose IHDR claims `width`×`height` pixels of `format` (bit depth, colour type, compression,
 * filter and interlace methods), with `idat` as its one data chunk.
 */
function png(width: number, height: number, format: number[], idat: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set(format, 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A whole, valid PNG of `width`×`height` black pixels, 1-bit greyscale. */
function completePng(width: number, height: number): Buffer {
  // Each row: filter byte 0, then width bits of zeros.
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  // 1-bit greyscale, deflate, no filter method, no interlace.
  return png(width, height, [1, 0, 0, 0, 0], deflateSync(raw, { level: 9 }));
}

/**
 * The start of a PNG claiming `width`×`height` RGBA pixels: what a decompression bomb shows before
 * its pixel data (a real one is a few hundred KB of deflated zeros).
 */
function pngHeaderClaiming(width: number, height: number): Buffer {
  // 8-bit RGBA, deflate, no filter method, no interlace.
  return png(width, height, [8, 6, 0, 0, 0], deflateSync(Buffer.alloc(64 * 1024)));
}

/** A multipart body as a browser or the SDK would send it. */
async function formBody(
  parts: { name: string; data: Buffer | string; filename?: string; type?: string }[],
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.data === 'string') form.append(part.name, part.data);
    else
      form.append(
        part.name,
        new Blob([new Uint8Array(part.data)], { type: part.type ?? 'application/octet-stream' }),
        part.filename ?? 'blob',
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

describeEachDialect('images API', (platform) => {
  const api = () => apiClient(platform().app);

  async function upload(
    token: string | undefined,
    body: { payload: Buffer; contentType: string },
    query = '?expand=true',
  ) {
    const res = await platform().app.inject({
      method: 'POST',
      url: `/v1/api/images/upload${query}`,
      headers: {
        accept: 'application/json',
        'content-type': body.contentType,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json() as ImageBody & Record<string, unknown> };
  }

  const uploadImage = async (token: string, data: Buffer, query = '?expand=true', type = 'image/jpeg') =>
    upload(token, await formBody([{ name: 'image', data, type, filename: 'photo' }]), query);

  async function fetchFile(url: string) {
    const res = await platform().app.inject({ method: 'GET', url: new URL(url).pathname });
    return { status: res.statusCode, headers: res.headers, data: res.rawPayload };
  }

  it('refuses a complete, valid 20000×20000 PNG without decoding it: memory stays flat', async () => {
    const { token } = await newUser(platform());
    // 1-bit greyscale keeps the file small (about 50 KB) while a decoder would need 1.6 GB for it.
    const bomb = completePng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().rss;
    const res = await uploadImage(token, bomb);
    const grown = process.memoryUsage().rss - before;
    expect(res.status).toBe(400);
    expect(errorCodes(res.body as unknown as Record<string, unknown>)).toEqual(['image-invalid']);
    expect(JSON.stringify(res.body)).toMatch(/too large: at most 50 megapixels/);
    // Decoding would take gigabytes; refusing from the header takes next to nothing.
    expect(grown).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses a pixel flood from its header, before decoding it', async () => {
    const { token } = await newUser(platform());
    for (const [width, height] of [
      [10_950, 10_950],
      [7_072, 7_072],
      [20_000, 100],
    ] as const) {
      const res = await uploadImage(token, pngHeaderClaiming(width, height));
      expect(res.status, `${width}×${height}`).toBe(400);
      expect(errorCodes(res.body as unknown as Record<string, unknown>)).toEqual(['image-invalid']);
      expect(JSON.stringify(res.body)).toMatch(/too large: at most 50 megapixels/);
    }
  });

  it('stores a large JPEG scaled to 3072 px and answers with the default variant', async () => {
    const { token, id: userId } = await newUser(platform());
    const res = await uploadImage(token, await buildImage('jpeg', 4000, 3000));
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data.type).toBe('image');
    // 3072×2304 stored; `default` is 750×750 scale.
    expect(data.attributes.variants).toEqual({
      default: {
        name: 'default',
        width: 750,
        height: 563,
        url: expect.stringMatching(
          new RegExp(`^http://localhost:3000/images/${data.id}/w750-h750-scale-[0-9a-f]{16}$`),
        ),
      },
    });
    const image = await findImage(platform().ctx, data.id);
    expect(image).toMatchObject({
      ownerId: userId,
      mimeType: 'image/jpeg',
      width: 3072,
      height: 2304,
      attached: false,
    });
    const original = await platform().ctx.storage.get(`images/${data.id}/original`);
    expect(original?.contentType).toBe('image/jpeg');
    const meta = await sharp(original?.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 3072, 2304]);
  });

  it('accepts a multi-megabyte photo, well over the JSON body limit', async () => {
    const { token } = await newUser(platform());
    const noise = await sharp(randomBytes(1500 * 1500 * 3), {
      raw: { width: 1500, height: 1500, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(6 * 1024 * 1024);
    const res = await uploadImage(token, noise, '?expand=true', 'image/png');
    expect(res.status).toBe(200);
    expect(res.body.data.attributes.variants?.default).toMatchObject({ width: 750, height: 750 });
  });

  it('answers with only id and type unless expanded', async () => {
    const { token } = await newUser(platform());
    const res = await uploadImage(token, await buildImage('jpeg', 50, 40), '');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: expect.any(String), type: 'image', attributes: {} });
  });

  it('auto-rotates by EXIF orientation and strips metadata from the original', async () => {
    const { token } = await newUser(platform());
    // Red top half on blue; orientation 6 says "rotate 90° clockwise to display", so red ends up right.
    const redTop = await sharp({ create: { width: 400, height: 100, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#0000ff' } })
      .composite([{ input: redTop, top: 0, left: 0 }])
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Secret Camera Owner', Make: 'Acme' } })
      .jpeg()
      .toBuffer();
    const res = await uploadImage(token, photo, '?expand=true&fields.image=variants.scaled-small');
    expect(res.status).toBe(200);
    expect(res.body.data.attributes.variants?.['scaled-small']).toMatchObject({ width: 160, height: 320 });
    const original = await platform().ctx.storage.get(`images/${res.body.data.id}/original`);
    const meta = await sharp(original?.data).metadata();
    expect([meta.width, meta.height]).toEqual([200, 400]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(original?.data.includes(Buffer.from('Secret Camera Owner'))).toBe(false);
    const pixels = await sharp(original?.data).raw().toBuffer({ resolveWithObject: true });
    const redAt = (x: number, y: number) => pixels.data[(y * pixels.info.width + x) * pixels.info.channels]!;
    expect(redAt(190, 200)).toBeGreaterThan(200);
    expect(redAt(10, 200)).toBeLessThan(50);
  });

  it('accepts a PNG (even when the part claims another type) and serves JPEG variants', async () => {
    const { token } = await newUser(platform());
    const res = await uploadImage(
      token,
      await buildImage('png', 300, 200, { alpha: true }),
      '?expand=true&fields.image=variants.square-small',
      'image/gif',
    );
    expect(res.status).toBe(200);
    expect((await findImage(platform().ctx, res.body.data.id))?.mimeType).toBe('image/png');
    const variant = res.body.data.attributes.variants?.['square-small'];
    expect(variant).toMatchObject({ width: 240, height: 240 });
    const file = await fetchFile(variant!.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(file.data).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['jpeg', 240, 240, false]);
  });

  it('refuses GIF and WebP as image-invalid, and text or broken files as image-invalid-content', async () => {
    const { token } = await newUser(platform());
    for (const format of ['gif', 'webp'] as const) {
      const res = await uploadImage(token, await buildImage(format, 20, 20), '?expand=true', 'image/jpeg');
      expect(res.status).toBe(400);
      expect(errorCodes(res.body)).toEqual(['image-invalid']);
    }
    const jpeg = await buildImage('jpeg', 200, 200);
    for (const data of [Buffer.from('just some text, not a picture'), jpeg.subarray(0, jpeg.length - 300)]) {
      const res = await uploadImage(token, data);
      expect(res.status).toBe(400);
      expect(errorCodes(res.body)).toEqual(['image-invalid-content']);
    }
  });

  it('refuses a file over 20 MB, and a 30 MB one, with 413 request-upload-over-limit', async () => {
    const { token } = await newUser(platform());
    const jpeg = await buildImage('jpeg', 10, 10);
    for (const size of [20 * 1024 * 1024 + 1, 30 * 1024 * 1024]) {
      const res = await uploadImage(token, Buffer.concat([jpeg, Buffer.alloc(size)]));
      expect(res.status, `${size} bytes`).toBe(413);
      expect(errorCodes(res.body)).toEqual(['request-upload-over-limit']);
    }
  });

  it('needs a logged-in user: 401 without a token, 403 with an anonymous one', async () => {
    const body = await formBody([{ name: 'image', data: await buildImage('jpeg', 10, 10) }]);
    const none = await upload(undefined, body);
    expect(none.status).toBe(401);
    const anonymous = await upload(await api().anonToken(), body);
    expect(anonymous.status).toBe(403);
    expect(errorCodes(anonymous.body)).toEqual(['forbidden']);
  });

  it('refuses a body without an image part, with other parts, or that is not multipart', async () => {
    const { token } = await newUser(platform());
    const missing = await upload(token, await formBody([]));
    expect(missing.status).toBe(400);
    expect(errorCodes(missing.body)).toEqual(['validation-missing-key']);

    const extra = await upload(
      token,
      await formBody([
        { name: 'title', data: 'hello' },
        { name: 'image', data: await buildImage('jpeg', 10, 10) },
      ]),
    );
    expect(extra.status).toBe(400);
    expect(errorCodes(extra.body)).toEqual(['validation-disallowed-key']);

    const twoFiles = await upload(
      token,
      await formBody([
        { name: 'image', data: await buildImage('jpeg', 10, 10) },
        { name: 'image', data: await buildImage('jpeg', 10, 10) },
      ]),
    );
    expect(twoFiles.status).toBe(413);

    const json = await upload(token, {
      payload: Buffer.from('{"image":"x"}'),
      contentType: 'application/json',
    });
    expect(json.status).toBe(415);
    expect(errorCodes(json.body)).toEqual(['unsupported-content-type']);
  });

  it('accepts a hand-built part without a filename', async () => {
    const { token } = await newUser(platform());
    const image = await buildImage('png', 30, 20);
    const boundary = 'mercato-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await upload(token, { payload, contentType: `multipart/form-data; boundary=${boundary}` });
    expect(res.status).toBe(200);
    expect(res.body.data.attributes.variants?.default).toMatchObject({ width: 30, height: 20 });
  });

  it('states variant sizes that match the files it serves', async () => {
    const { token } = await newUser(platform());
    const names = [
      'default',
      'landscape-crop',
      'landscape-crop2x',
      'scaled-small',
      'scaled-medium',
      'scaled-xlarge',
      'square-small',
      'square-small2x',
      'facebook',
      'twitter',
    ];
    const res = await uploadImage(
      token,
      await buildImage('jpeg', 1000, 700),
      `?expand=true&fields.image=${names.map((n) => `variants.${n}`).join(',')}`,
    );
    expect(res.status).toBe(200);
    const variants = res.body.data.attributes.variants ?? {};
    expect(Object.keys(variants).sort()).toEqual([...names].sort());
    // Scale never enlarges: a 1000×700 original stays 1000×700 in scaled-xlarge.
    expect(variants['scaled-xlarge']).toMatchObject({ width: 1000, height: 700 });
    expect(variants['scaled-small']).toMatchObject({ width: 320, height: 224 });
    expect(variants.facebook).toMatchObject({ width: 1200, height: 630 });
    for (const variant of Object.values(variants)) {
      const file = await fetchFile(variant.url);
      expect(file.status).toBe(200);
      const meta = await sharp(file.data).metadata();
      expect([variant.name, meta.format, meta.width, meta.height]).toEqual([
        variant.name,
        'jpeg',
        variant.width,
        variant.height,
      ]);
    }
  });

  it('serves variant files with immutable caching and caches the rendering in storage', async () => {
    const { token } = await newUser(platform());
    const res = await uploadImage(token, await buildImage('jpeg', 600, 400));
    const url = res.body.data.attributes.variants?.default?.url ?? '';
    const key = `images/${res.body.data.id}/w750-h750-scale`;
    expect(await platform().ctx.storage.get(key)).toBeNull();

    // Concurrent first requests all get the same complete file.
    const first = await Promise.all(Array.from({ length: 5 }, () => fetchFile(url)));
    for (const file of first) {
      expect(file.status).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(file.data.equals(first[0]!.data)).toBe(true);
    }
    const cached = await platform().ctx.storage.get(key);
    expect(cached?.data.equals(first[0]!.data)).toBe(true);
    const again = await fetchFile(url);
    expect(again.data.equals(first[0]!.data)).toBe(true);
  });

  it('notes a kept variant as served at most hourly, so serving it is a read', async () => {
    const p = platform();
    const { token } = await newUser(p);
    const res = await uploadImage(token, await buildImage('jpeg', 600, 400));
    const imageId = res.body.data.id as string;
    const url = res.body.data.attributes.variants?.default?.url ?? '';
    expect((await fetchFile(url)).status).toBe(200);
    const servedAt = async () =>
      (
        await p.ctx.db
          .selectFrom('image_variant_files')
          .select('last_served_at')
          .where('image_id', '=', imageId)
          .executeTakeFirstOrThrow()
      ).last_served_at;
    // Pretend its note is old: served again within the hour, it is not written again.
    const old = new Date(p.clock.read().getTime() - 3 * 3_600_000).toISOString();
    await p.ctx.db
      .updateTable('image_variant_files')
      .set({ last_served_at: old })
      .where('image_id', '=', imageId)
      .execute();
    expect((await fetchFile(url)).status).toBe(200);
    expect(new Date(await servedAt()).toISOString()).toBe(old);
    // An hour on, serving it notes it again.
    p.clock.advance(3_600_000 + 1000);
    expect((await fetchFile(url)).status).toBe(200);
    expect(new Date(await servedAt()).getTime()).toBe(p.clock.read().getTime());
  });

  it('bounds custom sizes: renders per client, sizes kept per image, and the cache on disk (issue #25)', async () => {
    const p = platform();
    const { token } = await newUser(p);
    const sizes = Array.from({ length: 16 }, (_, i) => `w:${200 + i};h:${150 + i};fit:crop`);
    const query =
      `?expand=true&fields.image=${sizes.map((_, i) => `variants.z${i}`).join(',')}` +
      sizes.map((spec, i) => `&imageVariant.z${i}=${encodeURIComponent(spec)}`).join('');
    const res = await uploadImage(token, await buildImage('jpeg', 800, 600), query);
    expect(res.status).toBe(200);
    const imageId = res.body.data.id as string;
    const urls = Object.values(res.body.data.attributes.variants ?? {}).map((v) => new URL(v.url).pathname);
    expect(urls).toHaveLength(16);
    const get = (url: string, remoteAddress: string) =>
      p.app.inject({ method: 'GET', url, remoteAddress }).then((r) => r.statusCode);

    // Sixteen sizes of one image are served; twelve are kept, the rest rendered each time.
    for (const url of urls) expect(await get(url, '192.0.2.10')).toBe(200);
    const kept = await p.ctx.db
      .selectFrom('image_variant_files')
      .select('variant_key')
      .where('image_id', '=', imageId)
      .execute();
    expect(kept).toHaveLength(12);

    // One client renders at most sixty custom sizes in ten minutes; kept ones cost nothing.
    const client = '192.0.2.20';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      for (const url of urls.slice(12)) statuses.push(await get(url, client));
    }
    for (const url of urls.slice(0, 12)) expect(await get(url, client)).toBe(200);
    const rendered = statuses.filter((s) => s === 200).length;
    expect(rendered).toBe(24);
    expect(statuses.filter((s) => s === 429)).toHaveLength(0);
    for (let i = 0; i < 10; i++) for (const url of urls.slice(12)) statuses.push(await get(url, client));
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBe(60);
    expect(await get(urls[13] ?? '', '192.0.2.30')).toBe(200);

    // Over its size on disk, the cache lets the least recently served go; they render again later.
    const { trimVariantCache } = await import('../src/features/images/images.service.ts');
    const deleted = await trimVariantCache({
      ...p.ctx,
      env: { ...p.ctx.env, IMAGE_VARIANT_CACHE_MB: 0.002 },
    });
    expect(deleted).toBeGreaterThan(0);
    const left = await p.ctx.db.selectFrom('image_variant_files').select('bytes').execute();
    expect(left.reduce((sum, row) => sum + Number(row.bytes), 0)).toBeLessThanOrEqual(0.002 * 1024 * 1024);
    expect(await get(urls[0] ?? '', '192.0.2.40')).toBe(200);
  });

  it('renders custom imageVariant definitions and refuses out-of-limit ones', async () => {
    const { token } = await newUser(platform());
    const query =
      '?expand=true&fields.image=variants.card,variants.tall,variants.unknown-name' +
      `&imageVariant.card=${encodeURIComponent('w:400;h:300;fit:crop')}` +
      `&imageVariant.tall=${encodeURIComponent('fit:scale;h:3072;w:100')}`;
    const res = await uploadImage(token, await buildImage('jpeg', 800, 800), query);
    expect(res.status).toBe(200);
    const variants = res.body.data.attributes.variants ?? {};
    expect(Object.keys(variants).sort()).toEqual(['card', 'tall']);
    expect(variants.card).toMatchObject({ name: 'card', width: 400, height: 300 });
    expect(variants.card?.url).toMatch(/\/w400-h300-crop-[0-9a-f]{16}$/);
    expect(variants.tall).toMatchObject({ width: 100, height: 100 });
    for (const variant of Object.values(variants)) {
      const meta = await sharp((await fetchFile(variant.url)).data).metadata();
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
    }

    for (const bad of [
      'w:3073;h:100;fit:crop',
      'w:0;h:100;fit:scale',
      'w:100;h:100',
      'w:100;h:100;fit:fill',
    ]) {
      const refused = await uploadImage(
        token,
        await buildImage('jpeg', 10, 10),
        `?expand=true&fields.image=variants.big&imageVariant.big=${encodeURIComponent(bad)}`,
      );
      expect(refused.status, bad).toBe(400);
      expect(errorCodes(refused.body)).toEqual(['validation-invalid-params']);
      expect((refused.body.errors as { source: unknown }[])[0]?.source).toEqual({
        path: ['imageVariant.big'],
        type: 'query',
      });
    }
  });

  it('answers 404 for unknown images, malformed keys and forged signatures', async () => {
    const { token } = await newUser(platform());
    const res = await uploadImage(token, await buildImage('jpeg', 100, 100));
    const { pathname } = new URL(res.body.data.attributes.variants?.default?.url ?? '');
    const id = res.body.data.id;
    const urls = createImageUrls(platform().ctx.env);
    const unknownImage = new URL(urls.urlOf(randomUUID(), { width: 240, height: 240, fit: 'crop' })).pathname;
    const otherSize = pathname.replace('w750-h750', 'w751-h750');
    const paths = [
      unknownImage,
      otherSize,
      `/images/${id}/square-small`,
      `/images/${id}/w750-h750-scale`,
      `/images/${id}/w5000-h750-scale-0123456789abcdef`,
      `/images/not-a-uuid/${pathname.split('/').pop()}`,
      `/images/${id}/original`,
    ];
    for (const path of paths) {
      const file = await platform().app.inject({ method: 'GET', url: path });
      expect(file.statusCode, path).toBe(404);
    }
    expect((await platform().app.inject({ method: 'GET', url: pathname })).statusCode).toBe(200);
  });

  it('claims only the caller’s own images', async () => {
    const owner = await newUser(platform());
    const other = await newUser(platform());
    const res = await uploadImage(owner.token, await buildImage('jpeg', 20, 20));
    const imageId = res.body.data.id;
    const ctx = platform().ctx;

    for (const [userId, id] of [
      [other.id, imageId],
      [owner.id, randomUUID()],
      [owner.id, 'not-a-uuid'],
    ] as const) {
      const error = await claimImageForUser(ctx, userId, id).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 400, code: 'validation-invalid-value' });
    }
    expect((await findImage(ctx, imageId))?.attached).toBe(false);

    const claimed = await claimImageForUser(ctx, owner.id, imageId);
    expect(claimed).toMatchObject({ id: imageId, ownerId: owner.id, attached: true });
    expect((await findImage(ctx, imageId))?.attached).toBe(true);
    // Claiming again (same profile image saved twice) is fine.
    expect((await claimImageForUser(ctx, owner.id, imageId)).attached).toBe(true);
  });

  it('limits uploads per user to 60 an hour', async () => {
    const { token } = await newUser(platform());
    const empty = await formBody([]);
    for (let i = 0; i < 60; i++) expect((await upload(token, empty)).status).toBe(400);
    const limited = await upload(token, empty);
    expect(limited.status).toBe(429);
    expect(errorCodes(limited.body)).toEqual(['too-many-requests']);
    // Another user is not affected.
    const other = await newUser(platform());
    expect((await upload(other.token, empty)).status).toBe(400);
  });
});
