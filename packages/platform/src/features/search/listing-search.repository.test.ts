import { describe, expect, it } from 'vitest';
import { prefixUpperBound } from './listing-search.repository.ts';

describe('prefixUpperBound', () => {
  const between = (prefix: string, word: string) => {
    const upper = prefixUpperBound(prefix)!;
    // Byte order of UTF-8 is code point order, as PostgreSQL's "C" collation compares.
    const bytes = (s: string) => Buffer.from(s, 'utf8');
    return Buffer.compare(bytes(word), bytes(prefix)) >= 0 && Buffer.compare(bytes(word), bytes(upper)) < 0;
  };

  it('bounds exactly the words that begin with the prefix', () => {
    expect(prefixUpperBound('kayak')).toBe('kayal');
    for (const word of ['kayak', 'kayaks', 'kayak\u{10ffff}', 'kayakäöü'])
      expect(between('kayak', word), word).toBe(true);
    for (const word of ['kayal', 'kaya', 'kayb', 'kay']) expect(between('kayak', word), word).toBe(false);
    expect(prefixUpperBound('hyvä')).toBe('hyvå');
    expect(between('hyvä', 'hyvää')).toBe(true);
    expect(between('hyvä', 'hyvb')).toBe(false);
  });

  it('steps over the surrogate range and carries past the last code point', () => {
    expect(prefixUpperBound('a\u{d7ff}')).toBe('a\u{e000}');
    expect(prefixUpperBound('ab\u{10ffff}')).toBe('ac');
    expect(between('ab\u{10ffff}', 'ab\u{10ffff}x')).toBe(true);
    expect(between('ab\u{10ffff}', 'ac')).toBe(false);
    expect(prefixUpperBound('\u{10ffff}')).toBeUndefined();
  });
});
