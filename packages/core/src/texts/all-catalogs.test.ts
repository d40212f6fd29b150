import { describe, expect, it } from 'vitest';
import { defaultContentAssets } from '../assets/default-content.ts';
import { DEFAULT_MARKETPLACE_CONFIG } from '../config/default-config.ts';
import { DEFAULT_TRANSLATIONS, MESSAGE_CATALOGS, UI_TEXT_CATALOGS } from './all-catalogs.ts';
import { placeholderNames } from './ui-texts.ts';

describe('the UI text catalogs', () => {
  it('have a namespace each and no full key twice', () => {
    const namespaces = UI_TEXT_CATALOGS.map((c) => c.namespace);
    expect(namespaces.filter((n, i) => namespaces.indexOf(n) !== i)).toEqual([]);
    const keyCount = UI_TEXT_CATALOGS.reduce((sum, c) => sum + Object.keys(c.texts).length, 0);
    expect(Object.keys(DEFAULT_TRANSLATIONS)).toHaveLength(keyCount);
  });

  it('hold well-formed, non-empty texts', () => {
    const broken = Object.entries(DEFAULT_TRANSLATIONS).filter(([, text]) => {
      try {
        placeholderNames(text);
        return text.trim() === '';
      } catch {
        return true;
      }
    });
    expect(broken).toEqual([]);
  });

  it('word messages that reach the page as English by that English, which must then be one per text', () => {
    // Two message keys with the same English are fine (one wording), but not if they mean different things.
    expect(MESSAGE_CATALOGS.map((c) => c.namespace)).toEqual([
      'Errors',
      'Validation',
      'AccountFormMessages',
      'TransactionFormMessages',
      'ListingEditorMessages',
      'AvailabilityFormMessages',
      'PhotoMessages',
      'FilesTabMessages',
    ]);
    expect(DEFAULT_TRANSLATIONS['Errors.auth.loginFailed']).toBe(
      'The email and password you entered do not match. Please try again.',
    );
    expect(DEFAULT_TRANSLATIONS['Validation.account.required']).toBe('this field is required');
  });

  it('are what the hosted /content/translations.json holds by default', () => {
    const assets = defaultContentAssets(DEFAULT_MARKETPLACE_CONFIG);
    expect(assets['/content/translations.json']).toEqual(DEFAULT_TRANSLATIONS);
    expect(
      Object.keys(DEFAULT_TRANSLATIONS).every((key) => /^[A-Z][A-Za-z]+\.[A-Za-z0-9.]+$/.test(key)),
    ).toBe(true);
  });
});
