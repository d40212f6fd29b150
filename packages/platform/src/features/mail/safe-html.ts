/** Markup known to be safe: produced by `html` or `escapeHtml`, never by concatenating input. */
export class SafeHtml {
  constructor(readonly value: string) {}

  /** The markup itself, so a SafeHtml can be sent or interpolated as a string. */
  toString(): string {
    return this.value;
  }
}

/** What may be interpolated into `html`: text is escaped, SafeHtml is kept, lists are joined. */
export type HtmlValue = string | number | SafeHtml | null | undefined | false | readonly HtmlValue[];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML element body or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function renderValue(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(renderValue).join('');
  return escapeHtml(String(value));
}

/**
 * Tagged template for markup: every interpolated value is escaped unless it is already SafeHtml,
 * so user data cannot become markup by forgetting to escape it. Attribute values must be quoted.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) out += renderValue(values[i]) + (strings[i + 1] ?? '');
  return new SafeHtml(out);
}

/** What a whole HTML document holds besides its fixed frame (doctype, charset, viewport). */
export interface HtmlDocument {
  title: string;
  /** Elements of the head before the title, each on its own line. */
  head: HtmlValue;
  /** The body's inline style, if any. */
  bodyStyle?: string;
  /** The body's content, ending with a line break. */
  body: HtmlValue;
}

/** A whole HTML document in English, as text. */
export function htmlDocument(doc: HtmlDocument): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${doc.head}<title>${doc.title}</title>
</head>
<body${doc.bodyStyle !== undefined && html` style="${doc.bodyStyle}"`}>
${doc.body}</body>
</html>
`.value;
}
