import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LocalizationSchema, normaliseFirstDayOfWeek } from './localization.ts';

describe('LocalizationSchema', () => {
  it('defaults to en-US, USD and Monday', () => {
    expect(LocalizationSchema.parse({})).toEqual({ locale: 'en-US', currency: 'USD', firstDayOfWeek: 1 });
  });

  it('refuses a currency that is not supported', () => {
    expect(LocalizationSchema.safeParse({ currency: 'KRW' }).error?.issues[0]?.message).toBe(
      'currency must be supported',
    );
    expect(LocalizationSchema.parse({ currency: 'JPY' }).currency).toBe('JPY');
  });

  it('takes the first day of week modulo 7', () => {
    expect(LocalizationSchema.parse({ firstDayOfWeek: 8 }).firstDayOfWeek).toBe(1);
    expect(LocalizationSchema.parse({ firstDayOfWeek: 7 }).firstDayOfWeek).toBe(0);
    expect(normaliseFirstDayOfWeek(-1)).toBe(6);
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (day) => {
        const normalised = normaliseFirstDayOfWeek(day);
        expect(normalised >= 0 && normalised < 7 && (day - normalised) % 7 === 0).toBe(true);
      }),
    );
  });
});
