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
  /** The comparison key of a display name the user chose; null for one made up from their names. */
  display_name_key: string | null;
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
  /** The operator logged in as the user (login-as sessions only). */
  login_as_operator_id: Generated<string | null>;
}

/** A refresh token has an access token's columns and a use and a revocation of its own. */
export interface RefreshTokensTable extends AccessTokensTable {
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
  /** Delivered once under this key (a notification job's id); null for most messages. */
  idempotency_key: string | null;
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

export interface AssetVersionsTable {
  seq: number;
  id: string;
  source: string;
  created_at: Timestamp;
}

export interface AssetEntriesTable {
  path: string;
  version_seq: number;
  data: ColumnType<unknown, string | null, string | null>;
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

/** Extended-data keys of the text search schemas, read by the keyword index's triggers. */
export interface ListingSearchFieldsTable {
  scope: string;
  key: string;
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

export interface TransactionsTable {
  id: string;
  process_name: string;
  process_version: number;
  state: string;
  last_transition: string;
  last_transitioned_at: Timestamp;
  customer_id: string;
  provider_id: string;
  listing_id: string;
  protected_data: Json;
  metadata: Json;
  line_items: ColumnType<unknown, string, string>;
  currency: string | null;
  payin_total: ColumnType<number | string | null, number | null, number | null>;
  payout_total: ColumnType<number | string | null, number | null, number | null>;
  revision: BigInt64;
  last_message_at: Timestamp | null;
  created_at: Timestamp;
}

export interface TransactionTransitionsTable {
  id: string;
  transaction_id: string;
  seq: number;
  transition: string;
  by: string;
  created_at: Timestamp;
}

export interface BookingsTable {
  id: string;
  transaction_id: string;
  listing_id: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  display_start: Timestamp;
  display_end: Timestamp;
  seats: number;
  state: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Epoch milliseconds; PostgreSQL's bigint reads back as a string. */
type EpochMs = ColumnType<number | string, number, number>;

/** What a listing's entry in the availability index covers (migration 0013). */
export interface ListingAvailabilityTable {
  listing_id: string;
  kind: string;
  time_zone: string;
  from_ms: EpochMs;
  to_ms: EpochMs;
}

/** A run of equal free seats of a listing, `[starts_at, ends_at)`. */
export interface ListingFreeSeatsTable {
  listing_id: string;
  starts_at: EpochMs;
  ends_at: EpochMs;
  seats: number;
}

export interface ListingAvailabilityZonesTable {
  time_zone: string;
}

/** Listings whose index entry must be worked out again, queued by triggers. */
export interface ListingAvailabilityDirtyTable {
  id: Generated<number | string>;
  listing_id: string;
}

export interface StockReservationsTable {
  id: string;
  transaction_id: string;
  listing_id: string;
  quantity: number;
  state: string;
  /** The product variant the units were taken from; null for a listing sold without variants. */
  variant_name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Units of each product variant of a listing sold by variant; the listing's total is their sum. */
export interface ListingVariantStocksTable {
  listing_id: string;
  variant_name: string;
  quantity: BigInt64;
  updated_at: Timestamp;
}

export interface MessagesTable {
  id: string;
  transaction_id: string;
  sender_id: string;
  content: string;
  created_at: Timestamp;
}

export interface ReviewsTable {
  id: string;
  transaction_id: string;
  listing_id: string;
  author_id: string;
  subject_id: string;
  type: string;
  state: string;
  rating: number;
  content: string;
  created_at: Timestamp;
  /** Since when an operator hides it from the marketplace (null: shown). */
  hidden_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** The operator who hid it (null: shown). */
  hidden_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PaymentIntentsTable {
  id: string;
  transaction_id: string;
  idempotency_key: string;
  status: string;
  amount: ColumnType<number | string, number, number>;
  currency: string;
  payment_method: string | null;
  /** JSON of {@link BillingDetails}. */
  billing_details: string | null;
  client_secret: string;
  amount_captured: ColumnType<number | string, number, number>;
  amount_refunded: ColumnType<number | string, number, number>;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PaymentOperationsTable {
  id: string;
  idempotency_key: string;
  transaction_id: string;
  payment_intent_id: string | null;
  kind: string;
  status: string;
  amount: ColumnType<number | string, number, number>;
  currency: string;
  recipient_id: string | null;
  created_at: Timestamp;
}

export interface KyselyMigrationRow {
  name: string;
  timestamp: string;
}

/** Every table of the platform database, for Kysely's typing. */
/** An address a user logged in from, hashed (migration 0016). */
export interface KnownLoginAddressesTable {
  user_id: string;
  address_hash: string;
  last_login_at: Timestamp;
}

/** A rendered image variant file in storage (migration 0017). */
export interface ImageVariantFilesTable {
  image_id: string;
  variant_key: string;
  built_in: Bool;
  bytes: number;
  last_served_at: Timestamp;
}

/** A payment step recorded before the provider is called, until its write lands (migration 0018). */
export interface PaymentJournalTable {
  id: string;
  transaction_id: string;
  transition: string;
  new_transaction: Bool;
  caller_role: string;
  caller_trusted: Bool;
  /** JSON of the transition's params. */
  params: string;
  /** `pending` until the write lands (the row is then deleted); `failed` needs an operator. */
  state: string;
  attempts: number;
  lease_until: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A customer's saved payment details at Stripe, with their one card (issue #27). */
export interface StripeCustomersTable {
  user_id: string;
  stripe_customer_id: string;
  payment_method_id: string | null;
  payment_method_resource_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A provider's Stripe connected account (one per user). */
export interface StripeAccountsTable {
  user_id: string;
  stripe_account_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  charges_enabled: ColumnType<boolean | number, number | undefined, number>;
  payouts_enabled: ColumnType<boolean | number, number | undefined, number>;
  details_submitted: ColumnType<boolean | number, number | undefined, number>;
  /** When Stripe's latest `account.updated` was made (an older one arriving late is ignored). */
  reported_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** Stripe webhook events already handled, by id. */
export interface StripeWebhookEventsTable {
  event_id: string;
  type: string;
  account_id: string | null;
  created_at: Timestamp;
  received_at: Timestamp;
}

/** A user's file (issue #29): what its owner declared, and where its bytes and check stand. */
export interface FilesTable {
  id: string;
  owner_id: string;
  name: string;
  mime_type: string;
  size: BigInt64;
  state: string;
  storage_key: string | null;
  failure_reason: string | null;
  deleted: Bool;
  created_at: Timestamp;
  state_updated_at: Timestamp;
}

/** An operator of the marketplace (issue #30): not a user; `admin` or `support`. */
export interface OperatorsTable {
  id: string;
  email: string;
  email_normalized: string;
  role: string;
  /** Null until the operator sets a password through their one-time link. */
  password_hash: string | null;
  disabled: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The two-factor (TOTP) key in force, sealed; null without two-factor codes. */
  totp_secret: Generated<string | null>;
  /** A key being set up, sealed, until a code confirms it. */
  totp_pending_secret: Generated<string | null>;
  /** The last 30-second step a code was accepted for (a code works once). */
  totp_last_step: Generated<number | string | null>;
}

/** An operator's console session, by the hash of its token. */
export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

/** A one-time code of a login as a user (the `authorization_code` grant), by its hash. */
export interface LoginAsCodesTable {
  code_hash: string;
  user_id: string;
  operator_id: string;
  client_id: string;
  redirect_uri: string;
  /** The PKCE challenge (S256 of the verifier, base64url). */
  code_challenge: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** An operator's unsaved draft of one hosted document, readable by the hash of its link's token. */
export interface AssetPreviewsTable {
  token_hash: string;
  path: string;
  data: Json;
  /** Null for a preview made with the admin token (no operator). */
  operator_id: string | null;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** A one-time link to set an operator's password, by the hash of its token. */
export interface OperatorPasswordTokensTable {
  token_hash: string;
  operator_id: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** What an operator (or the command line) did: the values before and after. */
export interface AuditLogTable {
  id: string;
  operator_id: string | null;
  actor: string;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
  at: Timestamp;
}

/** A file put on a message, a listing or a transaction. */
export interface FileAttachmentsTable {
  id: string;
  file_id: string;
  scope: string;
  message_id: string | null;
  listing_id: string | null;
  transaction_id: string | null;
  position: number;
  deleted: Bool;
  created_at: Timestamp;
}

export interface DB {
  marketplaces: MarketplacesTable;
  users: UsersTable;
  access_tokens: AccessTokensTable;
  refresh_tokens: RefreshTokensTable;
  known_login_addresses: KnownLoginAddressesTable;
  email_tokens: EmailTokensTable;
  identities: IdentitiesTable;
  images: ImagesTable;
  image_variant_files: ImageVariantFilesTable;
  mail_messages: MailMessagesTable;
  throttle_buckets: ThrottleBucketsTable;
  marketplace_configs: MarketplaceConfigsTable;
  listings: ListingsTable;
  listing_images: ListingImagesTable;
  listing_stocks: ListingStocksTable;
  listing_variant_stocks: ListingVariantStocksTable;
  stock_adjustments: StockAdjustmentsTable;
  availability_exceptions: AvailabilityExceptionsTable;
  listing_search_fields: ListingSearchFieldsTable;
  jobs: JobsTable;
  asset_versions: AssetVersionsTable;
  asset_entries: AssetEntriesTable;
  transactions: TransactionsTable;
  transaction_transitions: TransactionTransitionsTable;
  bookings: BookingsTable;
  stock_reservations: StockReservationsTable;
  messages: MessagesTable;
  reviews: ReviewsTable;
  payment_intents: PaymentIntentsTable;
  payment_operations: PaymentOperationsTable;
  payment_journal: PaymentJournalTable;
  stripe_accounts: StripeAccountsTable;
  stripe_customers: StripeCustomersTable;
  stripe_webhook_events: StripeWebhookEventsTable;
  listing_availability: ListingAvailabilityTable;
  listing_free_seats: ListingFreeSeatsTable;
  listing_availability_zones: ListingAvailabilityZonesTable;
  listing_availability_dirty: ListingAvailabilityDirtyTable;
  files: FilesTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  login_as_codes: LoginAsCodesTable;
  asset_previews: AssetPreviewsTable;
  operator_password_tokens: OperatorPasswordTokensTable;
  audit_log: AuditLogTable;
  file_attachments: FileAttachmentsTable;
}

/** Rows ids are generated by the application (UUID v4), not the database. */
export type Id = Generated<string>;
