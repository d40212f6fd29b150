import type { DiffLine } from './line-diff.ts';

/** A shortened line diff: removed lines red with `-`, added green with `+`, cuts as `…`. */
export function DiffView(props: { lines: readonly (DiffLine | null)[]; label: string }) {
  return (
    <section aria-label={props.label}>
      <pre className="console-diff">
        {props.lines.map((line, index) =>
          line === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a diff is drawn once, never reordered
            <span key={index} className="console-diff__cut">
              {'…\n'}
            </span>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a diff is drawn once, never reordered
            <span key={index} className={`console-diff__${line.kind}`}>
              {`${line.kind === 'added' ? '+' : line.kind === 'removed' ? '-' : ' '} ${line.text}\n`}
            </span>
          ),
        )}
      </pre>
    </section>
  );
}
