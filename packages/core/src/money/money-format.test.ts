import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyInputValue, localeMoneySymbols } from './money-format.ts';

describe('formatMoney', () => {
  it('formats in en-US by default with the currency fraction digits', () => {
    expect(formatMoney({ amount: 123450, currency: 'USD' })).toBe('$1,234.50');
    expect(formatMoney({ amount: 5, currency: 'USD' })).toBe('$0.05');
    expect(formatMoney({ amount: 123450, currency: 'JPY' })).toBe('¥123,450');
    expect(formatMoney({ amount: -1000, currency: 'EUR' })).toBe('-€10.00');
  });

  it('does not lose cents near the safe-integer limit', () => {
    expect(formatMoney({ amount: Number.MAX_SAFE_INTEGER, currency: 'USD' })).toBe('$90,071,992,547,409.91');
  });

  it('follows another locale when asked', () => {
    expect(formatMoney({ amount: 123450, currency: 'EUR' }, 'de-DE')).toBe('1.234,50\u00a0€');
  });

  it('refuses currencies without a divisor', () => {
    expect(() => formatMoney({ amount: 1, currency: 'XXX' })).toThrow(
      'currency without defined divisor rejected: XXX',
    );
  });
});

describe('formatMoneyInputValue', () => {
  it('omits the currency symbol', () => {
    expect(formatMoneyInputValue({ amount: 123450, currency: 'USD' })).toBe('1,234.50');
    expect(formatMoneyInputValue({ amount: 123450, currency: 'USD' }, 'de-DE')).toBe('1.234,50');
  });
});

describe('localeMoneySymbols', () => {
  it('reads separators and symbol from the locale', () => {
    expect(localeMoneySymbols('USD', 'en-US')).toEqual({ decimal: '.', group: ',', currencySymbol: '$' });
    expect(localeMoneySymbols('EUR', 'de-DE')).toEqual({ decimal: ',', group: '.', currencySymbol: '€' });
    expect(localeMoneySymbols('EUR', 'fi-FI').decimal).toBe(',');
  });
});
