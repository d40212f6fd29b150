/** A stored binary object. */
export interface StoredObject {
  data: Buffer;
  contentType: string;
}

/** Where uploaded files and their variants live (adapters: disk; S3 later). */
export interface StoragePort {
  put(key: string, object: StoredObject): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix/` (e.g. an image's original and variants). */
  deleteAll(prefix: string): Promise<void>;
}
