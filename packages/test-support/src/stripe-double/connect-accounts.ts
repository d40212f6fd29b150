import { type DoubleRoute, listOf } from './double-route.ts';
import { type DoubleState, newStripeId, type StripeObject } from './double-state.ts';
import type { FormObject } from './form-body.ts';
import { nestedString, Params } from './params.ts';
import { invalidRequest, noSuch } from './stripe-errors.ts';

/**
 * Connected accounts of Stripe Connect, as a marketplace's providers have them: what is still
 * `currently_due` decides whether the account can take charges and receive payouts. The double
 * asks for a fixed set of facts (business type, profile, the person or company, terms of service,
 * a bank account); an account token (`ct_…`, made by Stripe.js) stands for the business type, the
 * person's name and the terms' acceptance, as the template's onboarding sends them.
 */

const ACCOUNT_PARAMS = [
  'type',
  'country',
  'email',
  'business_type',
  'business_profile',
  'capabilities',
  'account_token',
  'external_account',
  'tos_acceptance',
  'metadata',
  'settings',
  'individual',
  'company',
  'controller',
  'default_currency',
];

const CURRENCY_OF_COUNTRY: Record<string, string> = { US: 'usd', GB: 'gbp', CA: 'cad', AU: 'aud', NZ: 'nzd' };

interface AccountFacts {
  businessType?: string;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  tosAccepted: boolean;
}

/** Facts kept beside each account (its token's and params' contents). */
const facts = new WeakMap<StripeObject, AccountFacts>();

function missingFields(account: StripeObject): string[] {
  const known = facts.get(account) ?? { tosAccepted: false };
  const profile = account.business_profile as { mcc: string | null; url: string | null };
  const missing: string[] = [];
  if (!known.businessType) missing.push('business_type');
  if (!profile.mcc) missing.push('business_profile.mcc');
  if (!profile.url) missing.push('business_profile.url');
  if (known.businessType === 'company') {
    if (!known.companyName) missing.push('company.name');
  } else {
    if (!known.firstName) missing.push('individual.first_name');
    if (!known.lastName) missing.push('individual.last_name');
  }
  if ((account.external_accounts as { data: unknown[] }).data.length === 0) missing.push('external_account');
  if (!known.tosAccepted) missing.push('tos_acceptance.date', 'tos_acceptance.ip');
  return missing;
}

/** Recomputes requirements, capabilities and the charges/payouts flags from what is known. */
export function refreshAccount(state: DoubleState, account: StripeObject, extraDue: string[] = []): void {
  const due = [...missingFields(account), ...extraDue];
  const requested = account.capabilities as Record<string, string>;
  for (const capability of Object.keys(requested)) requested[capability] = due.length ? 'inactive' : 'active';
  account.requirements = {
    alternatives: [],
    current_deadline: null,
    currently_due: due,
    disabled_reason: due.length ? 'requirements.past_due' : null,
    errors: [],
    eventually_due: due,
    past_due: due,
    pending_verification: [],
  };
  account.future_requirements = { ...(account.requirements as object), disabled_reason: null };
  account.charges_enabled = due.length === 0 && requested.card_payments === 'active';
  account.payouts_enabled = due.length === 0;
  account.details_submitted = !due.some((field) => field.startsWith('tos_acceptance'));
  state.put(account);
}

function bankAccountOf(account: StripeObject, input: string | FormObject): StripeObject {
  const details = typeof input === 'string' ? {} : input;
  const number = String(details.account_number ?? '000123456789');
  return {
    id: newStripeId('ba'),
    object: 'bank_account',
    account: account.id,
    account_holder_name: details.account_holder_name ?? null,
    bank_name: 'STRIPE TEST BANK',
    country: details.country ?? account.country,
    currency: details.currency ?? account.default_currency,
    default_for_currency: true,
    last4: number.slice(-4),
    routing_number: details.routing_number ?? '110000000',
    status: 'new',
  };
}

function applyAccountParams(account: StripeObject, params: Params): void {
  const known = facts.get(account) ?? { tosAccepted: false };
  const token = params.string('account_token');
  if (token !== undefined) {
    if (!token.startsWith('ct_')) throw noSuch('token', token, 'account_token');
    known.businessType ??= 'individual';
    known.firstName ??= 'Test';
    known.lastName ??= 'Provider';
    known.tosAccepted = true;
  }
  const type = params.oneOf('business_type', ['individual', 'company', 'non_profit', 'government_entity']);
  if (type) known.businessType = type;
  const individual = params.object('individual');
  if (individual) {
    known.firstName = nestedString(individual, 'first_name') ?? known.firstName;
    known.lastName = nestedString(individual, 'last_name') ?? known.lastName;
  }
  const company = params.object('company');
  if (company) known.companyName = nestedString(company, 'name') ?? known.companyName;
  const tos = params.object('tos_acceptance');
  if (tos && nestedString(tos, 'date') && nestedString(tos, 'ip')) known.tosAccepted = true;
  facts.set(account, known);
  account.business_type = known.businessType ?? null;
  const profile = params.object('business_profile');
  if (profile) {
    const current = account.business_profile as Record<string, unknown>;
    for (const key of ['mcc', 'url', 'name', 'product_description', 'support_email'] as const) {
      const value = nestedString(profile, key);
      if (value !== undefined) current[key] = value || null;
    }
  }
  const capabilities = params.object('capabilities');
  for (const [name, request] of Object.entries(capabilities ?? {})) {
    const requested = typeof request === 'object' && !Array.isArray(request) && request.requested === 'true';
    const current = account.capabilities as Record<string, string>;
    if (requested) current[name] ??= 'inactive';
    else delete current[name];
  }
  const external = params.raw.external_account;
  if (external !== undefined && !Array.isArray(external)) {
    const bank = bankAccountOf(account, external);
    (account.external_accounts as { data: StripeObject[] }).data = [bank];
  }
  if (params.has('metadata')) account.metadata = { ...(account.metadata as object), ...params.metadata() };
  if (params.has('email')) account.email = params.string('email') || null;
}

export function mustFindAccount(state: DoubleState, id: string): StripeObject {
  const account = state.get(id, 'account');
  if (!account || account.deleted) throw noSuch('account', id, 'account');
  return account;
}

/** Accounts, account links and persons. */
export const connectRoutes: DoubleRoute[] = [
  {
    name: 'accounts.create',
    method: 'POST',
    path: '/v1/accounts',
    handle(request, state) {
      const params = new Params(request.body, ACCOUNT_PARAMS);
      const country = (params.string('country') ?? 'US').toUpperCase();
      const id = newStripeId('acct');
      const account: StripeObject = {
        id,
        object: 'account',
        business_profile: {
          mcc: null,
          url: null,
          name: null,
          product_description: null,
          support_email: null,
        },
        business_type: null,
        capabilities: {},
        charges_enabled: false,
        country,
        created: state.now(),
        default_currency: params.string('default_currency') ?? CURRENCY_OF_COUNTRY[country] ?? 'eur',
        details_submitted: false,
        email: null,
        external_accounts: {
          object: 'list',
          data: [],
          has_more: false,
          url: `/v1/accounts/${id}/external_accounts`,
        },
        metadata: {},
        payouts_enabled: false,
        settings: { payouts: { schedule: { interval: 'manual' } } },
        type: params.oneOf('type', ['custom', 'express', 'standard']) ?? 'custom',
      };
      applyAccountParams(account, params);
      refreshAccount(state, account);
      return account;
    },
  },
  {
    name: 'accounts.retrieve',
    method: 'GET',
    path: '/v1/accounts/:id',
    handle: (request, state) => mustFindAccount(state, request.params.id as string),
  },
  {
    name: 'accounts.update',
    method: 'POST',
    path: '/v1/accounts/:id',
    handle(request, state) {
      const params = new Params(
        request.body,
        ACCOUNT_PARAMS.filter((p) => p !== 'type' && p !== 'country'),
      );
      const account = mustFindAccount(state, request.params.id as string);
      const before = { charges_enabled: account.charges_enabled, payouts_enabled: account.payouts_enabled };
      applyAccountParams(account, params);
      refreshAccount(state, account);
      state.emit('account.updated', account, { account: account.id, previous: before });
      return account;
    },
  },
  {
    name: 'accounts.delete',
    method: 'DELETE',
    path: '/v1/accounts/:id',
    handle(request, state) {
      const account = mustFindAccount(state, request.params.id as string);
      if ([...(state.balances.get(account.id)?.values() ?? [])].some((amount) => amount !== 0)) {
        throw invalidRequest('This account cannot be deleted because it has a non-zero balance.', {
          code: 'account_invalid',
        });
      }
      account.deleted = true;
      return { id: account.id, object: 'account', deleted: true };
    },
  },
  {
    name: 'account_links.create',
    method: 'POST',
    path: '/v1/account_links',
    handle(request, state) {
      const params = new Params(request.body, [
        'account',
        'refresh_url',
        'return_url',
        'type',
        'collect',
        'collection_options',
      ]);
      const account = mustFindAccount(state, params.requiredString('account'));
      const type = params.oneOf('type', ['account_onboarding', 'account_update']);
      if (!type)
        throw invalidRequest('Missing required param: type.', { code: 'parameter_missing', param: 'type' });
      const refreshUrl = params.requiredString('refresh_url');
      const returnUrl = params.requiredString('return_url');
      const link = newStripeId('link');
      const url = new URL(`${state.baseUrl()}/_double/connect/${link}`);
      url.search = new URLSearchParams({
        account: account.id,
        return_url: returnUrl,
        refresh_url: refreshUrl,
      }).toString();
      return { object: 'account_link', created: state.now(), expires_at: state.now() + 300, url: url.href };
    },
  },
  {
    name: 'persons.create',
    method: 'POST',
    path: '/v1/accounts/:id/persons',
    handle(request, state) {
      const params = new Params(request.body, [
        'person_token',
        'first_name',
        'last_name',
        'email',
        'phone',
        'relationship',
        'dob',
        'address',
        'metadata',
      ]);
      const account = mustFindAccount(state, request.params.id as string);
      const token = params.string('person_token');
      if (token !== undefined && !token.startsWith('cpt_')) throw noSuch('token', token, 'person_token');
      return state.put({
        id: newStripeId('person'),
        object: 'person',
        account: account.id,
        created: state.now(),
        email: params.string('email') ?? null,
        first_name: params.string('first_name') ?? null,
        last_name: params.string('last_name') ?? null,
        metadata: params.metadata() ?? {},
        relationship: params.object('relationship') ?? {},
        requirements: {
          currently_due: [],
          eventually_due: [],
          past_due: [],
          pending_verification: [],
          errors: [],
        },
      });
    },
  },
  {
    name: 'persons.list',
    method: 'GET',
    path: '/v1/accounts/:id/persons',
    handle(request, state) {
      new Params(request.body, ['limit', 'relationship', 'starting_after', 'ending_before']);
      const account = mustFindAccount(state, request.params.id as string);
      const persons = state.newestFirst(state.all('person').filter((p) => p.account === account.id));
      return listOf(`/v1/accounts/${account.id}/persons`, persons);
    },
  },
];

/**
 * What Stripe's hosted onboarding does when the provider completes it: every fact the double asks
 * for is given (test values), so the account can take charges and receive payouts.
 */
export function completeOnboarding(state: DoubleState, accountId: string): StripeObject {
  const account = mustFindAccount(state, accountId);
  const before = { charges_enabled: account.charges_enabled, payouts_enabled: account.payouts_enabled };
  const known = facts.get(account) ?? { tosAccepted: false };
  known.businessType ??= 'individual';
  known.firstName ??= 'Test';
  known.lastName ??= 'Provider';
  known.companyName ??= 'Test Company';
  known.tosAccepted = true;
  facts.set(account, known);
  account.business_type = known.businessType;
  const profile = account.business_profile as Record<string, unknown>;
  profile.mcc ??= '5734';
  profile.url ??= 'https://marketplace.example';
  const external = account.external_accounts as { data: StripeObject[] };
  if (external.data.length === 0) external.data = [bankAccountOf(account, {})];
  const capabilities = account.capabilities as Record<string, string>;
  if (Object.keys(capabilities).length === 0)
    Object.assign(capabilities, { card_payments: 'inactive', transfers: 'inactive' });
  refreshAccount(state, account);
  state.emit('account.updated', account, { account: account.id, previous: before });
  return account;
}

/** Stripe asks for more (a verification failed, a deadline passed): charges and payouts stop. */
export function requireMore(state: DoubleState, accountId: string, fields: string[]): StripeObject {
  const account = mustFindAccount(state, accountId);
  const before = { charges_enabled: account.charges_enabled, payouts_enabled: account.payouts_enabled };
  refreshAccount(state, account, fields);
  state.emit('account.updated', account, { account: account.id, previous: before });
  return account;
}
