import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defineTexts,
  formatPound,
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

describe('formatText against the reader it replaced', () => {
  // Texts from the grammar (with the characters that matter: braces, commas, #, spaces), and the
  // same texts cut or spliced, so malformed ones come up too.
  const word = fc.constantFrom('n', 'a', 'b', 'kind');
  const literal = fc.stringMatching(/^[a-z #,=]{0,6}$/);
  const { text } = fc.letrec<{ text: string; piece: string }>((tie) => ({
    text: fc.array(tie('piece'), { maxLength: 4 }).map((pieces) => pieces.join('')),
    piece: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      literal,
      word.map((name) => `{${name}}`),
      fc
        .tuple(
          word,
          fc.constantFrom('plural', 'select'),
          fc.array(fc.tuple(fc.constantFrom('=0', '=1', 'one', 'other', 'x', 'y'), tie('text')), {
            maxLength: 3,
          }),
        )
        .map(
          ([name, kind, branches]) =>
            `{${name}, ${kind},${branches.map(([k, t]) => ` ${k} {${t}}`).join('')}}`,
        ),
    ),
  }));
  const mangled = fc
    .tuple(text, fc.nat(), fc.nat(), fc.constantFrom('', '{', '}', ',', '#'))
    .map(([t, from, length, insert]) => {
      const at = t.length === 0 ? 0 : from % t.length;
      return t.slice(0, at) + insert + t.slice(at + (length % 3));
    });
  const values = fc.record(
    {
      n: fc.oneof(fc.integer({ min: -2, max: 1200 }), fc.constantFrom('1', 'x')),
      a: fc.string(),
      kind: fc.constantFrom('x', 'y', 'z'),
    },
    { requiredKeys: [] },
  );

  it('gives the same text for every text and values, malformed ones included', () => {
    fc.assert(
      fc.property(fc.oneof(text, mangled), values, (t, v) => {
        expect(formatText(t, v)).toBe(readText(t, v));
        expect(formatText(t, v)).toBe(readText(t, v)); // and again, from the kept parse
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatPound', () => {
  it('writes every count below 1,000 as Intl does, in English of any region', () => {
    for (const locale of ['en', 'en-US', 'en-GB', 'en-IN', 'en-CA', 'en-AU', 'en-ZA', 'en-CH', 'en-DE']) {
      const intl = new Intl.NumberFormat(locale);
      for (let n = 0; n < 1000; n++) {
        if (formatPound(locale, n) !== intl.format(n))
          expect(`${locale} ${n}: ${formatPound(locale, n)}`).toBe(intl.format(n));
      }
    }
  });

  it('leaves the rest to Intl: other digits, grouping, fractions, signs', () => {
    expect(formatPound('ar-EG', 5)).toBe(new Intl.NumberFormat('ar-EG').format(5));
    expect(formatPound('ar-EG', 5)).not.toBe('5');
    expect(formatPound('en-u-nu-arab', 7)).toBe(new Intl.NumberFormat('en-u-nu-arab').format(7));
    expect(formatPound('en', -0)).toBe('-0');
    expect(formatPound('en', 1234)).toBe('1,234');
    expect(formatPound('de', 1234)).toBe('1.234');
    expect(formatPound('de', 1.5)).toBe('1,5');
    expect(formatPound('sv', -3)).toBe(new Intl.NumberFormat('sv').format(-3));
    fc.assert(
      fc.property(
        fc.constantFrom('en', 'en-IN', 'en-u-nu-arab', 'de', 'fr', 'fa', 'bn', 'hi-IN'),
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        (locale, n) => {
          expect(formatPound(locale, n)).toBe(new Intl.NumberFormat(locale).format(n));
        },
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

// The character-by-character reader formatText used to be, kept as the oracle of the tests above.
function readText(
  text: string,
  values: Readonly<Record<string, string | number>> | undefined,
  locale = 'en',
): string {
  if (!text.includes('{')) return text;
  try {
    const reader = new MessageReader(text, values ?? {}, locale);
    const out = reader.read(null);
    return reader.atEnd() ? out : text;
  } catch {
    return text;
  }
}
const oraclePluralRules = new Map<string, Intl.PluralRules>();
function oraclePluralCategory(locale: string, n: number): string {
  let rules = oraclePluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    oraclePluralRules.set(locale, rules);
  }
  return rules.select(n);
}

/** A one-pass reader of a message; `#` inside a plural branch is that plural's number. */
class MessageReader {
  private at = 0;

  constructor(
    private readonly source: string,
    private readonly values: Readonly<Record<string, string | number>>,
    private readonly locale: string,
    private readonly names?: string[],
  ) {}

  atEnd(): boolean {
    return this.at >= this.source.length;
  }

  /** Reads up to the end of the text, or the `}` that closes the current branch. */
  read(pound: number | null): string {
    let out = '';
    while (this.at < this.source.length) {
      const char = this.source[this.at]!;
      if (char === '}') return out;
      if (char === '{') out += this.placeholder(pound);
      else if (char === '#' && pound !== null) {
        out += new Intl.NumberFormat(this.locale).format(pound);
        this.at++;
      } else {
        out += char;
        this.at++;
      }
    }
    return out;
  }

  private placeholder(pound: number | null): string {
    const open = this.at;
    this.at++;
    const name = this.word();
    this.names?.push(name);
    this.space();
    if (this.source[this.at] === '}') {
      this.at++;
      const value = this.values[name];
      return value === undefined ? this.source.slice(open, this.at) : String(value);
    }
    if (this.source[this.at] !== ',') throw new Error('malformed placeholder');
    this.at++;
    this.space();
    const kind = this.word();
    this.space();
    if (this.source[this.at] !== ',' || (kind !== 'plural' && kind !== 'select')) {
      throw new Error('malformed placeholder');
    }
    this.at++;
    const branches = new Map<string, string>();
    const value = this.values[name];
    const n = typeof value === 'number' ? value : Number(value);
    for (;;) {
      this.space();
      if (this.source[this.at] === '}') break;
      const selector = this.word();
      this.space();
      if (this.source[this.at] !== '{') throw new Error('malformed branch');
      this.at++;
      branches.set(selector, this.read(kind === 'plural' ? n : pound));
      if (this.source[this.at] !== '}') throw new Error('unclosed branch');
      this.at++;
    }
    if (this.source[this.at] !== '}') throw new Error('unclosed placeholder');
    this.at++;
    if (value === undefined) return this.source.slice(open, this.at);
    const chosen =
      kind === 'plural'
        ? (branches.get(`=${n}`) ?? branches.get(oraclePluralCategory(this.locale, n)))
        : branches.get(String(value));
    return chosen ?? branches.get('other') ?? '';
  }

  private word(): string {
    const match = /^[^\s,{}]+/.exec(this.source.slice(this.at));
    if (!match) throw new Error('expected a name');
    this.at += match[0].length;
    return match[0];
  }

  private space(): void {
    while (/\s/.test(this.source[this.at] ?? '')) this.at++;
  }
}
