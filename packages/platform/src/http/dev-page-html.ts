import { type HtmlValue, html, htmlDocument, SafeHtml } from '../features/mail/safe-html.ts';

/**
 * Policy of a development page (`/_mail`, `/_jobs`, `/_payments`): no scripts, inline styles only,
 * nothing fetched, never framed. `formsPostHere` lets the page's forms post to its own origin;
 * `dataImages` allows `data:` images (a shown email's).
 */
export function devPageCsp(options: { formsPostHere?: boolean; dataImages?: boolean } = {}): string {
  return [
    "default-src 'none'",
    "script-src 'none'",
    "style-src 'unsafe-inline'",
    ...(options.dataImages ? ['img-src data:'] : []),
    `form-action ${options.formsPostHere ? "'self'" : "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

// Our own constant, kept out of escaping: entities are not decoded inside <style>.
const STYLE = `
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: #18181b; background: #fafafa; }
header { padding: 12px 24px; }
main { padding: 16px 24px 48px; max-width: 1200px; }
h1 { font-size: 20px; margin: 8px 0 16px; }
h2 { font-size: 16px; margin: 24px 0 8px; }
table { border-collapse: collapse; width: 100%; background: #fff; }
th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid #e4e4e7; vertical-align: top; }
th { font-weight: 600; background: #f4f4f5; }
code { font-size: 13px; }
.muted { color: #71717a; }
`;

/** What a development page shows inside the common frame. */
export interface DevPage {
  title: string;
  /** The page's own CSS rules, after the common ones (its header's colours at least). */
  style: string;
  /** The line above the page saying what it is; none on a page that only passes through. */
  banner?: HtmlValue;
  body: HtmlValue;
  /** Sends the browser on to this path at once (a meta refresh: the pages run no script). */
  refreshTo?: string;
}

/** A development page as a whole HTML document, never indexed. */
export function renderDevPage(page: DevPage): string {
  return htmlDocument({
    title: page.title,
    head: html`<meta name="robots" content="noindex">
${page.refreshTo !== undefined && html`<meta http-equiv="refresh" content="${`0;url=${page.refreshTo}`}">\n`}<style>${new SafeHtml(STYLE + page.style)}</style>
`,
    body: html`${page.banner !== undefined && html`<header>${page.banner}</header>\n`}<main>
${page.body}
</main>
`,
  });
}

/** A table of `rows` under `headings`, or the `empty` line when there are none. */
export function devTable(headings: readonly string[], rows: readonly SafeHtml[], empty: string): HtmlValue {
  if (rows.length === 0) return html`<p class="muted">${empty}</p>`;
  return html`<table>
<thead><tr>${headings.map((h) => html`<th>${h}</th>`)}</tr></thead>
<tbody>
${rows}</tbody>
</table>`;
}

/** A moment as `YYYY-MM-DD hh:mm:ss UTC` in a `<time>` element; a dash for none. */
export function devTime(date: Date | null): HtmlValue {
  if (!date) return '—';
  const iso = date.toISOString();
  return html`<time datetime="${iso}">${iso.replace('T', ' ').slice(0, 19)} UTC</time>`;
}
