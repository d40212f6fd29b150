import type { FastifyReply } from 'fastify';

/**
 * Sends a development page (`/_mail`, `/_jobs`): HTML under its own strict CSP, never cached,
 * framed, sniffed or indexed, and no referrer leaving it (the pages show sign-in links and tokens).
 */
export function sendDevPage(reply: FastifyReply, status: number, body: string, csp: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', csp)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex')
    .send(body);
}
