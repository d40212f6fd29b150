import { describe, expect, it } from 'vitest';
import { checkRequestOrigin, type OriginCheckInput } from './origin-check.ts';

const ROOT = 'https://shop.example';

function post(headers: OriginCheckInput['headers'], overrides: Partial<OriginCheckInput> = {}) {
  return checkRequestOrigin(
    { method: 'POST', url: '/logout', requestOrigin: 'https://shop.example', headers, ...overrides },
    ROOT,
  );
}

describe('checkRequestOrigin', () => {
  it.each(['GET', 'HEAD', 'OPTIONS'])('lets %s through from anywhere', (method) => {
    expect(post({ origin: 'https://evil.example' }, { method }).verdict).toBe('allowed');
  });

  it.each(['/v1/auth/token', '/v1', '/v1?x=1'])('leaves the API (%s) to its own checks', (url) => {
    expect(post({ origin: 'https://evil.example' }, { url }).verdict).toBe('allowed');
  });

  it.each<[string, OriginCheckInput['headers'], string]>([
    ['the site', { origin: ROOT }, ROOT],
    [
      'the request’s own origin when ROOT_URL names another host',
      { origin: 'http://127.0.0.1:3000' },
      'http://127.0.0.1:3000',
    ],
    ['a Referer on the site when Origin is missing', { referer: `${ROOT}/login?from=/` }, ROOT],
    ['no Origin, Referer or Sec-Fetch-Site (curl, scripts)', {}, ROOT],
    ['no Origin or Referer from the same site', { 'sec-fetch-site': 'same-origin' }, ROOT],
  ])('allows a POST from %s', (_name, headers, requestOrigin) => {
    expect(post(headers, { requestOrigin }).verdict).toBe('allowed');
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['a subdomain', { origin: 'https://evil.shop.example' }],
    ['another port of the host', { origin: 'https://shop.example:8443' }],
    ['an opaque origin', { origin: 'null' }],
    ['an Origin that is no URL', { origin: '::::' }],
    [
      'a cross-site Origin even with a same-site Referer',
      { origin: 'https://evil.example', referer: `${ROOT}/` },
    ],
    ['a Referer on another site', { referer: 'https://evil.example/page' }],
    ['a Referer that is no URL', { referer: 'not a url' }],
    ['a cross-site fetch with neither header', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a POST from %s', (_name, headers) => {
    expect(post(headers).verdict).toBe('cross-site');
  });

  it("leaves a file's signed upload URL to its signature: a Web Template on another origin PUTs there", () => {
    const url = '/files/0b1c/upload/1795914886-aa6478e5664ed5f07cf2e948ca7a1274';
    expect(post({ origin: 'https://template.example' }, { method: 'PUT', url }).verdict).toBe('allowed');
    // Only the upload URL: the rest of /files, and lookalike paths, are checked as ever.
    for (const other of ['/files/0b1c/download/1-2/a.pdf', '/files-upload/x', '/filesx/0b1c/upload/1']) {
      expect(post({ origin: 'https://template.example' }, { method: 'PUT', url: other }).verdict).toBe(
        'cross-site',
      );
    }
  });

  it.each(['PUT', 'PATCH', 'DELETE', 'TRACE', 'PROPFIND'])('checks %s like POST', (method) => {
    expect(post({ origin: 'https://evil.example' }, { method }).verdict).toBe('cross-site');
  });

  it('recognises the site seen over http behind a TLS proxy that is not trusted', () => {
    const result = post({ origin: ROOT }, { requestOrigin: 'http://shop.example' });
    expect(result).toEqual({ verdict: 'misrouted', source: ROOT, seenAs: 'http://shop.example' });
  });

  it('recognises the same host arriving under another scheme even when ROOT_URL differs', () => {
    const result = checkRequestOrigin(
      {
        method: 'POST',
        url: '/login',
        requestOrigin: 'http://shop.example',
        headers: { origin: 'https://shop.example' },
      },
      'http://localhost:3000',
    );
    expect(result.verdict).toBe('misrouted');
  });

  it('treats an unusable Host as not matching anything', () => {
    expect(post({ origin: 'https://evil.example' }, { requestOrigin: null }).verdict).toBe('cross-site');
    expect(post({ origin: ROOT }, { requestOrigin: null }).verdict).toBe('misrouted');
  });
});
