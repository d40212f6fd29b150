import type { FileState } from '@mercato/core/contracts/file';
import { type Kysely, PostgresAdapter, type Selectable, sql } from 'kysely';
import { fromBool, fromDate, toBool, toDate } from '../../db/convert.ts';
import type { DB, FileAttachmentsTable, FilesTable } from '../../db/schema.ts';
import type { AttachmentTarget, FileAttachment, StoredFile } from './file.ts';

function rowToFile(row: Selectable<FilesTable>): StoredFile {
  return {
    id: row.id,
    ownerId: row.owner_id,
    name: row.name,
    mimeType: row.mime_type,
    size: Number(row.size),
    state: row.state as FileState,
    storageKey: row.storage_key,
    failureReason: row.failure_reason,
    deleted: toBool(row.deleted),
    createdAt: toDate(row.created_at),
    stateUpdatedAt: toDate(row.state_updated_at),
  };
}

function targetOf(row: Selectable<FileAttachmentsTable>): AttachmentTarget {
  if (row.message_id) return { kind: 'message', id: row.message_id };
  if (row.listing_id) return { kind: 'listing', id: row.listing_id };
  return { kind: 'transaction', id: row.transaction_id as string };
}

function rowToAttachment(row: Selectable<FileAttachmentsTable>): FileAttachment {
  return {
    id: row.id,
    fileId: row.file_id,
    scope: row.scope as FileAttachment['scope'],
    target: targetOf(row),
    position: row.position,
    deleted: toBool(row.deleted),
    createdAt: toDate(row.created_at),
  };
}

export async function insertFile(db: Kysely<DB>, file: StoredFile): Promise<void> {
  await db
    .insertInto('files')
    .values({
      id: file.id,
      owner_id: file.ownerId,
      name: file.name,
      mime_type: file.mimeType,
      size: file.size,
      state: file.state,
      storage_key: file.storageKey,
      failure_reason: file.failureReason,
      deleted: fromBool(file.deleted),
      created_at: fromDate(file.createdAt),
      state_updated_at: fromDate(file.stateUpdatedAt),
    })
    .execute();
}

export async function findFile(db: Kysely<DB>, id: string): Promise<StoredFile | undefined> {
  const row = await db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
  return row && rowToFile(row);
}

export async function findFilesByIds(db: Kysely<DB>, ids: readonly string[]): Promise<StoredFile[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('files')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(rowToFile);
}

/**
 * Serialises one user's new files until the transaction ends, so that limits read and checked in
 * it hold under concurrency (SQLite has one writer anyway).
 */
export async function lockFilesOf(trx: Kysely<DB>, ownerId: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`files:${ownerId}`}))`.execute(trx);
  }
}

/** What a user keeps: bytes of their files not deleted nor refused, and how many still wait. */
export async function usageOf(db: Kysely<DB>, ownerId: string): Promise<{ bytes: number; pending: number }> {
  const row = await db
    .selectFrom('files')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'),
      eb.fn
        .sum<number>(
          eb.case().when('state', 'in', ['pendingUpload', 'pendingVerification']).then(1).else(0).end(),
        )
        .as('pending'),
    ])
    .where('owner_id', '=', ownerId)
    .where('deleted', '=', fromBool(false))
    .where('state', '!=', 'verificationFailed')
    .executeTakeFirstOrThrow();
  return { bytes: Number(row.bytes ?? 0), pending: Number(row.pending ?? 0) };
}

/**
 * Moves a file from one state to the next, with the fields that go with it, only if it is still
 * in `from`: of two concurrent uploads or checks of one file, one wins. True when it moved.
 */
export async function moveFileState(
  db: Kysely<DB>,
  id: string,
  from: FileState,
  change: { state: FileState; storageKey?: string; failureReason?: string | null; size?: number; at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('files')
    .set({
      state: change.state,
      state_updated_at: fromDate(change.at),
      ...(change.storageKey !== undefined ? { storage_key: change.storageKey } : {}),
      ...(change.failureReason !== undefined ? { failure_reason: change.failureReason } : {}),
      ...(change.size !== undefined ? { size: change.size } : {}),
    })
    .where('id', '=', id)
    .where('state', '=', from)
    .where('deleted', '=', fromBool(false))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Files of nobody's attachment, still waiting for their bytes (or refused) since before `before`. */
export async function findAbandonedFiles(db: Kysely<DB>, before: Date, limit: number): Promise<StoredFile[]> {
  const rows = await db
    .selectFrom('files')
    .selectAll()
    .where('deleted', '=', fromBool(false))
    .where('state', 'in', ['pendingUpload', 'verificationFailed'])
    .where('state_updated_at', '<', fromDate(before))
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('file_attachments').select('id').whereRef('file_id', '=', 'files.id'))),
    )
    .orderBy('state_updated_at')
    .limit(limit)
    .execute();
  return rows.map(rowToFile);
}

/**
 * An owner's files no message and no transaction holds: waiting, refused, unattached, or only on
 * the owner's listings — what goes with a deleted account.
 */
export async function findPrivateFilesOf(db: Kysely<DB>, ownerId: string): Promise<StoredFile[]> {
  const rows = await db
    .selectFrom('files')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('deleted', '=', fromBool(false))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('file_attachments')
            .select('id')
            .whereRef('file_id', '=', 'files.id')
            .where((w) => w.or([w('message_id', 'is not', null), w('transaction_id', 'is not', null)])),
        ),
      ),
    )
    .execute();
  return rows.map(rowToFile);
}

/** Removes every attachment of a file (to listings, when its owner's account goes). */
export async function removeAttachmentsOfFile(db: Kysely<DB>, fileId: string): Promise<void> {
  await db.deleteFrom('file_attachments').where('file_id', '=', fileId).execute();
}

/** Marks a file deleted (its bytes are removed from storage by the caller). */
export async function markFileDeleted(db: Kysely<DB>, id: string, at: Date): Promise<void> {
  await db
    .updateTable('files')
    .set({ deleted: fromBool(true), state_updated_at: fromDate(at) })
    .where('id', '=', id)
    .execute();
}

export async function insertAttachments(
  db: Kysely<DB>,
  attachments: readonly FileAttachment[],
): Promise<void> {
  if (attachments.length === 0) return;
  await db
    .insertInto('file_attachments')
    .values(
      attachments.map((a) => ({
        id: a.id,
        file_id: a.fileId,
        scope: a.scope,
        message_id: a.target.kind === 'message' ? a.target.id : null,
        listing_id: a.target.kind === 'listing' ? a.target.id : null,
        transaction_id: a.target.kind === 'transaction' ? a.target.id : null,
        position: a.position,
        deleted: fromBool(a.deleted),
        created_at: fromDate(a.createdAt),
      })),
    )
    .execute();
}

export async function findAttachment(db: Kysely<DB>, id: string): Promise<FileAttachment | undefined> {
  const row = await db.selectFrom('file_attachments').selectAll().where('id', '=', id).executeTakeFirst();
  return row && rowToAttachment(row);
}

/** The attachments of messages, listings or transactions, in their order. */
export async function findAttachmentsOf(
  db: Kysely<DB>,
  kind: AttachmentTarget['kind'],
  ids: readonly string[],
): Promise<FileAttachment[]> {
  if (ids.length === 0) return [];
  const column = kind === 'message' ? 'message_id' : kind === 'listing' ? 'listing_id' : 'transaction_id';
  const rows = await db
    .selectFrom('file_attachments')
    .selectAll()
    .where(column, 'in', [...ids])
    .where('deleted', '=', fromBool(false))
    .orderBy('position')
    .execute();
  return rows.map(rowToAttachment);
}

/** Removes the attachments of one message, listing or transaction (the files stay). */
export async function removeAttachmentsOf(
  db: Kysely<DB>,
  kind: AttachmentTarget['kind'],
  id: string,
): Promise<void> {
  const column = kind === 'message' ? 'message_id' : kind === 'listing' ? 'listing_id' : 'transaction_id';
  await db.deleteFrom('file_attachments').where(column, '=', id).execute();
}
