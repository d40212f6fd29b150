import { type HtmlValue, html, type SafeHtml } from '../features/mail/safe-html.ts';
import { devPageCsp, devTable, devTime, renderDevPage } from '../http/dev-page-html.ts';
import type { Job } from './job.ts';
import type { JobsOverview } from './jobs.service.ts';

/** Policy of the `/_jobs` page: no scripts, inline styles only, nothing fetched, never framed. */
export const JOBS_PAGE_CSP = devPageCsp();

const STYLE = `
header { background: #e0f2fe; border-bottom: 1px solid #0284c7; }
code { word-break: break-all; }
pre { white-space: pre-wrap; word-break: break-word; margin: 4px 0 0; font-size: 12px; }
ul.counts { display: flex; gap: 24px; list-style: none; padding: 0; }
.state-failed { color: #b91c1c; font-weight: 600; }
.state-running { color: #a16207; }
`;

const MAX_PAYLOAD_CHARS = 200;

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
<td>${devTime(job.runAt)}</td>
<td>${job.name}<br>${payloadOf(job)}</td>
<td><code>${job.key ?? '—'}</code></td>
<td class="${`state-${job.state}`}">${job.state}${
    job.state === 'running'
      ? html`<br><span class="muted">${job.lockedBy} until ${devTime(job.lockedUntil)}</span>`
      : ''
  }</td>
<td>${job.attempts} / ${job.maxAttempts}</td>
<td>${errorOf(job)}</td>
</tr>
`;
}

function failedRow(job: Job): SafeHtml {
  return html`<tr data-job-id="${job.id}">
<td>${devTime(job.updatedAt)}</td>
<td>${job.name}<br>${payloadOf(job)}</td>
<td><code>${job.key ?? '—'}</code></td>
<td>${job.attempts} / ${job.maxAttempts}</td>
<td>${errorOf(job)}</td>
</tr>
`;
}

/** The `/_jobs` page: counts by state, pending jobs soonest first, failed jobs most recent first. */
export function presentJobsPage(view: JobsOverview & { limit: number }): string {
  const { counts } = view;
  return renderDevPage({
    title: 'Jobs',
    style: STYLE,
    banner: html`<strong>Jobs</strong> — a read-only development page of the worker's job table (not served in
production). Pending and failed jobs, at most ${view.limit} of each.`,
    body: html`<h1>Jobs</h1>
<ul class="counts">
<li>queued <strong>${counts.queued}</strong></li>
<li>running <strong>${counts.running}</strong></li>
<li>succeeded <strong>${counts.succeeded}</strong></li>
<li class="${counts.failed > 0 ? 'state-failed' : ''}">failed <strong>${counts.failed}</strong></li>
</ul>
<h2>Pending</h2>
${devTable(['Due', 'Job', 'Key', 'State', 'Attempts', 'Last error'], view.pending.map(pendingRow), 'No pending jobs.')}
<h2>Failed</h2>
${devTable(['Failed', 'Job', 'Key', 'Attempts', 'Error'], view.failed.map(failedRow), 'No failed jobs.')}`,
  });
}
