import { type HtmlValue, html, SafeHtml } from '../features/mail/safe-html.ts';
import type { Job } from './job.ts';
import type { JobsOverview } from './jobs.service.ts';

/** Policy of the `/_jobs` page: no scripts, inline styles only, nothing fetched, never framed. */
export const JOBS_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'none'",
  "style-src 'unsafe-inline'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

// Our own constant, kept out of escaping: entities are not decoded inside <style>.
const STYLE = `
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: #18181b; background: #fafafa; }
header { padding: 12px 24px; background: #e0f2fe; border-bottom: 1px solid #0284c7; }
main { padding: 16px 24px 48px; max-width: 1200px; }
h1 { font-size: 20px; margin: 8px 0 16px; }
h2 { font-size: 16px; margin: 24px 0 8px; }
table { border-collapse: collapse; width: 100%; background: #fff; }
th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid #e4e4e7; vertical-align: top; }
th { font-weight: 600; background: #f4f4f5; }
code { font-size: 13px; word-break: break-all; }
pre { white-space: pre-wrap; word-break: break-word; margin: 4px 0 0; font-size: 12px; }
ul.counts { display: flex; gap: 24px; list-style: none; padding: 0; }
.state-failed { color: #b91c1c; font-weight: 600; }
.state-running { color: #a16207; }
.muted { color: #71717a; }
`;

const MAX_PAYLOAD_CHARS = 200;

function formatTime(date: Date | null): HtmlValue {
  if (!date) return '—';
  const iso = date.toISOString();
  return html`<time datetime="${iso}">${iso.replace('T', ' ').slice(0, 19)} UTC</time>`;
}

function payloadOf(job: Job): HtmlValue {
  const text = JSON.stringify(job.payload);
  return html`<code>${text.length > MAX_PAYLOAD_CHARS ? `${text.slice(0, MAX_PAYLOAD_CHARS)}…` : text}</code>`;
}

function errorOf(job: Job): HtmlValue {
  if (!job.lastError) return html`<span class="muted">—</span>`;
  const [first = ''] = job.lastError.split('\n');
  return html`<details><summary>${first}</summary><pre>${job.lastError}</pre></details>`;
}

function pendingRow(job: Job): SafeHtml {
  return html`<tr data-job-id="${job.id}">
<td>${formatTime(job.runAt)}</td>
<td>${job.name}<br>${payloadOf(job)}</td>
<td><code>${job.key ?? '—'}</code></td>
<td class="${`state-${job.state}`}">${job.state}${
    job.state === 'running'
      ? html`<br><span class="muted">${job.lockedBy} until ${formatTime(job.lockedUntil)}</span>`
      : ''
  }</td>
<td>${job.attempts} / ${job.maxAttempts}</td>
<td>${errorOf(job)}</td>
</tr>
`;
}

function failedRow(job: Job): SafeHtml {
  return html`<tr data-job-id="${job.id}">
<td>${formatTime(job.updatedAt)}</td>
<td>${job.name}<br>${payloadOf(job)}</td>
<td><code>${job.key ?? '—'}</code></td>
<td>${job.attempts} / ${job.maxAttempts}</td>
<td>${errorOf(job)}</td>
</tr>
`;
}

function table(headings: string[], rows: SafeHtml[], empty: string): HtmlValue {
  if (rows.length === 0) return html`<p class="muted">${empty}</p>`;
  return html`<table>
<thead><tr>${headings.map((h) => html`<th>${h}</th>`)}</tr></thead>
<tbody>
${rows}</tbody>
</table>`;
}

/** The `/_jobs` page: counts by state, pending jobs soonest first, failed jobs most recent first. */
export function presentJobsPage(view: JobsOverview & { limit: number }): string {
  const { counts } = view;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Jobs</title>
<style>${new SafeHtml(STYLE)}</style>
</head>
<body>
<header><strong>Jobs</strong> — a read-only development page of the worker's job table (not served in
production). Pending and failed jobs, at most ${view.limit} of each.</header>
<main>
<h1>Jobs</h1>
<ul class="counts">
<li>queued <strong>${counts.queued}</strong></li>
<li>running <strong>${counts.running}</strong></li>
<li>succeeded <strong>${counts.succeeded}</strong></li>
<li class="${counts.failed > 0 ? 'state-failed' : ''}">failed <strong>${counts.failed}</strong></li>
</ul>
<h2>Pending</h2>
${table(['Due', 'Job', 'Key', 'State', 'Attempts', 'Last error'], view.pending.map(pendingRow), 'No pending jobs.')}
<h2>Failed</h2>
${table(['Failed', 'Job', 'Key', 'Attempts', 'Error'], view.failed.map(failedRow), 'No failed jobs.')}
</main>
</body>
</html>
`.value;
}
