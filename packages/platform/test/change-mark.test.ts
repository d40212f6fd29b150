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
      // A read between two marks leaves them equal. On PostgreSQL the mark is the whole server's,
      // and the suite's other files write to their own databases on it all the while: a pair of
      // marks with no write anywhere in between is what is looked for, among a few tries.
      const readBetweenMarks = async () => {
        const before = await changeMarkOf(database);
        await sql`SELECT count(*) FROM marks_t`.execute(database.db);
        return before === (await changeMarkOf(database));
      };
      let unchanged = await readBetweenMarks();
      for (let tries = 1; !unchanged && dialect === 'postgres' && tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        unchanged = await readBetweenMarks();
      }
      expect(unchanged).toBe(true);
      const first = await changeMarkOf(database);

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
