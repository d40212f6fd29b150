import type { z } from 'zod';

/**
 * Adds an issue for every value equal to an earlier one (the first of them stays unflagged), so
 * every clash is reported at once; `issue` gives the message and path of the value at `index`.
 */
export function addRepeatIssues(
  values: readonly string[],
  context: z.RefinementCtx,
  issue: (value: string, index: number) => { message: string; path: PropertyKey[] },
): void {
  const seen = new Set<string>();
  values.forEach((value, index) => {
    if (seen.has(value)) context.addIssue({ code: 'custom', ...issue(value, index) });
    seen.add(value);
  });
}
