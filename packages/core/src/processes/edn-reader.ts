import { type EdnChar, type EdnValue, ednKeyOf } from './edn-value.ts';

/** Malformed EDN, with the 1-based line and column where reading stopped. */
export class EdnSyntaxError extends Error {
  override name = 'EdnSyntaxError';
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`${message} (line ${line}, column ${column})`);
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r', ',', '\f']);
const DELIMITERS = new Set(['(', ')', '[', ']', '{', '}', '"', ';']);
const NAMED_CHARS: Record<string, string> = { newline: '\n', space: ' ', tab: '\t', return: '\r' };
const STRING_ESCAPES: Record<string, string> = {
  t: '\t',
  r: '\r',
  n: '\n',
  b: '\b',
  f: '\f',
  '\\': '\\',
  '"': '"',
};
const CLOSERS: Record<string, string> = { '(': ')', '[': ']', '{': '}', '#{': '}' };

function parseNumber(token: string): number | bigint | null {
  if (/^[+-]?\d+N?$/.test(token)) {
    const digits = token.endsWith('N') ? token.slice(0, -1) : token;
    const big = BigInt(digits);
    return token.endsWith('N') || !Number.isSafeInteger(Number(big)) ? big : Number(big);
  }
  if (/^[+-]?\d+(\.\d*)?([eE][+-]?\d+)?M?$/.test(token)) return Number(token.replace(/M$/, ''));
  const ratio = /^([+-]?\d+)\/(\d+)$/.exec(token);
  if (ratio && Number(ratio[2]) !== 0) return Number(ratio[1]) / Number(ratio[2]);
  return null;
}

/** Reads a single EDN form (the subset Sharetribe's process.edn uses, plus the rest of the core syntax). */
export function parseEdn(text: string): EdnValue {
  let pos = 0;

  const fail = (message: string, at = pos): never => {
    const before = text.slice(0, at).split('\n');
    throw new EdnSyntaxError(message, before.length, (before.at(-1)?.length ?? 0) + 1);
  };

  const skipIgnored = (): void => {
    while (pos < text.length) {
      const ch = text[pos] as string;
      if (WHITESPACE.has(ch)) pos += 1;
      else if (ch === ';') while (pos < text.length && text[pos] !== '\n') pos += 1;
      else if (text.startsWith('#_', pos)) {
        pos += 2;
        readForm();
      } else return;
    }
  };

  const readToken = (): string => {
    const start = pos;
    while (
      pos < text.length &&
      !WHITESPACE.has(text[pos] as string) &&
      !DELIMITERS.has(text[pos] as string)
    ) {
      pos += 1;
    }
    return text.slice(start, pos);
  };

  const readString = (): string => {
    const start = pos;
    pos += 1;
    let out = '';
    while (pos < text.length) {
      const ch = text[pos] as string;
      if (ch === '"') {
        pos += 1;
        return out;
      }
      if (ch === '\\') {
        const next = text[pos + 1] ?? '';
        if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(pos + 2, pos + 6))) {
          out += String.fromCharCode(Number.parseInt(text.slice(pos + 2, pos + 6), 16));
          pos += 6;
          continue;
        }
        const escaped = STRING_ESCAPES[next];
        if (escaped === undefined) fail(`Invalid string escape \\${next}`);
        out += escaped;
        pos += 2;
        continue;
      }
      out += ch;
      pos += 1;
    }
    return fail('Unterminated string', start);
  };

  const readTokenAfter = (offset: number): string => {
    pos += offset;
    return readToken();
  };

  const readChar = (): EdnChar => {
    const start = pos;
    const first = text[pos + 1];
    if (first === undefined || WHITESPACE.has(first)) return fail('Invalid character literal', start);
    pos += 2;
    const token = DELIMITERS.has(first) ? first : first + readToken();
    if (token.length === 1) return { kind: 'char', char: token };
    const named = NAMED_CHARS[token];
    if (named !== undefined) return { kind: 'char', char: named };
    if (/^u[0-9a-fA-F]{4}$/.test(token)) {
      return { kind: 'char', char: String.fromCharCode(Number.parseInt(token.slice(1), 16)) };
    }
    return fail(`Invalid character literal \\${token}`, start);
  };

  const readSequence = (opener: string): EdnValue[] => {
    const closer = CLOSERS[opener] as string;
    const start = pos;
    pos += opener.length;
    const items: EdnValue[] = [];
    for (;;) {
      skipIgnored();
      if (pos >= text.length) fail(`Unclosed ${opener}`, start);
      if (text[pos] === closer) {
        pos += 1;
        return items;
      }
      items.push(readForm());
    }
  };

  const unique = (items: EdnValue[], what: string, at: number): void => {
    const seen = new Set<string>();
    for (const item of items) {
      const key = ednKeyOf(item);
      if (seen.has(key)) fail(`Duplicate ${what} ${key}`, at);
      seen.add(key);
    }
  };

  const readDispatch = (): EdnValue => {
    const start = pos;
    if (text.startsWith('#{', pos)) {
      const items = readSequence('#{');
      unique(items, 'set member', start);
      return { kind: 'set', items };
    }
    if (text.startsWith('##', pos)) {
      const token = readTokenAfter(2);
      const special: Record<string, number> = {
        Inf: Number.POSITIVE_INFINITY,
        '-Inf': Number.NEGATIVE_INFINITY,
        NaN: Number.NaN,
      };
      if (token in special) return special[token] as number;
      return fail(`Unknown symbolic value ##${token}`, start);
    }
    const tag = readTokenAfter(1);
    if (!/^[a-zA-Z]/.test(tag)) return fail(`Unsupported dispatch #${tag}`, start);
    skipIgnored();
    if (pos >= text.length) fail(`Tag #${tag} without a value`, start);
    return { kind: 'tagged', tag, value: readForm() };
  };

  const readAtom = (): EdnValue => {
    const start = pos;
    const token = readToken();
    if (token.startsWith(':')) {
      const name = token.slice(1);
      if (name === '' || name.startsWith(':') || name.startsWith('/') || name.endsWith('/')) {
        fail(`Invalid keyword ${token}`, start);
      }
      return { kind: 'keyword', name };
    }
    if (token === 'nil') return null;
    if (token === 'true') return true;
    if (token === 'false') return false;
    if (/^[+-]?\d/.test(token)) {
      const number = parseNumber(token);
      return number === null ? fail(`Invalid number ${token}`, start) : number;
    }
    return { kind: 'symbol', name: token };
  };

  function readForm(): EdnValue {
    skipIgnored();
    if (pos >= text.length) fail('Unexpected end of input');
    const ch = text[pos] as string;
    const start = pos;
    switch (ch) {
      case '"':
        return readString();
      case '\\':
        return readChar();
      case '(':
        return { kind: 'list', items: readSequence('(') };
      case '[':
        return { kind: 'vector', items: readSequence('[') };
      case '{': {
        const items = readSequence('{');
        if (items.length % 2 !== 0) fail('Map literal needs an even number of forms', start);
        const keys = items.filter((_, i) => i % 2 === 0);
        unique(keys, 'map key', start);
        return { kind: 'map', entries: keys.map((key, i) => [key, items[i * 2 + 1] as EdnValue]) };
      }
      case '#':
        return readDispatch();
      case ')':
      case ']':
      case '}':
        return fail(`Unexpected ${ch}`);
      default:
        return readAtom();
    }
  }

  const value = readForm();
  skipIgnored();
  if (pos < text.length) fail('Unexpected content after the first form');
  return value;
}
