/** An ISO-8601 duration (`P1Y2M3W4DT5H6M7.5S`) split into its calendar and clock parts. */
export interface IsoDuration {
  years: number;
  months: number;
  weeks: number;
  days: number;
  hours: number;
  minutes: number;
  /** May carry a fraction (`PT1.5S`). */
  seconds: number;
}

const DURATION_PATTERN =
  /^P(?!$)(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/;

const MS_PER_DAY = 86_400_000;

/** Reads an ISO-8601 duration; null when the text is not one, so callers can report the bad period. */
export function parseIsoDuration(text: string): IsoDuration | null {
  const match = DURATION_PATTERN.exec(text);
  if (!match) return null;
  const part = (index: number): number => Number((match[index] ?? '0').replace(',', '.'));
  return {
    years: part(1),
    months: part(2),
    weeks: part(3),
    days: part(4),
    hours: part(5),
    minutes: part(6),
    seconds: part(7),
  };
}

function addMonthsUtc(epochMs: number, months: number): number {
  if (months === 0) return epochMs;
  const date = new Date(epochMs);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const day = date.getUTCDate();
  const timeOfDay = epochMs - Date.UTC(year, month, day);
  const total = month + months;
  const targetYear = year + Math.floor(total / 12);
  const targetMonth = ((total % 12) + 12) % 12;
  // Like java.time (which the reference engine runs on), Jan 31 + 1 month is the last day of February.
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return Date.UTC(targetYear, targetMonth, Math.min(day, lastDay)) + timeOfDay;
}

/**
 * Moves an instant by a duration in UTC: calendar part first (months clamp to month end), then
 * days as 24 h, then the clock part. `sign` -1 subtracts, for `:fn/minus`.
 */
export function shiftByIsoDuration(epochMs: number, duration: IsoDuration, sign: 1 | -1): number {
  const afterMonths = addMonthsUtc(epochMs, sign * (duration.years * 12 + duration.months));
  const days = duration.weeks * 7 + duration.days;
  const clockMs = ((duration.hours * 60 + duration.minutes) * 60 + duration.seconds) * 1000;
  return afterMonths + sign * (days * MS_PER_DAY + Math.round(clockMs));
}
