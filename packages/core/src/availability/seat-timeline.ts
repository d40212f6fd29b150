import type { SeatSegment } from './seat-segment.ts';
import { appendMerged } from './seat-segment.ts';

interface SeatEvent {
  at: number;
  seats: number;
}

/**
 * Free seats over `[fromMs, toMs)` as maximal segments with seats > 0: the plan's seats, replaced by
 * an exception's where one applies, minus the seats held by overlapping bookings. Inputs `plan` and
 * `exceptions` must each be sorted and non-overlapping; overbooked time counts as zero, not negative.
 * One sweep over the sorted boundaries, so the cost is O(n log n) in the number of inputs.
 */
export function computeFreeSegments(
  plan: readonly SeatSegment[],
  exceptions: readonly SeatSegment[],
  bookings: readonly SeatSegment[],
  fromMs: number,
  toMs: number,
): SeatSegment[] {
  const boundaries = new Float64Array(2 * (plan.length + exceptions.length + bookings.length) + 2);
  let count = 0;
  boundaries[count++] = fromMs;
  boundaries[count++] = toMs;
  for (const list of [plan, exceptions, bookings]) {
    for (const segment of list) {
      if (segment.start > fromMs && segment.start < toMs) boundaries[count++] = segment.start;
      if (segment.end > fromMs && segment.end < toMs) boundaries[count++] = segment.end;
    }
  }
  const sorted = boundaries.subarray(0, count).sort();
  const starts: SeatEvent[] = bookings
    .map((b) => ({ at: b.start, seats: b.seats }))
    .sort((a, b) => a.at - b.at);
  const ends: SeatEvent[] = bookings.map((b) => ({ at: b.end, seats: b.seats })).sort((a, b) => a.at - b.at);

  const out: SeatSegment[] = [];
  let planIndex = 0;
  let exceptionIndex = 0;
  let startIndex = 0;
  let endIndex = 0;
  let held = 0;
  for (let i = 0; i < count - 1; i++) {
    const from = sorted[i]!;
    const to = sorted[i + 1]!;
    if (from === to) continue;
    while (startIndex < starts.length && starts[startIndex]!.at <= from) held += starts[startIndex++]!.seats;
    while (endIndex < ends.length && ends[endIndex]!.at <= from) held -= ends[endIndex++]!.seats;
    while (planIndex < plan.length && plan[planIndex]!.end <= from) planIndex++;
    while (exceptionIndex < exceptions.length && exceptions[exceptionIndex]!.end <= from) exceptionIndex++;
    const exception = exceptions[exceptionIndex];
    const planned = plan[planIndex];
    const capacity =
      exception && exception.start <= from
        ? exception.seats
        : planned && planned.start <= from
          ? planned.seats
          : 0;
    const free = capacity - held;
    if (free > 0) appendMerged(out, from, to, free);
  }
  return out;
}
