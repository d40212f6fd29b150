import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { ObjectTooLargeError, type StoragePort } from '../../ports/storage.port.ts';

/** Where the bucket is and who may write to it (STORAGE=s3, ADR 020). */
export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Unset: AWS's own endpoint for the region. MinIO, R2, a local server: its URL. */
  endpoint?: string | undefined;
  /** Unset: the SDK's own lookup (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; most non-AWS stores need it. */
  forcePathStyle: boolean;
}

/** S3 says "no such object" with a 404 (NoSuchKey for reads, NotFound for HEAD). */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/** At most this many keys per DeleteObjects call (S3's limit). */
const DELETE_BATCH = 1000;

/**
 * Keeps objects in any S3-compatible store (AWS S3, MinIO, Cloudflare R2…), so that every instance
 * of the marketplace reads what any of them wrote. Objects are written whole (S3 has no partial
 * objects), so readers never see half a file. A stream of unknown length is spooled to a temporary
 * file first, counted against its limit, and only then sent with its length: too large or broken
 * uploads never reach the bucket, and memory stays flat for a 100 MB attachment.
 */
export function createS3StorageAdapter(options: S3StorageOptions): StoragePort {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Fail a stuck call rather than hold a request for ever.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
    maxAttempts: 3,
    // Checksums only where S3 requires them: the SDK's default sends streamed bodies in the
    // aws-chunked encoding with trailing checksums, which many S3-compatible stores do not read.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  async function open(key: string) {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) throw new Error(`No body for storage key ${key}`);
      return {
        stream: answer.Body,
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async answers() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return true;
      } catch {
        return false;
      }
    },
    async put(key, object) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: object.data, ContentType: object.contentType }),
      );
    },
    async get(key) {
      const found = await open(key);
      if (!found) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of found.stream) chunks.push(chunk as Buffer);
      return { data: Buffer.concat(chunks), contentType: found.contentType };
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deleteAll(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: `${prefix}/`,
            ContinuationToken,
            MaxKeys: DELETE_BATCH,
          }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0) {
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async putStream(key, source, { contentType, maxBytes }) {
      const spool = join(tmpdir(), `mercato-upload-${randomBytes(8).toString('hex')}`);
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > maxBytes) done(new ObjectTooLargeError(`More than ${maxBytes} bytes`));
          else done(null, chunk);
        },
      });
      try {
        await pipeline(source, counted, createWriteStream(spool));
        const { size: length } = await stat(spool);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: createReadStream(spool),
            ContentLength: length,
            ContentType: contentType,
          }),
        );
        return { size: length };
      } finally {
        await rm(spool, { force: true });
      }
    },
    openStream: open,
  };
}
