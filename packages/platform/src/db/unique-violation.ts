/** Whether an error is a unique-constraint violation on either dialect (PostgreSQL 23505, SQLite). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
