import { type Kysely, PostgresAdapter } from 'kysely';

// Migrations never import app code; these helpers are theirs alone.

/** Column types that differ between the two dialects, chosen once per migration run. */
export function columnTypes(db: Kysely<unknown>) {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    pg,
    uuid: pg ? ('uuid' as const) : ('text' as const),
    timestamp: pg ? ('timestamptz' as const) : ('text' as const),
    boolean: pg ? ('boolean' as const) : ('integer' as const),
    json: pg ? ('jsonb' as const) : ('text' as const),
  };
}

/** Creates the index `name` on `columns` of `table`, in that order. */
export async function createIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}
