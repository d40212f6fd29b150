import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { type LocalS3, startLocalS3 } from '@mercato/test-support/s3-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ObjectTooLargeError, type StoragePort } from '../../ports/storage.port.ts';
import { createS3StorageAdapter } from './s3-storage.adapter.ts';

describe('S3 storage adapter (against a local S3-compatible server)', () => {
  let s3: LocalS3;
  let adapter: StoragePort;
  beforeAll(async () => {
    s3 = await startLocalS3();
    adapter = createS3StorageAdapter({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('stores, reads, replaces and deletes objects', async () => {
    await adapter.put('images/a/original', { data: Buffer.from('one'), contentType: 'image/png' });
    await adapter.put('images/a/original', { data: Buffer.from('two'), contentType: 'image/jpeg' });
    expect(await adapter.get('images/a/original')).toEqual({
      data: Buffer.from('two'),
      contentType: 'image/jpeg',
    });
    await adapter.delete('images/a/original');
    expect(await adapter.get('images/a/original')).toBeNull();
    expect(await adapter.openStream('images/a/original')).toBeNull();
    // Deleting what is not there is not an error, as on disk.
    await adapter.delete('images/a/original');
  });

  it('deletes every object under a prefix and nothing beside it', async () => {
    const file = { data: Buffer.from('x'), contentType: 'image/jpeg' };
    await adapter.put('images/p/original', file);
    await adapter.put('images/p/w100-h100-crop', file);
    await adapter.put('images/pq/original', file);
    await adapter.deleteAll('images/p');
    expect(await adapter.get('images/p/original')).toBeNull();
    expect(await adapter.get('images/p/w100-h100-crop')).toBeNull();
    expect(await adapter.get('images/pq/original')).toEqual(file);
    await adapter.deleteAll('images/missing');
  });

  it('writes a stream within its limit, reads it back, and keeps nothing of a longer one', async () => {
    const spoolsBefore = readdirSync(tmpdir()).filter((name) => name.startsWith('mercato-upload-')).length;
    const chunks = () => Readable.from([Buffer.from('hello '), Buffer.from('world')]);
    expect(
      await adapter.putStream('files/f/data', chunks(), { contentType: 'text/plain', maxBytes: 11 }),
    ).toEqual({
      size: 11,
    });
    const read = await adapter.openStream('files/f/data');
    expect(read && { size: read.size, contentType: read.contentType, text: await text(read.stream) }).toEqual(
      {
        size: 11,
        contentType: 'text/plain',
        text: 'hello world',
      },
    );
    await expect(
      adapter.putStream('files/g/data', chunks(), { contentType: 'text/plain', maxBytes: 10 }),
    ).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(await adapter.openStream('files/g/data')).toBeNull();
    const failing = new Readable({
      read() {
        this.destroy(new Error('the client went away'));
      },
    });
    await expect(
      adapter.putStream('files/h/data', failing, { contentType: 'text/plain', maxBytes: 10 }),
    ).rejects.toThrow(/went away/);
    expect(await adapter.openStream('files/h/data')).toBeNull();
    // The spooled copies are gone too.
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith('mercato-upload-')).length).toBe(
      spoolsBefore,
    );
  });

  it('answers while the server runs, not while it is down, and again once it is back', async () => {
    expect(await adapter.answers()).toBe(true);
    await s3.stop();
    expect(await adapter.answers()).toBe(false);
    await s3.resume();
    expect(await adapter.answers()).toBe(true);
    await adapter.put('images/after/original', { data: Buffer.from('y'), contentType: 'image/png' });
    expect((await adapter.get('images/after/original'))?.data).toEqual(Buffer.from('y'));
  });
});
