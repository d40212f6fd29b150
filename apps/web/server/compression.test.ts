import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPRESSION_THRESHOLD_BYTES,
  isCompressible,
  negotiateEncoding,
  registerCompression,
} from './compression.ts';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP, BR', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['deflate, zstd', null],
    ['*', 'br'],
    ['*;q=0.5, gzip', 'gzip'],
    ['*, br;q=0', 'gzip'],
    ['*;q=0', null],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['gzip ; q = 0.9 , br;q=0.1', 'gzip'],
    ['br;q=abc', null],
  ])('%j → %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('never picks a coding the client gave q=0, and picks one it gave the highest q', () => {
    const coding = fc.constantFrom('br', 'gzip', 'deflate', 'identity', '*', 'zstd');
    const weight = fc.constantFrom(0, 0.1, 0.5, 0.9, 1);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(coding, weight), { selector: ([name]) => name, maxLength: 6 }),
        (entries) => {
          const header = entries.map(([name, q]) => `${name};q=${q}`).join(', ');
          const chosen = negotiateEncoding(header);
          const qOf = (name: string) =>
            entries.find(([n]) => n === name)?.[1] ?? entries.find(([n]) => n === '*')?.[1] ?? 0;
          if (chosen === null) {
            expect(qOf('br')).toBe(0);
            expect(qOf('gzip')).toBe(0);
          } else {
            expect(qOf(chosen)).toBeGreaterThan(0);
            expect(qOf(chosen)).toBe(Math.max(qOf('br'), qOf('gzip')));
          }
        },
      ),
    );
  });
});

describe('isCompressible', () => {
  it.each([
    ['text/html; charset=utf-8', true],
    ['text/css', true],
    ['application/json; charset=utf-8', true],
    ['application/vnd.api+json', true],
    ['application/transit+json', true],
    ['application/javascript; charset=utf-8', true],
    ['image/svg+xml', true],
    ['text/event-stream', false],
    ['image/jpeg', false],
    ['application/octet-stream', false],
    [undefined, false],
  ])('%s → %s', (type, expected) => {
    expect(isCompressible(type)).toBe(expected);
  });
});

const BIG_HTML = `<!DOCTYPE html><html><body>${'<p>Mercato marketplace page text.</p>'.repeat(200)}</body></html>`;
const BIG_JSON = JSON.stringify({
  data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Listing ${i}` })),
});
const BIG_JS = `export const words = ${JSON.stringify('lorem ipsum dolor sit amet '.repeat(300))};\n`;

describe('compression on a server', () => {
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mercato-compression-'));
    writeFileSync(join(dir, 'app.js'), BIG_JS);
    writeFileSync(join(dir, 'app.js.br'), brotliCompressSync(BIG_JS));
    writeFileSync(join(dir, 'app.js.gz'), gzipSync(BIG_JS));
    writeFileSync(join(dir, 'tiny.css'), 'a{color:red}');
    writeFileSync(join(dir, 'photo.jpg'), Buffer.alloc(4096, 7));
    app = Fastify();
    registerCompression(app);
    app.get('/page', (_req, reply) => reply.type('text/html; charset=utf-8').send(BIG_HTML));
    app.get('/streamed', (_req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(Readable.from([BIG_HTML.slice(0, 3000), BIG_HTML.slice(3000)])),
    );
    app.get('/small', (_req, reply) => reply.type('text/html').send('<p>hi</p>'));
    app.get('/api', () => JSON.parse(BIG_JSON));
    app.get('/image', (_req, reply) => reply.type('image/jpeg').send(Buffer.alloc(4096, 1)));
    app.get('/already', (_req, reply) =>
      reply.type('text/html').header('content-encoding', 'gzip').send(gzipSync(BIG_HTML)),
    );
    app.get('/no-transform', (_req, reply) =>
      reply.type('text/html').header('cache-control', 'no-transform').send(BIG_HTML),
    );
    app.get('/varied', (_req, reply) => reply.type('text/html').header('vary', 'Cookie').send(BIG_HTML));
    await app.register(async (scope) => {
      await scope.register(fastifyStatic, { root: dir, prefix: '/static/', preCompressed: true });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends HTML in Brotli to a browser that takes it, and the body decodes to the page', async () => {
    const res = await get('/page', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BIG_HTML);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(BIG_HTML.length / 5);
  });

  it('sends gzip when the client prefers it by q-value or takes nothing else', async () => {
    for (const header of ['gzip', 'br;q=0.2, gzip;q=0.9']) {
      const res = await get('/page', header);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString()).toBe(BIG_HTML);
    }
  });

  it('sends the body as it is without Accept-Encoding, for identity and for codings it lacks, saying it varies', async () => {
    for (const header of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await get('/page', header);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(BIG_HTML);
      expect(res.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('compresses a streamed page (as server rendering sends it) without a stale Content-Length', async () => {
    const res = await get('/streamed', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BIG_HTML);
  });

  it('compresses API JSON', async () => {
    const res = await get('/api', 'gzip, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(JSON.parse(BIG_JSON));
  });

  it(`leaves bodies under ${COMPRESSION_THRESHOLD_BYTES} bytes, images and no-transform responses alone`, async () => {
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('<p>hi</p>');
    const image = await get('/image', 'br');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);
    const kept = await get('/no-transform', 'br');
    expect(kept.headers['content-encoding']).toBeUndefined();
    expect(kept.body).toBe(BIG_HTML);
  });

  it('never compresses twice: a body that already has a Content-Encoding goes out as it is', async () => {
    const res = await get('/already', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(BIG_HTML);
  });

  it('adds Accept-Encoding to a Vary the route set', async () => {
    const res = await get('/varied', 'br');
    expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
  });

  it('answers HEAD with the Content-Encoding its GET would have', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/page', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('');
  });

  describe('static files', () => {
    it('serves the precompressed .br file (not compressed again) with its type, encoding and Vary', async () => {
      const res = await get('/static/app.js', 'gzip, br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^application\/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BIG_JS);
    });

    it('serves the .gz file to a gzip-only client and the plain file to one without compression', async () => {
      const gz = await get('/static/app.js', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);
      const plain = await get('/static/app.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(BIG_JS);
    });

    it('sends a small file without precompressed siblings as it is, and binary files untouched', async () => {
      const css = await get('/static/tiny.css', 'br');
      expect(css.headers['content-encoding']).toBeUndefined();
      expect(css.body).toBe('a{color:red}');
      const photo = await get('/static/photo.jpg', 'br');
      expect(photo.headers['content-encoding']).toBeUndefined();
      expect(photo.rawPayload.length).toBe(4096);
    });
  });
});
