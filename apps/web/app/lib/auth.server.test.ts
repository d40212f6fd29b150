import { describe, expect, it } from 'vitest';
import { authRedirect, pagePathOf } from './auth.server.ts';

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
