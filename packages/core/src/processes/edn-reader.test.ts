import { describe, expect, it } from 'vitest';
import { EdnSyntaxError, parseEdn } from './edn-reader.ts';
import { ednKeyOf } from './edn-value.ts';

const kw = (name: string) => ({ kind: 'keyword', name });

describe('parseEdn', () => {
  it('reads scalars', () => {
    expect(parseEdn('nil')).toBeNull();
    expect(parseEdn('true')).toBe(true);
    expect(parseEdn('false')).toBe(false);
    expect(parseEdn('42')).toBe(42);
    expect(parseEdn('-7')).toBe(-7);
    expect(parseEdn('+3')).toBe(3);
    expect(parseEdn('1.5')).toBe(1.5);
    expect(parseEdn('2e3')).toBe(2000);
    expect(parseEdn('1.25M')).toBe(1.25);
    expect(parseEdn('1/4')).toBe(0.25);
    expect(parseEdn('"a \\"quoted\\" line\\n\\u00e9"')).toBe('a "quoted" line\né');
  });

  it('keeps big integers exact as bigint', () => {
    expect(parseEdn('12N')).toBe(12n);
    expect(parseEdn('9007199254740993')).toBe(9007199254740993n);
  });

  it('reads keywords, namespaced or not, and symbols', () => {
    expect(parseEdn(':format')).toEqual(kw('format'));
    expect(parseEdn(':actor.role/customer')).toEqual(kw('actor.role/customer'));
    expect(parseEdn(':privileged?')).toEqual(kw('privileged?'));
    expect(parseEdn('some-symbol')).toEqual({ kind: 'symbol', name: 'some-symbol' });
  });

  it('reads characters', () => {
    expect(parseEdn('\\a')).toEqual({ kind: 'char', char: 'a' });
    expect(parseEdn('\\newline')).toEqual({ kind: 'char', char: '\n' });
    expect(parseEdn('\\u0041')).toEqual({ kind: 'char', char: 'A' });
    expect(parseEdn('[\\(]')).toEqual({ kind: 'vector', items: [{ kind: 'char', char: '(' }] });
  });

  it('reads collections, treating commas as whitespace and skipping comments and #_ forms', () => {
    const value = parseEdn(`
      ; a comment
      {:a [1, 2 (3)] ;; trailing
       :b #{:x :y}
       #_ :ignored #_ 99
       "k" nil}`);
    expect(value).toEqual({
      kind: 'map',
      entries: [
        [kw('a'), { kind: 'vector', items: [1, 2, { kind: 'list', items: [3] }] }],
        [kw('b'), { kind: 'set', items: [kw('x'), kw('y')] }],
        ['k', null],
      ],
    });
  });

  it('reads tagged values and symbolic numbers', () => {
    expect(parseEdn('#inst "2024-01-01T00:00:00Z"')).toEqual({
      kind: 'tagged',
      tag: 'inst',
      value: '2024-01-01T00:00:00Z',
    });
    expect(parseEdn('##Inf')).toBe(Number.POSITIVE_INFINITY);
    expect(parseEdn('##-Inf')).toBe(Number.NEGATIVE_INFINITY);
    expect(parseEdn('##NaN')).toBeNaN();
  });

  it.each([
    ['', 'Unexpected end of input'],
    ['[1 2', 'Unclosed ['],
    ['{:a}', 'even number'],
    ['{:a 1 :a 2}', 'Duplicate map key :a'],
    ['#{1 1}', 'Duplicate set member'],
    ['"open', 'Unterminated string'],
    ['"bad \\q"', 'Invalid string escape'],
    [')', 'Unexpected )'],
    ['1 2', 'after the first form'],
    ['#:ns{:a 1}', 'Unsupported dispatch'],
    ['##Foo', 'Unknown symbolic value'],
    ['#inst', 'without a value'],
    ['::auto', 'Invalid keyword'],
    [':', 'Invalid keyword'],
    ['12abc', 'Invalid number'],
    ['\\ ', 'Invalid character literal'],
    ['\\bogus', 'Invalid character literal'],
  ])('rejects %j', (text, message) => {
    expect(() => parseEdn(text)).toThrow(message);
  });

  it('reports line and column of the problem', () => {
    try {
      parseEdn('{:a 1\n :b [1 2}');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EdnSyntaxError);
      expect((error as EdnSyntaxError).line).toBe(2);
    }
  });
});

describe('ednKeyOf', () => {
  it('gives equal keys to equal values regardless of map and set order', () => {
    expect(ednKeyOf(parseEdn('{:a 1 :b #{1 2}}'))).toBe(ednKeyOf(parseEdn('{:b #{2 1} :a 1}')));
    expect(ednKeyOf(parseEdn('[1 "1" :1 \\1 (1) #t 1 3N nil sym]'))).toBe(
      '[1 "1" :1 \\1 (1) #t 1 3N nil sym]',
    );
  });
});
