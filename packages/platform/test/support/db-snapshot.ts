import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sql } from 'kysely';
import type { PlatformContext } from '../../src/context.ts';

/**
 * Tables a refused request may legitimately change. Kept to the one table whose whole purpose is to
 * record refusals: `throttle_buckets` counts failed logins, wrong current passwords and over-limit
 * requests (ADR 005), and those requests are answered 401/403/429 *and* counted — that is the
 * throttle working, not a refused request leaking a write.
 */
export const TABLES_CHANGED_BY_REFUSALS = ['throttle_buckets'] as const;

/** Row count and content hash of every table (and of the storage directory), by name. */
export type DbSnapshot = Map<string, { rows: number; hash: string }>;

// Drivers differ (Date vs text, 0/1 vs boolean, jsonb objects vs text); a stable rendering per row
// is all a before/after comparison on one database needs.
function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `0x${value.toString('hex')}`;
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

function hashLines(lines: string[]): string {
  const hash = createHash('sha256');
  for (const line of lines.sort()) hash.update(line).update('\n');
  return hash.digest('hex');
}

function storageFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.push(`${relative(dir, path)} ${statSync(path).size}`);
    }
  };
  walk(dir);
  return out;
}

const COUNTER_TABLE = 'suite_change_counter';

/**
 * Counts every row written to the watched tables, with triggers, so a snapshot only re-reads the
 * tables after something was written (reading every row after each of thousands of fuzz requests
 * would dominate the run). The counter is a cache key: comparisons are still on full row hashes.
 */
async function installChangeCounter(ctx: PlatformContext, tables: string[]): Promise<void> {
  await sql`create table if not exists ${sql.table(COUNTER_TABLE)} (n integer not null)`.execute(ctx.db);
  await sql`insert into ${sql.table(COUNTER_TABLE)} (n) select 0 where not exists (select 1 from ${sql.table(COUNTER_TABLE)})`.execute(
    ctx.db,
  );
  if (ctx.dialect === 'postgres') {
    await sql`create or replace function suite_count_change() returns trigger language plpgsql as $$
      begin update suite_change_counter set n = n + 1; return null; end $$`.execute(ctx.db);
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
          begin update suite_change_counter set n = n + 1; end`.execute(ctx.db);
      }
    }
  }
}

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
    .filter((t) => !t.isView && !ignored.has(t.name) && !isVirtual(t.name))
    .map((t) => t.name)
    .sort();
  if (tables.length < 5) throw new Error(`introspection found only ${tables.join(', ')}`);
  await installChangeCounter(ctx, tables);
  let cached: { writes: number; tables: DbSnapshot } | undefined;

  async function readTables(): Promise<DbSnapshot> {
    const snapshot: DbSnapshot = new Map();
    for (const table of tables) {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(ctx.db);
      snapshot.set(table, {
        rows: rows.length,
        hash: hashLines(rows.map((r) => JSON.stringify(canonical(r)))),
      });
    }
    return snapshot;
  }

  return {
    tables,
    /** Every table's rows (minus the refusal counters), plus the files in storage. */
    async take(): Promise<DbSnapshot> {
      const { rows } = await sql<{ n: number | string }>`select n from ${sql.table(COUNTER_TABLE)}`.execute(
        ctx.db,
      );
      const writes = Number(rows[0]?.n);
      if (cached?.writes !== writes) cached = { writes, tables: await readTables() };
      const snapshot: DbSnapshot = new Map(cached.tables);
      const files = storageFiles(ctx.env.STORAGE_DIR);
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
