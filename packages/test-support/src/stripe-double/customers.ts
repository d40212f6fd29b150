import type { DoubleRoute } from './double-route.ts';
import { type DoubleState, newStripeId, type StripeObject } from './double-state.ts';
import { nestedString, Params } from './params.ts';
import { attachPaymentMethod, resolvePaymentMethod } from './payment-methods.ts';
import { noSuch } from './stripe-errors.ts';

const CUSTOMER_PARAMS = ['email', 'name', 'description', 'phone', 'metadata', 'invoice_settings', 'address'];

function mustFindCustomer(state: DoubleState, id: string): StripeObject {
  const customer = state.get(id, 'customer');
  if (!customer || customer.deleted) throw noSuch('customer', id);
  return customer;
}

/** Applies the fields of a create or update, attaching the default card if one is named. */
function applyCustomerParams(state: DoubleState, customer: StripeObject, params: Params): void {
  for (const key of ['email', 'name', 'description', 'phone'] as const) {
    if (params.has(key)) customer[key] = params.string(key) || null;
  }
  if (params.has('metadata')) customer.metadata = { ...(customer.metadata as object), ...params.metadata() };
  const settings = params.object('invoice_settings');
  const defaultMethod = nestedString(settings, 'default_payment_method');
  if (defaultMethod !== undefined) {
    const settingsNow = customer.invoice_settings as Record<string, unknown>;
    if (defaultMethod === '') {
      settingsNow.default_payment_method = null;
    } else {
      const method = resolvePaymentMethod(state, defaultMethod, 'invoice_settings[default_payment_method]');
      if (method.customer !== customer.id) attachPaymentMethod(state, method, customer.id);
      settingsNow.default_payment_method = method.id;
    }
  }
}

/** Customers: create (optionally with a first card), retrieve, update, delete. */
export const customerRoutes: DoubleRoute[] = [
  {
    name: 'customers.create',
    method: 'POST',
    path: '/v1/customers',
    handle(request, state) {
      const params = new Params(request.body, [...CUSTOMER_PARAMS, 'payment_method']);
      const customer = state.put<StripeObject>({
        id: newStripeId('cus'),
        object: 'customer',
        created: state.now(),
        livemode: false,
        email: null,
        name: null,
        description: null,
        phone: null,
        metadata: {},
        default_source: null,
        invoice_settings: { custom_fields: null, default_payment_method: null, footer: null },
      });
      applyCustomerParams(state, customer, params);
      const first = params.string('payment_method');
      if (first) attachPaymentMethod(state, resolvePaymentMethod(state, first), customer.id);
      state.emit('customer.created', customer);
      return customer;
    },
  },
  {
    name: 'customers.retrieve',
    method: 'GET',
    path: '/v1/customers/:id',
    handle(request, state) {
      const id = request.params.id as string;
      const customer = state.get(id, 'customer');
      if (!customer) throw noSuch('customer', id);
      return customer.deleted ? { id, object: 'customer', deleted: true } : customer;
    },
  },
  {
    name: 'customers.update',
    method: 'POST',
    path: '/v1/customers/:id',
    handle(request, state) {
      const params = new Params(request.body, CUSTOMER_PARAMS);
      const customer = mustFindCustomer(state, request.params.id as string);
      applyCustomerParams(state, customer, params);
      state.emit('customer.updated', customer);
      return customer;
    },
  },
  {
    name: 'customers.delete',
    method: 'DELETE',
    path: '/v1/customers/:id',
    handle(request, state) {
      const customer = mustFindCustomer(state, request.params.id as string);
      customer.deleted = true;
      for (const method of state.all('payment_method')) {
        if (method.customer === customer.id) method.customer = null;
      }
      state.emit('customer.deleted', customer);
      return { id: customer.id, object: 'customer', deleted: true };
    },
  },
];
