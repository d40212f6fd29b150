import { parseIsoDuration, shiftByIsoDuration } from './iso-duration.ts';
import { toStateName, toTransitionName } from './process-names.ts';
import type { PlainTimepoint, TimeExpression } from './process-types.ts';

/** An instant as callers hold it: a Date or epoch milliseconds. */
export type Instant = Date | number;

/** Epoch milliseconds of an instant, so arithmetic never depends on the Date's mutability. */
export function toEpochMs(instant: Instant): number {
  return typeof instant === 'number' ? instant : instant.getTime();
}

/** Booking times as the timepoints see them; display times default to start and end. */
export interface BookingTimes {
  start: Instant;
  end: Instant;
  displayStart?: Instant | null;
  displayEnd?: Instant | null;
}

/** One executed transition with the state it entered, the unit `first/last-entered-state` count. */
export interface ResolvedHistoryEntry {
  transition: string;
  state: string;
  at: number;
}

/** Everything a time expression may refer to, already in epoch ms. */
export interface TimeContext {
  now: number;
  txInitiatedAt: number;
  /** Oldest first, including the transition being applied. */
  history: readonly ResolvedHistoryEntry[];
  booking: BookingTimes | null;
}

/** `{:fn/timepoint [:time/<name>]}` for timepoints without arguments. */
export function timepoint(name: PlainTimepoint): TimeExpression {
  return { fn: 'timepoint', timepoint: name };
}

/** When the transaction first entered `state` (processes may loop). */
export function firstEnteredState(state: string): TimeExpression {
  return { fn: 'timepoint', timepoint: 'first-entered-state', state: toStateName(state) };
}

/** When the transaction most recently entered `state`. */
export function lastEnteredState(state: string): TimeExpression {
  return { fn: 'timepoint', timepoint: 'last-entered-state', state: toStateName(state) };
}

/** When `transition` first ran successfully. */
export function firstTransitioned(transition: string): TimeExpression {
  return { fn: 'timepoint', timepoint: 'first-transitioned', transition: toTransitionName(transition) };
}

/** `time` moved later by ISO-8601 periods (`P7D`, `PT15M`). */
export function plus(time: TimeExpression, ...periods: string[]): TimeExpression {
  return { fn: 'plus', time, periods };
}

/** `time` moved earlier by ISO-8601 periods. */
export function minus(time: TimeExpression, ...periods: string[]): TimeExpression {
  return { fn: 'minus', time, periods };
}

/** The earliest of several times. */
export function minOf(...times: TimeExpression[]): TimeExpression {
  return { fn: 'min', times };
}

/** `time`, or nothing when it is already past, so the delayed operation is not scheduled at all. */
export function ignoreIfPast(time: TimeExpression): TimeExpression {
  return { fn: 'ignore-if-past', time };
}

function findEntry(
  history: readonly ResolvedHistoryEntry[],
  matches: (entry: ResolvedHistoryEntry) => boolean,
  last: boolean,
): number | null {
  const entries = last ? [...history].reverse() : history;
  return entries.find(matches)?.at ?? null;
}

function evaluateTimepoint(
  expression: TimeExpression & { fn: 'timepoint' },
  ctx: TimeContext,
): number | null {
  const booking = ctx.booking;
  switch (expression.timepoint) {
    case 'tx-initiated':
      return ctx.txInitiatedAt;
    case 'first-entered-state':
    case 'last-entered-state': {
      const { state } = expression;
      return findEntry(ctx.history, (e) => e.state === state, expression.timepoint === 'last-entered-state');
    }
    case 'first-transitioned': {
      const { transition } = expression;
      return findEntry(ctx.history, (e) => e.transition === transition, false);
    }
    case 'booking-start':
      return booking ? toEpochMs(booking.start) : null;
    case 'booking-end':
      return booking ? toEpochMs(booking.end) : null;
    case 'booking-display-start':
      return booking ? toEpochMs(booking.displayStart ?? booking.start) : null;
    case 'booking-display-end':
      return booking ? toEpochMs(booking.displayEnd ?? booking.end) : null;
  }
}

function shift(base: number, periods: readonly string[], sign: 1 | -1): number {
  return periods.reduce((at, period) => {
    const duration = parseIsoDuration(period);
    // Processes are validated on load; a bad period here is a programming error, not user input.
    if (!duration) throw new Error(`Invalid ISO-8601 period: ${period}`);
    return shiftByIsoDuration(at, duration, sign);
  }, base);
}

/**
 * The instant a time expression denotes, or null when it yields nothing: a timepoint that has not
 * happened (no booking, state never entered) or an `ignore-if-past` time before `now`. A past
 * result without `ignore-if-past` is returned as is; the scheduler runs it at once.
 */
export function evaluateTimeExpression(expression: TimeExpression, ctx: TimeContext): number | null {
  switch (expression.fn) {
    case 'timepoint':
      return evaluateTimepoint(expression, ctx);
    case 'plus':
    case 'minus': {
      const base = evaluateTimeExpression(expression.time, ctx);
      return base === null ? null : shift(base, expression.periods, expression.fn === 'plus' ? 1 : -1);
    }
    case 'min': {
      // A time that cannot be known yet cannot be the earliest; the others still decide.
      const known = expression.times
        .map((time) => evaluateTimeExpression(time, ctx))
        .filter((at): at is number => at !== null);
      return known.length === 0 ? null : Math.min(...known);
    }
    case 'ignore-if-past': {
      const at = evaluateTimeExpression(expression.time, ctx);
      return at === null || at < ctx.now ? null : at;
    }
  }
}
