import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import type { MarketplaceConfig } from '@mercato/core/config/marketplace-config';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { buildPlatformApp, createContext } from '../src/app.ts';
import type { PlatformContext } from '../src/context.ts';
import { type Dialect, migrateToLatest, openDatabase } from '../src/db/database.ts';
import type { DB } from '../src/db/schema.ts';
import { parsePlatformEnv } from '../src/env.ts';
import { saveMarketplaceConfig } from '../src/features/config/marketplace-config.service.ts';
import { ensureMarketplace } from '../src/features/marketplace/marketplace.service.ts';
import { ensureAvailabilityIndex } from '../src/features/search/availability-index.service.ts';
import { searchSchemasInForce } from '../src/features/search/listing-search.service.ts';
import { apiClient, buildSignup } from '../test/api-client.ts';
import { TestClock } from '../test/harness.ts';
import { enumOptions, indexedListingField } from '../test/support/listings.ts';

// The marketplace `listings-query.bench.ts` searches: `BENCH_LISTINGS` (100,000) listings of five
// authors with plans, prices, places, extended data and exceptions, the availability index built.
// With `BENCH_KEEP=1` the database is kept under a name of its size and seed version and used again
// by the next run (1,000,000 listings take a while to seed); new migrations are applied to it.
export const LISTING_COUNT = Number(process.env.BENCH_LISTINGS ?? 100_000);
/** Bumped whenever the data below changes, so a kept database of older data is not used again. */
const SEED_VERSION = 2;
const KEEP = process.env.BENCH_KEEP === '1';
const DAY = 86_400_000;
const NOW = Date.parse('2026-11-22T12:00:00.000Z');

// Deterministic pseudo-random numbers (mulberry32), so every run measures the same data.
let seed = 7;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const ACTIVITIES = [
  'kayak',
  'yoga',
  'pottery',
  'cooking',
  'guitar',
  'sauna',
  'bike',
  'surf',
  'climbing',
  'sailing',
  'painting',
  'photography',
  'wine',
  'baking',
  'dance',
  'tennis',
  'fishing',
  'camping',
  'hiking',
  'diving',
  'violin',
  'piano',
  'chess',
  'language',
  'massage',
  'boxing',
  'skiing',
  'snowboard',
  'horse',
  'garden',
] as const;
const KINDS = [
  'tour',
  'lessons',
  'rental',
  'class',
  'workshop',
  'retreat',
  'session',
  'trip',
  'course',
  'studio',
];
const ADJECTIVES = [
  'cozy',
  'private',
  'sunny',
  'quiet',
  'friendly',
  'expert',
  'family',
  'evening',
  'morning',
  'weekend',
  'beginner',
  'advanced',
  'historic',
  'modern',
  'rustic',
  'coastal',
  'urban',
  'forest',
  'lakeside',
  'alpine',
];
const FILLER = [
  'with',
  'an',
  'experienced',
  'local',
  'guide',
  'small',
  'group',
  'equipment',
  'included',
  'bring',
  'water',
  'shoes',
  'towel',
  'meeting',
  'point',
  'near',
  'station',
  'harbour',
  'square',
  'park',
  'old',
  'town',
  'river',
  'views',
  'coffee',
  'after',
  'relaxed',
  'pace',
  'all',
  'levels',
  'welcome',
  'kids',
  'pets',
  'allowed',
  'free',
  'parking',
  'wheelchair',
  'access',
  'english',
  'spoken',
  'certified',
  'safety',
];
const CITIES: [string, number, number][] = [
  ['Helsinki', 60.17, 24.94],
  ['Stockholm', 59.33, 18.07],
  ['Oslo', 59.91, 10.75],
  ['Copenhagen', 55.68, 12.57],
  ['Berlin', 52.52, 13.4],
  ['Amsterdam', 52.37, 4.9],
  ['Paris', 48.86, 2.35],
  ['Lisbon', 38.72, -9.14],
  ['Madrid', 40.42, -3.7],
  ['Rome', 41.9, 12.5],
  ['Vienna', 48.21, 16.37],
  ['Prague', 50.08, 14.44],
  ['Warsaw', 52.23, 21.01],
  ['Tallinn', 59.44, 24.75],
  ['Dublin', 53.35, -6.26],
  ['Edinburgh', 55.95, -3.19],
  ['Barcelona', 41.39, 2.17],
  ['Athens', 37.98, 23.73],
  ['Budapest', 47.5, 19.04],
  ['Zurich', 47.37, 8.54],
];
const LISTING_TYPES = ['service-with-calendar', 'rent-by-day', 'sell-products'];
const CATEGORIES = ['outdoors', 'music', 'food', 'wellness', 'sports', 'arts'];
const AMENITIES = ['wifi', 'sauna', 'parking', 'shower', 'lockers', 'cafe'];
const LEVELS = ['beginner', 'intermediate', 'advanced'];
const ZONES = ['Europe/Helsinki', 'Europe/Berlin', 'Europe/Lisbon', 'Etc/UTC'];
const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

const CONFIG = {
  ...DEFAULT_MARKETPLACE_CONFIG,
  listingFields: [
    indexedListingField(
      'amenities',
      'multi-enum',
      { enumOptions: enumOptions(AMENITIES) },
      { searchMode: 'has_any' },
    ),
    indexedListingField('level', 'enum', { enumOptions: enumOptions(LEVELS) }),
    indexedListingField(
      'groupSize',
      'long',
      { numberConfig: { minimum: 1, maximum: 50, step: 1 } },
      { group: 'secondary' },
    ),
    indexedListingField('notes', 'text', {}, { group: 'secondary' }),
  ],
} as unknown as MarketplaceConfig;

function plan(): unknown {
  const kind = random();
  if (kind < 0.2) return null;
  const seats = 1 + Math.floor(random() * 3);
  if (kind < 0.5) {
    return {
      type: 'availability-plan/day',
      entries: WEEK.filter(() => random() < 0.8).map((d) => ({ dayOfWeek: d, seats })),
    };
  }
  const open = 6 + Math.floor(random() * 6);
  const close = open + 4 + Math.floor(random() * 8);
  const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return {
    type: 'availability-plan/time',
    timezone: pick(ZONES),
    entries: WEEK.filter(() => random() < 0.7).map((d) => ({
      dayOfWeek: d,
      seats,
      startTime: hh(open),
      endTime: close >= 24 ? '00:00' : hh(close),
    })),
  };
}

/**
 * Inserts the listings in multi-row statements inside one transaction (the search triggers index
 * them), and after each statement the availability exceptions of a tenth of its listings — closed
 * days and extra seats — as a provider adds them after creating the listing. The index queues a
 * listing for each, side by side, so its writer works each listing out once.
 */
async function seedListings(db: Kysely<DB>, authors: string[]): Promise<void> {
  const ROWS_PER_STATEMENT = 400;
  let exceptionCount = 0;
  await db.transaction().execute(async (trx) => {
    for (let done = 0; done < LISTING_COUNT; done += ROWS_PER_STATEMENT) {
      const rows = [];
      for (let i = done; i < Math.min(LISTING_COUNT, done + ROWS_PER_STATEMENT); i++) {
        const [city, lat, lng] = pick(CITIES);
        const activity = pick(ACTIVITIES);
        const words = Array.from({ length: 12 + Math.floor(random() * 20) }, () => pick(FILLER));
        const createdAt = new Date(NOW - Math.floor(random() * 365 * DAY));
        const hasPrice = random() < 0.95;
        rows.push({
          id: randomUUID(),
          author_id: pick(authors),
          state: random() < 0.9 ? 'published' : pick(['draft', 'closed', 'pendingApproval']),
          deleted: random() < 0.02 ? 1 : 0,
          title: `${pick(ADJECTIVES)} ${activity} ${pick(KINDS)} in ${city}`.replace(/^./, (c) =>
            c.toUpperCase(),
          ),
          description: `${words.slice(0, 6).join(' ')} ${activity} ${words.slice(6).join(' ')}.`,
          geolocation_lat: lat + (random() - 0.5) * 0.6,
          geolocation_lng: lng + (random() - 0.5) * 1.0,
          price_amount: hasPrice ? 500 + Math.floor(random() * 400) * 250 : null,
          price_currency: hasPrice ? 'USD' : null,
          availability_plan: JSON.stringify(plan()),
          public_data: JSON.stringify({
            listingType: pick(LISTING_TYPES),
            categoryLevel1: pick(CATEGORIES),
            amenities: AMENITIES.filter(() => random() < 0.3),
            level: pick(LEVELS),
            groupSize: 1 + Math.floor(random() * 30),
            notes: `${pick(FILLER)} ${pick(FILLER)} ${pick(ACTIVITIES)}`,
          }),
          private_data: '{}',
          metadata: JSON.stringify(random() < 0.01 ? { featuredListing: true } : {}),
          created_at: createdAt.toISOString(),
          updated_at: createdAt.toISOString(),
        });
      }
      // `null` plans go in as SQL NULL, not the JSON text 'null'.
      for (const row of rows) if (row.availability_plan === 'null') row.availability_plan = null as never;
      await trx.insertInto('listings').values(rows).execute();
      const exceptions = rows
        .filter(() => random() < 0.1)
        .map((row) => {
          const i = exceptionCount++;
          const start = NOW + (1 + (i % 20)) * DAY - (NOW % DAY);
          return {
            id: randomUUID(),
            listing_id: row.id,
            starts_at: new Date(start).toISOString(),
            ends_at: new Date(start + DAY).toISOString(),
            seats: i % 3 === 0 ? 5 : 0,
            created_at: new Date(NOW).toISOString(),
          };
        });
      if (exceptions.length > 0) await trx.insertInto('availability_exceptions').values(exceptions).execute();
    }
  });
}

/** The platform the bench searches, listening on a local port, and an anonymous token for it. */
export interface SearchBench {
  app: FastifyInstance;
  ctx: PlatformContext;
  baseUrl: string;
  token: string;
  close(): Promise<void>;
}

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The bench's database: a throwaway one, or with BENCH_KEEP=1 the kept one of this size and seed. */
async function benchDatabase(dialect: Dialect): Promise<{ url: string; drop(): Promise<void> }> {
  const name = KEEP
    ? `mercato_bench_search_${LISTING_COUNT}_v${SEED_VERSION}`
    : `mercato_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  if (dialect === 'sqlite') {
    const file = join(tmpdir(), `${name}.db`);
    const drop = async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    };
    if (KEEP && existsSync(file) && !sqliteWasSeeded(file)) await drop();
    return { url: `file:${file}`, drop: KEEP ? async () => {} : drop };
  }
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (rows.length > 0 && !(await pgWasSeeded(name))) {
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    rows.length = 0;
  }
  if (rows.length === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: ADMIN_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  return { url: url.toString(), drop: KEEP ? async () => {} : drop };
}

/** Whether a kept SQLite file was seeded to the end (a run stopped halfway is started again). */
function sqliteWasSeeded(file: string): boolean {
  const db = new SQLite(file, { readonly: true });
  try {
    return !!db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'bench_seeded'`).get();
  } finally {
    db.close();
  }
}

async function pgWasSeeded(name: string): Promise<boolean> {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query(`SELECT 1 FROM pg_tables WHERE tablename = 'bench_seeded'`)).rows.length > 0;
  } finally {
    await client.end();
  }
}

/** Whether a kept database was seeded to the end (the last step leaves this mark). */
async function wasSeeded(db: Kysely<DB>, dialect: Dialect): Promise<boolean> {
  const table =
    dialect === 'sqlite'
      ? sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'bench_seeded'`
      : sql`SELECT 1 FROM pg_tables WHERE tablename = 'bench_seeded'`;
  return (await table.execute(db)).rows.length > 0;
}

/**
 * A platform on the bench's marketplace of {@link LISTING_COUNT} listings, seeded (or, kept,
 * opened again), analysed and listening.
 */
export async function setUpSearchBench(dialect: Dialect): Promise<SearchBench> {
  const began = performance.now();
  const database = await benchDatabase(dialect);
  const storageDir = mkdtempSync(join(tmpdir(), 'mercato-bench-storage-'));
  const env = parsePlatformEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    SEED_DEMO_DATA: 'false',
    STORAGE_DIR: storageDir,
  });
  const opened = openDatabase(database.url);
  await migrateToLatest(opened.db);
  const clock = new TestClock();
  await ensureMarketplace(opened.db, env.MARKETPLACE_NAME, clock.read());
  const ctx = createContext(env, opened, clock.read);
  const app = await buildPlatformApp({ ...ctx, database: opened });
  await app.ready();
  const api = apiClient(app);
  if (KEEP && (await wasSeeded(ctx.db, dialect))) {
    console.info(`[${dialect}] kept database of ${LISTING_COUNT} listings: ${database.url}`);
    // Statistics (and on PostgreSQL the visibility map, which index-only scans read) for what new
    // migrations changed; quick where nothing did.
    await sql`${sql.raw(dialect === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE')}`.execute(ctx.db);
  } else {
    await saveMarketplaceConfig(ctx, CONFIG);
    // The keyword index learns the config's text fields now, so the inserts below index them (rather
    // than the first search re-indexing, and bloating, a full table).
    await searchSchemasInForce(ctx);
    const authors: string[] = [];
    for (let i = 0; i < 5; i++) {
      const created = await api.signup(await api.anonToken(), buildSignup());
      authors.push((created.body.data as { id: string }).id);
    }
    await seedListings(ctx.db, authors);
    console.info(
      `[${dialect}] listings and exceptions in ${((performance.now() - began) / 1000).toFixed(1)} s`,
    );
    // The index's writer reads listings and exceptions by key; with statistics the planner knows it
    // (the bench server runs without autovacuum). The index's own tables are still empty.
    await analyse(ctx.db, ['listings', 'availability_exceptions'], dialect === 'postgres');
    const indexing = performance.now();
    const progress = setInterval(async () => {
      // What autovacuum would do as the index grows: without statistics of its own tables the
      // planner may read every run to replace a few listings' (at 1,000,000 listings, seconds a batch).
      await analyse(
        ctx.db,
        ['listing_availability', 'listing_availability_dirty', 'listing_free_seats'],
        false,
      );
      const done = await sql<{ n: number }>`SELECT count(*) AS n FROM listing_availability`.execute(ctx.db);
      const seconds = ((performance.now() - indexing) / 1000).toFixed(0);
      console.info(`[${dialect}] availability index: ${done.rows[0]!.n} listings after ${seconds} s`);
    }, 60_000);
    const indexed = await ensureAvailabilityIndex(ctx).finally(() => clearInterval(progress));
    const runs = await sql<{ n: number }>`SELECT count(*) AS n FROM listing_free_seats`.execute(ctx.db);
    console.info(
      `[${dialect}] availability index: ${indexed} listings, ${runs.rows[0]!.n} runs, in ${((performance.now() - indexing) / 1000).toFixed(1)} s`,
    );
    if (dialect === 'sqlite') {
      // One FTS5 segment instead of the hundreds the batched inserts left (automerge gets there slowly).
      await sql`INSERT INTO listing_search (listing_search) VALUES ('optimize')`.execute(ctx.db);
    }
    // Statistics of every table, and on PostgreSQL the visibility map, which index-only scans read
    // (the keyword term rows among them): the state autovacuum keeps a live database in.
    await sql`${sql.raw(dialect === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE')}`.execute(ctx.db);
    // The seed's writes go to disk now, not in a checkpoint in the middle of the measurements (at
    // 1,000,000 listings on PostgreSQL, gigabytes: the keyword case's p95 was 67.6 ms in a run
    // without, 35.9 and 39.1 with; ADR 009).
    await sql`${sql.raw(dialect === 'postgres' ? 'CHECKPOINT' : 'PRAGMA wal_checkpoint(TRUNCATE)')}`.execute(
      ctx.db,
    );
    await sql`CREATE TABLE bench_seeded (seeded_at text)`.execute(ctx.db);
    console.info(
      `[${dialect}] seeded ${LISTING_COUNT} listings in ${((performance.now() - began) / 1000).toFixed(1)} s`,
    );
  }
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    ctx,
    baseUrl,
    token: await api.anonToken(),
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/** Statistics for the planners of these tables (on PostgreSQL the visibility map too, with `vacuum`). */
async function analyse(db: Kysely<DB>, tables: string[], vacuum = true): Promise<void> {
  for (const table of tables) {
    await sql`${sql.raw(vacuum ? 'VACUUM ANALYZE' : 'ANALYZE')} ${sql.table(table)}`.execute(db);
  }
}
