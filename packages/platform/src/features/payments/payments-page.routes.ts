import { safeReturnPath } from '@mercato/core/validators/return-path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { sendDevPage } from '../../http/dev-page.ts';
import { completeAuthentication, findAuthenticationIntent, listRecentLedger } from './payments.service.ts';
import {
  AUTHENTICATION_PAGE_CSP,
  PAYMENTS_PAGE_CSP,
  presentAuthenticationDone,
  presentAuthenticationPage,
  presentPaymentsPage,
} from './payments-page.presenter.ts';

const IntentParamsSchema = z.object({ id: z.string().regex(/^pi_[A-Za-z0-9_]{1,100}$/) });
const AuthenticateQuerySchema = z.object({
  return: z.string().optional().catch(undefined),
  outcome: z.enum(['pass', 'fail']).catch('fail'),
});

/**
 * Where the page sends the customer back: only a path on this site, by the rule of the web app's
 * login (`safeReturnPath`: no other host, and nothing a browser would read as one, like `/\t/x`).
 */
function returnPathOf(query: { return?: string | undefined }, rootUrl: string): string {
  return safeReturnPath(query.return, rootUrl);
}

const PAGE_LIMIT = 100;

/** The read-only `/_payments` page of the payment ledger (development only, like `/_jobs`). */
export async function paymentsPageRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  app.get('/_payments', async (_request, reply) => {
    const ledger = await listRecentLedger(ctx, PAGE_LIMIT);
    const page = presentPaymentsPage({ adapter: ctx.payments.name, ...ledger, limit: PAGE_LIMIT });
    return sendDevPage(reply, 200, page, PAYMENTS_PAGE_CSP);
  });

  // The sandbox's 3-D Secure step (card 4000 0025 0000 3155): a page with two buttons, then back
  // to the checkout, which confirms the payment.
  app.get('/_payments/authenticate/:id', async (request, reply) => {
    const params = IntentParamsSchema.safeParse(request.params);
    const returnPath = returnPathOf(AuthenticateQuerySchema.parse(request.query ?? {}), ctx.env.ROOT_URL);
    const intent = params.success ? await findAuthenticationIntent(ctx, params.data.id) : undefined;
    const page = presentAuthenticationPage({ intent, returnPath });
    return sendDevPage(reply, intent ? 200 : 404, page, AUTHENTICATION_PAGE_CSP);
  });

  // The page's forms carry nothing in their bodies (everything is in the action URL): accept and ignore them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  app.post('/_payments/authenticate/:id', async (request, reply) => {
    const params = IntentParamsSchema.safeParse(request.params);
    const query = AuthenticateQuerySchema.parse(request.query ?? {});
    const returnPath = returnPathOf(query, ctx.env.ROOT_URL);
    const intent = params.success
      ? await completeAuthentication(ctx, params.data.id, query.outcome === 'pass')
      : undefined;
    if (!intent) {
      return sendDevPage(
        reply,
        404,
        presentAuthenticationPage({ intent, returnPath }),
        AUTHENTICATION_PAGE_CSP,
      );
    }
    const page = presentAuthenticationDone({
      passed: intent.status === 'requires_capture',
      returnPath,
    });
    return sendDevPage(reply, 200, page, AUTHENTICATION_PAGE_CSP);
  });
}
