import { createServer, type Server } from 'node:net';

/** The EICAR test string: harmless, and what every scanner reports as a test virus. */
export const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

/** How the stand-in answers: as clamd does, with an error, or not at all. */
export type FakeClamdMode = 'scan' | 'error' | 'silent';

/**
 * A stand-in for ClamAV's daemon speaking its INSTREAM protocol over TCP: it reads the chunks as
 * clamd does and reports the EICAR string as `Eicar-Test-Signature`. `scanned` keeps each stream.
 */
export async function startFakeClamd(mode: FakeClamdMode = 'scan') {
  const scanned: Buffer[] = [];
  const server: Server = createServer((socket) => {
    let buffered = Buffer.alloc(0);
    let command: string | null = null;
    const chunks: Buffer[] = [];
    socket.on('data', (data) => {
      buffered = Buffer.concat([buffered, data]);
      if (command === null) {
        const end = buffered.indexOf(0);
        if (end < 0) return;
        command = buffered.subarray(0, end).toString('latin1');
        buffered = buffered.subarray(end + 1);
        if (command !== 'zINSTREAM') {
          socket.end('UNKNOWN COMMAND\0');
          return;
        }
      }
      while (buffered.length >= 4) {
        const size = buffered.readUInt32BE(0);
        if (buffered.length < 4 + size) return;
        const chunk = buffered.subarray(4, 4 + size);
        buffered = buffered.subarray(4 + size);
        if (size > 0) {
          chunks.push(chunk);
          continue;
        }
        const stream = Buffer.concat(chunks);
        scanned.push(stream);
        if (mode === 'silent') return;
        if (mode === 'error') socket.end('INSTREAM size limit exceeded. ERROR\0');
        else if (stream.includes(EICAR)) socket.end('stream: Eicar-Test-Signature FOUND\0');
        else socket.end('stream: OK\0');
        return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `tcp://127.0.0.1:${port}`,
    scanned,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
