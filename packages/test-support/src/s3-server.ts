/// <reference path="./types/s3rver.d.ts" />
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** A local S3-compatible server on loopback (s3rver, objects in a temporary folder). */
export interface LocalS3 {
  /** `http://127.0.0.1:<port>`: S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The environment of a Mercato that stores its files here. */
  env: Record<string, string>;
  /** Stops answering (connections refused), keeping the objects: an outage. */
  stop(): Promise<void>;
  /** Answers again on the same port, with the same objects. */
  resume(): Promise<void>;
  /** Stops for good and deletes the objects. */
  close(): Promise<void>;
}

// s3rver's fixed credentials: it checks signatures made with them.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/** Starts a local S3 with one empty bucket (`bucket`), on a free port unless `port` is given. */
export async function startLocalS3(options: { bucket?: string; port?: number } = {}): Promise<LocalS3> {
  const bucket = options.bucket ?? 'mercato-test';
  const directory = mkdtempSync(join(tmpdir(), 'mercato-s3-'));
  let port = options.port ?? 0;
  let server: Server | undefined;
  const run = async () => {
    const s3 = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const address = (await s3.run()) as AddressInfo;
    port = address.port;
    server = s3.httpServer;
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    await new Promise<void>((resolve) => {
      running.close(() => resolve());
      running.closeAllConnections();
    });
  };
  await run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    stop,
    resume: run,
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
