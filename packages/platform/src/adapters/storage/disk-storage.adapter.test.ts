import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { ObjectTooLargeError } from '../../ports/storage.port.ts';
import { createDiskStorageAdapter } from './disk-storage.adapter.ts';

describe('disk storage adapter', () => {
  const dirs: string[] = [];
  const storage = () => {
    const dir = mkdtempSync(join(tmpdir(), 'mercato-disk-'));
    dirs.push(dir);
    return { dir, adapter: createDiskStorageAdapter(dir) };
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('stores, reads, replaces and deletes objects, leaving no temporary files', async () => {
    const { dir, adapter } = storage();
    await adapter.put('images/a/original', { data: Buffer.from('one'), contentType: 'image/png' });
    await adapter.put('images/a/original', { data: Buffer.from('two'), contentType: 'image/jpeg' });
    expect(await adapter.get('images/a/original')).toEqual({
      data: Buffer.from('two'),
      contentType: 'image/jpeg',
    });
    expect(readdirSync(join(dir, 'images', 'a')).sort()).toEqual(['original', 'original.type']);
    await adapter.delete('images/a/original');
    expect(await adapter.get('images/a/original')).toBeNull();
  });

  it('deletes every object under a prefix and nothing beside it', async () => {
    const { dir, adapter } = storage();
    const file = { data: Buffer.from('x'), contentType: 'image/jpeg' };
    await adapter.put('images/a/original', file);
    await adapter.put('images/a/w100-h100-crop', file);
    await adapter.put('images/ab/original', file);
    await adapter.deleteAll('images/a');
    expect(await adapter.get('images/a/original')).toBeNull();
    expect(await adapter.get('images/a/w100-h100-crop')).toBeNull();
    expect(await adapter.get('images/ab/original')).toEqual(file);
    expect(readdirSync(join(dir, 'images'))).toEqual(['ab']);
    await adapter.deleteAll('images/missing');
    await expect(adapter.deleteAll('../escape')).rejects.toThrow(/Invalid storage key/);
  });

  it.each(['../escape', '/etc/passwd', 'a/../../b', 'UPPER', ''])('refuses the key %j', async (key) => {
    const { adapter } = storage();
    await expect(adapter.put(key, { data: Buffer.from('x'), contentType: 'text/plain' })).rejects.toThrow(
      /Invalid storage key/,
    );
  });

  it('writes a stream within its limit, reads it back as one, and keeps nothing of a longer one', async () => {
    const { dir, adapter } = storage();
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
    expect(readdirSync(join(dir, 'files', 'g'))).toEqual([]);
  });
});
