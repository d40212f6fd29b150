import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineDiff, shortDiff } from './line-diff.ts';

describe('line diff', () => {
  it('keeps common lines and marks the rest', () => {
    expect(lineDiff('a\nb\nc', 'a\nx\nc')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'x' },
      { kind: 'same', text: 'c' },
    ]);
    expect(lineDiff('', 'a')).toEqual([{ kind: 'added', text: 'a' }]);
    expect(lineDiff('a', 'a')).toEqual([{ kind: 'same', text: 'a' }]);
  });

  it('rebuilds both sides, and changes no more lines than differ', () => {
    const lines = fc.array(fc.constantFrom('a', 'b', 'c', '{', '}'), { maxLength: 30 });
    fc.assert(
      fc.property(lines, lines, (before, after) => {
        const diff = lineDiff(before.join('\n'), after.join('\n'));
        expect(diff.filter((l) => l.kind !== 'added').map((l) => l.text)).toEqual(before);
        expect(diff.filter((l) => l.kind !== 'removed').map((l) => l.text)).toEqual(after);
        const same = diff.filter((l) => l.kind === 'same').length;
        expect(diff.length - same).toBe(before.length + after.length - 2 * same);
      }),
    );
  });

  it('cuts long unchanged runs to the lines around changes', () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n');
    const after = before.replace('line 10', 'line ten');
    const short = shortDiff(lineDiff(before, after));
    expect(short[0]).toBeNull();
    expect(short.filter((l) => l !== null).map((l) => l.text)).toEqual([
      'line 8',
      'line 9',
      'line 10',
      'line ten',
      'line 11',
      'line 12',
    ]);
    expect(short.at(-1)).toBeNull();
  });
});
