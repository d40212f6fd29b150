import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { EICAR, startFakeClamd } from '../../../test/support/fake-clamd.ts';
import { createClamdScanner, readClamdAnswer, ScannerUnavailableError } from './clamd-scanner.adapter.ts';

describe('clamd scanner', () => {
  const servers: { close(): Promise<void> }[] = [];
  const started = async (mode?: Parameters<typeof startFakeClamd>[0]) => {
    const server = await startFakeClamd(mode);
    servers.push(server);
    return server;
  };
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });

  it('reads clamd answers: clean, a signature found, an error', () => {
    expect(readClamdAnswer('stream: OK\0')).toEqual({ clean: true });
    expect(readClamdAnswer('stream: Win.Test.EICAR_HDB-1 FOUND\0')).toEqual({
      clean: false,
      signature: 'Win.Test.EICAR_HDB-1',
    });
    expect(() => readClamdAnswer('INSTREAM size limit exceeded. ERROR\0')).toThrow(ScannerUnavailableError);
    expect(() => readClamdAnswer('')).toThrow(ScannerUnavailableError);
  });

  it('streams the whole file in chunks, and hears of the test virus', async () => {
    const server = await started();
    const scanner = createClamdScanner(server.url);
    // Larger than one chunk, with the test string across the end of the first.
    const big = Buffer.concat([Buffer.alloc(64 * 1024 - 10, 'a'), Buffer.from(EICAR)]);
    expect(await scanner.scan(Readable.from([big]))).toEqual({
      clean: false,
      signature: 'Eicar-Test-Signature',
    });
    expect(server.scanned.at(-1)).toEqual(big);
    const clean = Buffer.from('%PDF-1.4 plain words');
    expect(await scanner.scan(Readable.from([clean.subarray(0, 5), clean.subarray(5)]))).toEqual({
      clean: true,
    });
    expect(server.scanned.at(-1)).toEqual(clean);
  });

  it('throws when clamd errs, does not answer, or cannot be reached', async () => {
    const failing = await started('error');
    await expect(createClamdScanner(failing.url).scan(Readable.from([Buffer.from('x')]))).rejects.toThrow(
      /size limit exceeded/,
    );
    const silent = await started('silent');
    await expect(createClamdScanner(silent.url, 200).scan(Readable.from([Buffer.from('x')]))).rejects.toThrow(
      /no answer within 200 ms/,
    );
    const closed = await started();
    await closed.close();
    await expect(createClamdScanner(closed.url).scan(Readable.from([Buffer.from('x')]))).rejects.toThrow(
      /could not be reached/,
    );
  });
});
