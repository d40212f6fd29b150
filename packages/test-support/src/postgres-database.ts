import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server's administrative database, where test databases are created and dropped. */
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh, empty PostgreSQL database on the test server, named `<prefix>_<random>`, and how to
 * drop it: after its connections are gone (pg's `pool.end()` resolves before its sockets close;
 * dropping WITH FORCE meanwhile would kill a connection still closing, an uncaught error).
 */
export async function createPostgresDatabase(
  prefix = 'mercato_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      for (let i = 0; i < 50; i++) {
        const { rows } = await client.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
