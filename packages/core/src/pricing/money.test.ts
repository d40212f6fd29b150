import { describe, expect, it } from 'vitest';
import { MoneySchema, moneyFromMinorUnits } from './money.ts';

describe('money', () => {
  it('builds money from bigint minor units', () => {
    expect(moneyFromMinorUnits(1234n, 'EUR')).toEqual({ amount: 1234, currency: 'EUR' });
    expect(Object.is(moneyFromMinorUnits(-0n, 'EUR').amount, 0)).toBe(true);
  });

  it('refuses amounts a number cannot hold exactly', () => {
    expect(() => moneyFromMinorUnits(2n ** 53n, 'EUR')).toThrow('out of range');
  });

  it('accepts only integer amounts and ISO codes on the wire', () => {
    expect(MoneySchema.safeParse({ amount: 100, currency: 'USD' }).success).toBe(true);
    expect(MoneySchema.safeParse({ amount: 1.5, currency: 'USD' }).success).toBe(false);
    expect(MoneySchema.safeParse({ amount: 100, currency: 'usd' }).success).toBe(false);
  });
});
