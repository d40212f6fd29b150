import { Writable } from 'node:stream';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  isStaticFileRequest,
  logOptionsFor,
  OneLinePerRequest,
  requestLine,
  requestLogLevel,
} from './log-options.ts';

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

describe('requestLogLevel', () => {
  it('puts files served at debug: build assets, the icon and image variant files', () => {
    for (const url of [
      '/assets/shell-xBTsHXQd.js',
      '/assets/maplibre-gl-csp-worker-pf4gVupo.js?v=1',
      '/favicon.svg',
      '/favicon.ico',
      '/images/0b7c6a52-5f6b-4f1c-9d1e-2a4b3c5d6e7f/landscape-crop-0123abcd',
    ]) {
      expect(isStaticFileRequest(url)).toBe(true);
      expect(requestLogLevel(url, 200, undefined)).toBe('debug');
    }
    expect(requestLogLevel('/assets/shell-xBTsHXQd.js', 304, undefined)).toBe('debug');
  });

  it('keeps pages, API calls and documents made per request at info', () => {
    for (const url of [
      '/',
      '/s?keywords=assets',
      '/l/yoga/0b7c6a52-5f6b-4f1c-9d1e-2a4b3c5d6e7f',
      '/v1/api/listings/query',
      '/v1/assets/pub/mercato-web/a/latest/mercato/config.json',
      '/api/listing-images',
      '/robots.txt',
      '/sitemap-index.xml',
      '/site.webmanifest',
      '/favicon.svg.map',
      '/imagesque',
    ]) {
      expect(isStaticFileRequest(url)).toBe(false);
      expect(requestLogLevel(url, 200, undefined)).toBe('info');
    }
  });

  it('logs a file that could not be served at info, and any error at error', () => {
    expect(requestLogLevel('/assets/gone-1234.js', 404, undefined)).toBe('info');
    expect(requestLogLevel('/assets/shell.js', 200, new Error('stream broke'))).toBe('error');
    expect(requestLogLevel('/login', 500, new Error('broken'))).toBe('error');
  });
});

type Line = { msg: string; level: number };

/** Runs a server at `level` with a page, its in-process API calls (one failing) and a script. */
async function requestLinesAt(level: 'info' | 'debug', paths: string[]): Promise<Line[]> {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify(logOptionsFor({ logger: { level, stream: sink } }, 'production'));
  app.get('/api/show', () => ({ ok: true }));
  app.get('/api/broken', () => {
    throw new Error('broken on purpose');
  });
  app.get('/assets/app-1234.js', () => 'export {};');
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
    for (const path of paths) expect((await fetch(`http://127.0.0.1:${port}${path}`)).status).toBe(200);
  } finally {
    await app.close();
  }
  return lines;
}

const requestLinesOf = (lines: Line[]) =>
  lines.filter((l) => /^GET \//.test(l.msg)).map((l) => `${l.level} ${l.msg.replace(/ [\d.]+ ms$/, '')}`);

describe('one line per request', () => {
  it('logs a page request that makes in-process calls once, and an in-process failure as an error', async () => {
    const lines = await requestLinesAt('info', ['/page?q=1', '/assets/app-1234.js']);
    // At the default level: the page's line (30 = info); the script it loads logs at debug, unseen.
    expect(requestLinesOf(lines)).toEqual(['30 GET /page 200']);
    // The failure of an in-process call is still logged, as an error, by Fastify's error handler.
    expect(lines.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual(['broken on purpose']);
    expect(lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
  });

  it('shows the files served at LOG_LEVEL=debug', async () => {
    const lines = await requestLinesAt('debug', ['/page', '/assets/app-1234.js']);
    expect(requestLinesOf(lines)).toEqual(['30 GET /page 200', '20 GET /assets/app-1234.js 200']);
  });
});
