import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootPlatform, buildPlatformApp } from '../src/app.ts';
import { DEMO_OPERATOR_EMAIL, DEMO_PASSWORD, DEMO_USERS, hasDemoAccounts } from '../src/demo/seed.ts';
import { parsePlatformEnv } from '../src/env.ts';
import { apiClient } from './api-client.ts';
import { createDatabase, DIALECTS, TestClock } from './harness.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  CLIENT_SECRET: 'a-production-client-secret',
  TOKEN_SECRET: 'a-production-token-secret-of-32-characters',
  // These tests are not about money: a production install on the sandbox, said knowingly.
  ALLOW_TEST_PAYMENTS: 'true',
};

interface LogLine {
  level: number;
  msg: string;
}

/** A logger that keeps what it is told, for asserting on boot messages. */
function capturingLogger() {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { log: pino({ level: 'info' }, sink), lines };
}

const isDemoWarning = (line: LogLine) => line.level >= 40 && /demo accounts/i.test(line.msg);

for (const dialect of DIALECTS) {
  describe(`[${dialect}] booting the platform`, () => {
    const databases: { url: string; drop(): Promise<void> }[] = [];
    let storageDir: string;

    beforeAll(() => {
      storageDir = mkdtempSync(join(tmpdir(), 'mercato-boot-'));
    });
    afterAll(async () => {
      for (const database of databases) await database.drop();
      rmSync(storageDir, { recursive: true, force: true });
    });

    async function freshDatabaseUrl(): Promise<string> {
      const created = await createDatabase(dialect);
      databases.push(created);
      return created.url;
    }

    /** Boots on `url` with `env`, tries the demo login, shuts down; returns what was logged. */
    async function boot(url: string, env: Record<string, string>) {
      const { log, lines } = capturingLogger();
      const platformEnv = parsePlatformEnv({
        LOG_LEVEL: 'silent',
        DATABASE_URL: url,
        STORAGE_DIR: storageDir,
        ...env,
      });
      const platform = await bootPlatform(platformEnv, new TestClock().read, { log });
      const app = await buildPlatformApp(platform);
      try {
        const demoLogin = await apiClient(app).login(DEMO_USERS[0].email, DEMO_PASSWORD);
        const operatorLogin = await app.inject({
          method: 'POST',
          url: '/v1/admin/operator_sessions/create',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ email: DEMO_OPERATOR_EMAIL, password: DEMO_PASSWORD }),
        });
        const listings = await platform.db
          .selectFrom('listings')
          .select(['id', 'state', 'public_data', 'metadata'])
          .execute();
        const pictured = await platform.db
          .selectFrom('listing_images')
          .select('listing_id')
          .distinct()
          .execute();
        const stocked = await platform.db
          .selectFrom('listing_stocks')
          .select(['listing_id', 'quantity'])
          .execute();
        const variantStocked = await platform.db
          .selectFrom('listing_variant_stocks')
          .select(['listing_id', 'variant_name', 'quantity'])
          .execute();
        const guideFiles = await platform.db
          .selectFrom('file_attachments')
          .innerJoin('files', 'files.id', 'file_attachments.file_id')
          .where('file_attachments.listing_id', 'is not', null)
          .select(['file_attachments.listing_id', 'files.state', 'files.mime_type', 'files.size'])
          .execute();
        // What each demo user finds in their inbox: their orders and sales, with states.
        const inboxes: Record<string, { orders: string[]; sales: string[] }> = {};
        for (const user of demoLogin.status === 200 ? DEMO_USERS : []) {
          const token = (await apiClient(app).login(user.email, DEMO_PASSWORD)).body.access_token as string;
          const statesOf = async (only: string) => {
            const res = await apiClient(app).get(`transactions/query?only=${only}&perPage=100`, token);
            return (res.body.data as { attributes: { state: string } }[]).map((t) => t.attributes.state);
          };
          inboxes[user.firstName] = { orders: await statesOf('order'), sales: await statesOf('sale') };
        }
        const published = await platform.db
          .selectFrom('reviews')
          .select(['type', 'rating'])
          .where('state', '=', 'public')
          .execute();
        const messages = await platform.db.selectFrom('messages').select('id').execute();
        const queued = await platform.db
          .selectFrom('jobs')
          .select(['name', 'run_at'])
          .where('state', '=', 'queued')
          .execute();
        return {
          lines,
          inboxes,
          published,
          messages: messages.length,
          queued,
          guideFiles,
          demoLoginStatus: demoLogin.status,
          operatorLoginStatus: operatorLogin.statusCode,
          hasDemo: await hasDemoAccounts(platform.db),
          listings,
          pictured: pictured.map((row) => row.listing_id),
          stocked,
          variantStocked,
        };
      } finally {
        await app.close();
      }
    }

    it('seeds no demo accounts in production, so the published password opens nothing', async () => {
      const result = await boot(await freshDatabaseUrl(), PRODUCTION);
      expect(result.hasDemo).toBe(false);
      expect(result.demoLoginStatus).toBe(401);
      expect(result.operatorLoginStatus).toBe(401);
      expect(result.lines.filter(isDemoWarning)).toEqual([]);
    });

    // A first boot as `npm start` on a laptop does it (NODE_ENV unset), which two tests look at.
    let laptop: ReturnType<typeof boot> | undefined;
    const bootedOnALaptop = () => {
      laptop ??= freshDatabaseUrl().then((url) => boot(url, {}));
      return laptop;
    };

    it('seeds the demo when NODE_ENV is unset (npm start on a laptop), without a warning', async () => {
      const result = await bootedOnALaptop();
      expect(result.hasDemo).toBe(true);
      expect(result.demoLoginStatus).toBe(200);
      // The demo's operator logs in to the console with the same published password.
      expect(result.operatorLoginStatus).toBe(200);
      expect(result.lines.filter(isDemoWarning)).toEqual([]);
    });

    it('seeds believable demo listings of every type once, each with photos, a few featured', async () => {
      const url = await freshDatabaseUrl();
      const first = await boot(url, {});
      const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
      const types = (l: { public_data: unknown }) => json(l.public_data).listingType;
      expect(first.listings.length).toBeGreaterThanOrEqual(24);
      expect(first.listings.every((l) => l.state === 'published')).toBe(true);
      expect(new Set(first.listings.map(types))).toEqual(
        new Set([
          'service-with-calendar',
          'lessons',
          'gear-rental',
          'place-to-stay',
          'handmade-goods',
          'clothing',
          'digital-guides',
          'local-advice',
        ]),
      );
      // Sessions sold by price variant: the type's variations on, each session with its length.
      const lessons = first.listings.filter((l) => types(l) === 'lessons').map((l) => json(l.public_data));
      expect(lessons.length).toBeGreaterThan(0);
      for (const data of lessons) {
        expect(data.priceVariationsEnabled).toBe(true);
        expect(data.priceVariants.length).toBeGreaterThan(1);
      }
      // Each digital guide delivers a checked PDF, attached as the listing's protected file.
      const guides = first.listings.filter((l) => types(l) === 'digital-guides').map((l) => l.id);
      expect(guides.length).toBeGreaterThan(0);
      expect(first.guideFiles.map((f) => f.listing_id).sort()).toEqual(guides.sort());
      for (const file of first.guideFiles) {
        expect(file).toMatchObject({ state: 'available', mime_type: 'application/pdf' });
        expect(Number(file.size)).toBeGreaterThan(500);
      }
      const featured = first.listings.filter((l) => json(l.metadata).featuredListing === true);
      expect(featured.length).toBeGreaterThanOrEqual(2);
      expect(first.pictured.sort()).toEqual(first.listings.map((l) => l.id).sort());
      const goods = first.listings
        .filter((l) => types(l) === 'handmade-goods' || types(l) === 'clothing')
        .map((l) => l.id);
      expect(first.stocked.map((s) => s.listing_id).sort()).toEqual(goods.sort());
      expect(first.stocked.every((s) => Number(s.quantity) > 0)).toBe(true);
      // Items sold by version: each version its own units, the listing's total their sum.
      const clothing = first.listings.filter((l) => types(l) === 'clothing');
      expect(clothing.length).toBeGreaterThan(0);
      for (const listing of clothing) {
        const versions = first.variantStocked.filter((v) => v.listing_id === listing.id);
        expect(versions.map((v) => v.variant_name).sort()).toEqual(
          json(listing.public_data)
            .priceVariants.map((v: { name: string }) => v.name)
            .sort(),
        );
        const total = first.stocked.find((s) => s.listing_id === listing.id)?.quantity;
        expect(versions.reduce((sum, v) => sum + Number(v.quantity), 0)).toBe(Number(total));
      }
      const second = await boot(url, {});
      expect(second.listings.map((l) => l.id).sort()).toEqual(first.listings.map((l) => l.id).sort());
    });

    it('gives every demo user a history: orders and sales in several states, messages and reviews', async () => {
      const { inboxes, published, messages, queued } = await bootedOnALaptop();
      const kinds = (states: string[]) => new Set(states).size;
      // Ben buys and books; Ada sells; Cleo does both.
      expect(kinds(inboxes.Ben?.orders ?? [])).toBeGreaterThanOrEqual(6);
      expect(kinds(inboxes.Ada?.sales ?? [])).toBeGreaterThanOrEqual(6);
      expect(kinds(inboxes.Cleo?.orders ?? [])).toBeGreaterThanOrEqual(4);
      expect(kinds(inboxes.Cleo?.sales ?? [])).toBeGreaterThanOrEqual(4);
      const all = Object.values(inboxes).flatMap((inbox) => inbox.orders);
      for (const state of ['state/reviewed', 'state/accepted', 'state/preauthorized', 'state/declined']) {
        expect(all).toContain(state);
      }
      for (const state of ['state/expired', 'state/disputed', 'state/delivered', 'state/free-inquiry']) {
        expect(all).toContain(state);
      }
      // Published reviews of both sides, ratings for the listings' cards and the people's profiles.
      expect(published.filter((r) => r.type === 'ofProvider').length).toBeGreaterThanOrEqual(4);
      expect(published.filter((r) => r.type === 'ofCustomer').length).toBeGreaterThanOrEqual(2);
      expect(messages).toBeGreaterThanOrEqual(15);
      // History sends no email now, and nothing it scheduled is overdue at the first start.
      expect(queued.filter((job) => !job.name.startsWith('transaction.delayed-transition'))).toEqual([]);
      const now = new TestClock().read().getTime();
      expect(queued.filter((job) => new Date(job.run_at as string).getTime() <= now)).toEqual([]);
    });

    it('warns loudly at every production boot while demo accounts exist', async () => {
      const url = await freshDatabaseUrl();
      await boot(url, {});
      for (let i = 0; i < 2; i++) {
        const result = await boot(url, PRODUCTION);
        expect(result.hasDemo).toBe(true);
        const warnings = result.lines.filter(isDemoWarning);
        expect(warnings).toHaveLength(1);
        expect(warnings[0]?.level).toBeGreaterThanOrEqual(50);
        expect(warnings[0]?.msg).toContain('@demo.mercato.test');
        expect(warnings[0]?.msg).toContain(DEMO_PASSWORD);
      }
    });

    it('seeds the demo in production only when SEED_DEMO_DATA=true is given, and warns', async () => {
      const result = await boot(await freshDatabaseUrl(), { ...PRODUCTION, SEED_DEMO_DATA: 'true' });
      expect(result.hasDemo).toBe(true);
      expect(result.demoLoginStatus).toBe(200);
      expect(result.lines.filter(isDemoWarning)).toHaveLength(1);
    });

    it('warns at every production boot that runs on test payments', async () => {
      const url = await freshDatabaseUrl();
      for (let i = 0; i < 2; i++) {
        const result = await boot(url, PRODUCTION);
        const warnings = result.lines.filter((line) => line.level === 40 && /^Test payments/.test(line.msg));
        expect(warnings).toHaveLength(1);
        expect(warnings[0]?.msg).toContain('PAYMENTS=stripe');
      }
      const demo = await boot(await freshDatabaseUrl(), {});
      expect(demo.lines.filter((line) => /Test payments/.test(line.msg))).toEqual([]);
    });

    it('tells demo accounts from real ones by their email domain', async () => {
      const result = await boot(await freshDatabaseUrl(), { SEED_DEMO_DATA: 'false' });
      expect(result.hasDemo).toBe(false);
    });
  });
}
