import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.ts';

describe('SQLite connections', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it('reuse prepared statements and still see the schema change under them', async () => {
    database = openDatabase('file::memory:');
    const { db } = database;
    await sql`CREATE TABLE t (a integer)`.execute(db);
    await sql`INSERT INTO t (a) VALUES (1), (2)`.execute(db);
    const read = () => sql<Record<string, unknown>>`SELECT * FROM t WHERE a >= ${1} ORDER BY a`.execute(db);
    expect((await read()).rows).toEqual([{ a: 1 }, { a: 2 }]);
    await sql`INSERT INTO t (a) VALUES (3)`.execute(db);
    expect((await read()).rows).toEqual([{ a: 1 }, { a: 2 }, { a: 3 }]);
    await sql`ALTER TABLE t ADD COLUMN b text DEFAULT 'x'`.execute(db);
    expect((await read()).rows).toEqual([
      { a: 1, b: 'x' },
      { a: 2, b: 'x' },
      { a: 3, b: 'x' },
    ]);
  });
});

describe('PostgreSQL connections', () => {
  const url = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const jitOf = async (databaseUrl: string) => {
    const database = openDatabase(databaseUrl);
    try {
      return (await sql<{ jit: string }>`SHOW jit`.execute(database.db)).rows[0]?.jit;
    } finally {
      await database.destroy();
    }
  };

  it('run without JIT compilation unless DATABASE_URL asks for it', async () => {
    expect(await jitOf(url)).toBe('off');
    const withOptions = new URL(url);
    withOptions.searchParams.set('options', '-c jit=on');
    expect(await jitOf(withOptions.toString())).toBe('on');
  });
});
