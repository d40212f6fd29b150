/** Whether an error is a unique-constraint violation on either dialect (PostgreSQL 23505, SQLite). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/**
 * Whether a unique-constraint violation is on `column` of `table` (of a table with several unique
 * columns): PostgreSQL names the index in `constraint` and the column in `detail`, SQLite names
 * `table.column` in its message.
 */
export function isUniqueViolationOn(error: unknown, table: string, column: string): boolean {
  if (!isUniqueViolation(error)) return false;
  const e = error as { constraint?: string; detail?: string; message?: string };
  return (
    Boolean(e.constraint?.includes(column)) ||
    Boolean(e.detail?.includes(`(${column})`)) ||
    Boolean(e.message?.includes(`${table}.${column}`))
  );
}
