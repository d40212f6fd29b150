import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardDigitsOf, checkoutForm, passesLuhn } from './checkout-form.ts';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};
const TIMES = {
  bookingStart: '2026-12-07T10:00:00.000Z',
  bookingEnd: '2026-12-07T11:00:00.000Z',
  billingName: 'Ben Customer',
  billingLine1: '1 Market St',
  billingCity: 'San Francisco',
  billingPostalCode: '94105',
  billingCountry: 'US',
};

describe('checkoutForm', () => {
  it('needs no card number for the saved card, and a valid one for a new card', () => {
    const saved = checkoutForm(form({ ...TIMES, paymentChoice: 'saved' }));
    expect(saved.ok && saved.data).toMatchObject({ paymentChoice: 'saved', saveCard: false });
    expect(checkoutForm(form({ ...TIMES, paymentChoice: 'new' }))).toEqual({
      ok: false,
      errors: { cardNumber: 'Your card number is incomplete.' },
    });
    const kept = checkoutForm(
      form({ ...TIMES, paymentChoice: 'new', cardNumber: '4242424242424242', saveCard: 'on' }),
    );
    expect(kept.ok && kept.data).toMatchObject({ paymentChoice: 'new', saveCard: true });
    expect(
      checkoutForm(form({ ...TIMES, paymentChoice: 'elsewhere', cardNumber: '4242424242424242' })).ok,
    ).toBe(false);
  });

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

  it('needs the billing address of the card, the state and second line aside', () => {
    const { billingCity: _city, billingCountry: _country, ...rest } = TIMES;
    expect(checkoutForm(form({ ...rest, cardNumber: '4242 4242 4242 4242' }))).toEqual({
      ok: false,
      errors: { billingCity: 'this field is required', billingCountry: 'this field is required' },
    });
    const parsed = checkoutForm(form({ ...TIMES, billingCountry: 'FR', cardNumber: '4242424242424242' }));
    expect(parsed.ok && parsed.data.billingAddress).toEqual({
      name: 'Ben Customer',
      addressLine1: '1 Market St',
      city: 'San Francisco',
      postalCode: '94105',
      country: 'FR',
    });
  });

  it('names a wrong card and a missing billing address together', () => {
    const { billingName: _name, ...rest } = TIMES;
    expect(checkoutForm(form({ ...rest, cardNumber: '4242' }))).toEqual({
      ok: false,
      errors: { cardNumber: 'Your card number is incomplete.', billingName: 'this field is required' },
    });
  });

  it('refuses a booking that does not end after it starts', () => {
    const result = checkoutForm(
      form({
        ...TIMES,
        bookingStart: TIMES.bookingEnd,
        bookingEnd: TIMES.bookingStart,
        cardNumber: '4242424242424242',
      }),
    );
    expect(result).toEqual({ ok: false, errors: { bookingEnd: 'The booking must end after it starts.' } });
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
