/**
 * The small Markdown of page assets (fields of `fieldType: 'markdown'`): paragraphs, headings,
 * bullet and numbered lists, links, bold, italic and code. Parsed into plain data that React
 * renders as elements, so no HTML from an asset ever reaches the page; link targets other than
 * http(s), mailto and site paths are dropped.
 */

/** A run of inline text. */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] };

/** A block of a document. */
export type Block =
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

/** Whether a link target is safe to render. */
export function safeHref(href: string): string | undefined {
  const trimmed = href.trim();
  if (/^(https?:|mailto:)/i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  if (trimmed.startsWith('#')) return trimmed;
  return undefined;
}

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|`([^`]+)`|\*(.+?)\*|_(.+?)_/;

/** Parses inline markup of one block. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest.length > 0) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push({ kind: 'text', text: rest });
      break;
    }
    if (match.index > 0) out.push({ kind: 'text', text: rest.slice(0, match.index) });
    const [whole, linkText, href, strong, code, em, em2] = match;
    if (linkText !== undefined && href !== undefined) {
      const safe = safeHref(href);
      out.push(
        safe
          ? { kind: 'link', href: safe, children: parseInline(linkText) }
          : { kind: 'text', text: linkText },
      );
    } else if (strong !== undefined) {
      out.push({ kind: 'strong', children: parseInline(strong) });
    } else if (code !== undefined) {
      out.push({ kind: 'code', text: code });
    } else {
      out.push({ kind: 'em', children: parseInline(em ?? em2 ?? '') });
    }
    rest = rest.slice(match.index + whole.length);
  }
  return out;
}

/** Parses a document into blocks (blank lines separate paragraphs; `\n` inside one is a space). */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | undefined;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
    paragraph = [];
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    list = undefined;
  };
  for (const raw of lines) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    if (line === '') {
      flush();
    } else if (heading) {
      flush();
      const level = (heading[1]?.length ?? 1) as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ kind: 'heading', level, children: parseInline(heading[2] ?? '') });
    } else if (bullet || numbered) {
      const ordered = !bullet;
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)?.[1] ?? '');
    } else if (list) {
      // A continuation line of the last item.
      list.items[list.items.length - 1] += ` ${line}`;
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
