import { describe, expect, it } from 'vitest';
import { consoleLoginRedirect, consoleReturnPath } from './console-auth.server.ts';

describe('console return path', () => {
  it.each([
    ['/console/audit?action=user.ban', '/console/audit?action=user.ban'],
    ['/console', '/console'],
    [null, '/console'],
    ['', '/console'],
    ['//evil.example/console', '/console'],
    ['/\\evil.example', '/console'],
    ['https://evil.example/console', '/console'],
    ['/l/some-listing/1', '/console'],
    ['/consoles', '/console'],
    ['/console/login?next=/console', '/console'],
  ])('%s leads to %s', (value, expected) => {
    expect(consoleReturnPath(value)).toBe(expected);
  });

  it('sends a page, never its data request, through the login', () => {
    const location = (url: string, method = 'GET') =>
      consoleLoginRedirect(new Request(`http://localhost${url}`, { method })).headers.get('location');
    expect(location('/console/audit.data?page=2&_routes=routes%2Fconsole%2Faudit')).toBe(
      `/console/login?next=${encodeURIComponent('/console/audit?page=2')}`,
    );
    expect(location('/console.data')).toBe('/console/login');
    expect(location('/console/audit', 'POST')).toBe('/console/login');
  });
});
