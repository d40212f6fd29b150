import { randomUUID } from 'node:crypto';
import { FILE_LIMITS } from '@mercato/core/contracts/file';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AttachmentTarget, FileAttachment, StoredFile } from './file.ts';
import {
  findAttachmentsOf,
  findFilesByIds,
  insertAttachments,
  removeAttachmentsOf,
} from './files.repository.ts';

// What other features use of files: attaching a user's files to what they write (in the caller's
// transaction, so the attachments exist exactly when the message or listing does) and reading the
// attachments of what they show.

/**
 * Attaches `fileIds` of `ownerId` to `target`, in order: each must be the owner's, not deleted nor
 * refused by its check (one still being checked may be attached; its state shows how it goes).
 * Refused with 400 on `path` otherwise, or beyond `max`.
 */
export async function attachOwnFiles(
  db: Kysely<DB>,
  input: {
    ownerId: string;
    target: AttachmentTarget;
    scope: FileAttachment['scope'];
    fileIds: readonly string[];
    max: number;
    path: string;
    now: Date;
  },
): Promise<FileAttachment[]> {
  const { fileIds, path } = input;
  const invalid = (message: string) =>
    new AppError('validation-invalid-value', message, { source: { path: [path], type: 'body' } });
  if (fileIds.length > input.max) throw invalid(`At most ${input.max} files can be attached`);
  if (new Set(fileIds).size !== fileIds.length) throw invalid('A file can be attached once');
  const files = new Map((await findFilesByIds(db, fileIds)).map((f) => [f.id, f]));
  for (const id of fileIds) {
    const file = files.get(id);
    if (!file || file.ownerId !== input.ownerId || file.deleted)
      throw invalid(`No file of yours has the id ${id}`);
    if (file.state === 'verificationFailed' || file.state === 'pendingUpload') {
      throw invalid(
        `The file ${file.name} cannot be attached: ${file.failureReason ?? 'it was never uploaded'}`,
      );
    }
  }
  const attachments: FileAttachment[] = fileIds.map((fileId, position) => ({
    id: randomUUID(),
    fileId,
    scope: input.scope,
    target: input.target,
    position,
    deleted: false,
    createdAt: input.now,
  }));
  await insertAttachments(db, attachments);
  return attachments;
}

/**
 * Replaces a listing's protected files with `fileIds` of its author, in order (the attachments of
 * files left out are removed; the files stay their owner's).
 */
export async function replaceListingFiles(
  db: Kysely<DB>,
  input: { ownerId: string; listingId: string; fileIds: readonly string[]; now: Date },
): Promise<FileAttachment[]> {
  await removeAttachmentsOf(db, 'listing', input.listingId);
  return attachOwnFiles(db, {
    ownerId: input.ownerId,
    target: { kind: 'listing', id: input.listingId },
    scope: 'protected',
    fileIds: input.fileIds,
    max: FILE_LIMITS.maxPerListing,
    path: 'protectedFileAttachments',
    now: input.now,
  });
}

/**
 * `reveal-listing-protected-files`: the listing's protected files, attached to the transaction so
 * that its parties can download them (once; a repeat finds them there).
 */
export async function revealListingFiles(
  db: Kysely<DB>,
  input: { listingId: string; transactionId: string; now: Date },
): Promise<void> {
  if ((await findAttachmentsOf(db, 'transaction', [input.transactionId])).length > 0) return;
  const onListing = await findAttachmentsOf(db, 'listing', [input.listingId]);
  await insertAttachments(
    db,
    onListing.map((a) => ({
      id: randomUUID(),
      fileId: a.fileId,
      scope: 'protected' as const,
      target: { kind: 'transaction' as const, id: input.transactionId },
      position: a.position,
      deleted: false,
      createdAt: input.now,
    })),
  );
}

/** The most files on one message. */
export const MAX_FILES_PER_MESSAGE = FILE_LIMITS.maxPerMessage;

/** The attachments of messages, listings or transactions, and their files by id. */
export async function attachmentsOf(
  db: Kysely<DB>,
  kind: AttachmentTarget['kind'],
  ids: readonly string[],
): Promise<{ attachments: FileAttachment[]; files: Map<string, StoredFile> }> {
  const attachments = await findAttachmentsOf(db, kind, ids);
  const files = await findFilesByIds(db, [...new Set(attachments.map((a) => a.fileId))]);
  return { attachments, files: new Map(files.map((f) => [f.id, f])) };
}
