import type { Readable } from 'node:stream';

/** A stored binary object. */
export interface StoredObject {
  data: Buffer;
  contentType: string;
}

/** Where uploaded files and their variants live (adapters: disk, S3). */
export interface StoragePort {
  put(key: string, object: StoredObject): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix/` (e.g. an image's original and variants). */
  deleteAll(prefix: string): Promise<void>;
  /**
   * Writes an object from a stream without holding it in memory (an uploaded file). More than
   * `maxBytes` throws `ObjectTooLargeError` and keeps nothing; so does a stream that fails.
   */
  putStream(
    key: string,
    source: Readable,
    options: { contentType: string; maxBytes: number },
  ): Promise<{ size: number }>;
  /** Reads an object as a stream, with its size and type; null when there is none. */
  openStream(key: string): Promise<{ stream: Readable; size: number; contentType: string } | null>;
  /** Whether the store can be written to now (GET /readyz): the directory, or the bucket, answers. */
  answers(): Promise<boolean>;
}

/** A stream given to `putStream` was longer than its limit. */
export class ObjectTooLargeError extends Error {
  override readonly name = 'ObjectTooLargeError';
}
