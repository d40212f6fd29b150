import { devPageCsp, devTable, devTime, renderDevPage } from '../../http/dev-page-html.ts';
import { splitLinks } from './links.ts';
import { type HtmlValue, html } from './safe-html.ts';
import type { StoredMail } from './stored-mail.ts';

/**
 * Policy of the `/_mail` pages: no scripts anywhere, inline styles only (the page's and the shown
 * email's), nothing fetched. A `srcdoc` frame inherits it, so a stored email cannot run or load
 * anything either.
 */
export const MAIL_OUTBOX_CSP = devPageCsp({ formsPostHere: true, dataImages: true });

const STYLE = `
header { background: #fef3c7; border-bottom: 1px solid #f59e0b; }
main { max-width: 1100px; }
table.headers th { width: 140px; }
pre { white-space: pre-wrap; word-break: break-word; background: #fff; border: 1px solid #e4e4e7; padding: 12px; margin: 0; }
iframe { width: 100%; height: 640px; border: 1px solid #e4e4e7; background: #fff; resize: vertical; }
form { display: flex; gap: 8px; margin-bottom: 16px; }
input[type=search] { flex: 0 1 320px; padding: 4px 8px; }
nav.pages { display: flex; gap: 16px; margin-top: 16px; }
.status-failed { color: #b91c1c; font-weight: 600; }
.status-sending { color: #a16207; }
`;

function page(title: string, body: HtmlValue): string {
  return renderDevPage({
    title: `${title} · Mail outbox`,
    style: STYLE,
    banner: html`<strong>Mail outbox</strong> — a development page listing every email the platform stored or
sent. It shows live sign-in links: keep it off in production (<code>MAIL_OUTBOX_PAGE=false</code>).`,
    body,
  });
}

function listUrl(base: string, to: string | undefined, pageNumber: number): string {
  const params = new URLSearchParams();
  if (to) params.set('to', to);
  if (pageNumber > 1) params.set('page', String(pageNumber));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** What the list page shows. */
export interface MailListView {
  /** Path of the list page (`/_mail`), detail pages live below it. */
  base: string;
  messages: StoredMail[];
  to: string | undefined;
  page: number;
  hasNext: boolean;
}

/** The `/_mail` list: newest first, with a recipient filter and newer/older links. */
export function presentMailList(view: MailListView): string {
  const { base, to } = view;
  const rows = view.messages.map(
    (m) => html`<tr data-mail-id="${m.id}">
<td>${devTime(m.createdAt)}</td>
<td>${m.to}</td>
<td><a href="${`${base}/${m.id}`}">${m.subject || '(no subject)'}</a></td>
<td>${m.template}</td>
<td class="${`status-${m.status}`}">${m.status}<span class="muted"> · ${m.transport}</span></td>
</tr>
`,
  );
  const table = devTable(
    ['Time', 'To', 'Subject', 'Template', 'Status'],
    rows,
    to ? `No messages to ${to}.` : 'No messages yet.',
  );
  const newer = view.page > 1 && html`<a rel="prev" href="${listUrl(base, to, view.page - 1)}">← Newer</a>`;
  const older = view.hasNext && html`<a rel="next" href="${listUrl(base, to, view.page + 1)}">Older →</a>`;
  return page(
    'Messages',
    html`<h1>${to ? `Messages to ${to}` : 'Messages'}</h1>
<form method="get" action="${base}">
<label for="to">Recipient</label>
<input type="search" id="to" name="to" value="${to ?? ''}" placeholder="someone@example.com">
<button type="submit">Filter</button>
${to && html`<a href="${base}">Show all</a>`}
</form>
${table}
<nav class="pages">${newer}${older}<span class="muted">Page ${view.page}</span></nav>`,
  );
}

function linkify(text: string): HtmlValue {
  return splitLinks(text).map((s) =>
    s.isLink ? html`<a href="${s.text}" rel="noreferrer">${s.text}</a>` : s.text,
  );
}

/** One message: its headers, the text body with clickable links, and the HTML body in a sandbox. */
export function presentMailDetail(base: string, m: StoredMail): string {
  const headers: [string, HtmlValue][] = [
    ['To', m.to],
    ['Subject', m.subject],
    ['Template', m.template],
    ['Transport', m.transport],
    ['Status', html`<span class="${`status-${m.status}`}">${m.status}</span>`],
    ['Created', devTime(m.createdAt)],
    ['Sent', devTime(m.sentAt)],
  ];
  if (m.error !== null) headers.push(['Error', m.error]);
  return page(
    m.subject || 'Message',
    html`<p><a href="${base}">← All messages</a></p>
<h1>${m.subject || '(no subject)'}</h1>
<table class="headers">
${headers.map(([name, value]) => html`<tr><th>${name}</th><td>${value}</td></tr>\n`)}</table>
<h2>Text body</h2>
<pre class="text-body">${linkify(m.text)}</pre>
<h2>HTML body</h2>
<iframe sandbox="" srcdoc="${m.html}" title="HTML body of the message" referrerpolicy="no-referrer"></iframe>
<details>
<summary>HTML source</summary>
<pre>${m.html}</pre>
</details>`,
  );
}

/** The page for an unknown or malformed message id. */
export function presentMailNotFound(base: string): string {
  return page(
    'Not found',
    html`<h1>No such message</h1>
<p>It may have been deleted with its database. <a href="${base}">See all messages</a>.</p>`,
  );
}

/** The page for a query the list does not understand. */
export function presentMailBadRequest(base: string, problems: string[]): string {
  return page(
    'Bad request',
    html`<h1>That filter is not valid</h1>
<ul>${problems.map((p) => html`<li>${p}</li>`)}</ul>
<p><a href="${base}">See all messages</a>.</p>`,
  );
}
