/** What an unsafe link is replaced with: a page that does nothing. */
export const BLANK_URL = 'about:blank';

/** Schemes that run code or smuggle content when a link is followed (spec §5). */
export const UNSAFE_URL_SCHEMES: readonly string[] = ['javascript', 'data', 'vbscript'];

const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/** Browsers decode character references in attribute values, so `&#106;avascript:` is javascript:. */
function decodeCharacterReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (reference, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_REFERENCES[body.toLowerCase()] ?? reference;
  });
}

/** Characters a browser skips when it reads a URL scheme: controls, spaces and invisible separators. */
function isIgnoredInScheme(codePoint: number): boolean {
  return (
    codePoint <= 0x20 ||
    (codePoint >= 0x7f && codePoint <= 0xa0) ||
    (codePoint >= 0x2000 && codePoint <= 0x200f) ||
    [0x1680, 0x180e, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff].includes(codePoint)
  );
}

/**
 * The link unchanged when safe, else about:blank. The scheme is read the way a browser would:
 * after decoding character references and dropping whitespace and control characters, in any case,
 * so 'JaVa\tScRiPt:' and '&#106;avascript:' are caught.
 */
export function sanitizeUrl(url: string): string {
  const compact = [...decodeCharacterReferences(url)]
    .filter((character) => !isIgnoredInScheme(character.codePointAt(0) ?? 0))
    .join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  return scheme !== undefined && UNSAFE_URL_SCHEMES.includes(scheme) ? BLANK_URL : url.trim();
}
