/** Default bounds of the range slider (spec §5: 0 to 10,000,000). */
export const RANGE_SLIDER_DEFAULT_MIN = 0;
/** Upper default bound of the range slider. */
export const RANGE_SLIDER_DEFAULT_MAX = 10_000_000;

/** Bounds of a number input; the minimum defaults to 0 (spec §5). */
export interface NumberInputBounds {
  min?: number;
  max?: number;
}

/** The value pulled inside the bounds. */
export function clampToBounds(
  value: number,
  { min = 0, max = Number.POSITIVE_INFINITY }: NumberInputBounds,
): number {
  return Math.min(max, Math.max(min, value));
}

/** Whether the minus button works: disabled at the minimum. */
export function canDecrement(value: number, { min = 0 }: NumberInputBounds): boolean {
  return value > min;
}

/** Whether the plus button works: disabled at the maximum. */
export function canIncrement(value: number, { max = Number.POSITIVE_INFINITY }: NumberInputBounds): boolean {
  return value < max;
}

/**
 * Range slider handles kept within the bounds and in ascending order, so a dragged handle stops
 * at its neighbour instead of crossing it.
 */
export function normaliseRangeHandles(
  values: readonly number[],
  { min = RANGE_SLIDER_DEFAULT_MIN, max = RANGE_SLIDER_DEFAULT_MAX }: NumberInputBounds = {},
): number[] {
  const result: number[] = [];
  for (const value of values) {
    const floor = result.at(-1) ?? min;
    result.push(Math.min(max, Math.max(floor, value)));
  }
  return result;
}
