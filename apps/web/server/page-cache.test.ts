import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createPageCache, pageCacheKeyOf, sendKeptPage } from './page-cache.ts';

const url = (path: string) => new URL(path, 'http://shop.example');
const page = (body: string, validity = 'v1 1.1') => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']] as [string, string][],
  body: Buffer.from(body),
  validity,
});

describe('pageCacheKeyOf', () => {
  it('keeps only GETs of visitors without any of the site’s cookies, by the whole URL', () => {
    expect(pageCacheKeyOf('GET', url('/s?keywords=mug'), undefined)).toBe(
      'http://shop.example/s?keywords=mug',
    );
    expect(pageCacheKeyOf('GET', url('/'), 'theme=dark; _ga=1')).toBe('http://shop.example/');
    expect(pageCacheKeyOf('HEAD', url('/'), undefined)).toBeNull();
    expect(pageCacheKeyOf('POST', url('/login'), undefined)).toBeNull();
    expect(pageCacheKeyOf('GET', url('/'), 'mercato_session=abc')).toBeNull();
    expect(pageCacheKeyOf('GET', url('/'), 'theme=dark;mercato_idp_flow=x')).toBeNull();
    expect(pageCacheKeyOf('GET', url(`/s?keywords=${'a'.repeat(3000)}`), undefined)).toBeNull();
  });
});

describe('createPageCache', () => {
  it('gives a page back only while it was rendered from the current validity, and not past its time', () => {
    let time = 1_000;
    const cache = createPageCache({ now: () => time, ttlMs: 10_000 });
    cache.set('a', page('<p>one</p>'));
    expect(cache.get('a', 'v1 1.1')?.body.toString()).toBe('<p>one</p>');
    time = 10_999;
    expect(cache.get('a', 'v1 1.1')).toBeDefined();
    time = 11_000;
    expect(cache.get('a', 'v1 1.1')).toBeUndefined();

    cache.set('a', page('<p>two</p>'));
    // Something was written, or the configuration changed: the page is gone for good.
    expect(cache.get('a', 'v1 1.2')).toBeUndefined();
    expect(cache.get('a', 'v1 1.1')).toBeUndefined();
    // A clock moved back (the test clock) does not make a page young.
    cache.set('a', page('<p>three</p>'));
    time = 5_000;
    expect(cache.get('a', 'v1 1.1')).toBeUndefined();
  });

  it('lets the least recently used pages go when full, by count and by bytes', () => {
    const cache = createPageCache({ now: () => 0, ttlMs: 1000, maxPages: 2, maxBytes: 25 });
    cache.set('a', page('aaaaaaaaaa'));
    cache.set('b', page('bbbbbbbbbb'));
    expect(cache.get('a', 'v1 1.1')).toBeDefined();
    cache.set('c', page('cccccccccc'));
    expect(cache.size).toBe(2);
    expect(cache.get('b', 'v1 1.1')).toBeUndefined();
    expect(cache.get('a', 'v1 1.1')).toBeDefined();
    cache.set('d', page('d'.repeat(20)));
    expect(cache.get('a', 'v1 1.1')).toBeUndefined();
    expect(cache.get('c', 'v1 1.1')).toBeUndefined();
    expect(cache.get('d', 'v1 1.1')).toBeDefined();
  });
});

describe('sendKeptPage', () => {
  it('sends the page in the coding the client takes, compressing each coding once', async () => {
    const cache = createPageCache({ now: () => 0, ttlMs: 1000 });
    const html = `<!DOCTYPE html><html><body>${'<p>a kept page</p>'.repeat(200)}</body></html>`;
    const kept = cache.set('k', page(html));
    const app = Fastify();
    app.get('/', (request, reply) => sendKeptPage(request, reply, cache, 'k', kept));
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    const encoded = kept.encoded.br;
    await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(kept.encoded.br).toBe(encoded);
    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    await app.close();
  });
});
