import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { MovableClock } from '../lib/clock.ts';

// Up to a year at a time: enough for any timer of the processes (review periods are days).
const MAX_ADVANCE_SECONDS = 366 * 24 * 3600;

const AdvanceQuerySchema = z.strictObject({
  advanceSeconds: z.coerce.number().int().min(1).max(MAX_ADVANCE_SECONDS),
});

function sendClock(reply: FastifyReply, clock: MovableClock): FastifyReply {
  return reply
    .header('cache-control', 'no-store')
    .send({ now: clock().toISOString(), offsetSeconds: Math.round(clock.offsetMs() / 1000) });
}

/**
 * `/_clock` of a server started with `TEST_CLOCK=true` (never in production): `GET` tells the
 * server's time, `POST /_clock?advanceSeconds=N` moves it forward, and the job worker fires what
 * has become due at its next poll. End-to-end tests use it to reach the end of a booking or the
 * payment deadline of a checkout without waiting for them.
 */
export async function testClockRoutes(app: FastifyInstance, clock: MovableClock): Promise<void> {
  app.get('/_clock', async (_request, reply) => sendClock(reply, clock));
  app.post('/_clock', async (request, reply) => {
    const query = AdvanceQuerySchema.safeParse(request.query ?? {});
    if (!query.success) {
      return reply
        .code(400)
        .header('cache-control', 'no-store')
        .send({
          error: `advanceSeconds must be a whole number of seconds from 1 to ${MAX_ADVANCE_SECONDS}`,
        });
    }
    clock.advance(query.data.advanceSeconds * 1000);
    return sendClock(reply, clock);
  });
}
