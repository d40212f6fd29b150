import { z } from 'zod';

/** Deepest nesting accepted inside an extended-data object (the object itself is level 1). */
export const EXTENDED_DATA_MAX_DEPTH = 16;

/** Largest extended-data object, as UTF-8 JSON (api notes §3.5: 50 KB). */
export const EXTENDED_DATA_MAX_BYTES = 50 * 1024;

/**
 * Why a value is not storable JSON data — too deep, or holding something JSON cannot carry — or
 * null when it is fine. Walks the value with an explicit stack, so hostile nesting cannot overflow
 * the call stack of the check itself.
 */
export function jsonDataProblem(value: unknown, maxDepth: number): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (current === null || typeof current === 'string' || typeof current === 'boolean') continue;
    if (typeof current === 'number') {
      if (!Number.isFinite(current)) return 'numbers must be finite';
      continue;
    }
    if (typeof current !== 'object') return 'must hold only JSON values';
    if (depth > maxDepth) return `must not be nested more than ${maxDepth} levels deep`;
    const children = Array.isArray(current) ? current : Object.values(current);
    for (const child of children) stack.push({ value: child, depth: depth + 1 });
  }
  return null;
}

/** Bytes of a string in UTF-8 (core has no TextEncoder or Buffer in its types). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * Extended data (publicData, protectedData, privateData, metadata): a JSON object of bounded depth
 * and size, checked before anything is stored or echoed back.
 */
export const ExtendedDataSchema = z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
  const problem = jsonDataProblem(value, EXTENDED_DATA_MAX_DEPTH);
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem });
    return;
  }
  if (utf8Length(JSON.stringify(value)) > EXTENDED_DATA_MAX_BYTES) {
    ctx.addIssue({ code: 'custom', message: 'must be at most 50 KB of JSON' });
  }
});
