import type { AdminTransactionResource } from '@mercato/core/contracts/admin-transaction';
import { MessageResourceSchema, ReviewResourceSchema } from '@mercato/core/contracts/transaction';
import { toBareName, toTransitionName } from '@mercato/core/processes/process-names';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data } from 'react-router';
import { z } from 'zod';
import type { ActionArgs, LoaderArgs } from '../../lib/context.ts';
import { relatedMany, relatedOne } from '../../lib/relationships.ts';
import { runTransitionOnce } from '../transactions/transition-guard.server.ts';
import { consoleCall } from './console-auth.server.ts';
import { listingOf, moneyText, personOf, relatedIdOf } from './transactions.server.ts';

/** The transaction's page: everything the admin view holds of it. */
export async function loadTransaction(args: LoaderArgs) {
  const id = args.params.id ?? '';
  try {
    const res = await consoleCall(args, (sdk) => sdk.transactions.show(id));
    return { transaction: transactionViewOf(res.data, res.included) };
  } catch (error) {
    // An address that cannot be a transaction's is a missing page, as an unknown one.
    if (SdkError.is(error) && error.status === 400) throw data(null, { status: 404 });
    throw error;
  }
}

const BookingSchema = z.object({
  type: z.literal('booking'),
  attributes: z
    .object({
      start: z.string(),
      end: z.string(),
      seats: z.number().optional(),
      state: z.string().optional(),
    })
    .loose(),
});

type Money = { amount: number; currency: string };

/** A line item's quantity as its table shows it: the quantity or units, else its percentage. */
function quantityOf(item: AdminTransactionResource['attributes']['lineItems'][number]): string {
  if (item.quantity !== undefined) return item.quantity;
  if (item.units !== undefined) return item.units;
  return item.percentage !== undefined ? `${item.percentage} %` : '';
}

/** A transaction and what `show` includes of it, as its console page shows them. */
export function transactionViewOf(tx: AdminTransactionResource, included: readonly unknown[]) {
  const { attributes: a } = tx;
  const booking = BookingSchema.safeParse(relatedOne(tx, 'booking', included));
  const payments = a.payments;
  const money = (value: Money) => moneyText(value) ?? '';
  return {
    id: tx.id,
    processName: a.processName,
    processVersion: a.processVersion,
    state: toBareName(a.state),
    createdAt: a.createdAt,
    lastTransition: toBareName(a.lastTransition),
    lastTransitionedAt: a.lastTransitionedAt,
    listing: listingOf(included, relatedIdOf(tx, 'listing')),
    customer: personOf(included, relatedIdOf(tx, 'customer')),
    provider: personOf(included, relatedIdOf(tx, 'provider')),
    booking: booking.success
      ? {
          start: booking.data.attributes.start,
          end: booking.data.attributes.end,
          seats: booking.data.attributes.seats ?? 1,
          state: booking.data.attributes.state ?? '',
        }
      : null,
    lineItems: a.lineItems.map((item) => ({
      code: item.code,
      quantity: quantityOf(item),
      seats: item.seats ?? null,
      unitPrice: money(item.unitPrice),
      lineTotal: money(item.lineTotal),
      includeFor: item.includeFor,
      reversal: item.reversal,
    })),
    payinTotal: moneyText(a.payinTotal),
    payoutTotal: moneyText(a.payoutTotal),
    history: a.transitions.map((t) => ({ transition: toBareName(t.transition), at: t.createdAt, by: t.by })),
    operatorTransitions: (a.operatorTransitions ?? []).map((t) => ({
      name: toBareName(t.name),
      to: toBareName(t.to),
    })),
    messages: relatedMany(tx, 'messages', included).flatMap((resource) => {
      const message = MessageResourceSchema.safeParse(resource);
      if (!message.success) return [];
      return [
        {
          id: message.data.id,
          sender: personOf(included, relatedIdOf(message.data, 'sender')),
          at: message.data.attributes.createdAt ?? '',
          content: message.data.attributes.content ?? '',
        },
      ];
    }),
    reviews: relatedMany(tx, 'reviews', included).flatMap((resource) => {
      const review = ReviewResourceSchema.safeParse(resource);
      if (!review.success) return [];
      const r = review.data.attributes;
      return [
        {
          id: review.data.id,
          type: r.type ?? null,
          state: r.state ?? null,
          rating: r.rating ?? null,
          content: r.content ?? '',
          at: r.createdAt ?? '',
          author: personOf(included, relatedIdOf(review.data, 'author')),
        },
      ];
    }),
    payments: payments
      ? {
          provider: payments.provider,
          intent: payments.intent
            ? {
                id: payments.intent.id,
                status: payments.intent.status,
                amount: money(payments.intent.amount),
                captured: money(payments.intent.amountCaptured),
                refunded: money(payments.intent.amountRefunded),
              }
            : null,
          intentError: payments.intentError,
          operations: payments.operations.map((o) => ({
            id: o.id,
            kind: o.kind,
            status: o.status,
            amount: money(o.amount),
            recipient: personOf(included, o.recipientId),
            at: o.createdAt,
          })),
          journal: payments.journal.map((e) => ({
            id: e.id,
            transition: toBareName(e.transition),
            state: e.state,
            callerRole: e.callerRole,
            attempts: e.attempts,
            lastError: e.lastError,
            at: e.createdAt,
          })),
        }
      : null,
    protectedData: a.protectedData,
    metadata: a.metadata,
  };
}

/** What running an operator transition did: the transition that ran, or why not. */
export interface TransactionActionData {
  /** The transition that ran (`operator-accept`). */
  done: string | null;
  /** The API's reason for refusing it. */
  error: string | null;
  /** Another transition of the transaction was running from this server. */
  busy?: boolean;
}

// The refusals a transition may meet that the operator should read: a wrong state or a transition
// the process does not have (409), a payment refused (402, 400), limits and a busy marketplace.
const SHOWN_REFUSALS = new Set([400, 402, 409, 422, 429, 503]);

/** The transition of a posted form, `operator-accept` or `transition/operator-accept`; null if none. */
export function transitionOfForm(form: FormData): string | null {
  if (form.get('intent') !== 'transition') return null;
  const name = String(form.get('transition') ?? '').trim();
  return /^(transition\/)?[a-z0-9][a-z0-9-]{0,99}$/.test(name) ? toTransitionName(name) : null;
}

/** Runs the operator transition the page's form names, one at a time per transaction, by the admin API. */
export async function runOperatorTransition(args: ActionArgs) {
  const id = args.params.id ?? '';
  const transition = transitionOfForm(await args.request.formData());
  const answer = (status: number, body: TransactionActionData) =>
    data<TransactionActionData>(body, { status });
  if (!transition) return answer(400, { done: null, error: 'unknown change' });
  try {
    const ran = await runTransitionOnce(id, () =>
      consoleCall(args, (sdk) => sdk.transactions.transition({ id, transition })),
    );
    if (ran.inProgress) return answer(409, { done: null, error: null, busy: true });
  } catch (error) {
    if (SdkError.is(error) && SHOWN_REFUSALS.has(error.status)) {
      return answer(error.status, { done: null, error: error.errors.map((e) => e.title).join('; ') });
    }
    throw error;
  }
  return answer(200, { done: toBareName(transition), error: null });
}
