import { requiredProtectedDataOf } from '@mercato/core/processes/process-rules';
import type { TransactionProcess } from '@mercato/core/processes/process-types';
import type { TransitionOutcome } from '@mercato/core/processes/transition';
import type { PlatformContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import type { Transaction } from '../transaction.ts';
import type { TransitionParams } from '../transition-params.ts';
import type { Parties, PlanDraft, TransitionCaller, TransitionPlan } from '../transition-plan.ts';
import { TRANSACTION_ACTIONS } from './registry.ts';

/**
 * Decides everything a permitted transition does: each action of the outcome, in the process's
 * order, records its effect in the draft (actions/registry.ts); nothing is touched yet.
 */
export async function planTransition(
  ctx: PlatformContext,
  parties: Parties,
  current: Transaction | null,
  process: TransactionProcess,
  outcome: TransitionOutcome,
  caller: TransitionCaller,
  params: TransitionParams,
  speculative: boolean,
): Promise<TransitionPlan> {
  const now = new Date(outcome.record.createdAt);
  if (params.lineItems !== undefined && !caller.trusted) {
    throw new AppError('forbidden', 'lineItems may only be set with a trusted token');
  }
  for (const key of requiredProtectedDataOf(process.name, outcome.transition.name)) {
    const value = params.protectedData?.[key];
    if (typeof value !== 'string' || value.trim() === '') {
      throw new AppError('validation-invalid-params', `protectedData.${key} is required`, {
        source: { path: ['params', 'protectedData', key], type: 'body' },
      });
    }
  }
  const draft: PlanDraft = {
    protectedData: { ...(current?.protectedData ?? {}) },
    metadata: { ...(current?.metadata ?? {}) },
    lineItems: current?.lineItems ?? [],
    payin: current?.payinTotal?.amount ?? null,
    payout: current?.payoutTotal?.amount ?? null,
    currency: current?.payinTotal?.currency ?? null,
    payments: [],
    newBooking: null,
    bookingChange: null,
    review: null,
    stockToReserve: null,
    stockVariant: null,
    stockChange: null,
    publishReviews: false,
    revealListingFiles: false,
  };
  const input = { ctx, parties, caller, params, speculative, now };
  for (const action of outcome.actions) {
    await TRANSACTION_ACTIONS.get(action.name)?.plan(draft, { ...input, config: action.config ?? {} });
  }
  const { protectedData, metadata, payin, payout, currency, ...effects } = draft;
  return {
    ...effects,
    parties,
    process,
    outcome,
    write: {
      state: outcome.nextState,
      lastTransition: outcome.transition.name,
      lastTransitionedAt: now,
      protectedData,
      metadata,
      lineItems: draft.lineItems,
      currency,
      payinTotal: payin,
      payoutTotal: payout,
    },
  };
}
