import { describe, expect, it } from 'vitest';
import { authRedirect, pagePathOf, safeReturnPath } from './auth.server.ts';

const SITE = 'https://shop.example';

describe('safeReturnPath', () => {
  it.each([
    ['/inbox/orders?page=2', '/inbox/orders?page=2'],
    ['/inbox/orders?page=2#latest', '/inbox/orders?page=2#latest'],
    ['/', '/'],
    // Absolute URLs of the site itself come back as paths.
    [`${SITE}/inbox`, '/inbox'],
    // Characters a Location header cannot carry come back percent-encoded.
    ['/ü', '/%C3%BC'],
    ['/😀?q=ü', '/%F0%9F%98%80?q=%C3%BC'],
    ['/ /evil.example', '/%20/evil.example'],
    // Encoded separators stay encoded: browsers treat them as one path segment on this site.
    ['/%09/evil.example', '/%09/evil.example'],
    ['/%2F/evil.example', '/%2F/evil.example'],
  ])('keeps %s as %s', (from, expected) => {
    expect(safeReturnPath(from, SITE)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['another site', 'https://evil.example/'],
    ['another scheme of this host', 'http://shop.example/inbox'],
    ['a protocol-relative URL', '//evil.example/path'],
    ['a tab the URL parser drops', '/\t/evil.example'],
    ['a newline the URL parser drops', '/\n/evil.example'],
    ['CR/LF', '/inbox\r\nSet-Cookie: a=b'],
    ['a NUL byte', '/inbox\u0000'],
    ['DEL', '/inbox\u007f'],
    ['a backslash after the slash', '/\\evil.example'],
    ['escaped slashes', '\\/\\/evil.example'],
    ['a backslash anywhere', '/inbox\\x'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,hi'],
    ['a relative path', 'inbox'],
    ['dot segments that collapse to //', '/..//evil.example'],
    ['a dot segment before //', '/.//evil.example'],
    ['an overlong path', `/${'a'.repeat(2100)}`],
  ])('refuses %s', (_name, from) => {
    expect(safeReturnPath(from, SITE)).toBe('/');
  });

  it('never returns a path that a browser resolves off-site', () => {
    const vectors = [
      '/%09/evil.example',
      '/\t/evil.example',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/%2F/evil.example',
      '\\/\\/evil.example',
      '/ /evil.example',
      '/\r\n/evil.example',
      '/..//evil.example',
      '/%2e%2e//evil.example',
      '/ü',
      '/😀',
    ];
    for (const from of vectors) {
      const path = safeReturnPath(from, SITE);
      expect(new URL(path, SITE).origin, from).toBe(SITE);
      expect(path, from).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
    }
  });
});

describe('authRedirect', () => {
  it('sends the visitor to sign up with the path and query they wanted', () => {
    const res = authRedirect(new Request('http://x.test/inbox/sales?page=3'));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/signup?from=%2Finbox%2Fsales%3Fpage%3D3');
  });
});

describe('pagePathOf', () => {
  it("names the page of a request for a page's data, never the data itself", () => {
    const page = (url: string) => pagePathOf(new Request(`http://x.test${url}`));
    expect(
      page('/l/abc/checkout.data?bookingStart=2026-12-07T09%3A00%3A00.000Z&_routes=routes%2Fcheckout'),
    ).toBe('/l/abc/checkout?bookingStart=2026-12-07T09%3A00%3A00.000Z');
    expect(page('/_root.data')).toBe('/');
    expect(page('/l/slug/abc.data?index&intent=contact')).toBe('/l/slug/abc?intent=contact');
    expect(page('/inbox/sales?page=3')).toBe('/inbox/sales?page=3');
    expect(page('/docs/metadata.data.json')).toBe('/docs/metadata.data.json');
  });

  it('is where a visitor is sent back to after logging in', () => {
    const res = authRedirect(new Request('http://x.test/l/abc/checkout.data?quantity=2&_routes=x'));
    expect(res.headers.get('location')).toBe(
      `/signup?from=${encodeURIComponent('/l/abc/checkout?quantity=2')}`,
    );
  });
});
