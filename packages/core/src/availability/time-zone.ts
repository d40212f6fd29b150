import { Temporal } from 'temporal-polyfill';
import { DAY_MS } from './time-constants.ts';

export { isValidTimeZone } from './time-zone-name.ts';

/** Offsets of one zone within one UTC calendar year: the offset at its start, then each change. */
interface YearOffsets {
  startOffset: number;
  transitions: number[];
  offsetsAfter: number[];
}

// The polyfill needs about a millisecond to find a year's transitions, more than a whole 90-day slot
// computation, and zone rules never change within a process: memoising keeps `core` pure in effect.
const yearOffsetsCache = new Map<string, YearOffsets>();

function loadYearOffsets(timeZone: string, year: number): YearOffsets {
  const key = `${timeZone}|${year}`;
  const cached = yearOffsetsCache.get(key);
  if (cached) return cached;
  const yearEnd = Date.UTC(year + 1, 0, 1);
  let zoned = Temporal.Instant.fromEpochMilliseconds(Date.UTC(year, 0, 1)).toZonedDateTimeISO(timeZone);
  const table: YearOffsets = {
    startOffset: zoned.offsetNanoseconds / 1e6,
    transitions: [],
    offsetsAfter: [],
  };
  for (;;) {
    const next = zoned.getTimeZoneTransition('next');
    if (!next || next.epochMilliseconds >= yearEnd) break;
    table.transitions.push(next.epochMilliseconds);
    table.offsetsAfter.push(next.offsetNanoseconds / 1e6);
    zoned = next;
  }
  yearOffsetsCache.set(key, table);
  return table;
}

/**
 * Integer wall-clock arithmetic for one zone over a range. "Local ms" is the wall-clock time read as
 * if it were UTC, so local day `d` starts at local ms `d × DAY_MS` and all calendar maths is division.
 */
export interface ZoneOffsets {
  readonly timeZone: string;
  /** UTC offset (ms) in force at an instant. */
  offsetAt(epochMs: number): number;
  /** Instant of a wall-clock time, resolved like Temporal's `'compatible'` disambiguation. */
  toEpoch(localMs: number): number;
  /** Local calendar day number (days since 1970-01-01 on the wall clock) of an instant. */
  localDay(epochMs: number): number;
  /** First instant of a local day (midnight, or the end of a gap that swallows midnight). */
  dayStart(localDay: number): number;
}

/** Builds the offset table for `[fromMs, toMs)` once, so that later conversions allocate nothing. */
export function createZoneOffsets(timeZone: string, fromMs: number, toMs: number): ZoneOffsets {
  const firstYear = new Date(fromMs - 2 * DAY_MS).getUTCFullYear();
  const lastYear = new Date(toMs + 2 * DAY_MS).getUTCFullYear();
  const transitions: number[] = [];
  const offsets: number[] = [loadYearOffsets(timeZone, firstYear).startOffset];
  for (let year = firstYear; year <= lastYear; year++) {
    const table = loadYearOffsets(timeZone, year);
    transitions.push(...table.transitions);
    offsets.push(...table.offsetsAfter);
  }
  const coveredFrom = Date.UTC(firstYear, 0, 1);
  const coveredTo = Date.UTC(lastYear + 1, 0, 1);

  const offsetAt = (epochMs: number): number => {
    if (epochMs < coveredFrom || epochMs >= coveredTo) return slowOffsetAt(timeZone, epochMs);
    let low = 0;
    let high = transitions.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (transitions[mid]! <= epochMs) low = mid + 1;
      else high = mid;
    }
    return offsets[low]!;
  };

  const toEpoch = (localMs: number): number => {
    // Assumes no two transitions within two days of each other, true of every zone in use.
    const before = offsetAt(localMs - DAY_MS);
    const after = offsetAt(localMs + DAY_MS);
    const early = localMs - before;
    const late = localMs - after;
    const earlyValid = offsetAt(early) === before;
    const lateValid = offsetAt(late) === after;
    if (earlyValid && lateValid) return Math.min(early, late);
    if (lateValid) return late;
    // Valid with the old offset, or a gap: the old offset moves a skipped time forward by the gap.
    return early;
  };

  return {
    timeZone,
    offsetAt,
    toEpoch,
    localDay: (epochMs) => Math.floor((epochMs + offsetAt(epochMs)) / DAY_MS),
    dayStart: (localDay) => toEpoch(localDay * DAY_MS),
  };
}

function slowOffsetAt(timeZone: string, epochMs: number): number {
  const table = loadYearOffsets(timeZone, new Date(epochMs).getUTCFullYear());
  let offset = table.startOffset;
  for (let i = 0; i < table.transitions.length && table.transitions[i]! <= epochMs; i++) {
    offset = table.offsetsAfter[i]!;
  }
  return offset;
}

/** Weekday of a local day number, 0 = Monday (1970-01-01 was a Thursday). */
export function weekdayOfLocalDay(localDay: number): number {
  return (((localDay + 3) % 7) + 7) % 7;
}
