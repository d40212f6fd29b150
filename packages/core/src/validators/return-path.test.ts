import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

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
