import { type ChildProcess, spawn } from 'node:child_process';
import { Socket } from 'node:net';
import { freePort } from './free-port.ts';

/** A Redis server of the test's own (Debian's redis-server), on a free loopback port, keeping nothing on disk. */
export interface LocalRedis {
  /** `redis://127.0.0.1:<port>`: REDIS_URL. */
  url: string;
  /** Stops the server (an outage: connections refused, counts lost, as a restarted Redis without persistence). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

/** Whether something answers PING on the port. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export async function startLocalRedis(): Promise<LocalRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--loglevel',
        'warning',
      ],
      { stdio: 'ignore' },
    );
    const started = Date.now();
    while (!(await answersPing(port))) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
      if (Date.now() - started > 10_000) throw new Error('redis-server did not start within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, resume: start, close: stop };
}
