import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { decodeTransit } from './wire-codec.ts';

/** Largest accepted request body (uploads have their own limit). */
export const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Deepest nesting of any request body. Real requests stay far below it (extended data allows 16
 * levels); hostile nesting is refused here, before validation or storage could trip over it.
 */
export const BODY_MAX_DEPTH = 40;

/** Whether a parsed body nests deeper than `max` (walked with an explicit stack, never recursion). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth > max) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current))
      stack.push([child, depth + 1]);
  }
  return false;
}

/** An unpaired UTF-16 surrogate: text no database or UTF-8 encoder can store as it is. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a parsed body holds a key or string that is not well-formed Unicode (`"\ud800"` is valid
 * JSON but names no character; PostgreSQL refuses to store it). Walked with an explicit stack.
 */
export function hasIllFormedText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (LONE_SURROGATE.test(current)) return true;
    } else if (Array.isArray(current)) {
      stack.push(...current);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (LONE_SURROGATE.test(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/** What a parsed body must not be: too deep, or holding text that is not Unicode. */
function refusalOf(value: unknown): AppError | null {
  if (nestsDeeperThan(value, BODY_MAX_DEPTH)) return tooDeep();
  if (hasIllFormedText(value)) {
    return new AppError(
      'bad-request',
      'Request body holds text that is not valid Unicode (a lone surrogate)',
    );
  }
  return null;
}

const tooDeep = () =>
  new AppError('bad-request', `Request body is nested more than ${BODY_MAX_DEPTH} levels deep`);

/**
 * Body parsers of the API: Transit JSON (official SDK), JSON (our SDK), form-urlencoded (auth API).
 * A body nested too deep or holding text that is not Unicode is refused (400) before any handler.
 */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  // Fastify's own JSON parser (it refuses `__proto__` and `constructor.prototype` keys), plus a depth limit.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (request, body, done) => {
      parseJson(request, body as string, (error, value) => {
        if (error) return done(error, undefined);
        const refusal = refusalOf(value);
        return refusal ? done(refusal, undefined) : done(null, value);
      });
    },
  );
  app.addContentTypeParser(
    'application/transit+json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => {
      let value: unknown;
      try {
        value = decodeTransit(body as string);
      } catch {
        return done(new AppError('bad-request', 'Malformed Transit body'), undefined);
      }
      const refusal = refusalOf(value);
      return refusal ? done(refusal, undefined) : done(null, value);
    },
  );
}
