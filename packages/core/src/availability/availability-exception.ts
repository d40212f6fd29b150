import { z } from 'zod';
import { SeatsSchema } from './availability-plan.ts';
import type { SeatSegment } from './seat-segment.ts';

/** An instant on the wire: a Date (transit) or an ISO 8601 timestamp with offset (JSON). */
export const InstantSchema = z
  .union([z.date(), z.iso.datetime({ offset: true }).transform((value) => new Date(value))], {
    error: 'must be a date and time: ISO 8601 with an offset (2026-12-01T09:00:00Z) or a Transit instant',
  })
  .refine((date) => !Number.isNaN(date.getTime()), 'invalid date');

/**
 * A provider's override of the plan for an absolute range: `seats` replaces the plan's seats there
 * (0 = closed, > 0 = open with that many seats, even where the plan has no entry).
 */
export const AvailabilityExceptionSchema = z
  .object({ start: InstantSchema, end: InstantSchema, seats: SeatsSchema })
  .refine((exception) => exception.start.getTime() < exception.end.getTime(), {
    message: 'start must be before end',
    path: ['end'],
  });

/** An availability exception as the slot maths reads it (rows may carry more fields, such as id). */
export interface AvailabilityException {
  start: Date;
  end: Date;
  seats: number;
}

/**
 * The first existing exception overlapping `candidate`. The platform refuses to create overlapping
 * exceptions (like Sharetribe), so that a range has one unambiguous override.
 */
export function findOverlappingException<T extends AvailabilityException>(
  exceptions: readonly T[],
  candidate: AvailabilityException,
): T | undefined {
  const start = candidate.start.getTime();
  const end = candidate.end.getTime();
  return exceptions.find((exception) => exception.start.getTime() < end && start < exception.end.getTime());
}

/**
 * Exceptions as sorted, non-overlapping segments clipped to `[fromMs, toMs)`. Should overlapping
 * exceptions exist anyway (legacy data), the one later in the list wins where they overlap; callers
 * pass exceptions in creation order, so the provider's latest decision holds.
 */
export function resolveExceptions(
  exceptions: readonly AvailabilityException[],
  fromMs: number,
  toMs: number,
): SeatSegment[] {
  const clipped: SeatSegment[] = [];
  for (const exception of exceptions) {
    const start = Math.max(exception.start.getTime(), fromMs);
    const end = Math.min(exception.end.getTime(), toMs);
    if (start < end) clipped.push({ start, end, seats: exception.seats });
  }
  const sorted = [...clipped].sort((a, b) => a.start - b.start);
  if (sorted.every((segment, i) => i === 0 || sorted[i - 1]!.end <= segment.start)) return sorted;

  // Rare path: lay exceptions newest first, each keeping only what no newer one already covers.
  let covered: SeatSegment[] = [];
  for (let i = clipped.length - 1; i >= 0; i--) {
    covered = layUnder(covered, clipped[i]!);
  }
  return covered;
}

function layUnder(covered: SeatSegment[], older: SeatSegment): SeatSegment[] {
  const out: SeatSegment[] = [];
  let cursor = older.start;
  for (const segment of covered) {
    if (segment.start > cursor && cursor < older.end) {
      out.push({ start: cursor, end: Math.min(segment.start, older.end), seats: older.seats });
    }
    out.push(segment);
    cursor = Math.max(cursor, segment.end);
  }
  if (cursor < older.end) out.push({ start: cursor, end: older.end, seats: older.seats });
  return out.sort((a, b) => a.start - b.start);
}
