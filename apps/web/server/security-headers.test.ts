import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BASE_SECURITY_HEADERS,
  contentSecurityPolicy,
  inlineScriptHashes,
  securityHeadersFor,
} from './security-headers.ts';

describe('contentSecurityPolicy', () => {
  it("lets Stripe.js load, call Stripe's API and draw its frames only when Stripe takes the payments", () => {
    const off = contentSecurityPolicy({ nonce: 'n0nce' });
    expect(off).not.toContain('stripe.com');
    const on = contentSecurityPolicy({ nonce: 'n0nce' }, { stripe: true });
    expect(on).toContain("script-src 'self' 'nonce-n0nce' https://js.stripe.com;");
    expect(on).toContain("connect-src 'self' https://api.stripe.com;");
    expect(on).toContain('frame-src https://js.stripe.com https://hooks.stripe.com;');
  });

  it('lets pages fetch only from the site, or also from the map style origin when one is configured', () => {
    expect(contentSecurityPolicy({ nonce: 'n0nce' })).toContain("connect-src 'self';");
    expect(contentSecurityPolicy({ nonce: 'n0nce' }, { mapOrigin: 'https://tiles.example.test' })).toContain(
      "connect-src 'self' https://tiles.example.test;",
    );
    expect(contentSecurityPolicy({ nonce: 'n0nce' })).toContain("script-src 'self' 'nonce-n0nce'");
    // Images are signed under ROOT_URL, also when the page was opened under another name.
    expect(contentSecurityPolicy({ nonce: 'n0nce' }, { rootUrl: 'http://localhost:3000/' })).toContain(
      "img-src 'self' http://localhost:3000 data: blob:;",
    );
    expect(contentSecurityPolicy({ nonce: 'n0nce' })).toContain("img-src 'self' data: blob:;");
  });

  it('lets a page report to the error tracker, and run Google Analytics, only when they are configured', () => {
    const off = contentSecurityPolicy({ nonce: 'n0nce' });
    expect(off).not.toMatch(/google|worker-src|errors\.example/);
    const reporting = contentSecurityPolicy(
      { nonce: 'n0nce' },
      { errorReporting: 'https://errors.example.test' },
    );
    expect(reporting).toContain("connect-src 'self' https://errors.example.test;");
    expect(reporting).toContain("worker-src 'self' blob:;");
    const analytics = contentSecurityPolicy({ nonce: 'n0nce' }, { analytics: true });
    expect(analytics).toContain("script-src 'self' 'nonce-n0nce' https://www.googletagmanager.com;");
    expect(analytics).toContain(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;",
    );
    expect(analytics).toContain(
      "img-src 'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com;",
    );
  });
});

describe('inline scripts of a page rendered whole', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('are permitted by their hashes, each once; scripts from files need none', () => {
    const html =
      '<head><script type="module" src="/assets/entry.js"></script><script>window.a = 1;</script></head>' +
      '<body><p>&lt;script&gt;not one&lt;/script&gt;</p><script type="module">import("/x.js");</script>' +
      '<script>window.a = 1;</script><script></script></body>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toEqual([sha('window.a = 1;'), sha('import("/x.js");'), sha('')]);
    expect(contentSecurityPolicy({ hashes })).toContain(`script-src 'self' ${hashes.join(' ')};`);
    expect(contentSecurityPolicy({ hashes: [] })).toContain("script-src 'self';");
  });
});

describe('securityHeadersFor', () => {
  it('asks browsers to keep to HTTPS for a year, subdomains included, when the site is https', () => {
    expect(securityHeadersFor('https://shop.example')).toEqual({
      ...BASE_SECURITY_HEADERS,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
  });

  it('sends no Strict-Transport-Security over plain http (browsers ignore it there anyway)', () => {
    expect(securityHeadersFor('http://localhost:3000')).toEqual(BASE_SECURITY_HEADERS);
  });
});
