/** A half-open range `[start, end)` of epoch milliseconds with a seat count: the unit of slot maths. */
export interface SeatSegment {
  start: number;
  end: number;
  seats: number;
}

/** A half-open range of instants, `[start, end)`. */
export interface TimeRange {
  start: Date;
  end: Date;
}

/** Pushes a segment, extending the last one instead when they touch with equal seats (maximal merging). */
export function appendMerged(out: SeatSegment[], start: number, end: number, seats: number): void {
  const last = out[out.length - 1];
  if (last && last.end === start && last.seats === seats) last.end = end;
  else out.push({ start, end, seats });
}
