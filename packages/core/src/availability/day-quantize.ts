import type { SeatSegment } from './seat-segment.ts';
import { appendMerged } from './seat-segment.ts';

/**
 * Whole-day seats from fine-grained free segments: a day is worth the fewest seats free at any moment
 * of it (zero if any moment is closed), because a day booking holds its seats for the entire day.
 * `dayStarts` are consecutive local day starts; the result is merged and clipped to `[fromMs, toMs)`.
 */
export function quantizeToDays(
  free: readonly SeatSegment[],
  dayStarts: readonly number[],
  fromMs: number,
  toMs: number,
): SeatSegment[] {
  const out: SeatSegment[] = [];
  let index = 0;
  for (let day = 0; day < dayStarts.length - 1; day++) {
    const dayStart = dayStarts[day]!;
    const dayEnd = dayStarts[day + 1]!;
    while (index < free.length && free[index]!.end <= dayStart) index++;
    let cursor = dayStart;
    let seats = Number.POSITIVE_INFINITY;
    for (let i = index; i < free.length && free[i]!.start < dayEnd && cursor < dayEnd; i++) {
      if (free[i]!.start > cursor) break;
      seats = Math.min(seats, free[i]!.seats);
      cursor = free[i]!.end;
    }
    if (cursor < dayEnd) continue;
    const start = Math.max(dayStart, fromMs);
    const end = Math.min(dayEnd, toMs);
    if (start < end) appendMerged(out, start, end, seats);
  }
  return out;
}
