import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { handleStripeWebhook } from './stripe-webhooks.service.ts';

/** Stripe's events are small; a megabyte leaves room and bounds what an unsigned sender can post. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * `POST /webhooks/stripe`, the URL to give Stripe (Dashboard → Developers → Webhooks, with
 * "Listen to events on Connected accounts" too). The body is kept as it came, byte for byte,
 * since the signature is over those bytes; anything not signed by Stripe within 300 s is 400.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.post('/webhooks/stripe', async (request, reply) => {
    const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    const outcome = await handleStripeWebhook(
      ctx,
      payload,
      typeof signature === 'string' ? signature : undefined,
    );
    if (outcome.status === 'rejected') {
      request.log.warn({ reason: outcome.reason }, 'refused a Stripe webhook delivery');
      return reply.code(400).send({ error: 'Invalid Stripe webhook', reason: outcome.reason });
    }
    return reply.code(200).send({ received: true, duplicate: outcome.status === 'duplicate' });
  });
}
