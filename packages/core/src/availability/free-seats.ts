import type { AvailabilityException } from './availability-exception.ts';
import { resolveExceptions } from './availability-exception.ts';
import type { AvailabilityPlan } from './availability-plan.ts';
import { planTimeZone } from './availability-plan.ts';
import type { SeatBooking } from './booking-seats.ts';
import { seatHoldingSegments } from './booking-seats.ts';
import { quantizeToDays } from './day-quantize.ts';
import { expandDayPlan, expandTimePlan } from './plan-segments.ts';
import type { SeatSegment } from './seat-segment.ts';
import { computeFreeSegments } from './seat-timeline.ts';
import { createZoneOffsets } from './time-zone.ts';

/**
 * Free seats of a listing over `[fromMs, toMs)` as maximal segments with seats > 0, in epoch ms.
 * Time plans give free time at any granularity; day plans give whole local days (clipped to the range),
 * each worth its least-free moment. The shared core of time-slot queries and the booking check.
 */
export function computeFreeSeats(
  plan: AvailabilityPlan,
  exceptions: readonly AvailabilityException[],
  bookings: readonly SeatBooking[],
  fromMs: number,
  toMs: number,
): SeatSegment[] {
  if (!(fromMs < toMs)) return [];
  const offsets = createZoneOffsets(planTimeZone(plan), fromMs, toMs);
  if (plan.type === 'availability-plan/time') {
    const base = expandTimePlan(plan, offsets, fromMs, toMs);
    const overrides = resolveExceptions(exceptions, fromMs, toMs);
    return computeFreeSegments(base, overrides, seatHoldingSegments(bookings, fromMs, toMs), fromMs, toMs);
  }
  const firstDay = offsets.localDay(fromMs);
  const lastDay = offsets.localDay(toMs - 1);
  const dayStarts: number[] = [];
  for (let day = firstDay; day <= lastDay + 1; day++) dayStarts.push(offsets.dayStart(day));
  const wideFrom = dayStarts[0]!;
  const wideTo = dayStarts[dayStarts.length - 1]!;
  const base = expandDayPlan(plan, offsets, firstDay, lastDay);
  const overrides = resolveExceptions(exceptions, wideFrom, wideTo);
  const held = seatHoldingSegments(bookings, wideFrom, wideTo);
  return quantizeToDays(
    computeFreeSegments(base, overrides, held, wideFrom, wideTo),
    dayStarts,
    fromMs,
    toMs,
  );
}
