import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { collectWhenQuiet } from './quiet-collection.ts';

const MiB = 1024 * 1024;

/** A server with a hand-driven clock and heap, counting the collections asked for. */
async function serverWith(heapAtStart = 50 * MiB) {
  const app = Fastify();
  app.get('/', async () => 'ok');
  let clock = 0;
  let heap = heapAtStart;
  let collections = 0;
  const quiet = collectWhenQuiet(app, {
    gc: () => {
      collections++;
      heap = heapAtStart + 2 * MiB;
    },
    heapUsed: () => heap,
    now: () => clock,
  });
  await app.ready();
  return {
    app,
    quiet,
    request: () => app.inject({ url: '/' }),
    advance: (ms: number) => {
      clock += ms;
    },
    grow: (bytes: number) => {
      heap += bytes;
    },
    collections: () => collections,
  };
}

const servers: { app: { close(): Promise<unknown> }; quiet: { stop(): void } }[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.quiet.stop();
    await server.app.close();
  }
});

describe('collectWhenQuiet', () => {
  it('collects once the server has been quiet for 2 s after requests that grew the heap', async () => {
    const server = await serverWith();
    servers.push(server);
    for (let i = 0; i < 5; i++) await server.request();
    server.grow(40 * MiB);
    server.advance(1999);
    expect(server.quiet.check()).toBe(false);
    server.advance(1);
    expect(server.quiet.check()).toBe(true);
    expect(server.collections()).toBe(1);
    // Nothing more until requests come again.
    server.advance(10_000);
    server.grow(40 * MiB);
    expect(server.quiet.check()).toBe(false);
    await server.request();
    server.advance(2000);
    expect(server.quiet.check()).toBe(true);
    expect(server.collections()).toBe(2);
  });

  it('waits while requests keep arriving', async () => {
    const server = await serverWith();
    servers.push(server);
    server.grow(100 * MiB);
    for (let i = 0; i < 10; i++) {
      await server.request();
      server.advance(1500);
      expect(server.quiet.check()).toBe(false);
    }
    expect(server.collections()).toBe(0);
  });

  it('leaves a heap that grew less than 16 MiB, and an idle server, alone', async () => {
    const server = await serverWith();
    servers.push(server);
    server.advance(60_000);
    server.grow(100 * MiB);
    expect(server.quiet.check()).toBe(false);
    const busy = await serverWith();
    servers.push(busy);
    await busy.request();
    busy.grow(15 * MiB);
    busy.advance(5000);
    expect(busy.quiet.check()).toBe(false);
    busy.grow(1 * MiB);
    expect(busy.quiet.check()).toBe(true);
  });

  it('does nothing where node gives no gc', async () => {
    const app = Fastify();
    app.get('/', async () => 'ok');
    const quiet = collectWhenQuiet(app, { gc: undefined, heapUsed: () => 500 * MiB, now: () => 1e9 });
    servers.push({ app, quiet });
    await app.inject({ url: '/' });
    expect(quiet.check()).toBe(false);
  });
});
