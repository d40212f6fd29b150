import { API_ERRORS } from '../errors/api-errors.ts';
import type {
  ActorRole,
  NotificationRecipient,
  ProcessAction,
  ProcessTransition,
  TransactionProcess,
} from './process-types.ts';
import {
  type BookingTimes,
  evaluateTimeExpression,
  type Instant,
  type ResolvedHistoryEntry,
  type TimeContext,
  toEpochMs,
} from './time-expression.ts';

/** Who is asking: a party, the operator, or `system` (the worker running delayed transitions). */
export type CallerRole = ActorRole | 'system';

/** The caller of a transition; `trusted` is a trusted:user token or operator/system tooling. */
export interface TransitionCaller {
  role: CallerRole;
  trusted?: boolean;
}

/** What the transition function needs to know about a transaction. */
export interface TransactionSnapshot {
  /** `state/<name>`, or null before `transactions/initiate`. */
  state: string | null;
  /** When the transaction was created; absent before initiation. */
  createdAt?: Instant | null;
  /** Executed transitions, oldest first (the API's `transitions[]`). */
  transitions: readonly { transition: string; createdAt: Instant }[];
  booking?: BookingTimes | null;
}

/** A delayed transition to queue from the new state; `dueAt` null means it must not be scheduled. */
export interface ScheduledTransition {
  transition: string;
  dueAt: number | null;
}

/** A notification to send; `dueAt` is `now` for immediate ones and null when it must not be sent. */
export interface ScheduledNotification {
  name: string;
  template: string;
  to: NotificationRecipient;
  dueAt: number | null;
}

/** A permitted transition and everything the platform must do to apply it. */
export interface TransitionOutcome {
  ok: true;
  transition: ProcessTransition;
  fromState: string | null;
  nextState: string;
  /** Run in this order inside one database transaction; any failure aborts the whole transition. */
  actions: ProcessAction[];
  /** Delayed transitions of `nextState`; those queued from the previous state are to be cancelled. */
  scheduled: ScheduledTransition[];
  notifications: ScheduledNotification[];
  /** The entry to append to the transaction's `transitions[]`. */
  record: { transition: string; createdAt: number; by: CallerRole };
}

/** Why a transition was refused, with the API error code and status to answer with. */
export interface TransitionRefusal {
  ok: false;
  code: 'transaction-invalid-transition' | 'forbidden';
  status: number;
  message: string;
}

function refuse(code: TransitionRefusal['code'], message: string): TransitionRefusal {
  return { ok: false, code, status: API_ERRORS[code].status, message };
}

function callerMayRun(definition: ProcessTransition, caller: TransitionCaller): boolean {
  if (definition.at !== null) return caller.role === 'system';
  return caller.role !== 'system' && definition.actors.includes(caller.role);
}

function resolveHistory(process: TransactionProcess, tx: TransactionSnapshot): ResolvedHistoryEntry[] {
  const targets = new Map(process.transitions.map((t) => [t.name, t.to]));
  return tx.transitions.flatMap(({ transition, createdAt }) => {
    const state = targets.get(transition);
    return state === undefined ? [] : [{ transition, state, at: toEpochMs(createdAt) }];
  });
}

/**
 * Applies transition `name` to `tx` on paper: checks that it leaves the current state (else 409
 * `transaction-invalid-transition`) and that the caller may run it (else 403 `forbidden`: wrong
 * role, a delayed transition not run by the system, or a privileged one without trust), then
 * returns the next state, the ordered actions, the new state's delayed transitions and the
 * notifications with their due times. Pure: `now` is the only clock.
 */
export function transition(
  process: TransactionProcess,
  tx: TransactionSnapshot,
  name: string,
  caller: TransitionCaller,
  now: Instant,
): TransitionOutcome | TransitionRefusal {
  const definition = process.transitions.find((t) => t.name === name);
  if (!definition || definition.from !== tx.state) {
    const where = tx.state ?? 'the initial state';
    return refuse(
      'transaction-invalid-transition',
      `${name} is not a transition from ${where} in ${process.name}`,
    );
  }
  if (!callerMayRun(definition, caller)) {
    return refuse('forbidden', `${caller.role} may not run ${name}`);
  }
  if (definition.privileged && caller.trusted !== true) {
    return refuse('forbidden', `${name} is privileged and needs a trusted caller`);
  }

  const nowMs = toEpochMs(now);
  return {
    ok: true,
    transition: definition,
    fromState: definition.from,
    nextState: definition.to,
    actions: definition.actions,
    ...timesAfter(process, tx, definition, nowMs),
    record: { transition: name, createdAt: nowMs, by: caller.role },
  };
}

/**
 * When the new state's delayed transitions fall due and when the transition's notifications go
 * out, for a transaction with the given booking: `transition()` uses the snapshot's, and a caller
 * whose transition creates the booking computes them again with the new one. Pure.
 */
export function timesAfter(
  process: TransactionProcess,
  tx: TransactionSnapshot,
  definition: ProcessTransition,
  nowMs: number,
): Pick<TransitionOutcome, 'scheduled' | 'notifications'> {
  const history = [
    ...resolveHistory(process, tx),
    { transition: definition.name, state: definition.to, at: nowMs },
  ];
  const firstAt = tx.transitions[0]?.createdAt;
  const ctx: TimeContext = {
    now: nowMs,
    txInitiatedAt: toEpochMs(tx.createdAt ?? firstAt ?? nowMs),
    history,
    booking: tx.booking ?? null,
  };
  const scheduled = process.transitions
    .filter((t) => t.from === definition.to && t.at !== null)
    .map((t) => ({
      transition: t.name,
      dueAt: evaluateTimeExpression(t.at as NonNullable<typeof t.at>, ctx),
    }));
  const notifications = process.notifications
    .filter((n) => n.on === definition.name)
    .map((n) => ({
      name: n.name,
      template: n.template,
      to: n.to,
      dueAt: n.at === null ? nowMs : evaluateTimeExpression(n.at, ctx),
    }));
  return { scheduled, notifications };
}
