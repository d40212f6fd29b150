/**
 * One CSV line (RFC 4180): fields with commas, quotes or line breaks quoted, quotes doubled. A text
 * that a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, tab, return first) is prefixed
 * with `'`, so an exported name can never run in the operator's spreadsheet.
 */
export function csvLine(fields: readonly (string | number | boolean | null | undefined)[]): string {
  return fields
    .map((field) => {
      if (field === null || field === undefined) return '';
      let text = String(field);
      if (typeof field === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
      return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(',');
}

/** A CSV download: the lines joined with CRLF, a BOM for spreadsheets, never cached. */
export function csvResponse(fileName: string, lines: readonly string[]): Response {
  return new Response(`\uFEFF${lines.join('\r\n')}\r\n`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
    },
  });
}
