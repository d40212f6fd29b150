// Mercato's UI texts: English defaults in catalogs by namespace, reworded by the operator through
// the hosted `/content/translations.json` (full keys `Namespace.key`, as the web template keys its
// texts), so one asset words both Mercato's web app and a template-based front end.

/** Placeholder values of a text: `{name}`, `{count, plural, …}`, `{kind, select, …}`. */
export type TextValues = Readonly<Record<string, string | number>>;

/** The texts of one part of the UI, by short key, under a namespace (`SearchPage`, `TopBar`…). */
export interface TextCatalog<K extends string = string> {
  readonly namespace: string;
  readonly texts: Readonly<Record<K, string>>;
}

/** A key of a catalog (`CatalogKey<typeof SEARCH_PAGE_TEXTS>`). */
export type CatalogKey<C> = C extends TextCatalog<infer K> ? K : never;

/** A catalog's texts function, for code that is handed one (`CatalogTexts<typeof SEARCH_PAGE_TEXTS>`). */
export type CatalogTexts<C> = Texts<CatalogKey<C>>;

/** The operator's wording by full key (`SearchPage.noResults`), over the catalogs' defaults. */
export type Translations = Readonly<Record<string, string>>;

/** A catalog's texts in force: the text of a key, its placeholders filled. */
export type Texts<K extends string> = (key: K, values?: TextValues) => string;

/**
 * Declares a catalog. Keys are short (`noResults`): the full key adds the namespace. Marked free
 * of side effects, so a bundle keeps only the catalogs its components use.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineTexts<const T extends Record<string, string>>(
  namespace: string,
  texts: T,
): TextCatalog<keyof T & string> {
  return { namespace, texts };
}

/** The full key of a catalog's text, as `/content/translations.json` holds it. */
export function fullKey(catalog: TextCatalog, key: string): string {
  return `${catalog.namespace}.${key}`;
}

/** The flat document of catalogs (full key → English): what `/content/translations.json` holds by default. */
export function translationsDocument(catalogs: readonly TextCatalog[]): Record<string, string> {
  const document: Record<string, string> = {};
  for (const catalog of catalogs) {
    for (const [key, text] of Object.entries(catalog.texts)) document[fullKey(catalog, key)] = text;
  }
  return document;
}

/**
 * The operator's wording in a translations document: its non-empty strings that differ from the
 * defaults. Keys the catalogs do not know are kept too (a template-based front end may read them).
 */
export function translationsOf(document: unknown, defaults: Translations): Record<string, string> {
  const own: Record<string, string> = {};
  if (!document || typeof document !== 'object' || Array.isArray(document)) return own;
  for (const [key, value] of Object.entries(document)) {
    if (typeof value === 'string' && value.trim() !== '' && value !== defaults[key]) own[key] = value;
  }
  return own;
}

/** A catalog's texts with the operator's wording over the defaults. */
export function textsOf<K extends string>(
  catalog: TextCatalog<K>,
  translations: Translations | undefined,
  locale = 'en',
): Texts<K> {
  return (key, values) => {
    const text = translations?.[fullKey(catalog, key)] ?? catalog.texts[key] ?? key;
    return formatText(text, values, locale);
  };
}

/**
 * Fills a text's placeholders, in the subset of ICU message syntax the web template's texts use:
 * `{name}`, `{count, plural, =0 {none} one {# item} other {# items}}` and
 * `{kind, select, day {…} other {…}}`, nested. A placeholder without a value is left as written
 * (a typo then shows rather than vanishing); a malformed text is returned unchanged.
 */
export function formatText(text: string, values: TextValues | undefined, locale = 'en'): string {
  if (!text.includes('{')) return text;
  try {
    const reader = new MessageReader(text, values ?? {}, locale);
    const out = reader.read(null);
    return reader.atEnd() ? out : text;
  } catch {
    return text;
  }
}

/**
 * The placeholder names of a text, outer ones first; throws on a malformed text (an unclosed brace,
 * an unknown kind) — the catalogs' tests hold every default to it.
 */
export function placeholderNames(text: string): string[] {
  const names: string[] = [];
  const reader = new MessageReader(text, {}, 'en', names);
  reader.read(null);
  if (!reader.atEnd()) throw new Error('unbalanced "}"');
  return names;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(locale: string, n: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(n);
}

/** A one-pass reader of a message; `#` inside a plural branch is that plural's number. */
class MessageReader {
  private at = 0;

  constructor(
    private readonly source: string,
    private readonly values: TextValues,
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
        ? (branches.get(`=${n}`) ?? branches.get(pluralCategory(this.locale, n)))
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
