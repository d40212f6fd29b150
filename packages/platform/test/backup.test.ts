import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharetribeSdk from 'sharetribe-flex-sdk';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { buildPlatformApp, createContext } from '../src/app.ts';
import { BackupError, backup, restore } from '../src/cli/backup-cli.ts';
import { openDatabase } from '../src/db/database.ts';
import { countMarketplaceRecords } from '../src/db/record-counts.ts';
import { buildSignup } from './api-client.ts';
import { createTestEnvironment, describeEachDialectOverHttp } from './harness.ts';
import { officialSdk, signedUpSdk, trustedSdkOf } from './support/official-sdk.ts';
import { bookableListingBody } from './support/transactions.ts';

const CLIENT_SECRET = 'backup-test-client-secret-0123456789';

// Issue #31: `npm run backup` → a fresh database → `npm run restore`, and the official SDK finds
// the same users, listings (with their photos) and transactions, on both databases; the backup is
// taken while the marketplace goes on writing.
describeEachDialectOverHttp(
  'backup and restore',
  (platform, baseUrl) => {
    const files: string[] = [];
    afterAll(() => {
      for (const file of files) rmSync(file, { force: true });
    });

    it('restores users, listings with photos, transactions and messages, from a backup taken under writes', async () => {
      const { UUID } = sharetribeSdk.types;
      const provider = await signedUpSdk(baseUrl(), { clientSecret: CLIENT_SECRET });
      const providerMe = await provider.sdk.currentUser.show();
      const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#6a4' } })
        .jpeg()
        .toBuffer();
      const image = await provider.sdk.images.upload({
        image: new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }),
      });
      const listing = await provider.sdk.ownListings.create(
        { ...bookableListingBody(), images: [image.data.data.id] },
        { expand: true },
      );
      const customer = await signedUpSdk(baseUrl(), { clientSecret: CLIENT_SECRET });
      const { trusted } = await trustedSdkOf(baseUrl(), customer.sdk, { clientSecret: CLIENT_SECRET });
      const start = new Date(platform().clock.read().getTime() + 3 * 86_400_000);
      start.setUTCHours(10, 0, 0, 0);
      const created = await trusted.transactions.initiate({
        processAlias: 'default-booking/release-1',
        transition: 'transition/request-payment',
        params: {
          listingId: listing.data.data.id,
          bookingStart: start,
          bookingEnd: new Date(start.getTime() + 3_600_000),
          seats: 1,
          paymentMethod: 'pm_card_visa',
        },
      });
      const transactionId = created.data.data.id;
      await customer.sdk.messages.send({ transactionId, content: 'See you at ten, bringing my own racket.' });

      // New members keep signing up while the backup is taken: one every 40 ms or so, and fewer than
      // the signup limit lets one address make (30 in 10 minutes; two were made above). Unpaced, a
      // backup that took a little longer met the limit's 429.
      const before = await countMarketplaceRecords(platform().ctx.db);
      let writing = true;
      const writer = (async () => {
        let written = 0;
        while (writing && written < 25) {
          await officialSdk(baseUrl()).currentUser.create(buildSignup());
          written++;
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
        return written;
      })();
      const file = join(tmpdir(), `mercato-backup-${randomBytes(6).toString('hex')}.tar.gz`);
      files.push(file);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const manifest = await backup(platform().ctx.env, file);
      writing = false;
      const written = await writer;
      expect(written).toBeGreaterThan(0);
      expect(manifest).toMatchObject({
        format: 'mercato-backup',
        dialect: platform().dialect,
        storage: 'disk',
      });
      // The original and its rendered variant are in the backup.
      expect(manifest.uploads).toBeGreaterThanOrEqual(1);

      // A fresh database and storage directory, restored from the file.
      const fresh = await createTestEnvironment(platform().dialect, { CLIENT_SECRET });
      await restore(fresh.env, file, { force: false });
      const database = openDatabase(fresh.env.DATABASE_URL);
      const app = await buildPlatformApp({
        ...createContext(fresh.env, database, platform().clock.read),
        database,
      });
      try {
        const restoredUrl = await app.listen({ host: '127.0.0.1', port: 0 });

        // A consistent moment between the start and the end of the backup: every user signed up
        // before it, some of those signing up during it.
        const restoredCounts = await countMarketplaceRecords(database.db);
        expect(restoredCounts.users).toBeGreaterThanOrEqual(before.users ?? 0);
        expect(restoredCounts.users).toBeLessThanOrEqual((before.users ?? 0) + written);
        expect(restoredCounts.listings).toBe(before.listings);
        expect(restoredCounts.transactions).toBe(before.transactions);

        // The provider logs in with their password and finds their listing, with its photo.
        const restoredProvider = officialSdk(restoredUrl, { clientSecret: CLIENT_SECRET });
        await restoredProvider.login({
          username: providerMe.data.data.attributes.email,
          password: provider.password,
        });
        const own = await restoredProvider.ownListings.query({
          include: ['images'],
          'fields.image': ['variants.square-small'],
        });
        expect(own.data.data.map((l: { id: { uuid: string } }) => l.id.uuid)).toEqual([
          listing.data.data.id.uuid,
        ]);
        const photo = own.data.included.find((r: { type: string }) => r.type === 'image');
        expect(photo.id).toEqual(image.data.data.id);
        const served = await fetch(
          `${restoredUrl}${new URL(photo.attributes.variants['square-small'].url).pathname}`,
        );
        expect(served.status).toBe(200);
        expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(240);

        // Anyone finds the same listing and its author.
        const visitor = officialSdk(restoredUrl);
        const shown = await visitor.listings.show({ id: listing.data.data.id, include: ['author'] });
        expect(shown.data.data.attributes.title).toBe(listing.data.data.attributes.title);
        const author = await visitor.users.show({ id: providerMe.data.data.id });
        expect(author.data.data.attributes.profile.displayName).toBe(
          providerMe.data.data.attributes.profile.displayName,
        );

        // The customer finds their booking and its message.
        const restoredCustomer = officialSdk(restoredUrl, { clientSecret: CLIENT_SECRET });
        const customerMe = await customer.sdk.currentUser.show();
        await restoredCustomer.login({
          username: customerMe.data.data.attributes.email,
          password: customer.password,
        });
        const transactions = await restoredCustomer.transactions.query({ only: 'order' });
        expect(transactions.data.data).toHaveLength(1);
        expect(transactions.data.data[0].id).toBeInstanceOf(UUID);
        expect(transactions.data.data[0].id.uuid).toBe(transactionId.uuid);
        expect(transactions.data.data[0].attributes.lastTransition).toBe('transition/request-payment');
        const messages = await restoredCustomer.messages.query({ transactionId });
        expect(
          messages.data.data.map((m: { attributes: { content: string } }) => m.attributes.content),
        ).toEqual(['See you at ten, bringing my own racket.']);

        // A second restore over a marketplace with data is refused without --force, and changes nothing.
        await expect(restore(fresh.env, file, { force: false })).rejects.toThrow(BackupError);
        expect(await countMarketplaceRecords(database.db)).toEqual(restoredCounts);
      } finally {
        await app.close();
        await fresh.remove();
      }
    });

    it('refuses a file that is not a backup, and a backup of the other database', async () => {
      const notABackup = join(tmpdir(), `mercato-not-a-backup-${randomBytes(6).toString('hex')}.tar.gz`);
      files.push(notABackup);
      const { writeFileSync } = await import('node:fs');
      writeFileSync(notABackup, 'a shopping list, not a backup');
      const fresh = await createTestEnvironment(platform().dialect);
      try {
        await expect(restore(fresh.env, notABackup, { force: false })).rejects.toThrow(
          /not a Mercato backup/,
        );
        const other = await createTestEnvironment(platform().dialect === 'sqlite' ? 'postgres' : 'sqlite');
        try {
          const file = join(tmpdir(), `mercato-backup-${randomBytes(6).toString('hex')}.tar.gz`);
          files.push(file);
          await backup(platform().ctx.env, file);
          await expect(restore(other.env, file, { force: false })).rejects.toThrow(
            new RegExp(`is a ${platform().dialect} backup`),
          );
        } finally {
          await other.remove();
        }
      } finally {
        await fresh.remove();
      }
    });
  },
  { CLIENT_SECRET },
);
