import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from './harness.ts';
import { newActor } from './support/actors.ts';
import { changedTables, createSnapshotter } from './support/db-snapshot.ts';

// The authorization and fuzz suites rest on this: a refusal "changed nothing" only if a write the
// snapshots would have seen is reported. Each kind of write must show, and a write that leaves the
// rows as they were must not.
describeEachDialect('database snapshots', (platform) => {
  it('report an insert, an update and a delete, each in its own table, and nothing after no write', async () => {
    const { ctx } = platform();
    const snapshots = await createSnapshotter(ctx);
    const user = await newActor(platform());
    const first = await snapshots.take();
    expect(changedTables(first, await snapshots.take())).toEqual([]);

    await sql`update users set display_name = ${'Someone else'} where id = ${user.id}`.execute(ctx.db);
    const renamed = await snapshots.take();
    expect(changedTables(first, renamed)).toEqual(['users (1 → 1 rows, contents changed)']);

    await newActor(platform());
    const added = await snapshots.take();
    expect(changedTables(renamed, added)).toContain('users (1 → 2 rows)');

    await sql`delete from refresh_tokens`.execute(ctx.db);
    const deleted = changedTables(added, await snapshots.take());
    expect(deleted.some((change) => change.startsWith('refresh_tokens ('))).toBe(true);
    expect(deleted.some((change) => change.startsWith('users'))).toBe(false);
  });

  it('report no change for a write that leaves the rows as they were', async () => {
    const { ctx } = platform();
    const snapshots = await createSnapshotter(ctx);
    const user = await newActor(platform());
    const before = await snapshots.take();
    await sql`update users set email = email where id = ${user.id}`.execute(ctx.db);
    expect(changedTables(before, await snapshots.take())).toEqual([]);
  });
});
