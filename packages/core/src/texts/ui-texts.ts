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
  const message = compiled(text);
  return message ? render(message.pieces, values ?? {}, locale, null) : text;
}

/**
 * The placeholder names of a text, outer ones first; throws on a malformed text (an unclosed brace,
 * an unknown kind) — the catalogs' tests hold every default to it.
 */
export function placeholderNames(text: string): string[] {
  return [...parseMessage(text).names];
}

/** A part of a parsed text: literal text, a value, a plural's number (`#`), or a choice of branches. */
type Piece =
  | string
  | { readonly kind: 'value'; readonly name: string; readonly raw: string }
  | { readonly kind: 'pound' }
  | {
      readonly kind: 'plural' | 'select';
      readonly name: string;
      readonly raw: string;
      readonly branches: ReadonlyMap<string, readonly Piece[]>;
    };

interface Message {
  readonly pieces: readonly Piece[];
  readonly names: readonly string[];
}

// Texts are parsed once and kept by their wording (null: malformed): a page formats the same few
// texts for every card, and reading a text character by character each time cost its hydration more
// than rendering the card. The texts are the catalogs' and the operator's, so few; the cap is a guard.
const MESSAGE_CACHE_SIZE = 2000;
const messages = new Map<string, Message | null>();

function compiled(text: string): Message | null {
  let message = messages.get(text);
  if (message === undefined) {
    try {
      message = parseMessage(text);
    } catch {
      message = null;
    }
    if (messages.size >= MESSAGE_CACHE_SIZE) messages.clear();
    messages.set(text, message);
  }
  return message;
}

function parseMessage(text: string): Message {
  const parser = new MessageParser(text);
  const pieces = parser.pieces(false);
  if (!parser.atEnd()) throw new Error('unbalanced "}"');
  return { pieces, names: parser.names };
}

function render(pieces: readonly Piece[], values: TextValues, locale: string, pound: number | null): string {
  let out = '';
  for (const piece of pieces) {
    if (typeof piece === 'string') out += piece;
    else if (piece.kind === 'value') {
      const value = values[piece.name];
      out += value === undefined ? piece.raw : String(value);
    } else if (piece.kind === 'pound') out += formatPound(locale, pound ?? Number.NaN);
    else {
      const value = values[piece.name];
      if (value === undefined) {
        out += piece.raw;
        continue;
      }
      const n = typeof value === 'number' ? value : Number(value);
      const chosen =
        (piece.kind === 'plural'
          ? (piece.branches.get(`=${n}`) ?? piece.branches.get(pluralCategory(locale, n)))
          : piece.branches.get(String(value))) ?? piece.branches.get('other');
      if (chosen) out += render(chosen, values, locale, piece.kind === 'plural' ? n : pound);
    }
  }
  return out;
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

/**
 * What `#` stands for. A page's counts (reviews, results, nights) are small whole numbers, and its
 * texts are English: written as in code, they need no Intl. The first `Intl.NumberFormat` a
 * browser builds loads its number data, 12–17 ms of a desktop Chromium's main thread (several times
 * that on a phone) while the page hydrates. Other locales, and other numbers, are Intl's.
 */
export function formatPound(locale: string, n: number): string {
  // -0 is a whole number too, which Intl writes with its sign.
  if (n >= 0 && n < 1000 && Number.isInteger(n) && !Object.is(n, -0) && /^en(-[A-Z]{2})?$/.test(locale))
    return String(n);
  return numberFormat(locale).format(n);
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format;
}

/** A one-pass parser of a text; `#` inside a plural's branch (a select's in it too) is its number. */
class MessageParser {
  private at = 0;
  readonly names: string[] = [];

  constructor(private readonly source: string) {}

  atEnd(): boolean {
    return this.at >= this.source.length;
  }

  /** The pieces up to the end of the text, or up to the `}` that closes the current branch. */
  pieces(inPlural: boolean): Piece[] {
    const pieces: Piece[] = [];
    let literal = '';
    while (this.at < this.source.length) {
      const char = this.source[this.at]!;
      if (char === '}') break;
      if (char === '{' || (char === '#' && inPlural)) {
        if (literal) pieces.push(literal);
        literal = '';
        if (char === '{') pieces.push(this.placeholder(inPlural));
        else {
          pieces.push({ kind: 'pound' });
          this.at++;
        }
      } else {
        literal += char;
        this.at++;
      }
    }
    if (literal) pieces.push(literal);
    return pieces;
  }

  private placeholder(inPlural: boolean): Piece {
    const open = this.at;
    this.at++;
    const name = this.word();
    this.names.push(name);
    this.space();
    if (this.source[this.at] === '}') {
      this.at++;
      return { kind: 'value', name, raw: this.source.slice(open, this.at) };
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
    const branches = new Map<string, Piece[]>();
    for (;;) {
      this.space();
      if (this.source[this.at] === '}') break;
      const selector = this.word();
      this.space();
      if (this.source[this.at] !== '{') throw new Error('malformed branch');
      this.at++;
      branches.set(selector, this.pieces(kind === 'plural' || inPlural));
      if (this.source[this.at] !== '}') throw new Error('unclosed branch');
      this.at++;
    }
    if (this.source[this.at] !== '}') throw new Error('unclosed placeholder');
    this.at++;
    return { kind, name, raw: this.source.slice(open, this.at), branches };
  }

  private word(): string {
    const start = this.at;
    while (this.at < this.source.length && !/[\s,{}]/.test(this.source[this.at]!)) this.at++;
    if (this.at === start) throw new Error('expected a name');
    return this.source.slice(start, this.at);
  }

  private space(): void {
    while (/\s/.test(this.source[this.at] ?? '')) this.at++;
  }
}
