import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeMarkOf } from '../src/db/change-mark.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { createDatabase, DIALECTS } from './harness.ts';

for (const dialect of DIALECTS) {
  describe(`[${dialect}] changeMarkOf`, () => {
    let created: Awaited<ReturnType<typeof createDatabase>>;
    let database: Database;
    let other: Database;
    beforeAll(async () => {
      created = await createDatabase(dialect);
      database = openDatabase(created.url);
      // A second connection: another instance or process writing to the same database.
      other = openDatabase(created.url);
      await sql`CREATE TABLE marks_t (a integer)`.execute(database.db);
    });
    afterAll(async () => {
      await other.destroy();
      await database.destroy();
      await created.drop();
    });

    it('stays the same while nothing is written, and moves with every committed write', async () => {
      const first = await changeMarkOf(database);
      await sql`SELECT count(*) FROM marks_t`.execute(database.db);
      expect(await changeMarkOf(database)).toBe(first);

      await sql`INSERT INTO marks_t (a) VALUES (1)`.execute(database.db);
      const afterOwnWrite = await changeMarkOf(database);
      expect(afterOwnWrite).not.toBe(first);

      await sql`UPDATE marks_t SET a = 2`.execute(other.db);
      const afterOtherWrite = await changeMarkOf(database);
      expect(afterOtherWrite).not.toBe(afterOwnWrite);

      await database.db.transaction().execute(async (trx) => {
        await sql`DELETE FROM marks_t`.execute(trx);
      });
      expect(await changeMarkOf(database)).not.toBe(afterOtherWrite);
    });
  });
}
