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

const tooDeep = () =>
  new AppError('bad-request', `Request body is nested more than ${BODY_MAX_DEPTH} levels deep`);

/** Body parsers of the API: Transit JSON (official SDK), JSON (our SDK), form-urlencoded (auth API). */
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
        if (nestsDeeperThan(value, BODY_MAX_DEPTH)) return done(tooDeep(), undefined);
        return done(null, value);
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
      if (nestsDeeperThan(value, BODY_MAX_DEPTH)) return done(tooDeep(), undefined);
      return done(null, value);
    },
  );
}
