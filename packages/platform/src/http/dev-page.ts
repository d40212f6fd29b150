import type { FastifyReply } from 'fastify';

/**
 * Sends a development page (`/_mail`, `/_jobs`, the sandbox's 3-D Secure page): HTML under its own
 * strict CSP, never cached, framed, sniffed or indexed, and no referrer leaving the site (the pages
 * show sign-in links and tokens). `same-origin`, not `no-referrer`: with `no-referrer` a browser
 * posts the page's own forms with `Origin: null`, which the web server's Origin check refuses.
 */
export function sendDevPage(reply: FastifyReply, status: number, body: string, csp: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', csp)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'same-origin')
    .header('x-robots-tag', 'noindex')
    .send(body);
}
