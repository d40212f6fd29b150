/** Source of the current time; tests inject a fixed or advancing one. */
export type Clock = () => Date;

/** The real clock. */
export const systemClock: Clock = () => new Date();

/** A clock that runs with real time plus an offset that only ever grows (`TEST_CLOCK=true`). */
export interface MovableClock extends Clock {
  /** Moves the clock forward by `ms` milliseconds (a positive whole number). */
  advance(ms: number): Date;
  /** How far ahead of real time the clock is, in milliseconds. */
  offsetMs(): number;
}

/**
 * The clock of an end-to-end test server: it ticks like the real one, and the test moves it
 * forward (through `/_clock`) to reach timers such as the end of a booking or a payment deadline.
 * It never goes back: tokens, jobs and locks already stamped with a later time stay consistent.
 */
export function createMovableClock(real: Clock = systemClock): MovableClock {
  let offset = 0;
  const clock = (() => new Date(real().getTime() + offset)) as MovableClock;
  clock.advance = (ms: number) => {
    if (!Number.isSafeInteger(ms) || ms <= 0) throw new RangeError('A test clock only moves forward');
    offset += ms;
    return clock();
  };
  clock.offsetMs = () => offset;
  return clock;
}
