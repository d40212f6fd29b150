import type { Kysely } from 'kysely';
import { fromDate, toDate } from '../../db/convert.ts';
import type { DB } from '../../db/schema.ts';

/** A stored preview of a draft. */
export interface StoredAssetPreview {
  path: string;
  data: unknown;
  expiresAt: Date;
}

/** Stores a preview by the hash of its token. */
export async function insertAssetPreview(
  db: Kysely<DB>,
  preview: StoredAssetPreview & { tokenHash: string; operatorId: string | null; now: Date },
): Promise<void> {
  await db
    .insertInto('asset_previews')
    .values({
      token_hash: preview.tokenHash,
      path: preview.path,
      data: JSON.stringify(preview.data),
      operator_id: preview.operatorId,
      expires_at: fromDate(preview.expiresAt),
      created_at: fromDate(preview.now),
    })
    .execute();
}

/** The preview of a token's hash while it has not expired. */
export async function findLiveAssetPreview(
  db: Kysely<DB>,
  tokenHash: string,
  now: Date,
): Promise<StoredAssetPreview | undefined> {
  const row = await db
    .selectFrom('asset_previews')
    .select(['path', 'data', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', fromDate(now))
    .executeTakeFirst();
  if (!row) return undefined;
  const data = typeof row.data === 'string' ? (JSON.parse(row.data) as unknown) : row.data;
  return { path: row.path, data, expiresAt: toDate(row.expires_at) };
}

/** Deletes previews that expired before `now` (housekeeping). */
export async function deleteExpiredAssetPreviews(db: Kysely<DB>, now: Date): Promise<void> {
  await db.deleteFrom('asset_previews').where('expires_at', '<=', fromDate(now)).execute();
}
