import { type DoubleRoute, listOf } from './double-route.ts';
import { type DoubleState, newStripeId, type StripeObject } from './double-state.ts';
import { Params } from './params.ts';
import { invalidRequest, noSuch } from './stripe-errors.ts';
import { TEST_PAYMENT_METHODS, type TestCard, testCardByNumber } from './test-cards.ts';

const EMPTY_ADDRESS = { city: null, country: null, line1: null, line2: null, postal_code: null, state: null };

/** A new card payment method made of a test card. */
export function createCardPaymentMethod(
  state: DoubleState,
  card: TestCard,
  billing: Record<string, unknown> = {},
): StripeObject {
  const now = state.now();
  const method = state.put<StripeObject>({
    id: newStripeId('pm'),
    object: 'payment_method',
    type: 'card',
    created: now,
    customer: null,
    livemode: false,
    metadata: {},
    allow_redisplay: 'unspecified',
    billing_details: {
      address: { ...EMPTY_ADDRESS, ...(billing.address as object | undefined) },
      email: billing.email ?? null,
      name: billing.name ?? null,
      phone: billing.phone ?? null,
    },
    card: {
      brand: card.brand,
      display_brand: card.brand,
      country: card.country,
      exp_month: 12,
      exp_year: new Date(now * 1000).getUTCFullYear() + 3,
      funding: card.funding,
      last4: card.last4,
      fingerprint: `fp${card.number.slice(-8)}`,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      three_d_secure_usage: { supported: true },
      networks: { available: [card.brand], preferred: null },
      wallet: null,
    },
  });
  state.cards.set(method.id, card);
  return method;
}

/**
 * The payment method an id names: a test alias (`pm_card_visa`) makes a new one, as Stripe does;
 * any other id must exist.
 */
export function resolvePaymentMethod(state: DoubleState, id: string, param = 'payment_method'): StripeObject {
  const alias = TEST_PAYMENT_METHODS[id];
  if (alias) return createCardPaymentMethod(state, alias);
  const found = state.get(id, 'payment_method');
  if (!found) throw noSuch('PaymentMethod', id, param);
  return found;
}

/** Attaches a payment method to a customer, refusing one that belongs to another. */
export function attachPaymentMethod(state: DoubleState, method: StripeObject, customerId: string): void {
  const customer = state.get(customerId, 'customer');
  if (!customer || customer.deleted) throw noSuch('customer', customerId, 'customer');
  if (method.customer && method.customer !== customerId) {
    throw invalidRequest('The payment method you provided has already been attached to a customer.', {
      code: 'payment_method_unexpected_state',
      param: 'payment_method',
    });
  }
  method.customer = customerId;
  state.emit('payment_method.attached', method);
}

function billingOf(params: Params): Record<string, unknown> {
  return (params.object('billing_details') ?? {}) as Record<string, unknown>;
}

/** Payment methods: create from a test card number, retrieve, update, attach, detach, list. */
export const paymentMethodRoutes: DoubleRoute[] = [
  {
    name: 'payment_methods.create',
    method: 'POST',
    path: '/v1/payment_methods',
    publishable: true,
    handle(request, state) {
      const params = new Params(request.body, [
        'type',
        'card',
        'billing_details',
        'metadata',
        'allow_redisplay',
      ]);
      if (params.requiredString('type') !== 'card') {
        throw invalidRequest('The double supports card payment methods only.', { param: 'type' });
      }
      const number = String(params.object('card')?.number ?? '');
      const card = testCardByNumber(number);
      if (!card) {
        throw invalidRequest('Your card number is incorrect.', {
          code: 'incorrect_number',
          param: 'card[number]',
        });
      }
      const method = createCardPaymentMethod(state, card, billingOf(params));
      method.metadata = params.metadata() ?? {};
      return method;
    },
  },
  {
    name: 'payment_methods.retrieve',
    method: 'GET',
    path: '/v1/payment_methods/:id',
    handle: (request, state) => resolvePaymentMethod(state, request.params.id as string, 'payment_method'),
  },
  {
    name: 'payment_methods.update',
    method: 'POST',
    path: '/v1/payment_methods/:id',
    handle(request, state) {
      const params = new Params(request.body, ['billing_details', 'metadata', 'allow_redisplay']);
      const method = resolvePaymentMethod(state, request.params.id as string);
      const billing = billingOf(params);
      const current = method.billing_details as Record<string, unknown>;
      method.billing_details = {
        ...current,
        ...billing,
        address: { ...(current.address as object), ...(billing.address as object | undefined) },
      };
      if (params.has('metadata')) method.metadata = { ...(method.metadata as object), ...params.metadata() };
      state.emit('payment_method.updated', method);
      return method;
    },
  },
  {
    name: 'payment_methods.attach',
    method: 'POST',
    path: '/v1/payment_methods/:id/attach',
    handle(request, state) {
      const params = new Params(request.body, ['customer']);
      const method = resolvePaymentMethod(state, request.params.id as string);
      attachPaymentMethod(state, method, params.requiredString('customer'));
      return method;
    },
  },
  {
    name: 'payment_methods.detach',
    method: 'POST',
    path: '/v1/payment_methods/:id/detach',
    handle(request, state) {
      new Params(request.body, []);
      const method = resolvePaymentMethod(state, request.params.id as string);
      const customerId = method.customer;
      if (!customerId) {
        throw invalidRequest(
          'The payment method you provided is not attached to a customer so detachment is impossible.',
          {
            code: 'payment_method_unexpected_state',
          },
        );
      }
      method.customer = null;
      // A detached card stops being the customer's default for invoices and subscriptions.
      const customer = state.get(String(customerId), 'customer');
      const settings = customer?.invoice_settings as Record<string, unknown> | undefined;
      if (settings?.default_payment_method === method.id) settings.default_payment_method = null;
      state.emit('payment_method.detached', method);
      return method;
    },
  },
  {
    name: 'customers.list_payment_methods',
    method: 'GET',
    path: '/v1/customers/:id/payment_methods',
    handle(request, state) {
      new Params(request.body, ['type', 'limit', 'starting_after', 'ending_before', 'allow_redisplay']);
      const id = request.params.id as string;
      if (!state.get(id, 'customer')) throw noSuch('customer', id);
      const methods = state.newestFirst(state.all('payment_method').filter((m) => m.customer === id));
      return listOf(`/v1/customers/${id}/payment_methods`, methods);
    },
  },
];
