import type { FastifyReply } from 'fastify';

/**
 * Answers with a short text/plain page: for requests the web server refuses before React Router
 * sees them (wrong method, body or origin), where a rendered page would mean running the app.
 */
export function sendPlainPage(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(`${text}\n`);
}
