import type { AvailabilityPlan } from './availability-plan.ts';
import { planTimeZone } from './availability-plan.ts';
import { BOOKABLE_DAY_COUNT } from './booking-rules.ts';
import { DAY_MS } from './time-constants.ts';
import { createZoneOffsets } from './time-zone.ts';

/** An instant passed in by the caller: core never reads the clock. */
export type Now = Date | number;

/** Epoch milliseconds of an injected `now`. */
export function toEpochMs(now: Now): number {
  return typeof now === 'number' ? now : now.getTime();
}

/**
 * The range a booking must lie in, as epoch ms `[start, end)`. Time plans: from `now` to exactly
 * 90 × 24 h later; past time is not bookable. Day plans: the 90 local days starting with today, so that
 * today stays bookable as a whole day although its midnight has passed.
 */
export function getBookableWindow(plan: AvailabilityPlan, now: Now): { start: number; end: number } {
  const nowMs = toEpochMs(now);
  if (plan.type === 'availability-plan/time')
    return { start: nowMs, end: nowMs + BOOKABLE_DAY_COUNT * DAY_MS };
  const offsets = createZoneOffsets(planTimeZone(plan), nowMs, nowMs + (BOOKABLE_DAY_COUNT + 1) * DAY_MS);
  const today = offsets.localDay(nowMs);
  return { start: offsets.dayStart(today), end: offsets.dayStart(today + BOOKABLE_DAY_COUNT) };
}

/**
 * A query range clipped to the bookable window, or null when nothing is left. Clipping rather than
 * refusing: the web template asks for whole months and whole days, whose edges overhang the window.
 */
export function clipToBookableWindow(
  plan: AvailabilityPlan,
  startMs: number,
  endMs: number,
  now: Now,
): { start: number; end: number } | null {
  const window = getBookableWindow(plan, now);
  const start = Math.max(startMs, window.start);
  const end = Math.min(endMs, window.end);
  return start < end ? { start, end } : null;
}
