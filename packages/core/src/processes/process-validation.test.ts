import { describe, expect, it } from 'vitest';
import { defineProcess, defineTransition } from './process-builders.ts';
import type { TransactionProcess } from './process-types.ts';
import { findProcessProblems } from './process-validation.ts';
import { firstEnteredState, firstTransitioned, ignoreIfPast, minOf, minus, plus } from './time-expression.ts';

const base = () =>
  defineProcess(
    'p',
    1,
    ['a', 'b'],
    [
      defineTransition('start', null, 'a', 'customer'),
      defineTransition('go', 'a', 'b', plus(firstEnteredState('a'), 'P1D')),
    ],
    [],
  );

describe('findProcessProblems', () => {
  it('accepts a well-formed process', () => {
    expect(findProcessProblems(base())).toEqual([]);
  });

  it('checks name, version and prefixes', () => {
    const process: TransactionProcess = { ...base(), name: 'a/b', version: 0 };
    process.transitions = [{ ...process.transitions[0]!, name: 'start' }, process.transitions[1]!];
    process.notifications = [{ name: 'n', on: 'start', to: 'customer', template: 't', at: null }];
    process.states = ['a', 'state/b'];
    process.transitions[0]!.to = 'a';
    const problems = findProcessProblems(process);
    expect(problems).toEqual(
      expect.arrayContaining([
        'invalid process name "a/b"',
        'version must be a positive integer',
        'start lacks the transition/ prefix',
        'state a lacks the state/ prefix',
        'n lacks the notification/ prefix',
      ]),
    );
  });

  it('checks the states list against the graph', () => {
    expect(findProcessProblems({ ...base(), states: ['state/a'] })).toContain(
      'states do not match the states used by the transitions',
    );
  });

  it('checks time expressions', () => {
    const process = base();
    process.transitions[1]!.at = ignoreIfPast(
      minOf(
        minus(firstEnteredState('zzz'), 'P1X'),
        firstTransitioned('nope'),
        { fn: 'plus', time: firstEnteredState('a'), periods: [] },
        { fn: 'min', times: [] },
      ),
    );
    expect(findProcessProblems(process)).toEqual([
      'transition/go: invalid ISO-8601 period P1X',
      'transition/go: timepoint refers to unknown state state/zzz',
      'transition/go: timepoint refers to unknown transition transition/nope',
      'transition/go: :fn/plus needs at least one period',
      'transition/go: :fn/min needs at least one time',
    ]);
  });

  it('refuses delayed initial transitions and duplicate notifications', () => {
    const process = base();
    process.transitions.push({ ...defineTransition('auto', null, 'b', plus(firstEnteredState('a'), 'P1D')) });
    const note = {
      name: 'notification/x',
      on: 'transition/go',
      to: 'customer' as const,
      template: 't',
      at: plus(firstEnteredState('q'), 'P1D'),
    };
    process.notifications = [note, note];
    const problems = findProcessProblems(process);
    expect(problems).toContain('transition/auto is initial and cannot be delayed');
    expect(problems).toContain('duplicate notification notification/x');
    expect(problems).toContain('notification/x: timepoint refers to unknown state state/q');
  });
});
