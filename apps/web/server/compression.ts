import { pipeline, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import {
  type BrotliOptions,
  brotliCompress,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  type ZlibOptions,
} from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Codings the server compresses with, in its order of preference when the client has none. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Bodies smaller than this go out as they are: the saving would not pay for the work. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * The coding to send a response in for this `Accept-Encoding`, or null for none (identity).
 * q-values count (`br;q=0` refuses Brotli, `gzip;q=1, br;q=0.5` prefers gzip); a coding not named
 * takes the q of `*` when there is one, else it is not acceptable; `x-gzip` is gzip. Between equal
 * q-values the server's order decides (Brotli first). No header means no compression: old clients
 * and tools that send none may not decode any.
 */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*(.*?)\s*$/i.exec(param);
      // A q-value is 0 to 1 with up to three decimals; anything else counts as a refusal.
      if (match) weight = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(match[1] ?? '') ? Number(match[1]) : 0;
    }
    const key = name === 'x-gzip' ? 'gzip' : name;
    // The first mention wins, as with duplicated header fields in general.
    if (!q.has(key)) q.set(key, weight);
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const encoding of ENCODINGS) {
    const weight = q.get(encoding) ?? q.get('*') ?? 0;
    if (weight > bestQ) {
      best = encoding;
      bestQ = weight;
    }
  }
  return best;
}

const COMPRESSIBLE =
  /^\s*(?:text\/(?!event-stream)|application\/(?:json|javascript|ecmascript|xml|x-javascript|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

/** Whether a response of this `Content-Type` is text worth compressing (HTML, JSON, JS, CSS, SVG…). */
export function isCompressible(contentType: string | undefined): boolean {
  return contentType !== undefined && COMPRESSIBLE.test(contentType);
}

// Brotli quality 4 compresses smaller than gzip's default in about the same time; the 11 of
// static assets (done once at build time) would take tens of milliseconds for every page. The
// window is 256 KiB (lgwin 18), not the default 4 MiB: a heap snapshot under load showed each
// response's encoder with 8.1 MiB of zlib memory allocated (81 MiB at 10 concurrent pages, though
// only the pages it touches are resident). Pages are far below 256 KiB, so they compress the same;
// a larger API answer still compresses, with back-references limited to its last 256 KiB.
const BROTLI: BrotliOptions = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_LGWIN]: 18,
  },
};
const GZIP: ZlibOptions = { level: 6 };

const compressBuffer = {
  br: promisify(brotliCompress) as (input: Buffer, options: BrotliOptions) => Promise<Buffer>,
  gzip: promisify(gzip) as (input: Buffer, options: ZlibOptions) => Promise<Buffer>,
};

/** A whole body in a coding, as the server compresses text on the fly. */
export function compressBody(input: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? compressBuffer.br(input, {
        params: { ...BROTLI.params, [constants.BROTLI_PARAM_SIZE_HINT]: input.length },
      })
    : compressBuffer.gzip(input, GZIP);
}

function headerText(value: ReturnType<FastifyReply['getHeader']>): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** Adds `Accept-Encoding` to `Vary` unless it (or `*`) is there already. */
export function addVaryAcceptEncoding(reply: FastifyReply): void {
  const current = headerText(reply.getHeader('vary'));
  if (!current) {
    reply.header('vary', 'Accept-Encoding');
    return;
  }
  const names = current.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('*') || names.includes('accept-encoding')) return;
  reply.header('vary', `${current}, Accept-Encoding`);
}

function isStream(payload: unknown): payload is Readable {
  return typeof payload === 'object' && payload !== null && typeof (payload as Readable).pipe === 'function';
}

/**
 * The response body in the coding the client prefers, for every route of the server (pages, the
 * API at /v1, static files), whichever plugin made it: text bodies from 1 KiB up, Brotli or gzip
 * by `Accept-Encoding`. A response that already has a `Content-Encoding` (a precompressed static
 * file) is left alone, as are ranges, `Cache-Control: no-transform` and non-text types. HEAD gets
 * the headers its GET would have.
 */
async function compressPayload(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const status = reply.statusCode;
  if (status === 204 || status === 206 || status === 304 || status < 200) return payload;
  if (reply.hasHeader('content-encoding')) return payload;
  if (!isCompressible(headerText(reply.getHeader('content-type')))) return payload;
  if (/\bno-transform\b/i.test(headerText(reply.getHeader('cache-control')) ?? '')) return payload;
  // From here the body depends on Accept-Encoding, whether or not this client gets it compressed.
  addVaryAcceptEncoding(reply);
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  if (payload === null || payload === undefined) {
    // A HEAD answered without a body says what a GET would get (text pages are never that small).
    if (request.method === 'HEAD') reply.header('content-encoding', encoding).removeHeader('content-length');
    return payload;
  }

  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    const input = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (input.length < COMPRESSION_THRESHOLD_BYTES) return payload;
    const output = await compressBody(input, encoding);
    reply.header('content-encoding', encoding);
    reply.header('content-length', output.length);
    return output;
  }
  if (!isStream(payload)) return payload;
  const length = Number(headerText(reply.getHeader('content-length')));
  if (Number.isFinite(length) && length < COMPRESSION_THRESHOLD_BYTES) return payload;
  const compressor = encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip(GZIP);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  pipeline(payload, compressor, (error) => {
    if (error) request.log.debug({ err: error }, 'compressed response ended early');
  });
  return compressor;
}

/**
 * Registers response compression on the whole server (an `onSend` hook on the root instance, so
 * every route registered anywhere gets it without knowing). Register it before the routes.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => compressPayload(request, reply, payload));
}
