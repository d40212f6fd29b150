import { FOOTER_TEXTS } from '@mercato/core/texts/catalogs/common/footer';
import { describe, expect, it } from 'vitest';
import type { WebSession } from './context.ts';
import { loadPageTexts, serverTexts } from './texts.server.ts';

/** A session whose SDK answers `assets.translations()` with this document (or fails). */
function sessionWith(document: Record<string, string> | Error, version = 'v1', calls = { n: 0 }) {
  const translations = async () => {
    calls.n++;
    if (document instanceof Error) throw document;
    return { data: document, version };
  };
  return { session: { sdk: { assets: { translations } }, isLoggedIn: false } as unknown as WebSession };
}

describe('page texts', () => {
  it("carry only the operator's changes, by full key and, for messages, by their English", async () => {
    const texts = await loadPageTexts(
      sessionWith(
        {
          'Footer.termsOfService': 'Terms of service',
          'Footer.privacyPolicy': 'Privacy',
          'Errors.auth.loginFailed': 'Wrong email or password.',
          'Validation.account.required': 'required',
          'TopbarDesktop.login': 'Sign in',
        },
        'v-changes',
      ),
    );
    expect(texts.translations).toEqual({
      'Footer.privacyPolicy': 'Privacy',
      'Errors.auth.loginFailed': 'Wrong email or password.',
      'Validation.account.required': 'required',
      'TopbarDesktop.login': 'Sign in',
    });
    expect(texts.messageTranslations).toEqual({
      'The email and password you entered do not match. Please try again.': 'Wrong email or password.',
      'this field is required': 'required',
    });
  });

  it('are read once per request and give English when the asset cannot be read', async () => {
    const calls = { n: 0 };
    const context = sessionWith({ 'Footer.legalLabel': 'Legal pages' }, 'v-once', calls);
    const [a, b] = await Promise.all([loadPageTexts(context), loadPageTexts(context)]);
    expect(a).toBe(b);
    expect(calls.n).toBe(1);
    const t = await serverTexts(context, FOOTER_TEXTS);
    expect(t('legalLabel')).toBe('Legal pages');
    expect(t('copyright', { marketplaceName: 'Saunatime' })).toBe('© Saunatime');

    const broken = await loadPageTexts(sessionWith(new Error('platform down')));
    expect(broken).toEqual({ translations: {}, messageTranslations: {} });
  });

  it('follow a new version of the asset', async () => {
    const first = await loadPageTexts(sessionWith({ 'Footer.legalLabel': 'One' }, 'v-a'));
    const second = await loadPageTexts(sessionWith({ 'Footer.legalLabel': 'Two' }, 'v-b'));
    expect([first.translations['Footer.legalLabel'], second.translations['Footer.legalLabel']]).toEqual([
      'One',
      'Two',
    ]);
  });
});
