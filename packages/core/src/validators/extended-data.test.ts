import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXTENDED_DATA_MAX_DEPTH, ExtendedDataSchema, jsonDataProblem, utf8Length } from './extended-data.ts';

function nested(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: true };
  for (let i = 1; i < levels; i++) value = { next: value };
  return value;
}

describe('ExtendedDataSchema', () => {
  it(`accepts objects nested ${EXTENDED_DATA_MAX_DEPTH} levels deep and refuses one level more`, () => {
    expect(ExtendedDataSchema.safeParse(nested(EXTENDED_DATA_MAX_DEPTH)).success).toBe(true);
    expect(ExtendedDataSchema.safeParse(nested(EXTENDED_DATA_MAX_DEPTH + 1)).success).toBe(false);
  });

  it('refuses hostile nesting without overflowing the stack', () => {
    let deep: unknown = [];
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const result = ExtendedDataSchema.safeParse({ deep });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/nested more than 16 levels/);
  });

  it('refuses objects over 50 KB of JSON', () => {
    expect(ExtendedDataSchema.safeParse({ text: 'é'.repeat(26 * 1024) }).success).toBe(false);
    expect(ExtendedDataSchema.safeParse({ text: 'e'.repeat(26 * 1024) }).success).toBe(true);
  });

  it('counts UTF-8 bytes as percent-encoding does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(utf8Length(s)).toBe(encodeURIComponent(s).replace(/%[0-9A-F]{2}/g, 'x').length);
      }),
    );
  });

  it('finds no problem in any JSON value of bounded depth', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), (value) => {
        expect(jsonDataProblem(value, 20)).toBeNull();
      }),
    );
  });
});
