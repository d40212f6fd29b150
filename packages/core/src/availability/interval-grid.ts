import { Temporal } from 'temporal-polyfill';
import { DAY_MS, MINUTE_MS } from './time-constants.ts';
import type { ZoneOffsets } from './time-zone.ts';

/** Parses an ISO 8601 duration for `intervalDuration`, or returns null when it is not one at least a minute long. */
export function parseIntervalDuration(iso: string): Temporal.Duration | null {
  let duration: Temporal.Duration;
  try {
    duration = Temporal.Duration.from(iso);
  } catch {
    return null;
  }
  if (duration.sign <= 0) return null;
  const hasCalendarPart = duration.years + duration.months + duration.weeks + duration.days > 0;
  return hasCalendarPart || exactPartMs(duration) >= MINUTE_MS ? duration : null;
}

function exactPartMs(duration: Temporal.Duration): number {
  return (
    duration.hours * 3_600_000 +
    duration.minutes * MINUTE_MS +
    duration.seconds * 1000 +
    duration.milliseconds +
    Math.floor(duration.microseconds / 1000 + duration.nanoseconds / 1e6)
  );
}

/**
 * Boundary `k` of the interval grid: `align + k × duration`, added like Temporal's ZonedDateTime in
 * the plan's zone. Years, months, weeks and days move the wall-clock date (so P1D intervals aligned to
 * local midnight stay on local midnights through DST, 23 or 25 hours long) and hours and smaller are
 * exact time. Multiplying rather than stepping keeps P1M aligned to the 31st from drifting to the 28th.
 */
export function createIntervalGrid(
  duration: Temporal.Duration,
  alignMs: number,
  offsets: ZoneOffsets,
): (k: number) => number {
  const exactMs = exactPartMs(duration);
  const days = duration.weeks * 7 + duration.days;
  if (duration.years === 0 && duration.months === 0 && days === 0) return (k) => alignMs + k * exactMs;
  const alignLocal = alignMs + offsets.offsetAt(alignMs);
  if (duration.years === 0 && duration.months === 0) {
    return (k) => (k === 0 ? alignMs : offsets.toEpoch(alignLocal + k * days * DAY_MS) + k * exactMs);
  }
  const alignWall = Temporal.Instant.fromEpochMilliseconds(alignMs)
    .toZonedDateTimeISO(offsets.timeZone)
    .toPlainDateTime();
  return (k) => {
    if (k === 0) return alignMs;
    const wall = alignWall.add({ years: k * duration.years, months: k * duration.months, days: k * days });
    const local = Date.UTC(
      wall.year,
      wall.month - 1,
      wall.day,
      wall.hour,
      wall.minute,
      wall.second,
      wall.millisecond,
    );
    return offsets.toEpoch(local) + k * exactMs;
  };
}

/** Approximate length of a duration in ms, good enough to guess which interval holds an instant. */
export function approximateDurationMs(duration: Temporal.Duration): number {
  const days = duration.years * 365.2425 + duration.months * 30.436875 + duration.weeks * 7 + duration.days;
  return days * DAY_MS + exactPartMs(duration);
}

/** Index `k` of the grid interval `[boundary(k), boundary(k + 1))` that contains `atMs`. */
export function findIntervalIndex(
  boundary: (k: number) => number,
  approximateMs: number,
  atMs: number,
): number {
  let k = Math.floor((atMs - boundary(0)) / approximateMs);
  while (boundary(k) > atMs) k--;
  while (boundary(k + 1) <= atMs) k++;
  return k;
}
