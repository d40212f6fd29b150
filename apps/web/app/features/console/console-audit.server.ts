import type { AuditEntryResource } from '@mercato/core/contracts/operator';
import { SdkError } from '@mercato/sdk/sdk-error';
import type { LoaderArgs } from '../../lib/context.ts';
import { consoleCall } from './console-auth.server.ts';

/** One page of the audit log as the console shows it. */
export const AUDIT_PAGE_SIZE = 50;

const FILTERS = ['action', 'subjectType', 'subjectId'] as const;

/** The filters of the audit page's address, as the admin API takes them. */
export function auditFiltersOf(url: URL): Partial<Record<(typeof FILTERS)[number], string>> {
  const filters: Partial<Record<(typeof FILTERS)[number], string>> = {};
  for (const key of FILTERS) {
    const value = url.searchParams.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** The audit log, filtered by the address; filters the API refuses are named, not a failed page. */
export async function loadAuditLog(args: LoaderArgs) {
  const url = new URL(args.request.url);
  const filters = auditFiltersOf(url);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  try {
    const res = await consoleCall(args, (sdk) =>
      sdk.auditLog.query({ ...filters, page, perPage: AUDIT_PAGE_SIZE }),
    );
    const total = Number(res.meta.totalItems ?? 0);
    return {
      filters,
      page,
      totalItems: total,
      totalPages: Math.max(1, Number(res.meta.totalPages ?? 1)),
      entries: res.data.map(entryView),
      problem: null,
    };
  } catch (error) {
    if (!(SdkError.is(error) && error.status === 400)) throw error;
    const problem = error.errors.map((e) => e.title).join('; ');
    return { filters, page, totalItems: 0, totalPages: 1, entries: [], problem };
  }
}

/** A value of the log as one line of text. */
function shown(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** What changed, key by key: `key: before → after` for each key whose value differs. */
export function changesOf(before: unknown, after: unknown): { key: string; before: string; after: string }[] {
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isRecord(before) && !isRecord(after)) {
    return shown(before) === shown(after) ? [] : [{ key: '', before: shown(before), after: shown(after) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].sort();
  return keys
    .map((key) => ({ key, before: shown(from[key]), after: shown(to[key]) }))
    .filter((change) => change.before !== change.after);
}

function entryView(entry: AuditEntryResource) {
  const { attributes } = entry;
  return {
    id: entry.id,
    at: attributes.at,
    actor: attributes.actor,
    action: attributes.action,
    subjectType: attributes.subjectType,
    subjectId: attributes.subjectId,
    changes: changesOf(attributes.before, attributes.after),
  };
}
