import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_CURRENCIES } from './currencies.ts';
import { formatMoney, formatMoneyInputValue } from './money-format.ts';
import { moneyInputSchema, normaliseDecimalSeparators, parseMoneyInput } from './money-input.ts';

const amountOf = (input: string, currency = 'USD', locale = 'en-US') => {
  const result = parseMoneyInput(input, currency, locale);
  if (!result.ok) throw new Error(result.message);
  return result.value?.amount;
};

describe('parseMoneyInput', () => {
  it('gives no value for an empty field', () => {
    expect(parseMoneyInput('', 'USD', 'en-US')).toEqual({ ok: true, value: undefined });
    expect(parseMoneyInput('   ', 'USD', 'en-US')).toEqual({ ok: true, value: undefined });
  });

  it('reads en-US input with dot decimals and comma thousands', () => {
    expect(amountOf('1,234.50')).toBe(123450);
    expect(amountOf('$1,234.50')).toBe(123450);
    expect(amountOf('1234.5')).toBe(123450);
    expect(amountOf('1,234')).toBe(123400);
    expect(amountOf('12')).toBe(1200);
    expect(amountOf('USD 12')).toBe(1200);
  });

  it('also takes a comma as the decimal separator where it cannot be thousands', () => {
    expect(amountOf('12,50')).toBe(1250);
    expect(amountOf('1234,5')).toBe(123450);
  });

  it('reads de-DE and fi-FI input with comma decimals', () => {
    expect(amountOf('1.234,50', 'EUR', 'de-DE')).toBe(123450);
    expect(amountOf('1234,50', 'EUR', 'de-DE')).toBe(123450);
    expect(amountOf('1.5', 'EUR', 'de-DE')).toBe(150);
    expect(amountOf('1234,50', 'EUR', 'fi-FI')).toBe(123450);
    expect(amountOf('1 234,50 €', 'EUR', 'fi-FI')).toBe(123450);
    expect(amountOf('1234.50', 'EUR', 'fi-FI')).toBe(123450);
  });

  it('strips a non-separator group character such as the Swiss apostrophe', () => {
    expect(amountOf("1'234.50", 'CHF', 'de-CH')).toBe(123450);
  });

  it('refuses ambiguous or foreign text', () => {
    for (const input of ['abc', '1.2.3', '1.234,50', '12a', '.', '1,2,3', '--1']) {
      expect(parseMoneyInput(input, 'USD', 'en-US')).toMatchObject({ ok: false, code: 'invalid' });
    }
    expect(parseMoneyInput('1.234,50', 'EUR', 'fi-FI')).toMatchObject({ ok: false, code: 'invalid' });
  });

  it('refuses negative values', () => {
    expect(parseMoneyInput('-5', 'USD', 'en-US')).toMatchObject({ ok: false, code: 'negative' });
    expect(parseMoneyInput('\u22125', 'USD', 'en-US')).toMatchObject({ ok: false, code: 'negative' });
    expect(amountOf('-0')).toBe(0);
  });

  it('refuses more fraction digits than the currency has, with the spec text', () => {
    expect(parseMoneyInput('1.234', 'USD', 'en-US')).toEqual({
      ok: false,
      code: 'not-divisible',
      message: 'value must divisible by 100',
    });
    expect(parseMoneyInput('12.5', 'JPY', 'en-US')).toMatchObject({ ok: false, code: 'not-divisible' });
  });

  it('refuses unsafe amounts and unknown currencies', () => {
    expect(parseMoneyInput('100000000000000', 'USD', 'en-US')).toMatchObject({ ok: false, code: 'unsafe' });
    expect(parseMoneyInput('1', 'KRW', 'en-US')).toMatchObject({ ok: false, code: 'unknown-currency' });
  });

  it('parses what formatMoney and formatMoneyInputValue print, in every locale and currency', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(...SUPPORTED_CURRENCIES),
        fc.constantFrom('en-US', 'de-DE', 'fi-FI', 'fr-FR', 'en-GB', 'en-IN', 'de-CH', 'ja-JP'),
        (amount, currency, locale) => {
          const money = { amount, currency };
          expect(parseMoneyInput(formatMoney(money, locale), currency, locale)).toEqual({
            ok: true,
            value: money,
          });
          expect(parseMoneyInput(formatMoneyInputValue(money, locale), currency, locale)).toEqual({
            ok: true,
            value: money,
          });
        },
      ),
    );
  });
});

describe('normaliseDecimalSeparators', () => {
  it('rewrites to a dot decimal and drops thousands', () => {
    expect(normaliseDecimalSeparators('1,234,567.5', '.', ',')).toBe('1234567.5');
    expect(normaliseDecimalSeparators('1.234.567', ',', '.')).toBe('1234567');
    expect(normaliseDecimalSeparators('1234', '.', ',')).toBe('1234');
    expect(normaliseDecimalSeparators('12,34,5.6', '.', ',')).toBeUndefined();
    expect(normaliseDecimalSeparators('12,34,567.5', '.', ',')).toBe('1234567.5');
  });
});

describe('moneyInputSchema', () => {
  it('turns a form string into money and reports rule failures as issues', () => {
    const schema = moneyInputSchema('USD', 'en-US');
    expect(schema.parse('10.00')).toEqual({ amount: 1000, currency: 'USD' });
    expect(schema.parse('')).toBeUndefined();
    const failed = schema.safeParse('1.001');
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.message).toBe('value must divisible by 100');
  });
});
