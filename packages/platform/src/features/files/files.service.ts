import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { type CreateOwnFileCommand, FILE_LIMITS } from '@mercato/core/contracts/file';
import type { PlatformContext } from '../../context.ts';
import { inWriteTransaction } from '../../db/write-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { scheduleJob } from '../../jobs/jobs.service.ts';
import type { FileScannerPort } from '../../ports/file-scanner.port.ts';
import { ObjectTooLargeError } from '../../ports/storage.port.ts';
import { getCurrentUser } from '../users/users.service.ts';
import type { FileAttachment, StoredFile } from './file.ts';
import { checkFileBytes, type FileCheck, HEAD_BYTES } from './file-checks.ts';
import { fileVerificationJob } from './file-jobs.ts';
import { createFileUrls, FILE_URL_LIFETIME_MS } from './file-urls.ts';
import { attachmentsOf } from './files.queries.ts';
import {
  findAbandonedFiles,
  findAttachment,
  findFile,
  findPrivateFilesOf,
  insertFile,
  lockFilesOf,
  markFileDeleted,
  moveFileState,
  removeAttachmentsOfFile,
  usageOf,
} from './files.repository.ts';

/**
 * Files (issue #29): a user makes a file by its name, type and size, sends its bytes to a signed
 * upload URL without their token, and the worker checks them; the owner, and whoever can see what
 * the file is attached to, get short-lived signed download URLs. Every function that takes a user
 * acts on that user's own files, or on attachments the caller has been found to see.
 */

const notFound = () => new AppError('not-found', 'File not found');

/** A signed URL and when it stops working. */
export interface SignedFileUrl {
  url: string;
  expiresAt: Date;
}

function maxBytesOf(ctx: PlatformContext): number {
  return Math.min(FILE_LIMITS.maxBytes, ctx.env.FILE_MAX_BYTES);
}

/** `own_files/create`: a file waiting for its bytes, within the size and count limits. */
export async function createOwnFile(
  ctx: PlatformContext,
  userId: string,
  command: CreateOwnFileCommand,
): Promise<StoredFile> {
  // Like images, a file is only the user's until it is attached, which their rights decide.
  await getCurrentUser(ctx, userId);
  const maxBytes = maxBytesOf(ctx);
  if (command.size > maxBytes) {
    throw new AppError('request-upload-over-limit', `A file can be at most ${maxBytes} bytes`, {
      source: { path: ['size'], type: 'body' },
    });
  }
  const now = ctx.clock();
  const file: StoredFile = {
    id: randomUUID(),
    ownerId: userId,
    name: command.name,
    mimeType: command.mimeType,
    size: command.size,
    state: 'pendingUpload',
    storageKey: null,
    failureReason: null,
    deleted: false,
    createdAt: now,
    stateUpdatedAt: now,
  };
  // Checked and written in one transaction, so parallel requests cannot all slip under the limits.
  await inWriteTransaction(ctx.db, async (trx) => {
    await lockFilesOf(trx, userId);
    const usage = await usageOf(trx, userId);
    if (usage.pending >= FILE_LIMITS.maxPendingPerUser) {
      throw new AppError('too-many-requests', 'Too many files are waiting for their upload or check');
    }
    if (usage.bytes + command.size > FILE_LIMITS.maxBytesPerUser) {
      throw new AppError('request-upload-over-limit', 'Your files take all the room you have', {
        source: { path: ['size'], type: 'body' },
      });
    }
    await insertFile(trx, file);
  });
  return file;
}

/**
 * A file made on the server from bytes at hand (the demo seed's guides): created within the same
 * limits as `own_files/create`, stored, and checked at once as the worker would.
 */
export async function createFileFromBytes(
  ctx: PlatformContext,
  userId: string,
  input: { name: string; mimeType: string; bytes: Buffer },
): Promise<{ id: string; state: StoredFile['state'] | 'gone' }> {
  const file = await createOwnFile(ctx, userId, {
    name: input.name,
    mimeType: input.mimeType,
    size: input.bytes.length,
  });
  const key = `files/${file.id}/${randomUUID()}`;
  await ctx.storage.putStream(key, Readable.from([input.bytes]), {
    contentType: file.mimeType,
    maxBytes: file.size,
  });
  await moveFileState(ctx.db, file.id, 'pendingUpload', {
    state: 'pendingVerification',
    storageKey: key,
    at: ctx.clock(),
  });
  return { id: file.id, state: await verifyFile(ctx, file.id) };
}

/** The caller's own file; 404 for anyone else's, as for one that does not exist. */
export async function showOwnFile(ctx: PlatformContext, userId: string, fileId: string): Promise<StoredFile> {
  const file = await findFile(ctx.db, fileId);
  if (!file || file.ownerId !== userId || file.deleted) throw notFound();
  return file;
}

/** `file_uploads/create`: where to send the bytes of the caller's file still waiting for them. */
export async function createFileUpload(
  ctx: PlatformContext,
  userId: string,
  fileId: string,
): Promise<{ file: StoredFile; upload: SignedFileUrl & { headers: Record<string, string> } }> {
  const file = await showOwnFile(ctx, userId, fileId);
  if (file.state !== 'pendingUpload') {
    throw new AppError('file-not-pending-upload', 'The file was uploaded already');
  }
  const expiresAt = new Date(ctx.clock().getTime() + FILE_URL_LIFETIME_MS);
  return {
    file,
    upload: {
      url: createFileUrls(ctx.env).uploadUrl(file.id, expiresAt),
      expiresAt,
      headers: { 'Content-Type': file.mimeType },
    },
  };
}

/**
 * A `PUT` of a file's bytes to its signed upload URL: written to storage as they arrive (never
 * more than declared), then the file waits for its check, which the worker runs. An expired or
 * forged URL, a file no longer waiting for its bytes, another type or size than declared are
 * refused and keep nothing.
 */
export async function receiveUpload(
  ctx: PlatformContext,
  input: { fileId: string; signed: string; body: Readable; contentType: string | undefined },
): Promise<StoredFile> {
  const check = createFileUrls(ctx.env).check('upload', input.fileId, input.signed, ctx.clock());
  if (check !== 'ok') {
    input.body.resume();
    throw new AppError('file-url-invalid', check === 'expired' ? 'The upload URL has expired' : undefined);
  }
  const file = await findFile(ctx.db, input.fileId);
  if (!file || file.deleted) {
    input.body.resume();
    throw notFound();
  }
  if (file.state !== 'pendingUpload') {
    input.body.resume();
    throw new AppError('file-not-pending-upload', 'The file was uploaded already');
  }
  const declared = input.contentType?.split(';')[0]?.trim().toLowerCase();
  if (declared && declared !== file.mimeType) {
    input.body.resume();
    throw new AppError(
      'bad-request',
      `The upload must be sent as ${file.mimeType}, as the file was declared`,
    );
  }
  // Each upload writes its own object; the one that moves the file on keeps it, any other goes.
  const key = `files/${file.id}/${randomUUID()}`;
  let size: number;
  try {
    ({ size } = await ctx.storage.putStream(key, input.body, {
      contentType: file.mimeType,
      maxBytes: file.size,
    }));
  } catch (error) {
    if (error instanceof ObjectTooLargeError) {
      throw new AppError('file-size-mismatch', `The upload is larger than the ${file.size} bytes declared`);
    }
    throw error;
  }
  if (size !== file.size) {
    await ctx.storage.delete(key);
    throw new AppError('file-size-mismatch', `The upload has ${size} bytes, not the ${file.size} declared`);
  }
  const now = ctx.clock();
  const moved = await inWriteTransaction(ctx.db, async (trx) => {
    const done = await moveFileState(trx, file.id, 'pendingUpload', {
      state: 'pendingVerification',
      storageKey: key,
      at: now,
    });
    if (done) await scheduleJob({ ...ctx, db: trx }, fileVerificationJob, { fileId: file.id });
    return done;
  });
  if (!moved) {
    await ctx.storage.delete(key);
    throw new AppError('file-not-pending-upload', 'The file was uploaded already');
  }
  return { ...file, state: 'pendingVerification', storageKey: key, stateUpdatedAt: now };
}

/** Reads up to {@link HEAD_BYTES} from the start of an object, then lets the rest go. */
async function headOf(
  ctx: PlatformContext,
  key: string,
): Promise<{ head: Buffer; complete: boolean } | null> {
  const opened = await ctx.storage.openStream(key);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of opened.stream) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= HEAD_BYTES) break;
  }
  opened.stream.destroy();
  const head = Buffer.concat(chunks).subarray(0, HEAD_BYTES);
  return { head, complete: opened.size <= HEAD_BYTES };
}

/**
 * The malware scanner's verdict on a stored file's bytes. A scanner without an answer throws, so the
 * job tries again later: no file becomes available unscanned while a scanner is configured.
 */
async function scanFile(ctx: PlatformContext, scanner: FileScannerPort, key: string): Promise<FileCheck> {
  const opened = await ctx.storage.openStream(key);
  if (!opened) return { ok: false, reason: 'The uploaded file is missing.' };
  const result = await scanner.scan(opened.stream);
  if (result.clean) return { ok: true };
  ctx.log.warn({ scanner: scanner.name, signature: result.signature }, 'an uploaded file carries malware');
  return { ok: false, reason: `The file carries malware (${result.signature}).` };
}

/**
 * The worker's check of an uploaded file: its bytes must be the type its owner declared, of a
 * type Mercato shares (file-checks.ts). Runs once per upload; a repeat finds it done.
 */
export async function verifyFile(
  ctx: PlatformContext,
  fileId: string,
): Promise<StoredFile['state'] | 'gone'> {
  const file = await findFile(ctx.db, fileId);
  if (!file || file.deleted || !file.storageKey) return 'gone';
  if (file.state !== 'pendingVerification') return file.state;
  const read = await headOf(ctx, file.storageKey);
  let outcome = read
    ? await checkFileBytes(file.mimeType, read.head, read.complete)
    : { ok: false as const, reason: 'The uploaded file is missing.' };
  if (outcome.ok && ctx.fileScanner) outcome = await scanFile(ctx, ctx.fileScanner, file.storageKey);
  const state = outcome.ok ? 'available' : 'verificationFailed';
  await moveFileState(ctx.db, file.id, 'pendingVerification', {
    state,
    failureReason: outcome.ok ? null : outcome.reason,
    at: ctx.clock(),
  });
  if (!outcome.ok && file.storageKey) await ctx.storage.delete(file.storageKey);
  return state;
}

function signedDownload(ctx: PlatformContext, file: StoredFile): SignedFileUrl {
  if (file.state !== 'available' || file.deleted) {
    throw new AppError('file-not-available', 'The file is not available to download');
  }
  const expiresAt = new Date(ctx.clock().getTime() + FILE_URL_LIFETIME_MS);
  return { url: createFileUrls(ctx.env).downloadUrl(file.id, file.name, expiresAt), expiresAt };
}

/** `own_file_downloads/create`: a download URL of the caller's own file once it is available. */
export async function createOwnFileDownload(
  ctx: PlatformContext,
  userId: string,
  fileId: string,
): Promise<SignedFileUrl> {
  return signedDownload(ctx, await showOwnFile(ctx, userId, fileId));
}

/** An attachment and its file; undefined for an unknown or removed one. */
export async function findFileAttachment(
  ctx: PlatformContext,
  attachmentId: string,
): Promise<{ attachment: FileAttachment; file: StoredFile } | undefined> {
  const attachment = await findAttachment(ctx.db, attachmentId);
  if (!attachment || attachment.deleted) return undefined;
  const file = await findFile(ctx.db, attachment.fileId);
  return file ? { attachment, file } : undefined;
}

/** A download URL of an attachment's file, for a caller found to see what it is attached to. */
export function createAttachmentDownload(ctx: PlatformContext, file: StoredFile): SignedFileUrl {
  return signedDownload(ctx, file);
}

/**
 * A `GET` of a signed download URL: the file's bytes, while the URL holds and the file is
 * available; its name and type for the response.
 */
export async function openDownload(
  ctx: PlatformContext,
  fileId: string,
  signed: string,
): Promise<{ file: StoredFile; stream: Readable; size: number }> {
  const check = createFileUrls(ctx.env).check('download', fileId, signed, ctx.clock());
  if (check !== 'ok') {
    throw new AppError('file-url-invalid', check === 'expired' ? 'The download URL has expired' : undefined);
  }
  const file = await findFile(ctx.db, fileId);
  if (!file || file.deleted || file.state !== 'available' || !file.storageKey) throw notFound();
  const opened = await ctx.storage.openStream(file.storageKey);
  if (!opened) throw notFound();
  return { file, stream: opened.stream, size: opened.size };
}

/** The attachments of messages and their files, to show with them. */
export function attachmentsOfMessages(ctx: PlatformContext, messageIds: readonly string[]) {
  return attachmentsOf(ctx.db, 'message', messageIds);
}

/** Listings' protected files, for their author. */
export function attachmentsOfListings(ctx: PlatformContext, listingIds: readonly string[]) {
  return attachmentsOf(ctx.db, 'listing', listingIds);
}

/** The protected files transactions revealed to their customers, and their files. */
export function attachmentsOfTransactions(ctx: PlatformContext, transactionIds: readonly string[]) {
  return attachmentsOf(ctx.db, 'transaction', transactionIds);
}

/** How long a file may wait for its bytes, or stay refused, before the worker removes it. */
export const ABANDONED_FILE_MS = 24 * 3_600_000;

/** Removes files nobody attached that never got their bytes, or failed their check, a day ago. */
export async function removeAbandonedFiles(ctx: PlatformContext, limit = 200): Promise<number> {
  const before = new Date(ctx.clock().getTime() - ABANDONED_FILE_MS);
  const files = await findAbandonedFiles(ctx.db, before, limit);
  for (const file of files) {
    if (file.storageKey) await ctx.storage.delete(file.storageKey);
    await ctx.storage.deleteAll(`files/${file.id}`);
    await markFileDeleted(ctx.db, file.id, ctx.clock());
  }
  return files.length;
}

/**
 * A deleted account's step (`deletionSteps`): its files that are only its own — unattached, or on
 * its listings — are removed with their bytes. Files in messages and files a purchase revealed stay:
 * they are the other party's history, as the deleted user's messages are.
 */
export async function removeFilesOfDeletedAccount(ctx: PlatformContext, userId: string): Promise<void> {
  for (const file of await findPrivateFilesOf(ctx.db, userId)) {
    await inWriteTransaction(ctx.db, async (trx) => {
      await removeAttachmentsOfFile(trx, file.id);
      await markFileDeleted(trx, file.id, ctx.clock());
    });
    if (file.storageKey) await ctx.storage.delete(file.storageKey);
    await ctx.storage.deleteAll(`files/${file.id}`);
  }
}
