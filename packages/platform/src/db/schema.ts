import type { ColumnType, Generated } from 'kysely';

// Drivers differ: PostgreSQL returns Date/boolean/object, SQLite string/0|1/string. Repositories
// convert at the edge (see db/convert.ts); writes use ISO strings, 0/1 and JSON text on both.
type Timestamp = ColumnType<Date | string, string, string>;
type Bool = ColumnType<boolean | number, number, number>;
type Json = ColumnType<unknown, string, string>;

export interface MarketplacesTable {
  id: string;
  name: string;
  description: string | null;
  created_at: Timestamp;
}

export interface UsersTable {
  id: string;
  email: string;
  email_normalized: string;
  email_verified: Bool;
  pending_email: string | null;
  password_hash: string;
  first_name: string;
  last_name: string;
  display_name: string;
  bio: string | null;
  public_data: Json;
  protected_data: Json;
  private_data: Json;
  metadata: Json;
  state: string;
  banned: Bool;
  deleted: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
  user_type: string | null;
  permissions: Json;
  profile_image_id: string | null;
}

export interface AccessTokensTable {
  token_hash: string;
  user_id: string;
  family_id: string;
  client_id: string;
  scope: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface RefreshTokensTable {
  token_hash: string;
  user_id: string;
  family_id: string;
  client_id: string;
  scope: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  purpose: string;
  email: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

export interface IdentitiesTable {
  id: string;
  user_id: string;
  idp_id: string;
  subject: string;
  email: string | null;
  email_verified: Bool;
  created_at: Timestamp;
}

export interface ImagesTable {
  id: string;
  owner_id: string | null;
  mime_type: string;
  width: number;
  height: number;
  variants: Json;
  attached: Bool;
  created_at: Timestamp;
}

export interface MailMessagesTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  template: string;
  transport: string;
  status: string;
  error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface ThrottleBucketsTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

export interface MarketplaceConfigsTable {
  version: string;
  config: Json;
  created_at: Timestamp;
}

export interface ListingsTable {
  id: string;
  author_id: string;
  state: string;
  deleted: Bool;
  title: string;
  description: string | null;
  geolocation_lat: number | null;
  geolocation_lng: number | null;
  // bigint: PostgreSQL's driver returns it as a string, SQLite as a number.
  price_amount: ColumnType<string | number | null, number | null, number | null>;
  price_currency: string | null;
  availability_plan: ColumnType<unknown, string | null, string | null>;
  public_data: Json;
  private_data: Json;
  metadata: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ListingImagesTable {
  listing_id: string;
  image_id: string;
  position: number;
}

// bigint columns holding whole counts within Number.MAX_SAFE_INTEGER: the int8 parser of
// db/database.ts and SQLite both read them as numbers.
type BigInt64 = ColumnType<number, number, number>;

export interface ListingStocksTable {
  listing_id: string;
  id: string;
  quantity: BigInt64;
  revision: BigInt64;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StockAdjustmentsTable {
  id: string;
  listing_id: string;
  quantity: BigInt64;
  revision: BigInt64;
  at: Timestamp;
}

export interface AvailabilityExceptionsTable {
  id: string;
  listing_id: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  seats: number;
  created_at: Timestamp;
}

export interface JobsTable {
  id: string;
  name: string;
  payload: Json;
  key: string | null;
  state: string;
  run_at: Timestamp;
  attempts: number;
  max_attempts: number;
  locked_by: string | null;
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface KyselyMigrationRow {
  name: string;
  timestamp: string;
}

/** Every table of the platform database, for Kysely's typing. */
export interface DB {
  marketplaces: MarketplacesTable;
  users: UsersTable;
  access_tokens: AccessTokensTable;
  refresh_tokens: RefreshTokensTable;
  email_tokens: EmailTokensTable;
  identities: IdentitiesTable;
  images: ImagesTable;
  mail_messages: MailMessagesTable;
  throttle_buckets: ThrottleBucketsTable;
  marketplace_configs: MarketplaceConfigsTable;
  listings: ListingsTable;
  listing_images: ListingImagesTable;
  listing_stocks: ListingStocksTable;
  stock_adjustments: StockAdjustmentsTable;
  availability_exceptions: AvailabilityExceptionsTable;
  jobs: JobsTable;
}

/** Rows ids are generated by the application (UUID v4), not the database. */
export type Id = Generated<string>;
