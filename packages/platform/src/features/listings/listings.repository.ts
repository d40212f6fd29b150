import type { ListingState } from '@mercato/core/contracts/listing';
import {
  LISTING_REVIEWS_KEY,
  type ListingReviewSummary,
} from '@mercato/core/contracts/listing-review-summary';
import { FEATURED_LISTING_KEY } from '@mercato/core/search/listing-search-schemas';
import { type Kysely, type SqlBool, sql } from 'kysely';
import { fromBool, fromDate, fromJson, toJsonObject } from '../../db/convert.ts';
import type { DB } from '../../db/schema.ts';
import { type PageWindow, selectPage } from '../../db/select-page.ts';
import { isPostgres } from '../../db/write-transaction.ts';
import type { Listing } from './listing.ts';
import { listingRowToListing } from './listing-row.ts';

/** The attributes a listing row is written from. */
export type ListingValues = Omit<Listing, 'id' | 'authorId' | 'createdAt' | 'imageIds' | 'metadata'>;

function valuesToColumns(values: Partial<ListingValues>) {
  const columns: Record<string, unknown> = {};
  if (values.state !== undefined) columns.state = values.state;
  if (values.deleted !== undefined) columns.deleted = fromBool(values.deleted);
  if (values.title !== undefined) columns.title = values.title;
  if (values.description !== undefined) columns.description = values.description;
  if (values.geolocation !== undefined) {
    columns.geolocation_lat = values.geolocation?.lat ?? null;
    columns.geolocation_lng = values.geolocation?.lng ?? null;
  }
  if (values.price !== undefined) {
    columns.price_amount = values.price?.amount ?? null;
    columns.price_currency = values.price?.currency ?? null;
  }
  if (values.availabilityPlan !== undefined)
    columns.availability_plan = values.availabilityPlan === null ? null : fromJson(values.availabilityPlan);
  if (values.publicData !== undefined) columns.public_data = fromJson(values.publicData);
  if (values.privateData !== undefined) columns.private_data = fromJson(values.privateData);
  return columns;
}

/** Image ids of listings in display order, by listing id. */
export async function findImageIdsOfListings(
  db: Kysely<DB>,
  listingIds: string[],
): Promise<Map<string, string[]>> {
  const byListing = new Map<string, string[]>(listingIds.map((id) => [id, []]));
  if (listingIds.length === 0) return byListing;
  // Written as SQL, not built: every search page reads this, and building costs more than the read.
  const { rows } = await sql<{ listing_id: string; image_id: string }>`SELECT listing_id, image_id
    FROM listing_images WHERE listing_id IN (${sql.join(listingIds)}) ORDER BY listing_id, position`.execute(
    db,
  );
  for (const row of rows) byListing.get(row.listing_id)?.push(row.image_id);
  return byListing;
}

/** One listing by id, with its image ids; undefined when there is none. */
export async function findListingById(db: Kysely<DB>, id: string): Promise<Listing | undefined> {
  const row = await db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const images = await findImageIdsOfListings(db, [id]);
  return listingRowToListing(row, images.get(id) ?? []);
}

/** Listings by id with their image ids, in two reads (a page of transactions' listings). */
export async function findListingsByIds(
  db: Kysely<DB>,
  ids: readonly string[],
): Promise<Map<string, Listing>> {
  const unique = [...new Set(ids)];
  const out = new Map<string, Listing>();
  if (unique.length === 0) return out;
  const [rows, images] = await Promise.all([
    db.selectFrom('listings').selectAll().where('id', 'in', unique).execute(),
    findImageIdsOfListings(db, unique),
  ]);
  for (const row of rows) out.set(row.id, listingRowToListing(row, images.get(row.id) ?? []));
  return out;
}

/** Inserts a listing (its images are set separately, in the same transaction). */
export async function insertListing(
  db: Kysely<DB>,
  listing: { id: string; authorId: string; now: Date } & ListingValues,
): Promise<void> {
  await db
    .insertInto('listings')
    .values({
      id: listing.id,
      author_id: listing.authorId,
      state: listing.state,
      deleted: fromBool(listing.deleted),
      title: listing.title,
      description: listing.description,
      geolocation_lat: listing.geolocation?.lat ?? null,
      geolocation_lng: listing.geolocation?.lng ?? null,
      price_amount: listing.price?.amount ?? null,
      price_currency: listing.price?.currency ?? null,
      availability_plan: listing.availabilityPlan === null ? null : fromJson(listing.availabilityPlan),
      public_data: fromJson(listing.publicData),
      private_data: fromJson(listing.privateData),
      metadata: fromJson({}),
      created_at: fromDate(listing.now),
      updated_at: fromDate(listing.now),
    })
    .execute();
}

/**
 * Updates a listing's attributes. With `fromStates`, only while the listing is in one of them (a
 * state change that lost a race changes nothing); returns whether a row was updated.
 */
export async function updateListing(
  db: Kysely<DB>,
  id: string,
  values: Partial<ListingValues>,
  now: Date,
  fromStates?: readonly ListingState[],
): Promise<boolean> {
  let query = db
    .updateTable('listings')
    .set({ ...valuesToColumns(values), updated_at: fromDate(now) })
    .where('id', '=', id)
    .where('deleted', '=', fromBool(false));
  if (fromStates) query = query.where('state', 'in', [...fromStates]);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Replaces a listing's images with these, in this order. */
export async function setListingImages(
  db: Kysely<DB>,
  listingId: string,
  imageIds: readonly string[],
): Promise<void> {
  await db.deleteFrom('listing_images').where('listing_id', '=', listingId).execute();
  if (imageIds.length === 0) return;
  await db
    .insertInto('listing_images')
    .values(imageIds.map((imageId, position) => ({ listing_id: listingId, image_id: imageId, position })))
    .execute();
}

/** What `own_listings/query` asks for. */
export interface OwnListingsQuery extends PageWindow {
  authorId: string;
  states: readonly ListingState[] | undefined;
}

/** A page of an author's listings, newest first, and how many there are in all. */
export async function findListingsOfAuthor(
  db: Kysely<DB>,
  query: OwnListingsQuery,
): Promise<{ listings: Listing[]; total: number }> {
  let base = db
    .selectFrom('listings')
    .where('author_id', '=', query.authorId)
    .where('deleted', '=', fromBool(false));
  if (query.states) base = base.where('state', 'in', [...query.states]);
  const newestFirst = base.selectAll().orderBy('created_at', 'desc').orderBy('id');
  const { rows, total } = await selectPage(base, newestFirst, query);
  const images = await findImageIdsOfListings(
    db,
    rows.map((row) => row.id),
  );
  return { listings: rows.map((row) => listingRowToListing(row, images.get(row.id) ?? [])), total };
}

/** Sets a listing's operator metadata (e.g. `featuredListing`); only operators and seeds write it. */
export async function updateListingMetadata(
  db: Kysely<DB>,
  id: string,
  metadata: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('listings')
    .set({ metadata: fromJson(metadata), updated_at: fromDate(now) })
    .where('id', '=', id)
    .execute();
}

/**
 * Sets (or, with null, removes) the platform's summary of a listing's published reviews in its
 * metadata (ADR 022), keeping every other key. The row is locked on PostgreSQL for the read and
 * write; `updated_at` stays: a review is not an edit of the listing.
 */
export async function setListingReviewSummary(
  db: Kysely<DB>,
  id: string,
  summary: ListingReviewSummary | null,
): Promise<void> {
  let read = db.selectFrom('listings').select('metadata').where('id', '=', id);
  if (isPostgres(db)) read = read.forUpdate();
  const row = await read.executeTakeFirst();
  if (!row) return;
  const metadata = toJsonObject(row.metadata);
  const current = metadata[LISTING_REVIEWS_KEY];
  if (summary === null ? current === undefined : JSON.stringify(current) === JSON.stringify(summary)) return;
  if (summary === null) delete metadata[LISTING_REVIEWS_KEY];
  else metadata[LISTING_REVIEWS_KEY] = summary;
  await db
    .updateTable('listings')
    .set({ metadata: fromJson(metadata) })
    .where('id', '=', id)
    .execute();
}

/** Whether the marketplace holds any listing at all (the demo seed runs only on an empty one). */
export async function hasAnyListing(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('listings').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * A listing taken for an operator's change, inside the change's write transaction: on PostgreSQL
 * the row stays locked (`FOR UPDATE`) until it ends, so two changes of one listing (a metadata merge
 * reads what it merges into) run in turn; SQLite's write transaction already runs alone.
 */
export async function findListingForUpdate(db: Kysely<DB>, id: string): Promise<Listing | undefined> {
  let query = db.selectFrom('listings').selectAll().where('id', '=', id);
  if (isPostgres(db)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const images = await findImageIdsOfListings(db, [id]);
  return listingRowToListing(row, images.get(id) ?? []);
}

/** What an operator's search of listings filters by (`queryListingsForAdmin`). */
export interface AdminListingFilter extends PageWindow {
  states?: readonly ListingState[] | undefined;
  /** `publicData.listingType`, a string equal to this. */
  listingType?: string | undefined;
  authorId?: string | undefined;
  /** Created at or after. */
  createdAtStart?: Date | undefined;
  /** Created before. */
  createdAtEnd?: Date | undefined;
  /** Words each of which must be in the title, case-insensitively and literally. */
  keywords?: readonly string[] | undefined;
  /** Whether `metadata.featuredListing` is `true` (false: anything else, or none). */
  featured?: boolean | undefined;
}

/** A LIKE pattern finding `text` anywhere, its own `%`, `_` and `\` matching literally (`ESCAPE '\'`). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * Listings an operator searches for, whatever their state (deleted ones never), newest first, with
 * how many match in all. Small pages of a table operators page through: no search index needed.
 */
export async function queryListingsForAdmin(
  db: Kysely<DB>,
  filter: AdminListingFilter,
): Promise<{ listings: Listing[]; total: number }> {
  const postgres = isPostgres(db);
  let base = db.selectFrom('listings').where('deleted', '=', fromBool(false));
  if (filter.states) base = base.where('state', 'in', [...filter.states]);
  if (filter.authorId) base = base.where('author_id', '=', filter.authorId);
  if (filter.createdAtStart) base = base.where('created_at', '>=', fromDate(filter.createdAtStart));
  if (filter.createdAtEnd) base = base.where('created_at', '<', fromDate(filter.createdAtEnd));
  if (filter.listingType !== undefined) {
    base = base.where(
      postgres
        ? sql<SqlBool>`public_data @> ${JSON.stringify({ listingType: filter.listingType })}::jsonb`
        : sql<SqlBool>`(json_extract(public_data, '$.listingType') = ${filter.listingType}
            AND json_type(public_data, '$.listingType') = 'text')`,
    );
  }
  if (filter.featured !== undefined) {
    const featured = postgres
      ? sql<SqlBool>`(metadata @> ${JSON.stringify({ [FEATURED_LISTING_KEY]: true })}::jsonb)`
      : sql<SqlBool>`(coalesce(json_type(metadata, ${sql.lit(`$.${FEATURED_LISTING_KEY}`)}), '') = 'true')`;
    base = base.where(filter.featured ? featured : sql<SqlBool>`NOT ${featured}`);
  }
  // ILIKE on PostgreSQL; SQLite's LIKE ignores case (of ASCII letters) by itself. The word is a
  // parameter, its wildcards escaped: `100%` finds "100%", not every title with "100" in it.
  const like = sql.raw(postgres ? 'ILIKE' : 'LIKE');
  for (const word of filter.keywords ?? []) {
    base = base.where(sql<SqlBool>`title ${like} ${containsPattern(word)} ESCAPE '\\'`);
  }
  const newestFirst = base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  const { rows, total } = await selectPage(base, newestFirst, filter);
  const images = await findImageIdsOfListings(
    db,
    rows.map((row) => row.id),
  );
  return { listings: rows.map((row) => listingRowToListing(row, images.get(row.id) ?? [])), total };
}
