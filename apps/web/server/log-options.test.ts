import { Writable } from 'node:stream';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { logOptionsFor, OneLinePerRequest, requestLine } from './log-options.ts';

const options: FastifyServerOptions = { logger: { level: 'info' }, bodyLimit: 1024 };

describe('logOptionsFor', () => {
  it('keeps the JSON lines of pino in production, with one line per request', () => {
    const json = logOptionsFor(options, 'production');
    expect(json.logger).toBe(options.logger);
    expect(json.logController).toBeInstanceOf(OneLinePerRequest);
  });

  it('prints readable lines elsewhere, with the same level and other options', () => {
    const readable = logOptionsFor(options, 'development');
    expect(readable.bodyLimit).toBe(1024);
    expect(readable.logger).toMatchObject({ level: 'info', stream: expect.anything() });
  });

  it('leaves a silenced logger silent', () => {
    expect(logOptionsFor({ logger: false }, 'development').logger).toBe(false);
  });
});

describe('requestLine', () => {
  it('says method, path, status and time, never the query', () => {
    expect(requestLine('GET', '/reset-password?t=secret-token', 200, 12.345)).toBe(
      'GET /reset-password 200 12.3 ms',
    );
  });
});

describe('one line per request', () => {
  it('logs a page request that makes in-process calls once, and an in-process failure as an error', async () => {
    const lines: { msg: string; level: number }[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = Fastify(logOptionsFor({ logger: { level: 'info', stream: sink } }, 'production'));
    app.get('/api/show', () => ({ ok: true }));
    app.get('/api/broken', () => {
      throw new Error('broken on purpose');
    });
    app.get('/page', async () => {
      await app.inject('/api/show');
      await app.inject('/api/show');
      await app.inject('/api/broken');
      return 'page';
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      expect((await fetch(`http://127.0.0.1:${port}/page?q=1`)).status).toBe(200);
    } finally {
      await app.close();
    }
    const requestLines = lines.filter((l) => /^GET \//.test(l.msg));
    expect(requestLines.map((l) => l.msg.replace(/ [\d.]+ ms$/, ''))).toEqual(['GET /page 200']);
    // The failure of an in-process call is still logged, as an error, by Fastify's error handler.
    expect(lines.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual(['broken on purpose']);
    expect(lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
  });
});
