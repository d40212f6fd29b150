import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ObjectTooLargeError, type StoragePort, type StoredObject } from '../../ports/storage.port.ts';

const KEY_PATTERN = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

/** Keeps objects as files under one directory (the offline default). */
export function createDiskStorageAdapter(rootDir: string): StoragePort {
  const root = resolve(rootDir);
  function pathOf(key: string): string {
    const path = resolve(join(root, key));
    // Keys come from our own code, but a path must never escape the storage root.
    if (!KEY_PATTERN.test(key) || key.includes('..') || !path.startsWith(root + sep)) {
      throw new Error(`Invalid storage key: ${key}`);
    }
    return path;
  }
  return {
    async answers() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
    async put(key: string, object: StoredObject) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write beside the target and rename: readers (other processes too) see the old file or the
      // whole new one, never a partly written one. The type goes first so data never lacks one.
      const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(`${temp}.type`, object.contentType);
      await rename(`${temp}.type`, `${path}.type`);
      await writeFile(temp, object.data);
      await rename(temp, path);
    },
    async get(key: string) {
      const path = pathOf(key);
      try {
        const [data, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8')]);
        return { data, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key: string) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}.type`, { force: true });
    },
    async putStream(key, source, options) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > options.maxBytes) done(new ObjectTooLargeError(`More than ${options.maxBytes} bytes`));
          else done(null, chunk);
        },
      });
      try {
        await pipeline(source, counted, createWriteStream(temp));
        await writeFile(`${temp}.type`, options.contentType);
        await rename(`${temp}.type`, `${path}.type`);
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        await rm(`${temp}.type`, { force: true });
        throw error;
      }
      return { size };
    },
    async openStream(key) {
      const path = pathOf(key);
      try {
        const [info, contentType] = await Promise.all([stat(path), readFile(`${path}.type`, 'utf8')]);
        return { stream: createReadStream(path), size: info.size, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async deleteAll(prefix: string) {
      // Keys map onto paths, so the objects under `prefix/` are exactly one directory.
      await rm(pathOf(prefix), { recursive: true, force: true });
    },
  };
}
