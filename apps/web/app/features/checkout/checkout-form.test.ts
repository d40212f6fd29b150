import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardDigitsOf, checkoutForm, passesLuhn } from './checkout-form.ts';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};
const TIMES = { bookingStart: '2026-12-07T10:00:00.000Z', bookingEnd: '2026-12-07T11:00:00.000Z' };

describe('checkoutForm', () => {
  it('takes the sandbox test cards, spaced or not', () => {
    expect(checkoutForm(form({ ...TIMES, cardNumber: '4242 4242 4242 4242' })).ok).toBe(true);
    expect(checkoutForm(form({ ...TIMES, cardNumber: '4000000000000002' })).ok).toBe(true);
  });

  it('words incomplete and incorrect numbers as spec §8 card errors', () => {
    expect(checkoutForm(form({ ...TIMES, cardNumber: '4242 4242' }))).toEqual({
      ok: false,
      errors: { cardNumber: 'Your card number is incomplete.' },
    });
    expect(checkoutForm(form({ ...TIMES, cardNumber: '4242 4242 4242 4241' }))).toEqual({
      ok: false,
      errors: { cardNumber: 'Your card number is incorrect.' },
    });
  });

  it('refuses a booking that does not end after it starts', () => {
    const result = checkoutForm(
      form({
        bookingStart: TIMES.bookingEnd,
        bookingEnd: TIMES.bookingStart,
        cardNumber: '4242424242424242',
      }),
    );
    expect(result.ok).toBe(false);
  });
});

describe('passesLuhn', () => {
  it('accepts exactly one check digit for any number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12,18}$/), (body) => {
        const valid = [...'0123456789'].filter((d) => passesLuhn(cardDigitsOf(`${body}${d}`)));
        expect(valid).toHaveLength(1);
      }),
    );
  });
});
