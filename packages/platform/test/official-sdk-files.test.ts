import { randomUUID } from 'node:crypto';
import sharetribeSdk from 'sharetribe-flex-sdk';
import { expect, it } from 'vitest';
import { createClamdScanner } from '../src/adapters/file-scanner/clamd-scanner.adapter.ts';
import { deleteAccount } from '../src/features/accounts/account-deletion.service.ts';
import { replaceListingFiles } from '../src/features/files/files.queries.ts';
import { verifyFile } from '../src/features/files/files.service.ts';
import { insertListing } from '../src/features/listings/listings.repository.ts';
import { describeEachDialectOverHttp } from './harness.ts';
import { EICAR, startFakeClamd } from './support/fake-clamd.ts';
import { signedUpSdk, trustedSdkOf } from './support/official-sdk.ts';
import { bookableListingBody, runDueJobs } from './support/transactions.ts';

const CLIENT_SECRET = 'official-sdk-client-secret-0123456789';
const MINUTE = 60_000;

/** A small PDF, as a customer would send a menu or a floor plan. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

type SdkError = { status: number; data: { errors: { code: string; source?: { path: string[] } }[] } };
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: SdkError) => ({ status: error.status, code: error.data?.errors?.[0]?.code }),
  );

// Files through the official sharetribe-flex-sdk, as the Web Template's fileHelpers use them: a file
// made by its metadata, its bytes PUT to the signed URL without the user's token, the check by the
// worker, the file attached to a message, downloaded by the other party — and by nobody else.
describeEachDialectOverHttp(
  'official sharetribe-flex-sdk: files',
  (platform, baseUrl) => {
    const loggedIn = () => signedUpSdk(baseUrl(), { clientSecret: CLIENT_SECRET });
    /** The signed URL as served here: the platform signs for its ROOT_URL; the test listens elsewhere. */
    const here = (url: string) => {
      const parsed = new URL(url);
      return `${baseUrl()}${parsed.pathname}${parsed.search}`;
    };

    async function uploaded(
      sdk: Awaited<ReturnType<typeof loggedIn>>['sdk'],
      file: { name: string; mimeType: string; data: Buffer },
    ) {
      const created = await sdk.ownFiles.create(
        { name: file.name, mimeType: file.mimeType, size: file.data.length },
        { expand: true },
      );
      const fileId = created.data.data.id;
      expect(created.data.data.attributes).toMatchObject({
        name: file.name,
        mimeType: file.mimeType,
        size: file.data.length,
        state: 'pendingUpload',
      });
      const upload = (await sdk.fileUploads.create({ fileId })).data.data.attributes;
      expect(upload).toMatchObject({ method: 'PUT', headers: { 'Content-Type': file.mimeType } });
      expect(upload.fileId.uuid).toBe(fileId.uuid);
      const put = await fetch(here(upload.url), { method: 'PUT', headers: upload.headers, body: file.data });
      expect(put.status).toBe(200);
      return { fileId, upload };
    }

    /** A provider's listing and a customer's inquiry about it: a conversation to attach files to. */
    async function conversation() {
      const provider = await loggedIn();
      const listing = await provider.sdk.ownListings.create(bookableListingBody(), { expand: true });
      const customer = await loggedIn();
      const inquiry = await customer.sdk.transactions.initiate({
        processAlias: 'default-booking/release-1',
        transition: 'transition/inquire',
        params: { listingId: listing.data.data.id },
      });
      return { provider, customer, transactionId: inquiry.data.data.id };
    }

    it('uploads without a token, checks, attaches to a message, and lets only the other party download', async () => {
      const { provider, customer, transactionId } = await conversation();
      const { fileId } = await uploaded(customer.sdk, {
        name: 'Menu (final).pdf',
        mimeType: 'application/pdf',
        data: PDF,
      });
      expect((await customer.sdk.ownFiles.show({ id: fileId })).data.data.attributes.state).toBe(
        'pendingVerification',
      );
      await runDueJobs(platform());
      expect((await customer.sdk.ownFiles.show({ id: fileId })).data.data.attributes.state).toBe('available');

      await customer.sdk.messages.send({
        transactionId,
        content: 'Here is the menu for the evening.',
        publicFileAttachments: [{ fileId }],
      });
      const read = await provider.sdk.messages.query({
        transactionId,
        include: ['sender', 'publicFileAttachments', 'publicFileAttachments.file'],
      });
      const message = read.data.data[0];
      const attachmentRef = message.relationships.publicFileAttachments.data[0];
      const attachment = read.data.included.find(
        (r: { type: string; id: { uuid: string } }) =>
          r.type === 'fileAttachment' && r.id.uuid === attachmentRef.id.uuid,
      );
      expect(attachment.attributes).toEqual({ scope: 'public', deleted: false });
      const file = read.data.included.find((r: { type: string }) => r.type === 'file');
      expect(file.attributes).toEqual({
        name: 'Menu (final).pdf',
        state: 'available',
        size: PDF.length,
        deleted: false,
      });
      expect(
        (await provider.sdk.files.show({ fileAttachmentId: attachmentRef.id })).data.data.attributes.name,
      ).toBe('Menu (final).pdf');

      const download = (await provider.sdk.fileDownloads.create({ fileAttachmentId: attachmentRef.id })).data
        .data.attributes;
      const got = await fetch(here(download.url));
      expect(got.status).toBe(200);
      expect(Buffer.from(await got.arrayBuffer())).toEqual(PDF);
      expect(got.headers.get('content-type')).toBe('application/pdf');
      expect(got.headers.get('content-disposition')).toBe(
        `attachment; filename="Menu (final).pdf"; filename*=UTF-8''Menu%20(final).pdf`,
      );
      expect(got.headers.get('x-content-type-options')).toBe('nosniff');

      // A stranger learns nothing of it; nor of the owner's file by its id.
      const stranger = await loggedIn();
      for (const attempt of [
        () => stranger.sdk.fileDownloads.create({ fileAttachmentId: attachmentRef.id }),
        () => stranger.sdk.files.show({ fileAttachmentId: attachmentRef.id }),
        () => stranger.sdk.ownFiles.show({ id: fileId }),
        () => stranger.sdk.ownFileDownloads.create({ fileId }),
        () => stranger.sdk.fileUploads.create({ fileId }),
      ]) {
        expect(await refusal(attempt())).toEqual({ status: 404, code: 'not-found' });
      }
      // Nor can anyone attach someone else's file to their own message.
      expect(
        await refusal(
          provider.sdk.messages.send({
            transactionId,
            content: 'Mine now',
            publicFileAttachments: [{ fileId }],
          }),
        ),
      ).toEqual({ status: 400, code: 'validation-invalid-value' });
    });

    it("reveals a listing's protected files to its buyer once paid, and to nobody else (default-download)", async () => {
      const { UUID } = sharetribeSdk.types;
      const seller = await loggedIn();
      const { fileId } = await uploaded(seller.sdk, {
        name: 'Quilt pattern.pdf',
        mimeType: 'application/pdf',
        data: PDF,
      });
      await runDueJobs(platform());
      // A pattern sold as a download: published directly, as the marketplace's type for it would be.
      const listingId = randomUUID();
      await insertListing(platform().ctx.db, {
        id: listingId,
        authorId: seller.id.uuid,
        now: platform().clock.read(),
        state: 'published',
        deleted: false,
        title: 'Quilt pattern',
        description: 'A PDF pattern, sent once paid.',
        geolocation: null,
        price: { amount: 1200, currency: 'USD' },
        availabilityPlan: null,
        publicData: {
          listingType: 'digital-pattern',
          unitType: 'file',
          transactionProcessAlias: 'default-download/release-1',
        },
        privateData: {},
      });
      const withFiles = {
        expand: true,
        include: ['protectedFileAttachments', 'protectedFileAttachments.file'],
      };
      // own_listings/update takes the files (here on a listing of a type the marketplace has).
      const lesson = await seller.sdk.ownListings.create(bookableListingBody(), { expand: true });
      const updated = await seller.sdk.ownListings.update(
        { id: lesson.data.data.id, protectedFileAttachments: [{ fileId }] },
        withFiles,
      );
      expect(updated.data.data.relationships.protectedFileAttachments.data).toHaveLength(1);
      expect(updated.data.included.find((r: { type: string }) => r.type === 'file').attributes.name).toBe(
        'Quilt pattern.pdf',
      );
      const cleared = await seller.sdk.ownListings.update(
        { id: lesson.data.data.id, protectedFileAttachments: [] },
        withFiles,
      );
      expect(cleared.data.data.relationships.protectedFileAttachments.data).toEqual([]);
      await replaceListingFiles(platform().ctx.db, {
        ownerId: seller.id.uuid,
        listingId,
        fileIds: [fileId.uuid],
        now: platform().clock.read(),
      });
      const own = await seller.sdk.ownListings.show({ id: new UUID(listingId), ...withFiles });
      const onListing = own.data.data.relationships.protectedFileAttachments.data;
      expect(onListing).toHaveLength(1);

      const buyer = await loggedIn();
      // The public listing shows no protected file, and the listing's own attachment is the author's.
      const shownListing = await buyer.sdk.listings.show({
        id: new UUID(listingId),
        include: ['protectedFileAttachments'],
      });
      expect(shownListing.data.data.relationships?.protectedFileAttachments).toBeUndefined();
      expect(await refusal(buyer.sdk.fileDownloads.create({ fileAttachmentId: onListing[0].id }))).toEqual({
        status: 404,
        code: 'not-found',
      });

      const { trusted } = await trustedSdkOf(baseUrl(), buyer.sdk, { clientSecret: CLIENT_SECRET });
      const order = await trusted.transactions.initiate({
        processAlias: 'default-download/release-1',
        transition: 'transition/request-payment',
        params: { listingId: new UUID(listingId), paymentMethod: 'pm_card_visa' },
      });
      const orderId = order.data.data.id;
      const before = await buyer.sdk.transactions.show({
        id: orderId,
        include: ['protectedFileAttachments'],
      });
      expect(before.data.data.relationships.protectedFileAttachments.data).toEqual([]);
      await buyer.sdk.transactions.transition({
        id: orderId,
        transition: 'transition/confirm-payment',
        params: {},
      });
      const after = await buyer.sdk.transactions.show({ id: orderId, ...withFiles });
      const revealed = after.data.data.relationships.protectedFileAttachments.data;
      expect(revealed).toHaveLength(1);
      expect(
        after.data.included.find((r: { type: string }) => r.type === 'fileAttachment').attributes,
      ).toEqual({
        scope: 'protected',
        deleted: false,
      });
      const download = (await buyer.sdk.fileDownloads.create({ fileAttachmentId: revealed[0].id })).data.data
        .attributes;
      expect(Buffer.from(await (await fetch(here(download.url))).arrayBuffer())).toEqual(PDF);
      const stranger = await loggedIn();
      expect(await refusal(stranger.sdk.fileDownloads.create({ fileAttachmentId: revealed[0].id }))).toEqual({
        status: 404,
        code: 'not-found',
      });
    });

    it('includes the transaction of the messages, for its parties', async () => {
      const { customer, transactionId } = await conversation();
      await customer.sdk.messages.send({ transactionId, content: 'Is Friday free?' });
      const page = await customer.sdk.messages.query({ transactionId, include: ['transaction', 'sender'] });
      const tx = page.data.included.find((r: { type: string }) => r.type === 'transaction');
      expect(tx.id.uuid).toBe(transactionId.uuid);
      expect(tx.attributes.lastTransition).toBe('transition/inquire');
      expect(page.data.data[0].relationships.transaction.data.id.uuid).toBe(transactionId.uuid);
      expect(tx.relationships).toBeUndefined();
    });

    it("removes a deleted account's own files, and keeps what it sent or sold to others", async () => {
      const { provider, customer, transactionId } = await conversation();
      const sent = await uploaded(provider.sdk, { name: 'Menu.pdf', mimeType: 'application/pdf', data: PDF });
      const onListing = await uploaded(provider.sdk, {
        name: 'Guide.pdf',
        mimeType: 'application/pdf',
        data: PDF,
      });
      const waiting = await provider.sdk.ownFiles.create({
        name: 'Never sent.pdf',
        mimeType: 'application/pdf',
        size: 10,
      });
      await runDueJobs(platform());
      await provider.sdk.messages.send({
        transactionId,
        content: 'The menu.',
        publicFileAttachments: [{ fileId: sent.fileId }],
      });
      const lesson = await provider.sdk.ownListings.create(bookableListingBody(), { expand: true });
      await provider.sdk.ownListings.update({
        id: lesson.data.data.id,
        protectedFileAttachments: [{ fileId: onListing.fileId }],
      });

      await deleteAccount(platform().ctx, provider.id.uuid, provider.password);
      const files = await platform()
        .ctx.db.selectFrom('files')
        .select(['id', 'deleted', 'storage_key'])
        .where('owner_id', '=', provider.id.uuid)
        .execute();
      const gone = (id: { uuid: string }) => Boolean(files.find((f) => f.id === id.uuid)?.deleted);
      expect([gone(sent.fileId), gone(onListing.fileId), gone(waiting.data.data.id)]).toEqual([
        false,
        true,
        true,
      ]);
      const listingFiles = await platform()
        .ctx.db.selectFrom('file_attachments')
        .select('id')
        .where('listing_id', '=', lesson.data.data.id.uuid)
        .execute();
      expect(listingFiles).toEqual([]);
      // The removed file's bytes are gone from storage; the message's file still downloads.
      const removedKey = files.find((f) => f.id === onListing.fileId.uuid)?.storage_key;
      expect(removedKey && (await platform().ctx.storage.openStream(removedKey))).toBeFalsy();
      const thread = await customer.sdk.messages.query({ transactionId, include: ['publicFileAttachments'] });
      const attachmentId = thread.data.data[0].relationships.publicFileAttachments.data[0].id;
      const download = (await customer.sdk.fileDownloads.create({ fileAttachmentId: attachmentId })).data.data
        .attributes;
      expect(Buffer.from(await (await fetch(here(download.url))).arrayBuffer())).toEqual(PDF);
    });

    it('with a malware scanner, refuses a file that carries one, and keeps a file waiting while the scanner is down', async () => {
      const user = await loggedIn();
      const clamd = await startFakeClamd();
      const down = await startFakeClamd('error');
      try {
        const withScanner = (url: string) => ({
          ...platform().ctx,
          fileScanner: createClamdScanner(url, 2000),
        });
        const infected = await uploaded(user.sdk, {
          name: 'notes.txt',
          mimeType: 'text/plain',
          data: Buffer.from(`Notes for the trip.\n${EICAR}\n`),
        });
        const clean = await uploaded(user.sdk, { name: 'Menu.pdf', mimeType: 'application/pdf', data: PDF });
        expect(await verifyFile(withScanner(clamd.url), infected.fileId.uuid)).toBe('verificationFailed');
        expect(await verifyFile(withScanner(clamd.url), clean.fileId.uuid)).toBe('available');
        expect(clamd.scanned.map((bytes) => bytes.length)).toEqual([
          Buffer.byteLength(`Notes for the trip.\n${EICAR}\n`),
          PDF.length,
        ]);
        const refused = await user.sdk.ownFiles.show({ id: infected.fileId });
        expect(refused.data.data.attributes.state).toBe('verificationFailed');
        // Without the scanner's answer the file is not passed: it waits for the job's next try.
        const waiting = await uploaded(user.sdk, {
          name: 'Plan.pdf',
          mimeType: 'application/pdf',
          data: PDF,
        });
        await expect(verifyFile(withScanner(down.url), waiting.fileId.uuid)).rejects.toThrow(/ERROR/);
        const still = await user.sdk.ownFiles.show({ id: waiting.fileId });
        expect(still.data.data.attributes.state).toBe('pendingVerification');
        expect(await verifyFile(withScanner(clamd.url), waiting.fileId.uuid)).toBe('available');
      } finally {
        await Promise.all([clamd.close(), down.close()]);
      }
    });

    it('refuses a file whose bytes lie about its type, and refuses to attach it', async () => {
      const { customer, transactionId } = await conversation();
      const { fileId } = await uploaded(customer.sdk, {
        name: 'holiday.png',
        mimeType: 'image/png',
        data: PDF,
      });
      await runDueJobs(platform());
      expect((await customer.sdk.ownFiles.show({ id: fileId })).data.data.attributes.state).toBe(
        'verificationFailed',
      );
      expect(await refusal(customer.sdk.ownFileDownloads.create({ fileId }))).toEqual({
        status: 409,
        code: 'file-not-available',
      });
      expect(
        await refusal(
          customer.sdk.messages.send({
            transactionId,
            content: 'Photo',
            publicFileAttachments: [{ fileId }],
          }),
        ),
      ).toEqual({ status: 400, code: 'validation-invalid-value' });
    });

    it('refuses blocked types, wrong sizes, a second upload, and signed URLs past their time', async () => {
      const user = await loggedIn();
      const blocked = await user.sdk.ownFiles
        .create({ name: 'setup.exe', mimeType: 'application/x-msdownload', size: 10 })
        .catch((e: SdkError) => e);
      expect((blocked as SdkError).status).toBe(400);
      expect((blocked as SdkError).data.errors[0]?.source?.path).toContain('mimeType');

      const made = await user.sdk.ownFiles.create(
        { name: 'notes.txt', mimeType: 'text/plain', size: 5 },
        { expand: true },
      );
      const fileId = made.data.data.id;
      const upload = (await user.sdk.fileUploads.create({ fileId })).data.data.attributes;
      const put = (body: string, url = upload.url) =>
        fetch(here(url), { method: 'PUT', headers: { 'content-type': 'text/plain' }, body });
      expect((await put('too long')).status).toBe(400);
      expect((await put('four')).status).toBe(400);
      expect((await user.sdk.ownFiles.show({ id: fileId })).data.data.attributes.state).toBe('pendingUpload');
      expect((await put('hello')).status).toBe(200);
      expect((await put('hello')).status).toBe(409);
      expect(await refusal(user.sdk.fileUploads.create({ fileId }))).toEqual({
        status: 409,
        code: 'file-not-pending-upload',
      });
      await runDueJobs(platform());

      // Signed URLs last 15 minutes: an upload URL and a download URL used later are refused.
      const late = await user.sdk.ownFiles.create(
        { name: 'late.txt', mimeType: 'text/plain', size: 2 },
        { expand: true },
      );
      const lateUpload = (await user.sdk.fileUploads.create({ fileId: late.data.data.id })).data.data
        .attributes;
      const download = (await user.sdk.ownFileDownloads.create({ fileId })).data.data.attributes;
      expect(await (await fetch(here(download.url))).text()).toBe('hello');
      platform().clock.advance(16 * MINUTE);
      expect((await put('hi', lateUpload.url)).status).toBe(403);
      expect((await fetch(here(download.url))).status).toBe(403);
      const forged = download.url.replace(
        /\/download\/(\d+)-/,
        (_: string, exp: string) => `/download/${Number(exp) + 3600}-`,
      );
      expect((await fetch(here(forged))).status).toBe(403);
    });

    it('holds its limits under 60 parallel files: at most 50 wait at once, one upload of each', async () => {
      const user = await loggedIn();
      const outcomes = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          user.sdk.ownFiles
            .create({ name: `scan-${i}.pdf`, mimeType: 'application/pdf', size: PDF.length })
            .then(
              (r: { data: { data: { id: unknown } } }) => ({ status: 200, id: r.data.data.id }),
              (e: SdkError) => ({ status: e.status, id: null }),
            ),
        ),
      );
      expect(outcomes.filter((o) => o.status === 200)).toHaveLength(50);
      expect(outcomes.filter((o) => o.status === 429)).toHaveLength(10);
      const first = outcomes.find((o) => o.id)?.id;
      const upload = (await user.sdk.fileUploads.create({ fileId: first })).data.data.attributes;
      const puts = await Promise.all(
        Array.from({ length: 8 }, () =>
          fetch(here(upload.url), { method: 'PUT', headers: upload.headers, body: PDF }).then(
            (r) => r.status,
          ),
        ),
      );
      expect(puts.filter((s) => s === 200)).toHaveLength(1);
      expect(puts.filter((s) => s === 409)).toHaveLength(7);
    });
  },
  { CLIENT_SECRET },
);
