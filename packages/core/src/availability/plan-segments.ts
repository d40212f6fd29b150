import type { DayPlan, TimePlan } from './availability-plan.ts';
import { DAYS_OF_WEEK, parseEndTime, parseTimeOfDay } from './availability-plan.ts';
import type { SeatSegment } from './seat-segment.ts';
import { MINUTE_MS } from './time-constants.ts';
import type { ZoneOffsets } from './time-zone.ts';
import { weekdayOfLocalDay } from './time-zone.ts';

interface ParsedEntry {
  startMinutes: number;
  endMinutes: number;
  seats: number;
}

function entriesByWeekday(plan: TimePlan): ParsedEntry[][] {
  const byWeekday: ParsedEntry[][] = DAYS_OF_WEEK.map(() => []);
  for (const entry of plan.entries) {
    byWeekday[DAYS_OF_WEEK.indexOf(entry.dayOfWeek)]!.push({
      startMinutes: parseTimeOfDay(entry.startTime),
      endMinutes: parseEndTime(entry.endTime),
      seats: entry.seats,
    });
  }
  for (const list of byWeekday) list.sort((a, b) => a.startMinutes - b.startMinutes);
  return byWeekday;
}

/**
 * The plan's seats over `[fromMs, toMs)` as sorted, non-overlapping segments (zero-seat ones left out).
 * Entries are wall-clock times of each local day, resolved to instants with Temporal's `'compatible'`
 * rule: a time skipped by a spring-forward gap moves forward by the gap (02:30 → 03:30), a time
 * repeated in autumn takes its first occurrence. Because a start moved forward can land after a later
 * local time, a segment is clipped to start no earlier than the previous one ends, and dropped if empty.
 */
export function expandTimePlan(
  plan: TimePlan,
  offsets: ZoneOffsets,
  fromMs: number,
  toMs: number,
): SeatSegment[] {
  const byWeekday = entriesByWeekday(plan);
  const out: SeatSegment[] = [];
  let previousEnd = Number.NEGATIVE_INFINITY;
  const lastDay = offsets.localDay(toMs);
  for (let day = offsets.localDay(fromMs) - 1; day <= lastDay; day++) {
    const entries = byWeekday[weekdayOfLocalDay(day)]!;
    if (entries.length === 0) continue;
    const midnightLocal = day * 1440 * MINUTE_MS;
    for (const entry of entries) {
      const start = Math.max(offsets.toEpoch(midnightLocal + entry.startMinutes * MINUTE_MS), previousEnd);
      const end = offsets.toEpoch(midnightLocal + entry.endMinutes * MINUTE_MS);
      if (end <= start) continue;
      previousEnd = end;
      const clippedStart = Math.max(start, fromMs);
      const clippedEnd = Math.min(end, toMs);
      if (entry.seats > 0 && clippedStart < clippedEnd)
        out.push({ start: clippedStart, end: clippedEnd, seats: entry.seats });
    }
  }
  return out;
}

/** Seats of a day plan for each weekday, Monday first; a missing weekday has none. */
export function daySeatsByWeekday(plan: DayPlan): number[] {
  const seats = DAYS_OF_WEEK.map(() => 0);
  for (const entry of plan.entries) seats[DAYS_OF_WEEK.indexOf(entry.dayOfWeek)] = entry.seats;
  return seats;
}

/** A day plan's seats over whole local days `firstDay..lastDay` (inclusive), one segment per open day. */
export function expandDayPlan(
  plan: DayPlan,
  offsets: ZoneOffsets,
  firstDay: number,
  lastDay: number,
): SeatSegment[] {
  const seatsByWeekday = daySeatsByWeekday(plan);
  const out: SeatSegment[] = [];
  let start = offsets.dayStart(firstDay);
  for (let day = firstDay; day <= lastDay; day++) {
    const end = offsets.dayStart(day + 1);
    const seats = seatsByWeekday[weekdayOfLocalDay(day)]!;
    if (seats > 0) out.push({ start, end, seats });
    start = end;
  }
  return out;
}
