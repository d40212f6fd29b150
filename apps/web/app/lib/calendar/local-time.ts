// Wall-clock arithmetic with the browser's own Intl data: core's zone tables need the Temporal
// polyfill, too heavy for the listing editor's first load (ADR 008 budgets). The conversions follow
// core's `createZoneOffsets` (compatible disambiguation); a property test compares both.

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The UTC offset (ms) of `timeZone` at an instant. */
export function offsetAt(timeZone: string, epochMs: number): number {
  const seconds = Math.floor(epochMs / 1000) * 1000;
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(seconds))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const local = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour! % 24,
    parts.minute!,
    parts.second!,
  );
  return local - seconds;
}

/** The instant of a wall-clock time (ms as if UTC) in `timeZone`, like Temporal's `'compatible'`. */
export function epochOfLocal(localMs: number, timeZone: string): number {
  const before = offsetAt(timeZone, localMs - DAY_MS);
  const after = offsetAt(timeZone, localMs + DAY_MS);
  const early = localMs - before;
  const late = localMs - after;
  const earlyValid = offsetAt(timeZone, early) === before;
  const lateValid = offsetAt(timeZone, late) === after;
  if (earlyValid && lateValid) return Math.min(early, late);
  if (lateValid) return late;
  return early;
}

/** A calendar date `YYYY-MM-DD` as a day number (days since 1970-01-01). */
export function dayNumberOf(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return ms / DAY_MS;
}

/** The `YYYY-MM-DD` of a day number. */
export function dateOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The instant of a wall-clock date and time (`HH:mm`) in `timeZone`. */
export function instantOf(date: string, time: string, timeZone: string): Date | null {
  const day = dayNumberOf(date);
  const minutes = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (day === null || !minutes) return null;
  const localMs = day * DAY_MS + (Number(minutes[1]) * 60 + Number(minutes[2])) * 60_000;
  return new Date(epochOfLocal(localMs, timeZone));
}

/** The first instant of a local day (midnight, or the end of a gap that swallows it). */
export function dayStartOf(day: number, timeZone: string): Date {
  return new Date(epochOfLocal(day * DAY_MS, timeZone));
}

/** An instant on the wall clock of `timeZone`: its date, its `HH:mm`, its day number. */
export function wallClockOf(instant: Date, timeZone: string): { date: string; time: string; day: number } {
  const ms = instant.getTime();
  const local = ms + offsetAt(timeZone, ms);
  const day = Math.floor(local / DAY_MS);
  const iso = new Date(local).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), day };
}
