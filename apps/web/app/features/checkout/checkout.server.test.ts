import { SdkError } from '@mercato/sdk/sdk-error';
import { describe, expect, it } from 'vitest';
import { type BookingCheckoutData, loadCheckout, submitCheckout } from './checkout.server.ts';
import {
  BILLING,
  BILLING_ADDRESS,
  CARD,
  checkoutUrl,
  declined,
  END,
  LISTING_ID,
  lessons,
  refusedAnswer,
  START,
  setup,
  thrownResponse,
} from './checkout-fakes.ts';

describe('loadCheckout', () => {
  it('prices the chosen hour with a trusted speculative request-payment', async () => {
    const { calls, argsOf } = setup();
    const page = (await loadCheckout(argsOf(checkoutUrl))) as BookingCheckoutData;
    expect(page.breakdown?.total).toBe('$65.00');
    expect(page.period).toBe('Mon, Dec 7, 2026, 10:00 – 11:00 (Europe/Berlin)');
    expect(page.error).toBeNull();
    expect(calls).toEqual([
      {
        who: 'trusted',
        what: 'initiateSpeculative',
        body: {
          processAlias: 'default-booking/release-1',
          transition: 'transition/request-payment',
          params: { listingId: LISTING_ID, bookingStart: START, bookingEnd: END, seats: 1 },
        },
      },
    ]);
  });

  it('books the seats chosen on the listing page', async () => {
    const { calls, argsOf } = setup();
    const page = (await loadCheckout(argsOf(`${checkoutUrl}&seats=3`))) as BookingCheckoutData;
    expect(page.seats).toBe(3);
    expect(calls[0]?.body).toMatchObject({ params: { seats: 3 } });
  });

  it('shows the taken-time text when the platform refuses the time', async () => {
    const taken = new SdkError(409, [
      { status: 409, code: 'transaction-booking-time-not-available', title: 'taken' },
    ]);
    const { argsOf } = setup({ speculateFails: taken });
    const page = (await loadCheckout(argsOf(checkoutUrl))) as BookingCheckoutData;
    expect(page.breakdown).toBeNull();
    expect(page.error).toBe('The time you picked is no longer available. Please choose another time.');
  });

  it('sends a checkout without valid times back to the listing page', async () => {
    const { argsOf } = setup();
    const response = await thrownResponse(
      loadCheckout(argsOf(`https://shop.test/l/${LISTING_ID}/checkout?bookingStart=x`)),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/l/sourdough-baking-workshop/${LISTING_ID}`);
  });
});

describe('price variants', () => {
  const variantUrl = (name: string) =>
    `https://shop.test/l/${LISTING_ID}/checkout?bookingStart=${START}&priceVariantName=${encodeURIComponent(name)}`;

  it('prices the chosen session by its variant, ending it the variant’s length after the start', async () => {
    const { calls, argsOf } = setup({ listing: lessons });
    const page = (await loadCheckout(
      argsOf(`${variantUrl('Song workshop')}&bookingEnd=2026-12-07T20:00:00.000Z`),
    )) as BookingCheckoutData;
    expect(page.variantName).toBe('Song workshop');
    expect(page.bookingEnd).toBe('2026-12-07T10:30:00.000Z');
    expect(calls[0]?.body).toMatchObject({
      params: {
        bookingStart: START,
        bookingEnd: '2026-12-07T10:30:00.000Z',
        priceVariantName: 'Song workshop',
      },
    });
  });

  it('sends an unknown variant back to the listing page and refuses it on submit', async () => {
    const { calls, argsOf } = setup({ listing: lessons });
    const response = await thrownResponse(loadCheckout(argsOf(variantUrl('Drum lesson'))));
    expect(response.headers.get('location')).toBe(`/l/beginner-guitar-lessons/${LISTING_ID}`);
    const answer = await refusedAnswer(
      submitCheckout(
        argsOf(variantUrl('Drum lesson'), {
          bookingStart: START,
          bookingEnd: END,
          priceVariantName: 'Drum lesson',
          cardNumber: CARD,
          ...BILLING,
        }),
      ),
    );
    expect(answer.init.status).toBe(409);
    expect(answer.data.formError).toBe(
      'The selected product variant is not available. Please, select another variant.',
    );
    expect(calls).toEqual([]);
  });

  it('books the session length of the variant whatever end the form posts', async () => {
    const { calls, argsOf } = setup({ listing: lessons });
    await thrownResponse(
      submitCheckout(
        argsOf(variantUrl('Taster lesson'), {
          bookingStart: START,
          bookingEnd: '2026-12-07T18:00:00.000Z',
          priceVariantName: 'Taster lesson',
          cardNumber: CARD,
          ...BILLING,
          ...BILLING,
        }),
      ),
    );
    expect(calls[0]?.body).toMatchObject({
      params: { bookingEnd: '2026-12-07T09:30:00.000Z', priceVariantName: 'Taster lesson' },
    });
  });
});

describe('submitCheckout', () => {
  const form = { bookingStart: START, bookingEnd: END, cardNumber: CARD, ...BILLING };

  it('requests with the card (trusted), confirms the payment as the user, then opens the order', async () => {
    const { calls, argsOf } = setup();
    const response = await thrownResponse(submitCheckout(argsOf(checkoutUrl, form)));
    expect(response.headers.get('location')).toBe('/order/tx-1');
    expect(calls.map((c) => `${c.who} ${c.what}`)).toEqual(['trusted initiate', 'user transition']);
    expect(calls[0]?.body).toMatchObject({
      params: { paymentMethod: '4242424242424242', billingAddress: BILLING_ADDRESS },
    });
    expect(calls[1]?.body).toEqual({ id: 'tx-1', transition: 'transition/confirm-payment' });
  });

  it('sends a card that needs 3-D Secure to the authentication page, which returns to the order', async () => {
    const needsAuthentication = new SdkError(402, [
      {
        status: 402,
        code: 'transaction-payment-failed',
        title: '3DS',
        meta: { stripeCode: 'authentication_required' },
      },
    ]);
    const { argsOf } = setup({ confirmFails: needsAuthentication });
    const response = await thrownResponse(
      submitCheckout(argsOf(checkoutUrl, { ...form, cardNumber: '4000 0025 0000 3155' })),
    );
    expect(response.headers.get('location')).toBe(
      '/_payments/authenticate/pi_sandbox_1?return=%2Forder%2Ftx-1%3Fpayment_intent%3Dpi_sandbox_1',
    );
    // Outside the web app's routes: the browser loads it as a whole document.
    expect(response.headers.get('x-remix-reload-document')).toBe('true');
  });

  it('shows the card error of a declined card and confirms nothing', async () => {
    const { calls, argsOf } = setup({ initiateFails: declined });
    const answer = await refusedAnswer(
      submitCheckout(argsOf(checkoutUrl, { ...form, cardNumber: '4000 0000 0000 0002' })),
    );
    expect(answer.init.status).toBe(402);
    expect(answer.data.formError).toBe('Your card was declined.');
    expect(calls.map((c) => c.what)).toEqual(['initiate']);
  });

  it('checks the card number before calling the platform', async () => {
    const { calls, argsOf } = setup();
    const answer = await refusedAnswer(submitCheckout(argsOf(checkoutUrl, { ...form, cardNumber: '1234' })));
    expect(answer.data.errors.cardNumber).toBe('Your card number is incomplete.');
    expect(calls).toEqual([]);
  });
});
