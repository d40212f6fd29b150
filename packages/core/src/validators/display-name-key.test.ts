import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayNameKey } from './display-name-key.ts';

describe('displayNameKey', () => {
  it('makes names that read the same one key', () => {
    expect(displayNameKey('Ada  Lovelace ')).toBe('ada lovelace');
    expect(displayNameKey('ＡＤＡ\tLovelace')).toBe('ada lovelace');
    expect(displayNameKey('Zoë')).toBe(displayNameKey('ZOE\u0308'));
  });

  it('keeps names that read differently apart', () => {
    expect(displayNameKey('Ada L.')).not.toBe(displayNameKey('Ada L'));
    expect(displayNameKey('Ada Lovelace')).not.toBe(displayNameKey('AdaLovelace'));
  });

  it('is a key of itself, whatever the case and spacing', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const key = displayNameKey(name);
        expect(displayNameKey(key)).toBe(key);
        expect(displayNameKey(`  ${name.toUpperCase()} `)).toBe(displayNameKey(name.toUpperCase()));
      }),
    );
  });
});
