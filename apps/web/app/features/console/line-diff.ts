/** One line of a diff: kept, removed (only before) or added (only after). */
export interface DiffLine {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Lines of context kept around each change when a diff is shortened. */
const CONTEXT = 2;

/**
 * The lines of `after` against `before`, by their longest common subsequence (documents of the
 * console are at most a few thousand lines; past that the whole of both is shown as replaced).
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before === '' ? [] : before.split('\n');
  const b = after === '' ? [] : after.split('\n');
  if (a.length * b.length > 25_000_000) {
    return [
      ...a.map((text) => ({ kind: 'removed' as const, text })),
      ...b.map((text) => ({ kind: 'added' as const, text })),
    ];
  }
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i]![j] =
        a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ kind: 'same', text: a[i]! });
      i += 1;
      j += 1;
    } else if (i < a.length && (j === b.length || lengths[i + 1]![j]! >= lengths[i]![j + 1]!)) {
      // Removals first, as diffs are read: what was, then what is.
      lines.push({ kind: 'removed', text: a[i]! });
      i += 1;
    } else {
      lines.push({ kind: 'added', text: b[j]! });
      j += 1;
    }
  }
  return lines;
}

/** A diff with long runs of unchanged lines cut to `CONTEXT` lines around each change (`null` marks a cut). */
export function shortDiff(lines: readonly DiffLine[]): (DiffLine | null)[] {
  const near = lines.map((_, index) =>
    lines.slice(Math.max(0, index - CONTEXT), index + CONTEXT + 1).some((line) => line.kind !== 'same'),
  );
  const out: (DiffLine | null)[] = [];
  lines.forEach((line, index) => {
    if (near[index]) out.push(line);
    else if (out.at(-1) !== null) out.push(null);
  });
  return out;
}

/** A document as the console's editors show and compare it: pretty JSON, keys in their order. */
export function prettyJson(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value, null, 2);
}
