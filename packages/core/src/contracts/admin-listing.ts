import { z } from 'zod';
import { ExtendedDataSchema } from '../validators/extended-data.ts';
import { LISTING_STATES } from './listing.ts';
import { ExtendedDataAttributeSchema, RelationshipsSchema } from './resource.ts';

// The console's Listings screen (issue #30, ADR 019): `GET /v1/admin/listings/query` and `show`,
// and the operator's changes to a listing (`POST /v1/admin/listings/<verb>`), shared by the
// platform and the SDK.

/** The largest page of `listings/query`, as the Marketplace API's queries. */
export const ADMIN_LISTINGS_MAX_PER_PAGE = 100;

/** Longest `keywords` of `listings/query`. */
export const ADMIN_LISTING_KEYWORDS_MAX_LENGTH = 200;

const ListingIdSchema = z.uuid('must be a listing id');

// A date (midnight UTC) or a date and time with its offset, as ISO 8601 writes them (as the users'
// and transactions' queries take them).
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;

const IsoTimeSchema = z
  .string()
  .max(40)
  .refine((value) => ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)), {
    message: 'must be an ISO 8601 date or time, such as 2026-01-31 or 2026-01-31T09:00:00Z',
  })
  .transform((value) => new Date(value));

const pageNumber = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be at least 1').max(max, `must be at most ${max}`))
    .default(fallback);

const StatesSchema = z
  .string()
  .max(200)
  .transform((value) => [...new Set(value.split(',').map((s) => s.trim()))])
  .pipe(z.array(z.enum(LISTING_STATES, { error: `states are ${LISTING_STATES.join(', ')}` })));

/**
 * Query of `admin/listings/query`: filters by states (comma list), listing type, author, creation
 * time (`createdAtStart` inclusive, `createdAtEnd` exclusive), keywords (every word must be in the
 * title, case-insensitively) and whether the operator features it; deleted listings are never
 * listed; newest first, paged as the Marketplace API.
 */
export const AdminListingQueryParamsSchema = z
  .strictObject({
    states: StatesSchema.optional(),
    listingType: z.string().min(1, 'must not be empty').max(100).optional(),
    authorId: z.uuid('must be a user id').optional(),
    createdAtStart: IsoTimeSchema.optional(),
    createdAtEnd: IsoTimeSchema.optional(),
    keywords: z.string().max(ADMIN_LISTING_KEYWORDS_MAX_LENGTH).optional(),
    featured: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
    page: pageNumber(100_000, 1),
    perPage: pageNumber(ADMIN_LISTINGS_MAX_PER_PAGE, ADMIN_LISTINGS_MAX_PER_PAGE),
  })
  .superRefine((query, ctx) => {
    if (query.createdAtStart && query.createdAtEnd && query.createdAtEnd <= query.createdAtStart) {
      ctx.addIssue({ code: 'custom', path: ['createdAtEnd'], message: 'must be after createdAtStart' });
    }
  });

/** A parsed `admin/listings/query`. */
export type AdminListingQuery = z.output<typeof AdminListingQueryParamsSchema>;

/** Query of `admin/listings/show`, and body of the commands that name only their listing. */
export const AdminListingIdSchema = z.strictObject({ id: ListingIdSchema });

/**
 * Body of `admin/listings/update_metadata`: the operator's `metadata`, merged by top-level key as the
 * Marketplace API's updates are (`null` removes a key).
 */
export const UpdateListingMetadataCommandSchema = z.strictObject({
  id: ListingIdSchema,
  metadata: ExtendedDataSchema,
});

/** A parsed metadata command. */
export type UpdateListingMetadataCommand = z.output<typeof UpdateListingMetadataCommandSchema>;

/** Body of `admin/listings/feature`: featured (first on the landing page) or not. */
export const FeatureListingCommandSchema = z.strictObject({
  id: ListingIdSchema,
  featured: z.boolean({ error: 'must be true or false' }),
});

/** A parsed feature command. */
export type FeatureListingCommand = z.output<typeof FeatureListingCommandSchema>;

/**
 * The admin view of a `listing`: what the public resource shows (private data excepted, which is
 * the author's alone) with its state and deleted flag whatever they are, and the author's email and
 * display name as flat attributes (shown for banned and deleted authors too; null without an
 * account). `relationships.author` refers to the author (`{id, type: 'user'}`), whose public `user`
 * resource every answer carries in `included`.
 */
export const AdminListingResourceSchema = z.object({
  id: z.string(),
  type: z.literal('listing'),
  attributes: z.object({
    title: z.string(),
    description: z.string().nullable(),
    state: z.enum(LISTING_STATES),
    deleted: z.boolean(),
    createdAt: z.string(),
    price: z.object({ amount: z.number(), currency: z.string() }).nullable(),
    publicData: ExtendedDataAttributeSchema,
    metadata: ExtendedDataAttributeSchema,
    authorEmail: z.string().nullable(),
    authorDisplayName: z.string().nullable(),
  }),
  relationships: RelationshipsSchema,
});

/** A listing as the console reads it. */
export type AdminListingResource = z.infer<typeof AdminListingResourceSchema>;
