import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  addVaryAcceptEncoding,
  COMPRESSION_THRESHOLD_BYTES,
  compressBody,
  type Encoding,
  negotiateEncoding,
} from './compression.ts';

/** At most this many pages, and this many bytes of them (bodies and their compressed codings). */
export const PAGE_CACHE_MAX_PAGES = 500;
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** Longer URLs (a search with many filters) are rendered each time rather than kept. */
const MAX_KEY_LENGTH = 2048;

/** A page as it was rendered, and what it was rendered from. */
export interface KeptPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The body in each coding it was asked for, compressed once. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** The configuration version and the database's change mark the page was rendered from. */
  validity: string;
  /** When it was rendered (the platform's clock, in ms). */
  at: number;
}

/**
 * Which page cache entry a request would be answered from, or null when its page must be rendered
 * for it: only GETs without any of the site's cookies (`mercato_*`: a session, a login with an
 * identity provider under way) — a visitor's own pages are never kept. The URL is the whole key:
 * a public page's route promises to depend on nothing else of the request (`app/lib/page-cache.ts`).
 */
export function pageCacheKeyOf(method: string, url: URL, cookieHeader: string | undefined): string | null {
  if (method !== 'GET') return null;
  if (cookieHeader && /(?:^|;)\s*mercato_/.test(cookieHeader)) return null;
  return url.href.length > MAX_KEY_LENGTH ? null : url.href;
}

/**
 * Public pages as rendered for visitors without a session, kept in this process's memory while
 * the marketplace's configuration and its database stay as they were (ADR 016): a kept page is
 * used only when the validity it was rendered from is the current one, and for at most `ttlMs`.
 * Least recently used pages go first when it is full.
 */
export function createPageCache(options: {
  now: () => number;
  /**
   * How long a kept page may be used at most even when nothing was written (`PAGE_CACHE_SECONDS`):
   * pages also depend on the time (a listing's calendar starts today, a slot passes).
   */
  ttlMs: number;
  maxPages?: number;
  maxBytes?: number;
}) {
  const ttlMs = options.ttlMs;
  const maxPages = options.maxPages ?? PAGE_CACHE_MAX_PAGES;
  const maxBytes = options.maxBytes ?? PAGE_CACHE_MAX_BYTES;
  const pages = new Map<string, KeptPage>();
  let bytes = 0;

  const sizeOf = (page: KeptPage) =>
    page.body.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0);

  function drop(key: string): void {
    const page = pages.get(key);
    if (!page) return;
    bytes -= sizeOf(page);
    pages.delete(key);
  }

  function evictOverLimits(): void {
    for (const key of pages.keys()) {
      if (pages.size <= maxPages && bytes <= maxBytes) return;
      drop(key);
    }
  }

  return {
    /** The page kept under `key` when it was rendered from `validity` less than `ttlMs` ago. */
    get(key: string, validity: string): KeptPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      const age = options.now() - page.at;
      if (page.validity !== validity || age < 0 || age >= ttlMs) {
        drop(key);
        return undefined;
      }
      // Most recently used last: eviction starts from the front.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    set(key: string, page: Omit<KeptPage, 'at' | 'encoded'>): KeptPage {
      drop(key);
      const kept: KeptPage = { ...page, encoded: {}, at: options.now() };
      pages.set(key, kept);
      bytes += sizeOf(kept);
      evictOverLimits();
      return kept;
    },
    /** The body in `encoding`, compressed on first use and kept with the page. */
    async encoded(key: string, page: KeptPage, encoding: Encoding): Promise<Buffer> {
      const known = page.encoded[encoding];
      if (known) return known;
      const output = await compressBody(page.body, encoding);
      page.encoded[encoding] = output;
      if (pages.get(key) === page) {
        bytes += output.length;
        evictOverLimits();
      }
      return output;
    },
    get size(): number {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** Sends a kept page, compressed as the client accepts (the compression hook leaves it be). */
export async function sendKeptPage(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PageCache,
  key: string,
  page: KeptPage,
): Promise<FastifyReply> {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  addVaryAcceptEncoding(reply);
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding || page.body.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(page.body);
  const body = await cache.encoded(key, page, encoding);
  return reply.header('content-encoding', encoding).header('content-length', body.length).send(body);
}
