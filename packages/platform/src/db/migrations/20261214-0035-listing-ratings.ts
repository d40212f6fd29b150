import { type Kysely, sql } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * Listings already reviewed get the summary of their shown reviews in their metadata (ADR 022):
 * from now on the platform keeps it as reviews are published, hidden and shown again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const shown = sql`FROM reviews r WHERE r.listing_id = listings.id AND r.type = 'ofProvider'
    AND r.state = 'public' AND r.hidden_at IS NULL`;
  if (columnTypes(db).pg) {
    await sql`UPDATE listings SET metadata = metadata || jsonb_build_object('reviews', jsonb_build_object(
        'count', (SELECT count(*) ${shown}),
        'averageRating', (SELECT round(avg(r.rating)::numeric, 2) ${shown})))
      WHERE EXISTS (SELECT 1 ${shown})`.execute(db);
  } else {
    await sql`UPDATE listings SET metadata = json_set(metadata, '$.reviews', json_object(
        'count', (SELECT count(*) ${shown}),
        'averageRating', (SELECT round(avg(r.rating), 2) ${shown})))
      WHERE EXISTS (SELECT 1 ${shown})`.execute(db);
  }
}

/** Takes the summaries out again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (columnTypes(db).pg) {
    await sql`UPDATE listings SET metadata = metadata - 'reviews' WHERE metadata ? 'reviews'`.execute(db);
  } else {
    await sql`UPDATE listings SET metadata = json_remove(metadata, '$.reviews')
      WHERE json_type(metadata, '$.reviews') IS NOT NULL`.execute(db);
  }
}
