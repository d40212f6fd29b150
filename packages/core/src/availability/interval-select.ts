import type { SeatSegment } from './seat-segment.ts';

/** How slots are picked per interval (the `timeslots/query` interval parameters, resolved). */
export interface IntervalSelection {
  /** Grid boundary `k` in epoch ms, increasing with `k`. */
  boundary: (k: number) => number;
  /** First grid index to consider (the interval holding the range start). */
  firstIndex: number;
  /** Query range `[fromMs, toMs)`; intervals are clipped to it. */
  fromMs: number;
  toMs: number;
  /** At most this many slots per interval. */
  maxPerInterval: number;
  /** Continuous free time (ms) that must start inside the interval for a slot to count. */
  minDurationMs: number;
}

/**
 * Picks, for each interval of the grid, the first `maxPerInterval` slots that count, clipped to the
 * interval. A slot counts for interval `[a, b)` when it overlaps it and the continuous free time from
 * `max(slot.start, a)` reaches `minDurationMs`; that time runs on through adjacent slots whatever their
 * seat counts (any seat > 0 can hold a one-seat booking), so a booking starting at 23:30 that runs past
 * midnight makes its own day count. `slots` may reach past `toMs` so such runs can be measured.
 */
export function selectSlotsPerInterval(
  slots: readonly SeatSegment[],
  selection: IntervalSelection,
): SeatSegment[] {
  const runEnds = new Float64Array(slots.length);
  for (let i = slots.length - 1; i >= 0; i--) {
    const next = slots[i + 1];
    runEnds[i] = next && next.start === slots[i]!.end ? runEnds[i + 1]! : slots[i]!.end;
  }
  const out: SeatSegment[] = [];
  let first = 0;
  for (let k = selection.firstIndex; ; k++) {
    const a = Math.max(selection.boundary(k), selection.fromMs);
    if (a >= selection.toMs) break;
    const b = Math.min(selection.boundary(k + 1), selection.toMs);
    while (first < slots.length && slots[first]!.end <= a) first++;
    let taken = 0;
    for (let i = first; i < slots.length && slots[i]!.start < b && taken < selection.maxPerInterval; i++) {
      const slot = slots[i]!;
      const start = Math.max(slot.start, a);
      if (runEnds[i]! - start < selection.minDurationMs) continue;
      out.push({ start, end: Math.min(slot.end, b), seats: slot.seats });
      taken++;
    }
    if (first >= slots.length) break;
  }
  return out;
}
