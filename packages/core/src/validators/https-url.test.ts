import { describe, expect, it } from 'vitest';
import { HttpsUrlSchema } from './https-url.ts';

describe('HttpsUrlSchema', () => {
  it('accepts https links', () => {
    for (const url of [
      'https://example.com',
      'https://a.b.example.com:8443/path?q=1#x',
      'https://localhost/x',
    ]) {
      expect(HttpsUrlSchema.safeParse(url).success, url).toBe(true);
    }
  });

  it('refuses anything else with the spec text', () => {
    for (const url of [
      'http://example.com',
      'example.com',
      'javascript:alert(1)',
      'https://',
      'https://exa mple.com',
    ]) {
      expect(HttpsUrlSchema.safeParse(url).error?.issues[0]?.message, url).toBe(
        'please enter a valid URL starting with https://',
      );
    }
  });
});
