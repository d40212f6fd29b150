import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sql } from 'kysely';
import type { PlatformContext } from '../../src/context.ts';
import type { StoragePort } from '../../src/ports/storage.port.ts';

/**
 * Tables a refused request may legitimately change. Kept to the one table whose whole purpose is to
 * record refusals: `throttle_buckets` counts failed logins, wrong current passwords and over-limit
 * requests (ADR 005), and those requests are answered 401/403/429 *and* counted — that is the
 * throttle working, not a refused request leaking a write.
 */
export const TABLES_CHANGED_BY_REFUSALS = ['throttle_buckets'] as const;

/** Row count and content hash of every table (and of the storage directory), by name. */
export type DbSnapshot = Map<string, { rows: number; hash: string }>;

function hashLines(lines: string[]): string {
  const hash = createHash('sha256');
  for (const line of lines.sort()) hash.update(line).update('\n');
  return hash.digest('hex');
}

/** Calls through each storage port that can change its files, counted at their start and end. */
const storageWrites = new WeakMap<StoragePort, { count: number }>();

function countWrites(storage: StoragePort): { count: number } {
  const known = storageWrites.get(storage);
  if (known) return known;
  const counter = { count: 0 };
  for (const method of ['put', 'putStream', 'delete', 'deleteAll'] as const) {
    const call = storage[method].bind(storage) as (...args: unknown[]) => Promise<unknown>;
    (storage as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      counter.count++;
      try {
        return await call(...args);
      } finally {
        counter.count++;
      }
    };
  }
  storageWrites.set(storage, counter);
  return counter;
}

/**
 * Lists the storage directory's files (`path size mtime`), walking it again only when something
 * was written through the platform's storage port since the last walk: every file the platform
 * writes goes through it (only the disk and S3 adapters write files). A write counts as it starts
 * and as it ends, so a listing taken while one runs is walked again afterwards. Checking each
 * directory's mtime instead cost the authorization and fuzz suites a tenth of their CPU once the
 * suites' uploads made hundreds of directories.
 */
function storageLister(dir: string, storage: StoragePort): () => string[] {
  const writes = countWrites(storage);
  let last: { writes: number; files: string[] } | null = null;
  return () => {
    if (last && last.writes === writes.count) return last.files;
    const before = writes.count;
    const files: string[] = [];
    const walk = (at: string) => {
      for (const entry of readdirSync(at, { withFileTypes: true })) {
        const path = join(at, entry.name);
        if (entry.isDirectory()) walk(path);
        else {
          const { size, mtimeMs } = statSync(path);
          files.push(`${relative(dir, path)} ${size} ${mtimeMs}`);
        }
      }
    };
    walk(dir);
    last = { writes: before, files };
    return files;
  };
}

const COUNTER_TABLE = 'suite_change_counter';

/**
 * Counts the rows written to each watched table, with triggers, so a snapshot only re-reads the
 * tables written since the last one (reading every row of every table after each of thousands of
 * fuzz requests would dominate the run). A table's count is a cache key: comparisons are still on
 * full row hashes.
 */
async function installChangeCounter(ctx: PlatformContext, tables: string[]): Promise<void> {
  await sql`create table if not exists ${sql.table(COUNTER_TABLE)} (name text primary key, n integer not null)`.execute(
    ctx.db,
  );
  for (const table of tables) {
    await sql`insert into ${sql.table(COUNTER_TABLE)} (name, n) values (${table}, 0) on conflict (name) do nothing`.execute(
      ctx.db,
    );
  }
  if (ctx.dialect === 'postgres') {
    await sql`create or replace function suite_count_change() returns trigger language plpgsql as $$
      begin update suite_change_counter set n = n + 1 where name = TG_TABLE_NAME; return null; end $$`.execute(
      ctx.db,
    );
  }
  for (const table of tables) {
    if (ctx.dialect === 'postgres') {
      await sql`drop trigger if exists ${sql.id(`suite_count_${table}`)} on ${sql.table(table)}`.execute(
        ctx.db,
      );
      await sql`create trigger ${sql.id(`suite_count_${table}`)} after insert or update or delete on ${sql.table(table)}
        for each row execute function suite_count_change()`.execute(ctx.db);
    } else {
      for (const op of ['insert', 'update', 'delete']) {
        await sql`create trigger if not exists ${sql.id(`suite_count_${table}_${op}`)} after ${sql.raw(op)} on ${sql.table(table)}
          begin update ${sql.table(COUNTER_TABLE)} set n = n + 1 where name = ${sql.lit(table)}; end`.execute(
          ctx.db,
        );
      }
    }
  }
}

/**
 * Search indexes that database triggers on `listings` write (migrations 0020 and 0023; a job only
 * folds the counts' rows, keeping their sums): like the FTS5 index they change only with the rows
 * they index, which are watched, and re-reading
 * their thousand-odd rows after every listing write was most of a snapshot's cost.
 */
const DERIVED_TABLES = new Set(['listing_search_terms', 'listing_search_count']);

/** Takes snapshots of one platform's database: the table list is read once, by introspection. */
export async function createSnapshotter(ctx: PlatformContext) {
  const ignored = new Set<string>([...TABLES_CHANGED_BY_REFUSALS, COUNTER_TABLE]);
  // SQLite virtual tables (the FTS5 keyword index) and their shadow tables take no triggers; they
  // change only with the rows they index, which are watched.
  const virtual =
    ctx.dialect === 'sqlite'
      ? (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and sql like 'CREATE VIRTUAL TABLE%'`.execute(
            ctx.db,
          )
        ).rows.map((r) => r.name)
      : [];
  const isVirtual = (name: string) => virtual.some((v) => name === v || name.startsWith(`${v}_`));
  const tables = (await ctx.db.introspection.getTables())
    .filter((t) => !t.isView && !ignored.has(t.name) && !isVirtual(t.name) && !DERIVED_TABLES.has(t.name))
    .map((t) => t.name)
    .sort();
  if (tables.length < 5) throw new Error(`introspection found only ${tables.join(', ')}`);
  await installChangeCounter(ctx, tables);
  const listStorage = storageLister(ctx.env.STORAGE_DIR, ctx.storage);
  // Each table's rows as last read, and its write count then.
  const cached = new Map<string, { writes: number; rows: number; hash: string }>();

  // Each SQLite table's rows rendered as one line each, by its columns (read once).
  const sqliteLines = new Map<string, string>();
  async function sqliteLineOf(table: string): Promise<string> {
    let line = sqliteLines.get(table);
    if (!line) {
      const columns = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(
        ctx.db,
      );
      line = columns.rows.map((c) => `quote("${c.name.replaceAll('"', '""')}")`).join(" || ',' || ");
      sqliteLines.set(table, line);
    }
    return line;
  }

  /**
   * A table's row count and a digest of its rows as a multiset, computed by the database.
   * PostgreSQL sums a 64-bit hash of each row's record text (a change goes unseen only if the
   * changed rows' hashes sum to the same value); SQLite renders each row by `quote()` of its
   * columns, sorts and joins the lines, and the sha256 is taken here. Reading every row into
   * JavaScript and rendering it there was a third of the authorization suite's time
   * (PostgreSQL 69.8 → 39.6 s, SQLite 39.9 → 34.5 s).
   */
  async function readTable(table: string, writes: number) {
    let rows: number;
    let digest: string;
    if (ctx.dialect === 'postgres') {
      const { rows: result } = await sql<{ n: number; digest: string | null }>`
        select count(*)::int as n, sum(hashtextextended(snapshot_row::text, 0))::text as digest
        from ${sql.table(table)} snapshot_row`.execute(ctx.db);
      rows = result[0]?.n ?? 0;
      digest = result[0]?.digest ?? '';
    } else {
      const line = sql.raw(await sqliteLineOf(table));
      const { rows: result } = await sql<{ n: number; lines: string | null }>`
        select count(*) as n, group_concat(line, char(10) order by line) as lines
        from (select ${line} as line from ${sql.table(table)})`.execute(ctx.db);
      rows = Number(result[0]?.n ?? 0);
      digest = createHash('sha256')
        .update(result[0]?.lines ?? '')
        .digest('hex');
    }
    const entry = { writes, rows, hash: digest };
    cached.set(table, entry);
    return entry;
  }

  return {
    tables,
    /** Every table's rows (minus the refusal counters), plus the files in storage. */
    async take(): Promise<DbSnapshot> {
      const { rows } = await sql<{ name: string; n: number | string }>`select name, n from ${sql.table(
        COUNTER_TABLE,
      )}`.execute(ctx.db);
      const writes = new Map(rows.map((r) => [r.name, Number(r.n)]));
      const snapshot: DbSnapshot = new Map();
      for (const table of tables) {
        const count = writes.get(table) ?? 0;
        const known = cached.get(table);
        const entry = known?.writes === count ? known : await readTable(table, count);
        snapshot.set(table, { rows: entry.rows, hash: entry.hash });
      }
      const files = listStorage();
      snapshot.set('(storage files)', { rows: files.length, hash: hashLines(files) });
      return snapshot;
    },
  };
}

/** The tables whose rows differ between two snapshots, e.g. `users (3 → 3 rows, contents changed)`. */
export function changedTables(before: DbSnapshot, after: DbSnapshot): string[] {
  const changes: string[] = [];
  for (const [table, a] of after) {
    const b = before.get(table);
    if (!b || b.hash !== a.hash) {
      changes.push(
        `${table} (${b?.rows ?? 0} → ${a.rows} rows${b && b.rows === a.rows ? ', contents changed' : ''})`,
      );
    }
  }
  return changes;
}
