import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { sendDevPage } from '../../http/dev-page.ts';
import {
  MAIL_OUTBOX_CSP,
  presentMailBadRequest,
  presentMailDetail,
  presentMailList,
  presentMailNotFound,
} from './mail-outbox.presenter.ts';
import { findOutboxMessage, listOutbox } from './mail-outbox.service.ts';

const ListQuerySchema = z.object({
  // An empty box submitted from the filter form means "no filter".
  to: z
    .string()
    .trim()
    .max(320)
    .optional()
    .transform((v) => v || undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

const DetailParamsSchema = z.object({ id: z.uuid() });

function sendPage(reply: FastifyReply, status: number, body: string): FastifyReply {
  return sendDevPage(reply, status, body, MAIL_OUTBOX_CSP);
}

/** The `/_mail` page listing stored messages (development; mounted at the site root). */
export async function mailOutboxRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const base = `${app.prefix}/_mail`;
  if (ctx.env.NODE_ENV === 'production') {
    app.log.warn('MAIL_OUTBOX_PAGE is on in production: /_mail shows every email, sign-in links included');
  }

  app.get('/_mail', async (request, reply) => {
    const parsed = ListQuerySchema.safeParse(request.query ?? {});
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'query'}: ${i.message}`);
      return sendPage(reply, 400, presentMailBadRequest(base, problems));
    }
    const outbox = await listOutbox(ctx, parsed.data);
    return sendPage(reply, 200, presentMailList({ base, ...outbox }));
  });

  app.get('/_mail/:id', async (request, reply) => {
    // A malformed id names no message, so it gets the same 404 as an unknown one.
    const parsed = DetailParamsSchema.safeParse(request.params);
    const message = parsed.success ? await findOutboxMessage(ctx, parsed.data.id) : undefined;
    if (!message) return sendPage(reply, 404, presentMailNotFound(base));
    return sendPage(reply, 200, presentMailDetail(base, message));
  });
}
