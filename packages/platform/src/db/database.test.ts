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
