import { type Kysely, sql } from 'kysely';
import { columnTypes, createIndex } from './dialect.ts';

/** Listings and their ordered images. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const emptyJson = t.pg ? sql`'{}'::jsonb` : sql`'{}'`;
  const falseValue = t.pg ? sql`false` : sql`0`;

  await db.schema
    .createTable('listings')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('author_id', t.uuid, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('deleted', t.boolean, (c) => c.notNull().defaultTo(falseValue))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('geolocation_lat', 'double precision')
    .addColumn('geolocation_lng', 'double precision')
    .addColumn('price_amount', 'bigint')
    .addColumn('price_currency', 'text')
    .addColumn('availability_plan', t.json)
    .addColumn('public_data', t.json, (c) => c.notNull().defaultTo(emptyJson))
    .addColumn('private_data', t.json, (c) => c.notNull().defaultTo(emptyJson))
    .addColumn('metadata', t.json, (c) => c.notNull().defaultTo(emptyJson))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await createIndex(db, 'listings_author_idx', 'listings', ['author_id', 'created_at']);
  await createIndex(db, 'listings_state_created_idx', 'listings', ['state', 'created_at']);

  await db.schema
    .createTable('listing_images')
    .addColumn('listing_id', t.uuid, (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('image_id', t.uuid, (c) => c.notNull().references('images.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_images_pk', ['listing_id', 'image_id'])
    .execute();
  await createIndex(db, 'listing_images_image_idx', 'listing_images', ['image_id']);
}

/** Drops the listing tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('listing_images').execute();
  await db.schema.dropTable('listings').execute();
}
