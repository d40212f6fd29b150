import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodeJson, encodeTransit } from './wire-codec.ts';
import type { WireValue } from './wire-values.ts';

const TRANSIT = 'application/transit+json';

/** Whether the client asked for Transit (the official SDK always does). */
export function wantsTransit(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  if (accept.includes(TRANSIT)) return true;
  // A Transit request body without an Accept preference gets a Transit answer.
  return (
    !accept.includes('application/json') && String(request.headers['content-type'] ?? '').startsWith(TRANSIT)
  );
}

/** Sends a Marketplace API payload in the negotiated format: Transit or plain JSON. */
export function sendApi(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: WireValue,
  status = 200,
): FastifyReply {
  reply.code(status).header('cache-control', 'no-store');
  if (wantsTransit(request)) {
    const verbose = request.headers['x-transit-verbose'] === 'true';
    return reply.type(`${TRANSIT};charset=UTF-8`).send(encodeTransit(payload, verbose));
  }
  return reply.type('application/json; charset=utf-8').send(encodeJson(payload));
}
