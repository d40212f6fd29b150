import type { DoubleRoute } from './double-route.ts';
import { type DoubleState, newStripeId, type StripeObject } from './double-state.ts';
import { Params } from './params.ts';
import { attachPaymentMethod, resolvePaymentMethod } from './payment-methods.ts';
import { cardError, invalidRequest, noSuch } from './stripe-errors.ts';

function mustFindSetupIntent(state: DoubleState, id: string): StripeObject {
  const intent = state.get(id, 'setup_intent');
  if (!intent) throw noSuch('setup_intent', id, 'intent');
  return intent;
}

/** The card is set up: attached to the intent's customer and usable off session from now on. */
function succeed(state: DoubleState, intent: StripeObject, method: StripeObject): void {
  if (intent.customer && method.customer !== intent.customer) {
    attachPaymentMethod(state, method, String(intent.customer));
  }
  if (intent.usage === 'off_session') state.setUpForOffSession.add(method.id);
  intent.status = 'succeeded';
  intent.next_action = null;
  intent.last_setup_error = null;
  state.emit('setup_intent.succeeded', intent);
}

/** Confirms a SetupIntent: declining cards fail, 3-D Secure cards ask for authentication first. */
function confirmSetup(
  state: DoubleState,
  intent: StripeObject,
  methodId: string | undefined,
  returnUrl?: string,
) {
  if (
    !['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(String(intent.status))
  ) {
    throw invalidRequest(`You cannot confirm this SetupIntent because it has a status of ${intent.status}.`, {
      code: 'setup_intent_unexpected_state',
    });
  }
  const id = methodId ?? (intent.payment_method as string | null);
  if (!id) {
    throw invalidRequest("You cannot confirm this SetupIntent because it's missing a payment method.", {
      code: 'setup_intent_unexpected_state',
    });
  }
  const method = resolvePaymentMethod(state, id);
  intent.payment_method = method.id;
  const outcome = state.cards.get(method.id)?.outcome ?? { kind: 'succeed' };
  if (outcome.kind === 'decline') {
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.last_setup_error = {
      type: 'card_error',
      code: outcome.code,
      decline_code: outcome.declineCode,
      message: outcome.message,
    };
    state.emit('setup_intent.setup_failed', intent);
    throw cardError(outcome.message, outcome.code, outcome.declineCode, {
      setup_intent: structuredClone(intent),
    });
  }
  if (outcome.kind === 'succeed') {
    succeed(state, intent, method);
    return;
  }
  intent.status = 'requires_action';
  const url = `${state.baseUrl()}/_double/authenticate/${intent.id}`;
  intent.next_action = returnUrl
    ? { type: 'redirect_to_url', redirect_to_url: { url, return_url: returnUrl } }
    : { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: url } };
}

/** The customer's 3-D Secure step on a SetupIntent. */
export function completeSetupAuthentication(state: DoubleState, id: string, passed: boolean): StripeObject {
  const intent = mustFindSetupIntent(state, id);
  if (intent.status !== 'requires_action') return intent;
  const method = resolvePaymentMethod(state, String(intent.payment_method));
  if (passed) {
    succeed(state, intent, method);
    return intent;
  }
  intent.status = 'requires_payment_method';
  intent.payment_method = null;
  intent.next_action = null;
  intent.last_setup_error = {
    type: 'invalid_request_error',
    code: 'setup_intent_authentication_failure',
    message:
      'The latest attempt to set up the payment method has failed because authentication failed. Provide a new payment method to attempt to set up again.',
  };
  state.emit('setup_intent.setup_failed', intent);
  return intent;
}

/** SetupIntents: saving a card for later (create, retrieve, confirm, cancel). */
export const setupIntentRoutes: DoubleRoute[] = [
  {
    name: 'setup_intents.create',
    method: 'POST',
    path: '/v1/setup_intents',
    handle(request, state) {
      const params = new Params(request.body, [
        'customer',
        'payment_method',
        'allowed_payment_method_types',
        'payment_method_types',
        'usage',
        'confirm',
        'metadata',
        'description',
        'return_url',
        'on_behalf_of',
      ]);
      const customer = params.string('customer');
      if (customer !== undefined && !state.get(customer, 'customer'))
        throw noSuch('customer', customer, 'customer');
      const id = newStripeId('seti');
      const intent = state.put<StripeObject>({
        id,
        object: 'setup_intent',
        client_secret: `${id}_secret_${newStripeId('s').slice(2)}`,
        created: state.now(),
        customer: customer ?? null,
        description: params.string('description') ?? null,
        last_setup_error: null,
        livemode: false,
        metadata: params.metadata() ?? {},
        next_action: null,
        payment_method: null,
        payment_method_types: params.strings('allowed_payment_method_types') ??
          params.strings('payment_method_types') ?? ['card'],
        status: 'requires_payment_method',
        usage: params.oneOf('usage', ['on_session', 'off_session']) ?? 'off_session',
      });
      const method = params.string('payment_method');
      if (method) {
        intent.payment_method = resolvePaymentMethod(state, method).id;
        intent.status = 'requires_confirmation';
      }
      state.emit('setup_intent.created', intent);
      if (params.boolean('confirm')) confirmSetup(state, intent, undefined, params.string('return_url'));
      return intent;
    },
  },
  {
    name: 'setup_intents.retrieve',
    method: 'GET',
    path: '/v1/setup_intents/:id',
    publishable: true,
    handle(request, state) {
      const params = new Params(request.body, ['client_secret']);
      const intent = mustFindSetupIntent(state, request.params.id as string);
      if (request.publishable && params.string('client_secret') !== intent.client_secret) {
        throw noSuch('setup_intent', intent.id, 'intent');
      }
      return intent;
    },
  },
  {
    name: 'setup_intents.confirm',
    method: 'POST',
    path: '/v1/setup_intents/:id/confirm',
    publishable: true,
    handle(request, state) {
      const params = new Params(request.body, [
        'payment_method',
        'return_url',
        'client_secret',
        'use_stripe_sdk',
      ]);
      const intent = mustFindSetupIntent(state, request.params.id as string);
      if (request.publishable && params.string('client_secret') !== intent.client_secret) {
        throw noSuch('setup_intent', intent.id, 'intent');
      }
      confirmSetup(state, intent, params.string('payment_method'), params.string('return_url'));
      return intent;
    },
  },
  {
    name: 'setup_intents.cancel',
    method: 'POST',
    path: '/v1/setup_intents/:id/cancel',
    handle(request, state) {
      const params = new Params(request.body, ['cancellation_reason']);
      const intent = mustFindSetupIntent(state, request.params.id as string);
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        throw invalidRequest(
          `You cannot cancel this SetupIntent because it has a status of ${intent.status}.`,
          {
            code: 'setup_intent_unexpected_state',
          },
        );
      }
      intent.status = 'canceled';
      intent.cancellation_reason = params.string('cancellation_reason') ?? null;
      state.emit('setup_intent.canceled', intent);
      return intent;
    },
  },
];
