import { describe, expect, it } from 'vitest';
import { metaDescriptionOf } from './listing-meta.ts';

describe('metaDescriptionOf', () => {
  it('keeps a short description on one line', () => {
    expect(metaDescriptionOf('  Clay and\n\nwheel  included. ')).toBe('Clay and wheel included.');
  });

  it('cuts a long one at a word, within 160 characters', () => {
    const text = `${'word '.repeat(60)}end`;
    const cut = metaDescriptionOf(text) ?? '';
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('has nothing for an empty description', () => {
    expect(metaDescriptionOf(null)).toBeNull();
    expect(metaDescriptionOf('   ')).toBeNull();
  });
});
