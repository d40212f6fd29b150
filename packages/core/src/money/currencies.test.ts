import { describe, expect, it } from 'vitest';
import {
  findSubUnitDivisor,
  fractionDigitsOf,
  isSupportedCurrency,
  SUB_UNIT_DIVISORS,
  SUPPORTED_CURRENCIES,
} from './currencies.ts';

describe('supported currencies', () => {
  it('are the 19 of spec §9, AUD to USD, in order', () => {
    expect(SUPPORTED_CURRENCIES).toHaveLength(19);
    expect(SUPPORTED_CURRENCIES[0]).toBe('AUD');
    expect(SUPPORTED_CURRENCIES.at(-1)).toBe('USD');
    expect([...SUPPORTED_CURRENCIES].sort()).toEqual([...SUPPORTED_CURRENCIES]);
  });

  it('divide by 100 except zero-decimal JPY', () => {
    for (const code of SUPPORTED_CURRENCIES) {
      expect(SUB_UNIT_DIVISORS[code]).toBe(code === 'JPY' ? 1 : 100);
    }
    expect(fractionDigitsOf('USD')).toBe(2);
    expect(fractionDigitsOf('JPY')).toBe(0);
  });

  it('have no divisor for unknown or lower-case codes', () => {
    expect(findSubUnitDivisor('USD')).toBe(100);
    expect(findSubUnitDivisor('XXX')).toBeUndefined();
    expect(findSubUnitDivisor('usd')).toBeUndefined();
    expect(isSupportedCurrency(42)).toBe(false);
  });
});
