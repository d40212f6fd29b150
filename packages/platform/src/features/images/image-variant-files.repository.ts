import { type Kysely, sql } from 'kysely';
import { fromBool, fromDate } from '../../db/convert.ts';
import type { DB } from '../../db/schema.ts';

/** A rendered variant file as the cache keeps account of it. */
export interface VariantFileRecord {
  imageId: string;
  variantKey: string;
}

/** How many custom (not built-in) variant files an image has stored. */
export async function countCustomVariantFiles(db: Kysely<DB>, imageId: string): Promise<number> {
  const row = await db
    .selectFrom('image_variant_files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('image_id', '=', imageId)
    .where('built_in', '=', fromBool(false))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records a stored variant file (again: a re-render after eviction replaces the record). */
export async function recordVariantFile(
  db: Kysely<DB>,
  file: VariantFileRecord & { builtIn: boolean; bytes: number; now: Date },
): Promise<void> {
  await db
    .insertInto('image_variant_files')
    .values({
      image_id: file.imageId,
      variant_key: file.variantKey,
      built_in: fromBool(file.builtIn),
      bytes: file.bytes,
      last_served_at: fromDate(file.now),
    })
    .onConflict((oc) =>
      oc
        .columns(['image_id', 'variant_key'])
        .doUpdateSet({ bytes: file.bytes, last_served_at: fromDate(file.now) }),
    )
    .execute();
}

/** Notes that a variant file was served, unless that was noted since `notedSince` (one write an hour). */
export async function touchVariantFile(
  db: Kysely<DB>,
  file: VariantFileRecord,
  now: Date,
  notedSince: Date,
): Promise<void> {
  await db
    .updateTable('image_variant_files')
    .set({ last_served_at: fromDate(now) })
    .where('image_id', '=', file.imageId)
    .where('variant_key', '=', file.variantKey)
    .where('last_served_at', '<', fromDate(notedSince))
    .execute();
}

/** The bytes of every stored variant file. */
export async function totalVariantBytes(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('image_variant_files')
    .select(sql<number>`coalesce(sum(bytes), 0)`.as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The least recently served variant files, oldest first, with their sizes. */
export async function leastRecentlyServedVariantFiles(
  db: Kysely<DB>,
  limit: number,
): Promise<(VariantFileRecord & { bytes: number })[]> {
  const rows = await db
    .selectFrom('image_variant_files')
    .select(['image_id', 'variant_key', 'bytes'])
    .orderBy('last_served_at')
    .orderBy('image_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ imageId: r.image_id, variantKey: r.variant_key, bytes: Number(r.bytes) }));
}

/** Forgets a variant file (its file is deleted by the caller). */
export async function forgetVariantFile(db: Kysely<DB>, file: VariantFileRecord): Promise<void> {
  await db
    .deleteFrom('image_variant_files')
    .where('image_id', '=', file.imageId)
    .where('variant_key', '=', file.variantKey)
    .execute();
}

/** Forgets every variant file of an image (the image is being deleted). */
export async function forgetVariantFilesOf(db: Kysely<DB>, imageId: string): Promise<void> {
  await db.deleteFrom('image_variant_files').where('image_id', '=', imageId).execute();
}
