import { type DoubleRoute, listOf } from './double-route.ts';
import { type DoubleState, newStripeId, type StripeObject } from './double-state.ts';
import { captureCharge, createCharge } from './money-movements.ts';
import { nestedString, Params } from './params.ts';
import { attachPaymentMethod, resolvePaymentMethod } from './payment-methods.ts';
import { searchPaymentIntents } from './search-query.ts';
import { cardError, invalidRequest, noSuch } from './stripe-errors.ts';

/** Smallest charge per currency (docs.stripe.com/currencies#minimum-and-maximum-charge-amounts). */
const MINIMUM_AMOUNTS: Record<string, [number, string]> = {
  usd: [50, '$0.50 usd'],
  eur: [50, '€0.50 eur'],
  gbp: [30, '£0.30 gbp'],
  aud: [50, '$0.50 aud'],
  cad: [50, '$0.50 cad'],
  chf: [50, '0.50 chf'],
  nzd: [50, '$0.50 nzd'],
  sgd: [50, '$0.50 sgd'],
  jpy: [50, '¥50 jpy'],
  dkk: [250, '2.50 kr. dkk'],
  nok: [300, '3.00 kr nok'],
  sek: [300, '3.00 kr sek'],
  hkd: [400, '$4.00 hkd'],
  mxn: [1000, '$10.00 mxn'],
  pln: [200, '2.00 zł pln'],
  czk: [1500, '15.00 Kč czk'],
};

const CANCELLABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];
const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

export function mustFindIntent(state: DoubleState, id: string): StripeObject {
  const intent = state.get(id, 'payment_intent');
  if (!intent) throw noSuch('payment_intent', id, 'intent');
  return intent;
}

function unexpectedState(message: string, intent: StripeObject) {
  return invalidRequest(message, {
    code: 'payment_intent_unexpected_state',
    extra: { payment_intent: structuredClone(intent) },
  });
}

/** The card was authorised: held for manual capture, or captured at once. */
function authorise(state: DoubleState, intent: StripeObject, method: StripeObject): void {
  const charge = createCharge(state, intent, method);
  intent.latest_charge = charge.id;
  intent.payment_method = method.id;
  intent.next_action = null;
  intent.last_payment_error = null;
  if (intent.setup_future_usage && intent.customer) {
    if (method.customer !== intent.customer) attachPaymentMethod(state, method, String(intent.customer));
    state.setUpForOffSession.add(method.id);
  }
  if (intent.capture_method === 'manual') {
    intent.status = 'requires_capture';
    intent.amount_capturable = intent.amount;
    state.emit('payment_intent.amount_capturable_updated', intent);
    return;
  }
  captureCharge(
    state,
    charge,
    Number(intent.amount),
    (intent.application_fee_amount as number | null) ?? null,
  );
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  state.emit('payment_intent.succeeded', intent);
}

/** A declined attempt: the intent asks for another payment method and the caller gets a card error. */
function decline(
  state: DoubleState,
  intent: StripeObject,
  method: StripeObject,
  failure: { code: string; declineCode: string; message: string },
): never {
  const charge = createCharge(state, intent, method, failure);
  intent.latest_charge = charge.id;
  intent.status = 'requires_payment_method';
  intent.payment_method = null;
  intent.next_action = null;
  const lastError = {
    type: 'card_error',
    code: failure.code,
    decline_code: failure.declineCode,
    message: failure.message,
    charge: charge.id,
    payment_method: structuredClone(method),
  };
  intent.last_payment_error = lastError;
  state.emit('payment_intent.payment_failed', intent);
  throw cardError(failure.message, failure.code, failure.declineCode, {
    charge: charge.id,
    payment_intent: structuredClone(intent),
    payment_method: structuredClone(method),
  });
}

/** Confirms an intent with its payment method, following the test card's behaviour. */
function confirm(
  state: DoubleState,
  intent: StripeObject,
  options: { paymentMethod?: string; offSession: boolean; returnUrl?: string },
): void {
  if (!CONFIRMABLE.includes(String(intent.status))) {
    throw unexpectedState(
      `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
      intent,
    );
  }
  const methodId = options.paymentMethod ?? (intent.payment_method as string | null);
  if (!methodId) {
    throw unexpectedState(
      "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
      intent,
    );
  }
  const method = resolvePaymentMethod(state, methodId);
  if (method.customer && method.customer !== intent.customer) {
    throw invalidRequest(
      'The provided PaymentMethod belongs to a Customer other than the one on this PaymentIntent; pass the customer parameter with it.',
      { param: 'payment_method' },
    );
  }
  intent.payment_method = method.id;
  const card = state.cards.get(method.id);
  const outcome = card?.outcome ?? { kind: 'succeed' };
  if (outcome.kind === 'decline') decline(state, intent, method, outcome);
  const needsAuthentication =
    outcome.kind === 'authenticate-always' ||
    (outcome.kind === 'authenticate-unless-setup' && !state.setUpForOffSession.has(method.id));
  if (!needsAuthentication) {
    authorise(state, intent, method);
    return;
  }
  if (options.offSession) {
    decline(state, intent, method, {
      code: 'authentication_required',
      declineCode: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
    });
  }
  intent.status = 'requires_action';
  const authenticateUrl = `${state.baseUrl()}/_double/authenticate/${intent.id}`;
  intent.next_action = options.returnUrl
    ? { type: 'redirect_to_url', redirect_to_url: { url: authenticateUrl, return_url: options.returnUrl } }
    : {
        type: 'use_stripe_sdk',
        use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: authenticateUrl },
      };
  state.emit('payment_intent.requires_action', intent);
}

/**
 * The customer's 3-D Secure step (the bank's page that Stripe.js opens): passing authorises the
 * intent, failing leaves it asking for another payment method.
 */
export function completeAuthentication(state: DoubleState, intentId: string, passed: boolean): StripeObject {
  const intent = mustFindIntent(state, intentId);
  if (intent.status !== 'requires_action') return intent;
  const method = resolvePaymentMethod(state, String(intent.payment_method));
  if (passed) {
    authorise(state, intent, method);
    return intent;
  }
  intent.status = 'requires_payment_method';
  intent.payment_method = null;
  intent.next_action = null;
  intent.last_payment_error = {
    type: 'invalid_request_error',
    code: 'payment_intent_authentication_failure',
    message:
      'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
    payment_method: structuredClone(method),
  };
  state.emit('payment_intent.payment_failed', intent);
  return intent;
}

function checkAmount(amount: number, currency: string): void {
  const minimum = MINIMUM_AMOUNTS[currency];
  if (amount < (minimum?.[0] ?? 1)) {
    throw invalidRequest(`Amount must be at least ${minimum?.[1] ?? `1 ${currency}`}`, {
      code: 'amount_too_small',
      param: 'amount',
    });
  }
  if (amount > 99_999_999) {
    throw invalidRequest('Amount must be no more than $999,999.99', {
      code: 'amount_too_large',
      param: 'amount',
    });
  }
}

const CREATE_PARAMS = [
  'amount',
  'currency',
  'payment_method',
  // The current API's name of the list; older versions call it payment_method_types.
  'allowed_payment_method_types',
  'payment_method_types',
  'automatic_payment_methods',
  'customer',
  'confirm',
  'capture_method',
  'off_session',
  'setup_future_usage',
  'transfer_data',
  'application_fee_amount',
  'on_behalf_of',
  'transfer_group',
  'metadata',
  'description',
  'receipt_email',
  'return_url',
  'statement_descriptor_suffix',
];

function createIntent(state: DoubleState, params: Params): StripeObject {
  const amount = params.requiredInteger('amount');
  const currency = params.requiredString('currency').toLowerCase();
  checkAmount(amount, currency);
  const destination = nestedString(params.object('transfer_data'), 'destination');
  if (destination !== undefined) {
    const account = state.get(destination, 'account');
    if (!account || account.deleted) throw noSuch('destination', destination, 'transfer_data[destination]');
    if (!account.charges_enabled && (account.capabilities as Record<string, string>).transfers !== 'active') {
      throw invalidRequest(
        `Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments`,
        { code: 'insufficient_capabilities_for_transfer', param: 'transfer_data[destination]' },
      );
    }
  }
  const fee = params.integer('application_fee_amount');
  if (fee !== undefined && destination === undefined && !params.has('on_behalf_of')) {
    throw invalidRequest(
      'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).',
      { param: 'application_fee_amount' },
    );
  }
  if (fee !== undefined && (fee < 0 || fee > amount)) {
    throw invalidRequest('The application fee amount must be between 0 and the amount of the payment.', {
      param: 'application_fee_amount',
    });
  }
  const customer = params.string('customer');
  if (customer !== undefined && !state.get(customer, 'customer'))
    throw noSuch('customer', customer, 'customer');
  const id = newStripeId('pi');
  return state.put<StripeObject>({
    id,
    object: 'payment_intent',
    amount,
    amount_capturable: 0,
    amount_received: 0,
    application_fee_amount: fee ?? null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method:
      params.oneOf('capture_method', ['automatic', 'automatic_async', 'manual']) ?? 'automatic_async',
    client_secret: `${id}_secret_${newStripeId('s').slice(2)}`,
    confirmation_method: 'automatic',
    created: state.now(),
    currency,
    customer: customer ?? null,
    description: params.string('description') ?? null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: params.metadata() ?? {},
    next_action: null,
    on_behalf_of: params.string('on_behalf_of') ?? null,
    payment_method: null,
    payment_method_types: params.strings('allowed_payment_method_types') ??
      params.strings('payment_method_types') ?? ['card'],
    receipt_email: params.string('receipt_email') ?? null,
    setup_future_usage: params.oneOf('setup_future_usage', ['on_session', 'off_session']) ?? null,
    status: 'requires_payment_method',
    transfer_data: destination ? { destination } : null,
    transfer_group: params.string('transfer_group') ?? null,
  });
}

/** PaymentIntents: create (and confirm), retrieve, update, confirm, capture, cancel, list, search. */
export const paymentIntentRoutes: DoubleRoute[] = [
  {
    name: 'payment_intents.create',
    method: 'POST',
    path: '/v1/payment_intents',
    handle(request, state) {
      const params = new Params(request.body, CREATE_PARAMS);
      const intent = createIntent(state, params);
      state.emit('payment_intent.created', intent);
      const method = params.string('payment_method');
      if (method) {
        intent.payment_method = resolvePaymentMethod(state, method).id;
        intent.status = 'requires_confirmation';
      }
      if (params.boolean('confirm')) {
        confirm(state, intent, {
          offSession: params.boolean('off_session') ?? false,
          returnUrl: params.string('return_url'),
        });
      } else if (params.has('off_session')) {
        throw invalidRequest('off_session can only be used with confirm=true.', { param: 'off_session' });
      }
      return intent;
    },
  },
  {
    name: 'payment_intents.retrieve',
    method: 'GET',
    path: '/v1/payment_intents/:id',
    publishable: true,
    handle(request, state) {
      const params = new Params(request.body, ['client_secret']);
      const intent = mustFindIntent(state, request.params.id as string);
      if (request.publishable && params.string('client_secret') !== intent.client_secret) {
        throw noSuch('payment_intent', intent.id, 'intent');
      }
      return intent;
    },
  },
  {
    name: 'payment_intents.update',
    method: 'POST',
    path: '/v1/payment_intents/:id',
    handle(request, state) {
      const params = new Params(request.body, ['metadata', 'description', 'payment_method', 'receipt_email']);
      const intent = mustFindIntent(state, request.params.id as string);
      if (params.has('metadata')) intent.metadata = { ...(intent.metadata as object), ...params.metadata() };
      if (params.has('description')) intent.description = params.string('description') || null;
      const method = params.string('payment_method');
      if (method) {
        if (!CONFIRMABLE.includes(String(intent.status))) {
          throw unexpectedState(
            `You cannot update this PaymentIntent because it has a status of ${intent.status}.`,
            intent,
          );
        }
        intent.payment_method = resolvePaymentMethod(state, method).id;
        intent.status = 'requires_confirmation';
      }
      return intent;
    },
  },
  {
    name: 'payment_intents.confirm',
    method: 'POST',
    path: '/v1/payment_intents/:id/confirm',
    publishable: true,
    handle(request, state) {
      const params = new Params(request.body, [
        'payment_method',
        'off_session',
        'return_url',
        'setup_future_usage',
        'client_secret',
        'use_stripe_sdk',
      ]);
      const intent = mustFindIntent(state, request.params.id as string);
      if (request.publishable && params.string('client_secret') !== intent.client_secret) {
        throw noSuch('payment_intent', intent.id, 'intent');
      }
      const future = params.oneOf('setup_future_usage', ['on_session', 'off_session']);
      if (future) intent.setup_future_usage = future;
      confirm(state, intent, {
        paymentMethod: params.string('payment_method'),
        offSession: params.boolean('off_session') ?? false,
        returnUrl: params.string('return_url'),
      });
      return intent;
    },
  },
  {
    name: 'payment_intents.capture',
    method: 'POST',
    path: '/v1/payment_intents/:id/capture',
    handle(request, state) {
      const params = new Params(request.body, ['amount_to_capture', 'application_fee_amount', 'metadata']);
      const intent = mustFindIntent(state, request.params.id as string);
      if (intent.status !== 'requires_capture') {
        throw unexpectedState(
          `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
          intent,
        );
      }
      const amount = params.integer('amount_to_capture') ?? Number(intent.amount_capturable);
      if (amount > Number(intent.amount_capturable) || amount <= 0) {
        throw invalidRequest('The amount to capture must be positive and at most the amount capturable.', {
          param: 'amount_to_capture',
        });
      }
      const fee =
        params.integer('application_fee_amount') ?? (intent.application_fee_amount as number | null);
      const charge = state.get(String(intent.latest_charge), 'charge') as StripeObject;
      captureCharge(state, charge, amount, fee);
      if (params.has('metadata')) intent.metadata = { ...(intent.metadata as object), ...params.metadata() };
      intent.application_fee_amount = fee;
      intent.amount_capturable = 0;
      intent.amount_received = amount;
      intent.status = 'succeeded';
      state.emit('charge.captured', charge);
      state.emit('payment_intent.succeeded', intent);
      return intent;
    },
  },
  {
    name: 'payment_intents.cancel',
    method: 'POST',
    path: '/v1/payment_intents/:id/cancel',
    handle(request, state) {
      const params = new Params(request.body, ['cancellation_reason']);
      const intent = mustFindIntent(state, request.params.id as string);
      if (!CANCELLABLE.includes(String(intent.status))) {
        throw unexpectedState(
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELLABLE.join(', ')}.`,
          intent,
        );
      }
      // Cancelling an authorisation releases it: the uncaptured charge is refunded in full.
      const charge = intent.latest_charge ? state.get(String(intent.latest_charge), 'charge') : undefined;
      if (charge && charge.status === 'succeeded' && !charge.captured) {
        charge.amount_refunded = charge.amount;
        charge.refunded = true;
      }
      intent.status = 'canceled';
      intent.amount_capturable = 0;
      intent.canceled_at = state.now();
      intent.cancellation_reason =
        params.oneOf('cancellation_reason', [
          'duplicate',
          'fraudulent',
          'requested_by_customer',
          'abandoned',
        ]) ?? null;
      state.emit('payment_intent.canceled', intent);
      return intent;
    },
  },
  {
    name: 'payment_intents.list',
    method: 'GET',
    path: '/v1/payment_intents',
    handle(request, state) {
      const params = new Params(request.body, [
        'limit',
        'created',
        'customer',
        'starting_after',
        'ending_before',
      ]);
      const limit = Math.min(Math.max(params.integer('limit') ?? 10, 1), 100);
      const created = params.object('created');
      const bound = (key: string) => (created?.[key] === undefined ? undefined : Number(created[key]));
      const exact = params.has('created') && !created ? params.integer('created') : undefined;
      const customer = params.string('customer');
      let intents = state.newestFirst(state.all('payment_intent')).filter((intent) => {
        const at = Number(intent.created);
        if (exact !== undefined && at !== exact) return false;
        if (bound('gt') !== undefined && !(at > (bound('gt') as number))) return false;
        if (bound('gte') !== undefined && !(at >= (bound('gte') as number))) return false;
        if (bound('lt') !== undefined && !(at < (bound('lt') as number))) return false;
        if (bound('lte') !== undefined && !(at <= (bound('lte') as number))) return false;
        return customer === undefined || intent.customer === customer;
      });
      const after = params.string('starting_after');
      if (after) intents = intents.slice(intents.findIndex((i) => i.id === after) + 1);
      const before = params.string('ending_before');
      if (before)
        intents = intents.slice(
          0,
          Math.max(
            intents.findIndex((i) => i.id === before),
            0,
          ),
        );
      return listOf('/v1/payment_intents', intents.slice(0, limit), intents.length > limit);
    },
  },
  {
    name: 'payment_intents.search',
    method: 'GET',
    path: '/v1/payment_intents/search',
    handle(request, state) {
      const params = new Params(request.body, ['query', 'limit', 'page']);
      return searchPaymentIntents(
        state,
        params.requiredString('query'),
        params.integer('limit') ?? 10,
        params.string('page'),
      );
    },
  },
];
