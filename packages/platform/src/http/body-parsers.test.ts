import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasIllFormedText, nestsDeeperThan } from './body-parsers.ts';

describe('hasIllFormedText', () => {
  it('finds a lone surrogate in any string or key, however deep', () => {
    expect(hasIllFormedText({ a: '\ud800' })).toBe(true);
    expect(hasIllFormedText({ '\udc00': 1 })).toBe(true);
    expect(hasIllFormedText([1, { b: ['ok', 'x\ud83dy'] }])).toBe(true);
    expect(hasIllFormedText('\udfff\ud800')).toBe(true);
  });

  it('passes every well-formed text, emoji pairs included', () => {
    expect(hasIllFormedText({ a: '😀 café', ключ: ['日本'], n: null, t: true })).toBe(false);
    fc.assert(fc.property(fc.json({ depthSize: 'small' }), (text) => !hasIllFormedText(JSON.parse(text))));
  });
});

describe('nestsDeeperThan', () => {
  it('counts the levels of objects and arrays', () => {
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
  });
});
