import { type Kysely, sql } from 'kysely';
import { fromDate, toDate } from '../db/convert.ts';
import type { DB } from '../db/schema.ts';

/**
 * Counts one hit in a fixed window and returns the bucket after it, atomically on both dialects
 * (INSERT … ON CONFLICT … RETURNING), so concurrent requests and several instances share counts.
 */
export async function hitBucket(
  db: Kysely<DB>,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ count: number; resetAt: Date }> {
  const nowText = fromDate(now);
  const resetText = fromDate(new Date(now.getTime() + windowMs));
  const row = await db
    .insertInto('throttle_buckets')
    .values({ key, count: 1, reset_at: resetText })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when throttle_buckets.reset_at <= ${nowText} then 1 else throttle_buckets.count + 1 end`,
        reset_at: sql<string>`case when throttle_buckets.reset_at <= ${nowText} then ${resetText} else throttle_buckets.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: toDate(row.reset_at) };
}

/** Takes back one hit of a bucket (never below zero). */
export async function releaseHit(db: Kysely<DB>, key: string): Promise<void> {
  await db
    .updateTable('throttle_buckets')
    .set({ count: sql<number>`case when count > 0 then count - 1 else 0 end` })
    .where('key', '=', key)
    .execute();
}

/** Forgets a bucket (e.g. an account's failed logins after a successful one). */
export async function clearBucket(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('throttle_buckets').where('key', '=', key).execute();
}

/** Deletes buckets whose window ended (the next hit would start them at 1 anyway). Returns how many. */
export async function deleteStaleBuckets(db: Kysely<DB>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('throttle_buckets')
    .where('reset_at', '<=', fromDate(now))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
