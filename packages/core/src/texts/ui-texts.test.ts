import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defineTexts,
  formatText,
  placeholderNames,
  textsOf,
  translationsDocument,
  translationsOf,
} from './ui-texts.ts';

describe('formatText', () => {
  it('leaves a text without braces as it is, whatever the values', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('{') && !s.includes('}')),
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())),
        (text, values) => formatText(text, values) === text,
      ),
    );
  });

  it('fills named placeholders and leaves unknown ones visible', () => {
    expect(formatText('© {name} {year}', { name: 'Sauna Club', year: 2026 })).toBe('© Sauna Club 2026');
    expect(formatText('Hello {nmae}', { name: 'Ada' })).toBe('Hello {nmae}');
  });

  it('picks plural forms by exact value, then by the language rule, with # as the number', () => {
    const text = '{count, plural, =0 {No listings} one {# listing} other {# listings}}';
    expect(formatText(text, { count: 0 })).toBe('No listings');
    expect(formatText(text, { count: 1 })).toBe('1 listing');
    expect(formatText(text, { count: 2 })).toBe('2 listings');
    expect(formatText(text, { count: 12345 })).toBe('12,345 listings');
    expect(formatText(text, {})).toBe(text);
  });

  it('selects by value, falls back to other, and keeps # of the enclosing plural inside a select', () => {
    const text =
      '{role, select, customer {You booked {listing}} provider {{name} booked {listing}} other {Booked}} ({n, plural, one {# night} other {# nights, {kind, select, x {X #} other {#}}}})';
    expect(formatText(text, { role: 'customer', listing: 'Sauna', n: 1 })).toBe('You booked Sauna (1 night)');
    expect(formatText(text, { role: 'provider', name: 'Ada', listing: 'Sauna', n: 3, kind: 'x' })).toBe(
      'Ada booked Sauna (3 nights, X 3)',
    );
    expect(formatText(text, { role: 'operator', listing: 'Sauna', n: 2, kind: 'y' })).toBe(
      'Booked (2 nights, 2)',
    );
  });

  it('returns a malformed text unchanged instead of throwing', () => {
    for (const text of [
      '{',
      'a }',
      '{n, plural, one {x}',
      '{n, bogus, one {x}}',
      '{n,}',
      '{n, plural one {x}}',
    ]) {
      expect(formatText(text, { n: 1 })).toBe(text);
    }
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer(),
        (text, n) => typeof formatText(text, { n, name: 'x' }) === 'string',
      ),
    );
  });
});

describe('placeholderNames', () => {
  it('names every placeholder and refuses malformed texts', () => {
    expect(placeholderNames('{a} and {n, plural, one {# {b}} other {#}}')).toEqual(['a', 'n', 'b']);
    expect(() => placeholderNames('{a')).toThrow();
    expect(() => placeholderNames('a}')).toThrow();
    expect(() => placeholderNames('{n, plural, one {x} other {y}')).toThrow();
  });
});

describe('catalogs and the translations document', () => {
  const catalog = defineTexts('SearchPage', { noResults: 'No listings match', count: '{n} found' });

  it('words a catalog by the operator first, by its English otherwise', () => {
    const t = textsOf(catalog, { 'SearchPage.noResults': 'Nothing here', 'Other.noResults': 'x' });
    expect(t('noResults')).toBe('Nothing here');
    expect(t('count', { n: 3 })).toBe('3 found');
    expect(textsOf(catalog, undefined)('noResults')).toBe('No listings match');
  });

  it('keeps only the operator strings that change something', () => {
    const defaults = translationsDocument([catalog]);
    expect(defaults).toEqual({
      'SearchPage.noResults': 'No listings match',
      'SearchPage.count': '{n} found',
    });
    expect(
      translationsOf(
        {
          'SearchPage.noResults': 'No listings match',
          'SearchPage.count': '{n} results',
          'TopbarDesktop.login': 'Sign in',
          blank: '  ',
          number: 3,
        },
        defaults,
      ),
    ).toEqual({ 'SearchPage.count': '{n} results', 'TopbarDesktop.login': 'Sign in' });
    for (const document of [null, [], 'x', 42]) expect(translationsOf(document, defaults)).toEqual({});
  });
});
