import type { Kysely, Selectable } from 'kysely';
import { fromBool, fromDate, toBool, toDate } from '../../db/convert.ts';
import type { DB, ImagesTable } from '../../db/schema.ts';
import type { Image, ImageMimeType } from './image.ts';

/** Maps an images row to the domain image. */
export function imageRowToImage(row: Selectable<ImagesTable>): Image {
  return {
    id: row.id,
    ownerId: row.owner_id,
    mimeType: row.mime_type as ImageMimeType,
    width: row.width,
    height: row.height,
    attached: toBool(row.attached),
    createdAt: toDate(row.created_at),
  };
}

/** Fields of a new images row. */
export interface NewImage {
  id: string;
  ownerId: string;
  mimeType: ImageMimeType;
  width: number;
  height: number;
  now: Date;
}

/** Inserts a freshly uploaded, unattached image. */
export async function insertImage(db: Kysely<DB>, image: NewImage): Promise<void> {
  await db
    .insertInto('images')
    .values({
      id: image.id,
      owner_id: image.ownerId,
      mime_type: image.mimeType,
      width: image.width,
      height: image.height,
      // Variant sizes are computed from width/height and their files live in storage; nothing to keep.
      variants: '{}',
      attached: fromBool(false),
      created_at: fromDate(image.now),
    })
    .execute();
}

/** Finds an image by id. */
export async function findImageById(db: Kysely<DB>, id: string): Promise<Image | undefined> {
  const row = await db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst();
  return row && imageRowToImage(row);
}

/** Finds images by id (any order; unknown ids are left out). */
export async function findImagesByIds(db: Kysely<DB>, ids: readonly string[]): Promise<Image[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('images')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(imageRowToImage);
}

/**
 * Marks an image attached if it belongs to `ownerId`, in one statement so a concurrent claim of
 * someone else's image cannot slip between a check and the write. True when a row matched.
 */
export async function markImageAttached(db: Kysely<DB>, id: string, ownerId: string): Promise<boolean> {
  const result = await db
    .updateTable('images')
    .set({ attached: fromBool(true) })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ids of images nobody attached, uploaded before `createdBefore`, oldest first. */
export async function findUnclaimedImageIds(
  db: Kysely<DB>,
  createdBefore: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('images')
    .select('id')
    .where('attached', '=', fromBool(false))
    .where('created_at', '<', fromDate(createdBefore))
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Deletes an image row if it is still unattached and older than `createdBefore`, in one statement,
 * so an image claimed at the same moment is kept. True when the row was deleted.
 */
export async function deleteImageIfUnclaimed(
  db: Kysely<DB>,
  id: string,
  createdBefore: Date,
): Promise<boolean> {
  const result = await db
    .deleteFrom('images')
    .where('id', '=', id)
    .where('attached', '=', fromBool(false))
    .where('created_at', '<', fromDate(createdBefore))
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
