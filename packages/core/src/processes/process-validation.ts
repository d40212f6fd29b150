import { parseIsoDuration } from './iso-duration.ts';
import { deriveStates } from './process-builders.ts';
import { NOTIFICATION_PREFIX, STATE_PREFIX, TRANSITION_PREFIX } from './process-names.ts';
import type { TimeExpression, TransactionProcess } from './process-types.ts';

function timeExpressionProblems(
  expression: TimeExpression,
  states: ReadonlySet<string>,
  transitions: ReadonlySet<string>,
): string[] {
  switch (expression.fn) {
    case 'timepoint':
      if ('state' in expression && !states.has(expression.state)) {
        return [`timepoint refers to unknown state ${expression.state}`];
      }
      if ('transition' in expression && !transitions.has(expression.transition)) {
        return [`timepoint refers to unknown transition ${expression.transition}`];
      }
      return [];
    case 'plus':
    case 'minus':
      return [
        ...(expression.periods.length === 0 ? [`:fn/${expression.fn} needs at least one period`] : []),
        ...expression.periods.filter((p) => !parseIsoDuration(p)).map((p) => `invalid ISO-8601 period ${p}`),
        ...timeExpressionProblems(expression.time, states, transitions),
      ];
    case 'min':
      return [
        ...(expression.times.length === 0 ? [':fn/min needs at least one time'] : []),
        ...expression.times.flatMap((t) => timeExpressionProblems(t, states, transitions)),
      ];
    case 'ignore-if-past':
      return timeExpressionProblems(expression.time, states, transitions);
  }
}

function duplicates(names: readonly string[]): string[] {
  return [...new Set(names.filter((name, i) => names.indexOf(name) !== i))];
}

function unreachableStates(process: TransactionProcess): string[] {
  const reached = new Set<string>();
  let frontier = process.transitions.filter((t) => t.from === null).map((t) => t.to);
  while (frontier.length > 0) {
    for (const state of frontier) reached.add(state);
    frontier = process.transitions
      .filter((t) => t.from !== null && reached.has(t.from) && !reached.has(t.to))
      .map((t) => t.to);
  }
  return process.states.filter((s) => !reached.has(s));
}

/**
 * Everything wrong with a process definition, empty when it is usable. Imported process files are
 * checked here so a broken file is refused at load time rather than when a transaction hits it.
 */
export function findProcessProblems(process: TransactionProcess): string[] {
  const problems: string[] = [];
  if (!process.name || process.name.includes('/')) problems.push(`invalid process name "${process.name}"`);
  if (!Number.isInteger(process.version) || process.version < 1)
    problems.push('version must be a positive integer');
  const transitionNames = process.transitions.map((t) => t.name);
  const stateSet = new Set(process.states);
  const transitionSet = new Set(transitionNames);
  if (!process.transitions.some((t) => t.from === null)) problems.push('no initial transition');
  for (const name of duplicates(transitionNames)) problems.push(`duplicate transition ${name}`);
  const derived = deriveStates(process.transitions);
  if (derived.length !== process.states.length || derived.some((s) => !stateSet.has(s))) {
    problems.push('states do not match the states used by the transitions');
  }
  for (const state of process.states) {
    if (!state.startsWith(STATE_PREFIX)) problems.push(`state ${state} lacks the ${STATE_PREFIX} prefix`);
  }
  for (const t of process.transitions) {
    if (!t.name.startsWith(TRANSITION_PREFIX))
      problems.push(`${t.name} lacks the ${TRANSITION_PREFIX} prefix`);
    if (t.actors.length > 0 === (t.at !== null)) {
      problems.push(`${t.name} must have either an actor or an :at time, not both or neither`);
    }
    if (t.at && t.from === null) problems.push(`${t.name} is initial and cannot be delayed`);
    if (t.at)
      problems.push(...timeExpressionProblems(t.at, stateSet, transitionSet).map((p) => `${t.name}: ${p}`));
  }
  for (const name of duplicates(process.notifications.map((n) => n.name))) {
    problems.push(`duplicate notification ${name}`);
  }
  for (const n of process.notifications) {
    if (!n.name.startsWith(NOTIFICATION_PREFIX))
      problems.push(`${n.name} lacks the ${NOTIFICATION_PREFIX} prefix`);
    if (!transitionSet.has(n.on)) problems.push(`${n.name} is on unknown transition ${n.on}`);
    if (n.at)
      problems.push(...timeExpressionProblems(n.at, stateSet, transitionSet).map((p) => `${n.name}: ${p}`));
  }
  for (const state of unreachableStates(process)) problems.push(`state ${state} cannot be reached`);
  return problems;
}
