import { connect } from 'node:net';
import type { Readable } from 'node:stream';
import type { FileScannerPort, ScanResult } from '../../ports/file-scanner.port.ts';

// ClamAV's daemon over TCP (`CLAMD_URL=tcp://host:3310`), by its INSTREAM command: `zINSTREAM\0`,
// then the bytes in chunks each led by its length (4 bytes, big-endian), then a chunk of length 0;
// clamd answers one line ending in NUL — `stream: OK`, `stream: <signature> FOUND`, or `… ERROR`.
// A client of a dozen lines, rather than a package that also probes for local binaries and sockets.

/** The largest chunk sent at once (clamd reads any size up to its StreamMaxLength in total). */
const CHUNK_BYTES = 64 * 1024;

/** Why clamd gave no verdict: the check is tried again later. */
export class ScannerUnavailableError extends Error {}

/** Reads clamd's one-line answer into a result, or throws for an error or an answer it cannot read. */
export function readClamdAnswer(answer: string): ScanResult {
  const line = answer.replace(/\0/g, '').trim();
  const found = /^stream: (.+) FOUND$/.exec(line);
  if (found) return { clean: false, signature: found[1]! };
  if (line === 'stream: OK') return { clean: true };
  throw new ScannerUnavailableError(`clamd answered: ${line || '(nothing)'}`);
}

/** A scanner on clamd at `url` (`tcp://host:port`), giving up after `timeoutMs` without an answer. */
export function createClamdScanner(url: string, timeoutMs = 60_000): FileScannerPort {
  const { hostname, port } = new URL(url);
  return {
    name: 'clamd',
    scan: (bytes: Readable) =>
      new Promise<ScanResult>((resolve, reject) => {
        const socket = connect({ host: hostname, port: Number(port || 3310) });
        let answer = '';
        let settled = false;
        const finish = (outcome: () => ScanResult) => {
          if (settled) return;
          settled = true;
          socket.destroy();
          bytes.destroy();
          try {
            resolve(outcome());
          } catch (error) {
            reject(error);
          }
        };
        const fail = (why: string) =>
          finish(() => {
            throw new ScannerUnavailableError(why);
          });
        socket.setTimeout(timeoutMs, () => fail(`clamd gave no answer within ${timeoutMs} ms`));
        socket.on('error', (error) => fail(`clamd could not be reached: ${error.message}`));
        socket.on('data', (data) => {
          answer += data.toString('utf8');
          if (answer.includes('\0')) finish(() => readClamdAnswer(answer));
        });
        socket.on('end', () => finish(() => readClamdAnswer(answer)));
        socket.on('connect', async () => {
          try {
            socket.write('zINSTREAM\0');
            for await (const chunk of bytes) {
              const buffer = chunk as Buffer;
              for (let at = 0; at < buffer.length; at += CHUNK_BYTES) {
                const part = buffer.subarray(at, at + CHUNK_BYTES);
                const size = Buffer.alloc(4);
                size.writeUInt32BE(part.length);
                if (settled) return;
                if (!socket.write(Buffer.concat([size, part]))) {
                  await new Promise((drained) => socket.once('drain', drained));
                }
              }
            }
            socket.write(Buffer.alloc(4));
          } catch (error) {
            fail(`the file could not be read for the scan: ${(error as Error).message}`);
          }
        });
      }),
  };
}
