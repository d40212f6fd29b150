import {
  CreateStripeAccountCommandSchema,
  CreateStripeAccountLinkCommandSchema,
  CreateStripePersonCommandSchema,
  UpdateStripeAccountCommandSchema,
} from '@mercato/core/contracts/stripe-account';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { envelope, type Resource, unexpanded } from '../../http/envelope.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import { apiQuerySchema, sparseFieldsOf } from '../../http/query.ts';
import { REQUEST_RATE_LIMITS, rateLimitedPerUser } from '../access/limits.ts';
import { currentUserId, makeGuards } from '../auth/guards.ts';
import { currentUserCommand } from '../current-user/current-user-command.ts';
import { getCurrentUser } from '../users/users.service.ts';
import {
  presentStripeAccount,
  presentStripeAccountLink,
  presentStripePerson,
} from './stripe-account.presenter.ts';
import {
  createStripeAccount,
  createStripeAccountLink,
  createStripePerson,
  deleteStripeAccount,
  fetchStripeAccount,
  updateStripeAccount,
} from './stripe-account.service.ts';

const StripeQuerySchema = apiQuerySchema({});
const EmptySchema = z.strictObject({});

/**
 * A `stripe_*` command: query and body parsed first, then the caller's own account changed; the
 * answer is only id and type unless `expand=true`, as every command of the API.
 */
function stripeCommand<S extends z.ZodType>(
  bodySchema: S,
  run: (userId: string, body: z.output<S>) => Promise<Resource>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const query = parseParams(StripeQuerySchema, request.query, 'query');
    const body = parseParams(bodySchema, request.body, 'body');
    const resource = await run(currentUserId(request), body);
    const data = query.expand ? resource : unexpanded(resource);
    return sendApi(request, reply, envelope(data, [], {}, sparseFieldsOf(query)));
  };
}

/**
 * Payout details (issue #27): `stripe_account/create|fetch|update`, `stripe_account_links/create`,
 * `stripe_persons/create` and the deprecated `current_user/*_stripe_account`, which answer with
 * the current user. Every one acts on the caller's own account only; with `PAYMENTS=sandbox` they
 * answer `stripe-missing-api-key`.
 */
export async function stripeAccountRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const { requireUser } = makeGuards(ctx);
  // Each command calls Stripe for the user: limited per user.
  const limited = {
    onRequest: requireUser,
    config: rateLimitedPerUser('stripe-payout-details', REQUEST_RATE_LIMITS.stripePayoutDetails),
  };

  app.post(
    '/api/stripe_account/create',
    limited,
    stripeCommand(CreateStripeAccountCommandSchema, async (userId, body) =>
      presentStripeAccount(await createStripeAccount(ctx, userId, body)),
    ),
  );

  app.get('/api/stripe_account/fetch', { onRequest: requireUser }, async (request, reply) => {
    const query = parseParams(StripeQuerySchema, request.query, 'query');
    const account = await fetchStripeAccount(ctx, currentUserId(request));
    return sendApi(request, reply, envelope(presentStripeAccount(account), [], {}, sparseFieldsOf(query)));
  });

  app.post(
    '/api/stripe_account/update',
    limited,
    stripeCommand(UpdateStripeAccountCommandSchema, async (userId, body) =>
      presentStripeAccount(await updateStripeAccount(ctx, userId, body)),
    ),
  );

  app.post(
    '/api/stripe_account_links/create',
    limited,
    stripeCommand(CreateStripeAccountLinkCommandSchema, async (userId, body) =>
      presentStripeAccountLink(await createStripeAccountLink(ctx, userId, body)),
    ),
  );

  app.post(
    '/api/stripe_persons/create',
    limited,
    stripeCommand(CreateStripePersonCommandSchema, async (userId, body) =>
      presentStripePerson(await createStripePerson(ctx, userId, body.personToken)),
    ),
  );

  // Deprecated by Sharetribe, still sent by older clients: the same changes, answered with the user.
  app.post(
    '/api/current_user/create_stripe_account',
    limited,
    currentUserCommand(ctx, CreateStripeAccountCommandSchema, async (request, body) => {
      await createStripeAccount(ctx, currentUserId(request), body);
      return getCurrentUser(ctx, currentUserId(request));
    }),
  );

  app.post(
    '/api/current_user/update_stripe_account',
    limited,
    currentUserCommand(ctx, UpdateStripeAccountCommandSchema, async (request, body) => {
      await updateStripeAccount(ctx, currentUserId(request), body);
      return getCurrentUser(ctx, currentUserId(request));
    }),
  );

  app.post(
    '/api/current_user/delete_stripe_account',
    limited,
    currentUserCommand(ctx, EmptySchema, async (request) => {
      await deleteStripeAccount(ctx, currentUserId(request));
      return getCurrentUser(ctx, currentUserId(request));
    }),
  );
}
