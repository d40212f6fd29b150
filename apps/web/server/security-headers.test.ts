import { describe, expect, it } from 'vitest';
import { BASE_SECURITY_HEADERS, securityHeadersFor } from './security-headers.ts';

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
