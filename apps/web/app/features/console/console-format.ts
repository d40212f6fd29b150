/** An instant as `2026-11-29 04:27:10`, in UTC (the console's headings say so). */
export function utcDateTime(iso: string): string {
  return iso.replace('T', ' ').replace(/(\.\d+)?Z$/, '');
}

/** An instant's date, `2026-11-29`, in UTC. */
export function utcDate(iso: string): string {
  return iso.slice(0, 10);
}

/** The address of a console list with these filters (empty ones left out) and page. */
export function listLink(
  path: string,
  filters: Readonly<Record<string, string | undefined>>,
  page = 1,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  if (page > 1) query.set('page', String(page));
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}
