import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NameSchema } from './auth.ts';
import { hasHiddenCharacters } from './visible-text.ts';

describe('hasHiddenCharacters', () => {
  it.each([
    ['NUL', 'Ann\u0000a'],
    ['right-to-left override', 'Ann\u202egpj.exe'],
    ['left-to-right isolate', '\u2066Ann'],
    ['zero-width space', 'Ad\u200ba'],
    ['word joiner', 'Ad\u2060a'],
    ['byte-order mark', '\ufeffAda'],
    ['right-to-left mark', 'Ada\u200f'],
    ['line separator', 'Ada\u2028Lovelace'],
    ['line feed', 'Ada\nLovelace'],
    ['a lone joiner at the end', 'Ada\u200d'],
  ])('finds a %s', (_name, text) => {
    expect(hasHiddenCharacters(text)).toBe(true);
  });

  it.each([
    ['plain Latin', 'Ada Lovelace'],
    ['accents', 'Zoë Brontë-Ćosić'],
    ['Persian with a zero-width non-joiner', 'می\u200cخواهم'],
    ['an emoji sequence with a joiner', 'Ada 👩\u200d💻'],
    ['CJK', '山田 太郎'],
    ['an emoji with a skin tone', 'Ben 👍🏽'],
  ])('lets %s through', (_name, text) => {
    expect(hasHiddenCharacters(text)).toBe(false);
  });

  it('refuses a name whenever a hidden character is spliced into it', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !hasHiddenCharacters(s)),
        fc.constantFrom('\u0000', '\u202e', '\u200b', '\u2066', '\ufeff', '\u0007'),
        fc.nat(),
        (name, hidden, at) => {
          const i = at % (name.length + 1);
          expect(hasHiddenCharacters(`${name.slice(0, i)}${hidden}${name.slice(i)}`)).toBe(true);
        },
      ),
    );
  });

  it('makes NameSchema refuse the name with a clear message', () => {
    const result = NameSchema.safeParse('Ann\u202egpj.exe');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'must not contain control or invisible formatting characters',
    );
  });
});
