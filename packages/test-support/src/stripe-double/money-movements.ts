import { type DoubleRoute, listOf } from './double-route.ts';
import { type DoubleState, newStripeId, type StripeObject } from './double-state.ts';
import { Params } from './params.ts';
import { invalidRequest, noSuch } from './stripe-errors.ts';

/**
 * Charges, refunds, transfers, payouts and balances. Funds are available at once (as Stripe's
 * `4000 0000 0000 0077` card makes them in test mode), so a payout can follow its capture directly,
 * unless a test holds them (`holdFunds`): then they are pending, as live Stripe keeps a charge's
 * money for days, and a payout is refused with `balance_insufficient` until they are released.
 */

/** The charge of an authorisation or a failed attempt, linked from the intent's `latest_charge`. */
export function createCharge(
  state: DoubleState,
  intent: StripeObject,
  method: StripeObject,
  failure?: { code: string; message: string },
): StripeObject {
  const card = method.card as Record<string, unknown>;
  return state.put({
    id: newStripeId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: 0,
    amount_refunded: 0,
    application_fee_amount: intent.application_fee_amount,
    billing_details: method.billing_details,
    captured: false,
    created: state.now(),
    currency: intent.currency,
    customer: intent.customer,
    failure_code: failure?.code ?? null,
    failure_message: failure?.message ?? null,
    livemode: false,
    metadata: intent.metadata,
    outcome: failure
      ? {
          network_status: 'declined_by_network',
          type: 'issuer_declined',
          seller_message: 'The bank declined.',
        }
      : { network_status: 'approved_by_network', type: 'authorized', seller_message: 'Payment complete.' },
    paid: !failure,
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: { type: 'card', card: { ...card } },
    refunded: false,
    status: failure ? 'failed' : 'succeeded',
    transfer: null,
    transfer_data: intent.transfer_data,
  });
}

/**
 * Captures a charge: a destination charge sends all but the application fee to the connected
 * account (a transfer), the fee stays with the platform.
 */
export function captureCharge(
  state: DoubleState,
  charge: StripeObject,
  amount: number,
  fee: number | null,
): void {
  charge.captured = true;
  charge.amount_captured = amount;
  charge.application_fee_amount = fee;
  const currency = String(charge.currency);
  const destination = (charge.transfer_data as { destination?: string } | null)?.destination;
  if (!destination) {
    state.addBalance('platform', currency, amount);
    return;
  }
  const share = amount - (fee ?? 0);
  const transfer = createTransfer(state, {
    amount: share,
    currency,
    destination,
    sourceTransaction: charge.id,
  });
  charge.transfer = transfer.id;
  state.addBalance('platform', currency, fee ?? 0);
}

function createTransfer(
  state: DoubleState,
  input: {
    amount: number;
    currency: string;
    destination: string;
    sourceTransaction?: string;
    metadata?: object;
  },
): StripeObject {
  const transfer = state.put({
    id: newStripeId('tr'),
    object: 'transfer',
    amount: input.amount,
    amount_reversed: 0,
    created: state.now(),
    currency: input.currency,
    description: null,
    destination: input.destination,
    livemode: false,
    metadata: input.metadata ?? {},
    reversed: false,
    source_transaction: input.sourceTransaction ?? null,
    transfer_group: null,
  });
  state.creditAccount(input.destination, input.currency, input.amount);
  state.emit('transfer.created', transfer);
  return transfer;
}

/** Refunds part or all of a captured charge, reversing its transfer and fee in proportion when asked. */
function refundCharge(
  state: DoubleState,
  charge: StripeObject,
  params: {
    amount?: number;
    reason?: string;
    reverseTransfer: boolean;
    refundFee: boolean;
    metadata: object;
  },
): StripeObject {
  const captured = Number(charge.amount_captured);
  const remaining = captured - Number(charge.amount_refunded);
  if (remaining <= 0) {
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, {
      code: 'charge_already_refunded',
    });
  }
  const amount = params.amount ?? remaining;
  if (amount <= 0 || amount > remaining) {
    throw invalidRequest(
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
      { param: 'amount' },
    );
  }
  const currency = String(charge.currency);
  const fee = Number(charge.application_fee_amount ?? 0);
  const transferId = charge.transfer as string | null;
  if (params.reverseTransfer) {
    if (!transferId)
      throw invalidRequest('This charge has no transfer to reverse.', { param: 'reverse_transfer' });
    const transfer = state.get(transferId, 'transfer') as StripeObject;
    const reversal = Math.round((Number(transfer.amount) * amount) / captured);
    transfer.amount_reversed = Number(transfer.amount_reversed) + reversal;
    transfer.reversed = transfer.amount_reversed === transfer.amount;
    state.addBalance(String(transfer.destination), currency, -reversal);
    state.addBalance('platform', currency, reversal);
  }
  if (params.refundFee && fee > 0) {
    // The fee goes back with the charge's money: the platform gives up its share of the refund.
    state.addBalance('platform', currency, -Math.round((fee * amount) / captured));
  }
  state.addBalance('platform', currency, -amount);
  charge.amount_refunded = Number(charge.amount_refunded) + amount;
  charge.refunded = charge.amount_refunded === captured;
  const refund = state.put({
    id: newStripeId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    created: state.now(),
    currency,
    metadata: params.metadata,
    payment_intent: charge.payment_intent,
    reason: params.reason ?? null,
    status: 'succeeded',
    transfer_reversal: params.reverseTransfer ? newStripeId('trr') : null,
  });
  state.emit('refund.created', refund);
  state.emit('charge.refunded', charge);
  return refund;
}

function chargeToRefund(state: DoubleState, params: Params): StripeObject {
  const intentId = params.string('payment_intent');
  const chargeId = params.string('charge');
  if (!intentId && !chargeId) {
    throw invalidRequest(
      'One of the following params should be provided for this request: payment_intent or charge.',
    );
  }
  if (chargeId) {
    const charge = state.get(chargeId, 'charge');
    if (!charge) throw noSuch('charge', chargeId, 'charge');
    return charge;
  }
  const intent = state.get(intentId as string, 'payment_intent');
  if (!intent) throw noSuch('payment_intent', intentId as string, 'payment_intent');
  const charge = intent.latest_charge ? state.get(String(intent.latest_charge), 'charge') : undefined;
  if (intent.status !== 'succeeded' || !charge) {
    throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
      param: 'payment_intent',
    });
  }
  return charge;
}

function mustFindAccount(state: DoubleState, id: string, param = 'destination'): StripeObject {
  const account = state.get(id, 'account');
  if (!account || account.deleted) throw noSuch('account', id, param);
  return account;
}

/** Refunds, transfers, payouts and the balance. */
export const moneyRoutes: DoubleRoute[] = [
  {
    name: 'refunds.create',
    method: 'POST',
    path: '/v1/refunds',
    handle(request, state) {
      const params = new Params(request.body, [
        'payment_intent',
        'charge',
        'amount',
        'reason',
        'reverse_transfer',
        'refund_application_fee',
        'metadata',
      ]);
      const charge = chargeToRefund(state, params);
      return refundCharge(state, charge, {
        amount: params.integer('amount'),
        reason: params.oneOf('reason', ['duplicate', 'fraudulent', 'requested_by_customer']),
        reverseTransfer: params.boolean('reverse_transfer') ?? false,
        refundFee: params.boolean('refund_application_fee') ?? false,
        metadata: params.metadata() ?? {},
      });
    },
  },
  {
    name: 'refunds.retrieve',
    method: 'GET',
    path: '/v1/refunds/:id',
    handle(request, state) {
      const refund = state.get(request.params.id as string, 'refund');
      if (!refund) throw noSuch('refund', request.params.id as string);
      return refund;
    },
  },
  {
    name: 'transfers.create',
    method: 'POST',
    path: '/v1/transfers',
    handle(request, state) {
      const params = new Params(request.body, [
        'amount',
        'currency',
        'destination',
        'source_transaction',
        'transfer_group',
        'metadata',
        'description',
      ]);
      const amount = params.requiredInteger('amount');
      const currency = params.requiredString('currency').toLowerCase();
      const destination = mustFindAccount(state, params.requiredString('destination')).id;
      const source = params.string('source_transaction');
      if (!source && state.balance('platform', currency) < amount) {
        throw invalidRequest(
          'You have insufficient available funds in your Stripe account. Try adding funds directly to your available balance by creating Charges using the 4000000000000077 test card.',
          { code: 'balance_insufficient' },
        );
      }
      state.addBalance('platform', currency, -amount);
      return createTransfer(state, {
        amount,
        currency,
        destination,
        sourceTransaction: source,
        metadata: params.metadata() ?? {},
      });
    },
  },
  {
    name: 'transfers.retrieve',
    method: 'GET',
    path: '/v1/transfers/:id',
    handle(request, state) {
      const transfer = state.get(request.params.id as string, 'transfer');
      if (!transfer) throw noSuch('transfer', request.params.id as string);
      return transfer;
    },
  },
  {
    name: 'payouts.create',
    method: 'POST',
    path: '/v1/payouts',
    handle(request, state) {
      const params = new Params(request.body, [
        'amount',
        'currency',
        'description',
        'metadata',
        'method',
        'statement_descriptor',
      ]);
      const amount = params.requiredInteger('amount');
      const currency = params.requiredString('currency').toLowerCase();
      const owner = request.account ?? 'platform';
      let destination: string | null = null;
      if (request.account) {
        const account = mustFindAccount(state, request.account, 'Stripe-Account');
        if (!account.payouts_enabled) {
          throw invalidRequest('Your account cannot currently make payouts.', { code: 'account_invalid' });
        }
        destination = ((account.external_accounts as { data: StripeObject[] }).data[0]?.id as string) ?? null;
      }
      if (state.balance(owner, currency) < amount) {
        throw invalidRequest(
          'You have insufficient funds in your Stripe account for this transfer. Your card balance is too low.',
          { code: 'balance_insufficient' },
        );
      }
      state.addBalance(owner, currency, -amount);
      const payout = state.put({
        id: newStripeId('po'),
        object: 'payout',
        amount,
        arrival_date: state.now() + 2 * 86_400,
        automatic: false,
        created: state.now(),
        currency,
        description: params.string('description') ?? null,
        destination,
        livemode: false,
        metadata: params.metadata() ?? {},
        method: params.oneOf('method', ['standard', 'instant']) ?? 'standard',
        status: 'pending',
      });
      state.owners.set(payout.id, request.account);
      state.emit('payout.created', payout, request.account ? { account: request.account } : {});
      return payout;
    },
  },
  {
    name: 'payouts.list',
    method: 'GET',
    path: '/v1/payouts',
    handle(request, state) {
      const params = new Params(request.body, [
        'limit',
        'created',
        'status',
        'starting_after',
        'ending_before',
      ]);
      const limit = Math.min(Math.max(params.integer('limit') ?? 10, 1), 100);
      const payouts = state.newestFirst(
        state.all('payout').filter((p) => state.owners.get(p.id) === request.account),
      );
      return listOf('/v1/payouts', payouts.slice(0, limit), payouts.length > limit);
    },
  },
  {
    name: 'payouts.retrieve',
    method: 'GET',
    path: '/v1/payouts/:id',
    handle(request, state) {
      const payout = state.get(request.params.id as string, 'payout');
      if (!payout) throw noSuch('payout', request.params.id as string);
      return payout;
    },
  },
  {
    name: 'balance.retrieve',
    method: 'GET',
    path: '/v1/balance',
    handle(request, state) {
      const owner = request.account ?? 'platform';
      const amounts = (balances: Map<string, Map<string, number>>) =>
        [...(balances.get(owner) ?? new Map<string, number>())].map(([currency, amount]) => ({
          amount,
          currency,
          source_types: { card: amount },
        }));
      return {
        object: 'balance',
        available: amounts(state.balances),
        pending: amounts(state.pendingFunds),
        livemode: false,
      };
    },
  },
  {
    name: 'charges.retrieve',
    method: 'GET',
    path: '/v1/charges/:id',
    handle(request, state) {
      const charge = state.get(request.params.id as string, 'charge');
      if (!charge) throw noSuch('charge', request.params.id as string);
      return charge;
    },
  },
];
