import type { Kysely } from 'kysely';
import { fromBool } from '../../db/convert.ts';
import type { DB } from '../../db/schema.ts';

/** A listing as a sitemap names it. */
export interface SitemapListingRow {
  id: string;
  title: string;
}

/** The newest published, not deleted listings, newest first (ties by id, so the cut is stable). */
export async function findRecentPublishedListings(
  db: Kysely<DB>,
  limit: number,
): Promise<SitemapListingRow[]> {
  const rows = await db
    .selectFrom('listings')
    .select(['id', 'title'])
    .where('state', '=', 'published')
    .where('deleted', '=', fromBool(false))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title }));
}
