import { type Kysely, PostgresAdapter } from 'kysely';

// Migrations never import app code; this helper is theirs alone.

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
