import { describe, expect, it } from 'vitest';
import { LineItemCodeSchema } from './line-item-code.ts';

describe('LineItemCodeSchema', () => {
  it("needs the 'line-item/' prefix and a name after it", () => {
    expect(LineItemCodeSchema.safeParse('line-item/day').success).toBe(true);
    expect(LineItemCodeSchema.safeParse('day').error?.issues[0]?.message).toBe(
      "line item code must start with 'line-item/'",
    );
    expect(LineItemCodeSchema.safeParse('line-item/').success).toBe(false);
  });

  it('is at most 64 characters', () => {
    expect(LineItemCodeSchema.safeParse(`line-item/${'x'.repeat(54)}`).success).toBe(true);
    expect(LineItemCodeSchema.safeParse(`line-item/${'x'.repeat(55)}`).error?.issues[0]?.message).toBe(
      'line item code must be 64 characters or less',
    );
  });
});
