import type { PlatformEnv } from '../../env.ts';
import type { StoragePort } from '../../ports/storage.port.ts';
import { createDiskStorageAdapter } from './disk-storage.adapter.ts';
import type { S3StorageOptions } from './s3-storage.adapter.ts';

/**
 * The S3 adapter, with the AWS SDK loaded at its first use: a deployment on disk (the default)
 * never loads it, and `npm start` stays quick.
 */
function lazyS3Storage(options: S3StorageOptions): StoragePort {
  let adapter: Promise<StoragePort> | undefined;
  const load = () => {
    adapter ??= import('./s3-storage.adapter.ts').then(({ createS3StorageAdapter }) =>
      createS3StorageAdapter(options),
    );
    return adapter;
  };
  return {
    answers: async () => (await load()).answers(),
    put: async (key, object) => (await load()).put(key, object),
    get: async (key) => (await load()).get(key),
    delete: async (key) => (await load()).delete(key),
    deleteAll: async (prefix) => (await load()).deleteAll(prefix),
    putStream: async (key, source, options) => (await load()).putStream(key, source, options),
    openStream: async (key) => (await load()).openStream(key),
  };
}

/** The storage STORAGE names: files under STORAGE_DIR (the default), or an S3-compatible bucket. */
export function createStorageAdapter(env: PlatformEnv): StoragePort {
  if (env.STORAGE === 'disk') return createDiskStorageAdapter(env.STORAGE_DIR);
  return lazyS3Storage({
    bucket: env.S3_BUCKET ?? '',
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
  });
}
