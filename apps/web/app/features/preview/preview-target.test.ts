import { describe, expect, it } from 'vitest';
import { isPreviewToken, previewTokenOf, serializePreviewCookie } from '../../lib/preview-cookie.ts';
import { previewTargetOf } from './preview-target.ts';

describe('previewTargetOf', () => {
  it('opens a content page where the site shows it, and everything else on the landing page', () => {
    expect(previewTargetOf('/content/pages/landing-page.json')).toBe('/');
    expect(previewTargetOf('/content/pages/about.json')).toBe('/p/about');
    expect(previewTargetOf('/content/pages/terms-of-service.json')).toBe('/terms-of-service');
    expect(previewTargetOf('/content/pages/privacy-policy.json')).toBe('/privacy-policy');
    expect(previewTargetOf('/mercato/config.json')).toBe('/');
    expect(previewTargetOf('/content/footer.json')).toBe('/');
  });

  it('follows `to` only to a page of this site outside the console', () => {
    expect(previewTargetOf('/mercato/config.json', '/s?keywords=kayak')).toBe('/s?keywords=kayak');
    for (const to of [
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      '/console',
      '/console/people',
    ]) {
      expect(previewTargetOf('/content/pages/about.json', to)).toBe('/p/about');
    }
  });
});

describe('the preview cookie', () => {
  const token = 'a'.repeat(43);
  it('reads a well-formed token only', () => {
    expect(previewTokenOf(`other=1; mercato_preview=${token}`)).toBe(token);
    expect(previewTokenOf('mercato_preview=short')).toBeNull();
    expect(previewTokenOf(undefined)).toBeNull();
    expect(isPreviewToken(`${token}!`)).toBe(false);
  });

  it('lasts as long as the link and is httpOnly, SameSite=Lax', () => {
    expect(serializePreviewCookie(token, 1799.6, { secure: true })).toBe(
      `mercato_preview=${token}; Max-Age=1799; Path=/; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(serializePreviewCookie(null, 0, { secure: false })).toBe(
      'mercato_preview=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    );
  });
});
