import { describe, expect, it } from 'vitest';
import { authRedirect, safeReturnPath } from './auth.server.ts';

describe('safeReturnPath', () => {
  it.each([
    ['/inbox/orders?page=2', '/inbox/orders?page=2'],
    ['/', '/'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    [`/${'a'.repeat(2100)}`, '/'],
  ])('%s → %s', (from, expected) => {
    expect(safeReturnPath(from)).toBe(expected);
  });
});

describe('authRedirect', () => {
  it('sends the visitor to sign up with the path and query they wanted', () => {
    const res = authRedirect(new Request('http://x.test/inbox/sales?page=3'));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/signup?from=%2Finbox%2Fsales%3Fpage%3D3');
  });
});
