import http from 'node:http';
import { type Kysely, sql } from 'kysely';
import { afterAll, bench, describe } from 'vitest';
import type { Dialect } from '../src/db/database.ts';
import type { DB } from '../src/db/schema.ts';
import { explainSearchPage } from '../src/features/search/listing-search.repository.ts';
import { listingSearchSchemaInForce, searchFilterOf } from '../src/features/search/listing-search.service.ts';
import { supportsPagination } from '../src/features/search/listing-search.ts';
import { DIALECTS } from '../test/harness.ts';
import { LISTING_COUNT, type SearchBench, setUpSearchBench } from './listings-query.seed.ts';

// `listings/query` over real HTTP (a listening server, fetch with keep-alive: token, access rules,
// parameter parsing, the search, includes, Transit) on 100,000 listings (`listings-query.seed.ts`),
// next to a hand-written SQL query that fetches the same page of rows on the same database. Prints
// p50/p95 of both, their ratio and the planner's plan of each search.

interface Case {
  name: string;
  params: string;
  /** The page of rows, by hand, for this database. */
  page: (dialect: Dialect) => Fragment;
  /** The count of all matches (`meta.totalItems`); none where the answer has no totals. */
  count?: (dialect: Dialect) => Fragment;
}

const DATES = {
  start: '2026-11-26T10:00:00.000Z',
  end: '2026-11-27T22:00:00.000Z',
  startMs: Date.parse('2026-11-26T10:00:00.000Z'),
  endMs: Date.parse('2026-11-27T22:00:00.000Z'),
};

type Fragment = ReturnType<typeof sql>;
const PUBLISHED = (dialect: Dialect) =>
  dialect === 'sqlite'
    ? sql.raw(`l.state = 'published' AND l.deleted = 0`)
    : sql.raw(`l.state = 'published' AND l.deleted = false`);
const HELSINKI = { ne: [60.6, 25.5], sw: [59.8, 24.4] };
const BOUNDS = `${HELSINKI.ne.join(',')},${HELSINKI.sw.join(',')}`;
const inBounds = sql`l.geolocation_lat BETWEEN ${HELSINKI.sw[0]} AND ${HELSINKI.ne[0]} AND l.geolocation_lng BETWEEN ${HELSINKI.sw[1]} AND ${HELSINKI.ne[1]}`;
const categoryIs = (dialect: Dialect, category: string) =>
  dialect === 'sqlite'
    ? sql`json_extract(l.public_data, '$.categoryLevel1') = ${category}`
    : sql`l.public_data @> ${JSON.stringify({ categoryLevel1: category })}::jsonb`;
/** Listings matching a word (or a word it begins), by hand: FTS5 on SQLite, the tsvector on PostgreSQL. */
const keywordFrom = (dialect: Dialect, word: string) =>
  dialect === 'sqlite'
    ? sql`(SELECT rowid AS doc_id, -bm25(listing_search, 10.0, 4.0, 1.0) AS relevance FROM listing_search
          WHERE listing_search MATCH ${`("${word}" OR "${word}"*)`}) k
        JOIN listing_search_docs d ON d.doc_id = k.doc_id JOIN listings l ON l.id = d.listing_id`
    : sql`listings l`;
const keywordWhere = (dialect: Dialect, word: string) =>
  dialect === 'sqlite' ? sql`1 = 1` : sql`l.search_vector @@ to_tsquery('simple', ${`'${word}':*`})`;
const relevance = (dialect: Dialect, word: string) =>
  dialect === 'sqlite'
    ? sql`k.relevance`
    : sql`ts_rank('{0.05, 0.2, 0.5, 1.0}', l.search_vector, to_tsquery('simple', ${`'${word}' | '${word}':*`}))`;
const TEMPLATE =
  '&perPage=24&include=author,images&limit.images=1&fields.listing=title,geolocation,price,publicData.listingType';

const CASES: Case[] = [
  {
    name: 'keywords',
    params: `keywords=kayak${TEMPLATE}`,
    // By hand on SQLite: rank inside the index and join only what ranks at or above the 24th place
    // (the index holds exactly the searchable listings; ties at that place stay in, the id orders them).
    // With fewer than 24 matches there is no 24th place, and every match is on the page.
    page: (dialect) =>
      dialect === 'sqlite'
        ? sql`WITH k AS MATERIALIZED (SELECT rowid AS doc_id, -bm25(listing_search, 10.0, 4.0, 1.0) AS relevance
              FROM listing_search WHERE listing_search MATCH '("kayak" OR "kayak"*)')
            SELECT l.* FROM k JOIN listing_search_docs d ON d.doc_id = k.doc_id JOIN listings l ON l.id = d.listing_id
            WHERE k.relevance >= coalesce((SELECT relevance FROM k ORDER BY relevance DESC LIMIT 1 OFFSET 23), -1e300)
            ORDER BY k.relevance DESC, l.id ASC LIMIT 24`
        : sql`SELECT l.* FROM listings l WHERE ${keywordWhere(dialect, 'kayak')} AND ${PUBLISHED(dialect)}
            ORDER BY ${relevance(dialect, 'kayak')} DESC, l.id ASC LIMIT 24`,
    count: (dialect) =>
      dialect === 'sqlite'
        ? sql`SELECT count(*) AS n FROM listing_search WHERE listing_search MATCH '("kayak" OR "kayak"*)'`
        : sql`SELECT count(*) AS n FROM listings l WHERE ${keywordWhere(dialect, 'kayak')} AND ${PUBLISHED(dialect)}`,
  },
  {
    name: 'bounds',
    params: `bounds=${BOUNDS}${TEMPLATE}`,
    page: (dialect) =>
      sql`SELECT l.* FROM listings l WHERE ${PUBLISHED(dialect)} AND ${inBounds} ORDER BY l.created_at DESC, l.id DESC LIMIT 24`,
    count: (dialect) => sql`SELECT count(*) AS n FROM listings l WHERE ${PUBLISHED(dialect)} AND ${inBounds}`,
  },
  {
    name: 'price + enum filter',
    params: `price=2000,5000&pub_listingType=rent-by-day${TEMPLATE}`,
    page: (dialect) =>
      sql`SELECT l.* FROM listings l WHERE ${PUBLISHED(dialect)} AND ${rentByDayFor2000To5000(dialect)} ORDER BY l.created_at DESC, l.id DESC LIMIT 24`,
    count: (dialect) =>
      sql`SELECT count(*) AS n FROM listings l WHERE ${PUBLISHED(dialect)} AND ${rentByDayFor2000To5000(dialect)}`,
  },
  {
    // Not one of the issue's cases, but the commonest search of a real marketplace: one category.
    name: 'category filter',
    params: `pub_categoryLevel1=wellness${TEMPLATE}`,
    page: (dialect) =>
      sql`SELECT l.* FROM listings l WHERE ${PUBLISHED(dialect)} AND ${categoryIs(dialect, 'wellness')} ORDER BY l.created_at DESC, l.id DESC LIMIT 24`,
    count: (dialect) =>
      sql`SELECT count(*) AS n FROM listings l WHERE ${PUBLISHED(dialect)} AND ${categoryIs(dialect, 'wellness')}`,
  },
  {
    name: 'dates + seats (time-partial)',
    params: `start=${DATES.start}&end=${DATES.end}&seats=2&availability=time-partial&minDuration=60${TEMPLATE}`,
    // By hand over the availability index: listings whose runs of 2+ free seats within the window
    // (time plans, and the day plans of UTC: both bookable all through it) join into an hour.
    page: (dialect) =>
      sql`SELECT l.* FROM listings l WHERE ${PUBLISHED(dialect)} AND EXISTS (
          SELECT 1 FROM listing_availability c
          WHERE c.listing_id = l.id AND (c.kind = 'time' OR (c.kind = 'day' AND c.time_zone = 'Etc/UTC'))
            AND c.from_ms <= ${DATES.startMs} AND c.to_ms >= ${DATES.endMs}
            AND EXISTS (SELECT 1 FROM (
              SELECT s.seats, ${dialect === 'sqlite' ? sql`max` : sql`greatest`}(s.starts_at, ${DATES.startMs}) AS a,
                ${dialect === 'sqlite' ? sql`min` : sql`least`}(s.ends_at, ${DATES.endMs}) AS b,
                sum(CASE WHEN s.seats < 2 THEN 1 ELSE 0 END) OVER (ORDER BY s.starts_at) AS island
              FROM listing_free_seats s
              WHERE s.listing_id = l.id AND s.starts_at < ${DATES.endMs} AND s.ends_at > ${DATES.startMs}) t
            WHERE t.seats >= 2 GROUP BY t.island HAVING max(t.b) - min(t.a) >= 3600000))
        ORDER BY l.created_at DESC, l.id DESC LIMIT 24`,
  },
  {
    name: 'sort by price',
    params: `sort=-price${TEMPLATE}`,
    page: (dialect) =>
      sql`SELECT l.* FROM listings l WHERE ${PUBLISHED(dialect)} ORDER BY l.price_amount ASC NULLS LAST, l.id ASC LIMIT 24`,
    count: (dialect) => sql`SELECT count(*) AS n FROM listings l WHERE ${PUBLISHED(dialect)}`,
  },
  {
    name: 'keywords + bounds + filter + sort',
    params: `keywords=yoga&bounds=${BOUNDS}&pub_categoryLevel1=wellness&sort=-price${TEMPLATE}`,
    page: (dialect) =>
      sql`SELECT l.* FROM ${keywordFrom(dialect, 'yoga')}
        WHERE ${keywordWhere(dialect, 'yoga')} AND ${PUBLISHED(dialect)} AND ${inBounds} AND ${categoryIs(dialect, 'wellness')}
        ORDER BY l.price_amount ASC NULLS LAST, ${relevance(dialect, 'yoga')} DESC, l.id ASC LIMIT 24`,
    count: (dialect) =>
      sql`SELECT count(*) AS n FROM ${keywordFrom(dialect, 'yoga')}
        WHERE ${keywordWhere(dialect, 'yoga')} AND ${PUBLISHED(dialect)} AND ${inBounds} AND ${categoryIs(dialect, 'wellness')}`,
  },
];

function rentByDayFor2000To5000(dialect: Dialect): Fragment {
  return sql`l.price_amount >= 2000 AND l.price_amount < 5000 AND ${
    dialect === 'sqlite'
      ? sql`json_extract(l.public_data, '$.listingType') = 'rent-by-day'`
      : sql`l.public_data @> '{"listingType":"rent-by-day"}'`
  }`;
}

/**
 * The answer of a case by hand, read as the API's answer is (the page with the count beside it, then
 * what the page includes: its authors and its listings' images): the ids of the page.
 */
async function rawAnswer(db: Kysely<DB>, dialect: Dialect, c: Case): Promise<string[]> {
  const [page] = await Promise.all([c.page(dialect).execute(db), c.count?.(dialect).execute(db)]);
  const rows = page.rows as { id: string; author_id: string }[];
  if (rows.length > 0) {
    const authors = [...new Set(rows.map((r) => r.author_id))];
    await Promise.all([
      sql`SELECT * FROM users WHERE id IN (${sql.join(authors)})`.execute(db),
      sql`SELECT listing_id, image_id FROM listing_images WHERE listing_id IN (${sql.join(rows.map((r) => r.id))})
          ORDER BY listing_id, position`.execute(db),
    ]);
  }
  return rows.map((r) => r.id);
}

/**
 * The budgets of issue #33: at 100,000 listings every case within 35 ms at p95 and 2.5× its
 * hand-written SQL on both databases; at 1,000,000 (PostgreSQL, opt-in) within 50 ms.
 */
const AT_SCALE = LISTING_COUNT > 100_000;
const P95_TARGET_MS = AT_SCALE ? 50 : 35;
const RATIO_TARGET = AT_SCALE ? Number.POSITIVE_INFINITY : 2.5;

const setups = new Map<Dialect, SearchBench>();
// BENCH_DIALECTS=sqlite (or postgres) measures one database only.
const dialects = DIALECTS.filter((d) =>
  (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',').includes(d),
);
for (const dialect of dialects) setups.set(dialect, await setUpSearchBench(dialect));

const samples = new Map<string, number[]>();
const record = (key: string) => {
  const list: number[] = [];
  samples.set(key, list);
  return list;
};
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))] ?? Number.NaN;

// What each search answers and how the planner runs it, printed before the timings.
const report: string[] = [];
for (const [dialect, { ctx, baseUrl, token }] of setups) {
  const schema = await listingSearchSchemaInForce(ctx);
  for (const c of CASES) {
    const res = await fetch(`${baseUrl}/v1/api/listings/query?${c.params}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    const body = (await res.json()) as { data: { id: string }[]; meta: Record<string, unknown> };
    if (res.status !== 200) throw new Error(`[${dialect}] ${c.name}: ${res.status} ${JSON.stringify(body)}`);
    const rawIds = await rawAnswer(ctx.db, dialect, c);
    const apiIds = body.data.map((l) => l.id);
    if (JSON.stringify(rawIds) !== JSON.stringify(apiIds)) {
      const at = apiIds.findIndex((id, i) => rawIds[i] !== id);
      throw new Error(
        `[${dialect}] ${c.name}: the hand-written SQL found other rows (${rawIds.length} against the API's ${apiIds.length}, first difference at ${at === -1 ? apiIds.length : at})`,
      );
    }
    const { search } = schema.parse(Object.fromEntries(new URLSearchParams(c.params)));
    const filter = await searchFilterOf(ctx, search);
    const limits = { limit: search.perPage, offset: (search.page - 1) * search.perPage };
    const plan = await explainSearchPage(ctx.db, dialect, filter, limits);
    const countPlan = supportsPagination(search)
      ? await explainSearchPage(ctx.db, dialect, filter, 'count')
      : '(no count: pagination unsupported)';
    report.push(
      `--- [${dialect}] ${c.name}: ${body.data.length} listings, meta ${JSON.stringify(body.meta)}\n` +
        `GET /v1/api/listings/query?${c.params}\n${plan}\n-- count:\n${countPlan}`,
    );
  }
}
console.info(`\nlistings/query plans (${LISTING_COUNT} listings)\n${report.join('\n\n')}\n`);

afterAll(async () => {
  const lines = [
    `listings/query over HTTP on ${LISTING_COUNT} listings (ms; raw = the hand-written SQL for the same page)`,
    `targets: p95 ≤ ${P95_TARGET_MS} ms${AT_SCALE ? '' : ` and ≤ ${RATIO_TARGET}× the hand-written SQL's p95`} (issue #33)`,
    '| database | query | p50 | p95 | raw p50 | raw p95 | p95 / raw p95 | holds |',
    '|---|---|---:|---:|---:|---:|---:|---|',
  ];
  for (const dialect of dialects) {
    for (const c of CASES) {
      const api = [...(samples.get(`${dialect} api ${c.name}`) ?? [])].sort((a, b) => a - b);
      const raw = [...(samples.get(`${dialect} raw ${c.name}`) ?? [])].sort((a, b) => a - b);
      if (api.length === 0) continue;
      const f = (n: number) => n.toFixed(2);
      const [p95, rawP95] = [percentile(api, 0.95), percentile(raw, 0.95)];
      const ratio = p95 / rawP95;
      // The ratio is compared as printed (one decimal).
      const holds = p95 <= P95_TARGET_MS && Number(ratio.toFixed(1)) <= RATIO_TARGET;
      lines.push(
        `| ${dialect} | ${c.name} | ${f(percentile(api, 0.5))} | ${f(p95)} | ${f(percentile(raw, 0.5))} | ${f(
          rawP95,
        )} | ${ratio.toFixed(1)}× | ${holds ? 'yes' : 'NO'} |`,
      );
    }
  }
  console.info(`\n${lines.join('\n')}\n`);
  for (const bench of setups.values()) await bench.close();
});

// The timed requests go over one kept-alive connection with node:http, whose client costs less than
// fetch's (about 0.3 ms a request here), so the figures are mostly the server's.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function getBody(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

// Samples of the measured runs only (warm-up runs are dropped). Five seconds a case: with two, the
// p95 of the fastest cases (a few hundred samples of ~1 ms on PostgreSQL) moved by half between runs.
const optionsFor = (...lists: number[][]) => ({
  time: Number(process.env.BENCH_TIME_MS ?? 5000),
  warmupTime: 300,
  setup: (_task: unknown, mode?: string) => {
    if (mode === 'run') for (const list of lists) list.length = 0;
  },
});

// Each iteration sends the request and then runs the hand-written SQL, so both are timed under the
// same conditions: on a shared machine a noisy second lands on both rather than on one side's block.
// BENCH_CASES=dates (a part of a case's name) times only the cases it names, to profile one.
const timedCases = CASES.filter((c) => !process.env.BENCH_CASES || c.name.includes(process.env.BENCH_CASES));
for (const dialect of dialects) {
  describe(`[${dialect}] listings/query over HTTP, ${LISTING_COUNT} listings`, () => {
    for (const c of timedCases) {
      const apiSamples = record(`${dialect} api ${c.name}`);
      const rawSamples = record(`${dialect} raw ${c.name}`);
      bench(
        `${c.name} (then its hand-written SQL)`,
        async () => {
          const { baseUrl, token, ctx } = setups.get(dialect)!;
          let began = performance.now();
          const status = await getBody(`${baseUrl}/v1/api/listings/query?${c.params}`, {
            authorization: `Bearer ${token}`,
            accept: 'application/transit+json',
          });
          apiSamples.push(performance.now() - began);
          if (status !== 200) throw new Error(`${c.name}: ${status}`);
          began = performance.now();
          await rawAnswer(ctx.db, dialect, c);
          rawSamples.push(performance.now() - began);
        },
        optionsFor(apiSamples, rawSamples),
      );
    }
  });
}
