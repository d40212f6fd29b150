import type { FileState } from '@mercato/core/contracts/file';

/** A user's file (issue #29): what its owner declared, and how its upload and check went. */
export interface StoredFile {
  id: string;
  ownerId: string;
  name: string;
  /** The type its owner declared; the check holds the bytes to it. */
  mimeType: string;
  /** Bytes, as declared (and, once uploaded, as received). */
  size: number;
  state: FileState;
  /** Where its bytes are in storage, once uploaded. */
  storageKey: string | null;
  /** Why the check refused it, in words for its owner. */
  failureReason: string | null;
  deleted: boolean;
  createdAt: Date;
  stateUpdatedAt: Date;
}

/** Who may read a file through an attachment: the parties of a message's transaction, a listing's
 * author, or the parties of a transaction a listing's protected files were revealed to. */
export type AttachmentTarget =
  | { kind: 'message'; id: string }
  | { kind: 'listing'; id: string }
  | { kind: 'transaction'; id: string };

/** A file put on a message (public to the transaction's parties), a listing or a transaction. */
export interface FileAttachment {
  id: string;
  fileId: string;
  scope: 'public' | 'protected';
  target: AttachmentTarget;
  position: number;
  deleted: boolean;
  createdAt: Date;
}
