import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { decodeTransit } from './wire-codec.ts';

/** Largest accepted request body (uploads have their own limit). */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** Body parsers of the API: Transit JSON (official SDK), JSON (our SDK), form-urlencoded (auth API). */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  app.addContentTypeParser(
    'application/transit+json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => {
      try {
        done(null, decodeTransit(body as string));
      } catch {
        done(new AppError('bad-request', 'Malformed Transit body'), undefined);
      }
    },
  );
}
