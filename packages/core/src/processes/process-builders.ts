import { toActionName, toBareName, toStateName, toTransitionName } from './process-names.ts';
import type {
  ActionConfigValue,
  ActorRole,
  NotificationRecipient,
  ProcessNotification,
  ProcessTransition,
  TimeExpression,
  TransactionProcess,
} from './process-types.ts';

/** An action given by bare name, or with its config as `[name, config]`. */
export type ActionSpec = string | readonly [string, Record<string, ActionConfigValue>];

/** Who runs a transition: a role, or a time expression for a delayed (system) transition. */
export type TransitionTrigger = ActorRole | TimeExpression;

/**
 * A transition written the way the process tables read (bare names, one trigger), so the built-in
 * processes stay one line per transition and easy to check against the tables.
 */
export function defineTransition(
  name: string,
  from: string | null,
  to: string,
  trigger: TransitionTrigger,
  actions: readonly ActionSpec[] = [],
  options: { privileged?: boolean } = {},
): ProcessTransition {
  const delayed = typeof trigger !== 'string';
  return {
    name: toTransitionName(name),
    actors: delayed ? [] : [trigger],
    privileged: options.privileged ?? false,
    from: from === null ? null : toStateName(from),
    to: toStateName(to),
    actions: actions.map((spec) =>
      typeof spec === 'string'
        ? { name: toActionName(spec) }
        : { name: toActionName(spec[0]), config: spec[1] },
    ),
    at: delayed ? trigger : null,
  };
}

/**
 * Name given to a notification when the source names none: the tables omit names, and the pair
 * (transition, template) is unique in every default process.
 */
export function defaultNotificationName(on: string, template: string): string {
  return `notification/${toBareName(on)}-${template}`;
}

/** A notification written the way the process tables read. */
export function defineNotification(
  on: string,
  to: NotificationRecipient,
  template: string,
  at: TimeExpression | null = null,
): ProcessNotification {
  const transition = toTransitionName(on);
  return { name: defaultNotificationName(transition, template), on: transition, to, template, at };
}

/** States in order of first appearance among the transitions' `from` then `to`: the tables' order. */
export function deriveStates(transitions: readonly ProcessTransition[]): string[] {
  const states: string[] = [];
  for (const { from, to } of transitions) {
    for (const state of [from, to]) {
      if (state !== null && !states.includes(state)) states.push(state);
    }
  }
  return states;
}

/** A process version from its parts; states are listed explicitly so a test can compare them to the graph. */
export function defineProcess(
  name: string,
  version: number,
  states: readonly string[],
  transitions: ProcessTransition[],
  notifications: ProcessNotification[],
): TransactionProcess {
  return { name, version, states: states.map(toStateName), transitions, notifications };
}
