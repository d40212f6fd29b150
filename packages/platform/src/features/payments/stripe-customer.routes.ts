import {
  AddStripePaymentMethodCommandSchema,
  CreateStripeCustomerCommandSchema,
} from '@mercato/core/contracts/stripe-customer';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { envelope, unexpanded } from '../../http/envelope.ts';
import { sendApi } from '../../http/negotiate.ts';
import { parseParams } from '../../http/parse-params.ts';
import { apiQuerySchema, sparseFieldsOf } from '../../http/query.ts';
import { REQUEST_RATE_LIMITS, rateLimitedPerUser } from '../access/limits.ts';
import { currentUserId, makeGuards } from '../auth/guards.ts';
import { presentStripeCustomerWithCard, presentStripeSetupIntent } from './stripe-customer.presenter.ts';
import {
  addStripePaymentMethod,
  createSetupIntent,
  createStripeCustomer,
  deleteStripePaymentMethod,
  type StoredStripeCustomer,
} from './stripe-customer.service.ts';

const CustomerQuerySchema = apiQuerySchema({}, { include: ['defaultPaymentMethod'] });
const SetupIntentQuerySchema = apiQuerySchema({});
const EmptySchema = z.strictObject({});

/**
 * A `stripe_customer/*` command: query and body parsed first, then the caller's own saved payment
 * details changed; the answer is only id and type unless `expand=true`, with the card when
 * `include=defaultPaymentMethod`.
 */
function customerCommand<S extends z.ZodType>(
  bodySchema: S,
  run: (userId: string, body: z.output<S>) => Promise<StoredStripeCustomer>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const query = parseParams(CustomerQuerySchema, request.query, 'query');
    const body = parseParams(bodySchema, request.body, 'body');
    const customer = await run(currentUserId(request), body);
    const { resource, included } = presentStripeCustomerWithCard(
      customer,
      query.include?.includes('defaultPaymentMethod') ?? false,
    );
    const data = query.expand ? resource : unexpanded(resource);
    return sendApi(request, reply, envelope(data, query.expand ? included : [], {}, sparseFieldsOf(query)));
  };
}

/**
 * Saved cards (issue #27): `stripe_setup_intents/create` and `stripe_customer/create`,
 * `add_payment_method` and `delete_payment_method`. Each acts on the caller's own details only;
 * they work with the sandbox too, which saves Stripe's test cards.
 */
export async function stripeCustomerRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const { requireUser } = makeGuards(ctx);

  // Answered in full without `expand`: the client secret is what the caller needs, and clients
  // (the SDK's own example among them) read it from the plain answer.
  const setupIntentLimit = rateLimitedPerUser('stripe-setup-intent', REQUEST_RATE_LIMITS.stripeSetupIntent);
  const saveCardLimit = rateLimitedPerUser('stripe-save-card', REQUEST_RATE_LIMITS.stripeSaveCard);
  app.post(
    '/api/stripe_setup_intents/create',
    { onRequest: requireUser, config: setupIntentLimit },
    async (request, reply) => {
      const query = parseParams(SetupIntentQuerySchema, request.query, 'query');
      parseParams(EmptySchema, request.body ?? {}, 'body');
      const intent = await createSetupIntent(ctx, currentUserId(request));
      return sendApi(
        request,
        reply,
        envelope(presentStripeSetupIntent(intent), [], {}, sparseFieldsOf(query)),
      );
    },
  );

  app.post(
    '/api/stripe_customer/create',
    { onRequest: requireUser, config: saveCardLimit },
    customerCommand(CreateStripeCustomerCommandSchema, (userId, body) =>
      createStripeCustomer(ctx, userId, body),
    ),
  );

  app.post(
    '/api/stripe_customer/add_payment_method',
    { onRequest: requireUser, config: saveCardLimit },
    customerCommand(AddStripePaymentMethodCommandSchema, (userId, body) =>
      addStripePaymentMethod(ctx, userId, body),
    ),
  );

  app.post(
    '/api/stripe_customer/delete_payment_method',
    { onRequest: requireUser },
    customerCommand(EmptySchema, (userId) => deleteStripePaymentMethod(ctx, userId)),
  );
}
