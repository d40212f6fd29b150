import { SdkError } from '@mercato/sdk/sdk-error';
import { describe, expect, it } from 'vitest';
import { loadCheckout, submitCheckout } from './checkout.server.ts';
import {
  apronStock,
  aprons,
  BILLING,
  BILLING_ADDRESS,
  CARD,
  checkoutUrlWith,
  INQUIRY_ID,
  LISTING_ID,
  mugs,
  PICKUP_ORDER,
  refusedAnswer,
  setup,
  thrownResponse,
} from './checkout-fakes.ts';

describe('buying items', () => {
  const address = {
    shippingName: 'Ben Customer',
    shippingLine1: '220 Kent Ave',
    shippingCity: 'Brooklyn',
    shippingState: 'NY',
    shippingPostalCode: '11249',
    shippingCountry: 'US',
  };

  it('quotes the quantity and delivery chosen on the listing page', async () => {
    const { calls, argsOf } = setup({ listing: mugs });
    const page = await loadCheckout(argsOf(checkoutUrlWith('quantity=2&deliveryMethod=shipping')));
    expect(page).toMatchObject({ kind: 'purchase', quantity: 2, deliveryMethod: 'shipping', error: null });
    expect(page.kind === 'purchase' && page.countries.some((c) => c.code === 'US')).toBe(true);
    expect(calls[0]?.body).toMatchObject({
      processAlias: 'default-purchase/release-1',
      params: { listingId: LISTING_ID, stockReservationQuantity: 2, deliveryMethod: 'shipping' },
    });
  });

  it('sends a quantity or delivery the listing does not offer back to the listing page', async () => {
    const { argsOf } = setup({ listing: mugs });
    for (const query of [
      'quantity=0&deliveryMethod=pickup',
      'quantity=2',
      'quantity=1&deliveryMethod=drone',
    ]) {
      const response = await thrownResponse(loadCheckout(argsOf(checkoutUrlWith(query))));
      expect(response.headers.get('location')).toBe(`/l/hand-thrown-mug/${LISTING_ID}`);
    }
  });

  it('checks the shipping address before ordering, then orders with it in the protected data', async () => {
    const { calls, argsOf } = setup({ listing: mugs });
    const base = {
      quantity: '1',
      deliveryMethod: 'shipping',
      cardNumber: CARD,
      billingSameAsShipping: 'on',
    };
    const order = (changes: Record<string, string>) =>
      submitCheckout(
        argsOf(checkoutUrlWith('quantity=1&deliveryMethod=shipping'), { ...base, ...address, ...changes }),
      );
    const bad = await refusedAnswer(order({ shippingPostalCode: '123' }));
    expect(bad.init.status).toBe(400);
    expect(bad.data.errors).toEqual({ shippingPostalCode: 'postal code must be 5 or 9 digits' });
    const noStreet = await refusedAnswer(order({ shippingLine1: '' }));
    expect(Object.keys(noStreet.data.errors)).toEqual(['shippingLine1']);
    // Nine digits are no US number: the action checks the country's numbering plan.
    const badPhone = await refusedAnswer(order({ shippingPhone: '555 123 456' }));
    expect(badPhone.init.status).toBe(400);
    expect(badPhone.data.errors).toEqual({
      shippingPhone: 'phone number is not a number of the chosen country',
    });
    expect(calls).toEqual([]);

    const response = await thrownResponse(order({ shippingPhone: '(718) 555-0134' }));
    expect(response.headers.get('location')).toBe('/order/tx-1');
    expect(calls[0]?.body).toEqual({
      processAlias: 'default-purchase/release-1',
      transition: 'transition/request-payment',
      params: {
        listingId: LISTING_ID,
        stockReservationQuantity: 1,
        deliveryMethod: 'shipping',
        protectedData: {
          deliveryMethod: 'shipping',
          shippingDetails: {
            name: 'Ben Customer',
            phoneNumber: '(718) 555-0134',
            address: {
              line1: '220 Kent Ave',
              city: 'Brooklyn',
              state: 'NY',
              postalCode: '11249',
              country: 'US',
            },
          },
        },
        paymentMethod: '4242424242424242',
        billingAddress: {
          name: 'Ben Customer',
          addressLine1: '220 Kent Ave',
          city: 'Brooklyn',
          state: 'NY',
          postalCode: '11249',
          country: 'US',
        },
      },
    });
  });

  it('bills another address when the customer unticks "same as shipping", and needs it then', async () => {
    const { calls, argsOf } = setup({ listing: mugs });
    const url = checkoutUrlWith('quantity=1&deliveryMethod=shipping');
    const shipped = {
      quantity: '1',
      deliveryMethod: 'shipping',
      cardNumber: CARD,
      ...address,
    };
    const missing = await refusedAnswer(submitCheckout(argsOf(url, shipped)));
    expect(missing.init.status).toBe(400);
    expect(missing.data.errors).toEqual({
      billingName: 'this field is required',
      billingLine1: 'this field is required',
      billingCity: 'this field is required',
      billingPostalCode: 'this field is required',
      billingCountry: 'this field is required',
    });
    // The server-drawn page (no JavaScript) keeps what was typed, never the card.
    expect(missing.data.entered).toMatchObject({ shippingCity: 'Brooklyn', shippingPostalCode: '11249' });
    expect(Object.keys(missing.data.entered).some((name) => /card/i.test(name))).toBe(false);
    expect(calls).toEqual([]);
    await thrownResponse(submitCheckout(argsOf(url, { ...shipped, ...BILLING })));
    expect(calls[0]?.body).toMatchObject({ params: { billingAddress: BILLING_ADDRESS } });
  });

  it('orders a pickup without an address, and shows the stock text when it ran out', async () => {
    const soldOut = new SdkError(409, [
      { status: 409, code: 'transaction-listing-insufficient-stock', title: 'no stock' },
    ]);
    const { calls, argsOf } = setup({ listing: mugs, initiateFails: soldOut });
    const answer = await refusedAnswer(
      submitCheckout(
        argsOf(checkoutUrlWith('quantity=3&deliveryMethod=pickup'), {
          quantity: '3',
          deliveryMethod: 'pickup',
          cardNumber: CARD,
          ...BILLING,
        }),
      ),
    );
    expect(answer.init.status).toBe(409);
    expect(answer.data.formError).toBe('There is not enough stock left for this order.');
    expect(calls[0]?.body).toMatchObject({
      params: {
        stockReservationQuantity: 3,
        deliveryMethod: 'pickup',
        protectedData: { deliveryMethod: 'pickup' },
      },
    });
  });
});

describe('buying a product variant', () => {
  const form = PICKUP_ORDER;

  it('quotes and orders the chosen version, keeping its name with the order', async () => {
    const { calls, argsOf } = setup({ listing: aprons, included: [apronStock] });
    const page = await loadCheckout(
      argsOf(checkoutUrlWith('variant=Natural&quantity=1&deliveryMethod=pickup')),
    );
    expect(page).toMatchObject({ kind: 'purchase', variantName: 'Natural', error: null });
    expect(calls[0]?.body).toMatchObject({
      params: { priceVariantName: 'Natural', stockReservationQuantity: 1 },
    });
    await thrownResponse(
      submitCheckout(argsOf(checkoutUrlWith('variant=Natural'), { ...form, priceVariantName: 'Natural' })),
    );
    expect(calls[1]?.body).toMatchObject({
      params: {
        priceVariantName: 'Natural',
        protectedData: { deliveryMethod: 'pickup', priceVariantName: 'Natural' },
      },
    });
  });

  it('says a sold-out version has no stock and a missing one is not available, ordering nothing', async () => {
    const { calls, argsOf } = setup({ listing: aprons, included: [apronStock] });
    const soldOut = await loadCheckout(
      argsOf(checkoutUrlWith('variant=Charcoal&quantity=1&deliveryMethod=pickup')),
    );
    expect(soldOut).toMatchObject({ breakdown: null, error: 'There is no stock for the selected variant.' });
    const gone = await loadCheckout(argsOf(checkoutUrlWith('variant=Rust&quantity=1&deliveryMethod=pickup')));
    expect(gone).toMatchObject({
      breakdown: null,
      error: 'The selected product variant is not available. Please, select another variant.',
    });
    const posted = await refusedAnswer(
      submitCheckout(argsOf(checkoutUrlWith('variant=Rust'), { ...form, priceVariantName: 'Rust' })),
    );
    expect(posted.init.status).toBe(409);
    expect(posted.data.formError).toBe(
      'The selected product variant is not available. Please, select another variant.',
    );
    expect(calls).toEqual([]);
  });

  it('shows the variant text when the last units went to someone else meanwhile', async () => {
    const raced = new SdkError(409, [
      {
        status: 409,
        code: 'transaction-listing-insufficient-stock',
        title: 'no stock',
        source: { path: ['params', 'priceVariantName'], type: 'body' },
      },
    ]);
    const { argsOf } = setup({ listing: aprons, included: [apronStock], initiateFails: raced });
    const posted = await refusedAnswer(
      submitCheckout(argsOf(checkoutUrlWith('variant=Natural'), { ...form, priceVariantName: 'Natural' })),
    );
    expect(posted.data.formError).toBe('There is no stock for the selected variant.');
  });
});

describe('ordering after an inquiry', () => {
  const inquiryUrl = checkoutUrlWith(`quantity=1&deliveryMethod=pickup&inquiry=${INQUIRY_ID}`);

  it('quotes and places the order on the inquiry with request-payment-after-inquiry', async () => {
    const { calls, argsOf } = setup({ listing: mugs });
    const url = inquiryUrl;
    const page = await loadCheckout(argsOf(url));
    expect(page.inquiryId).toBe(INQUIRY_ID);
    expect(calls[0]).toEqual({
      who: 'trusted',
      what: 'transitionSpeculative',
      body: {
        id: INQUIRY_ID,
        transition: 'transition/request-payment-after-inquiry',
        params: { stockReservationQuantity: 1, deliveryMethod: 'pickup' },
      },
    });
    const response = await thrownResponse(
      submitCheckout(argsOf(url, { ...PICKUP_ORDER, inquiryId: INQUIRY_ID })),
    );
    expect(response.headers.get('location')).toBe(`/order/${INQUIRY_ID}`);
    expect(calls.map((c) => `${c.who} ${c.what}`)).toEqual([
      'trusted transitionSpeculative',
      'trusted transition',
      'user transition',
    ]);
    expect(calls[1]?.body).toMatchObject({
      id: INQUIRY_ID,
      transition: 'transition/request-payment-after-inquiry',
    });
  });

  it.each([
    ['another listing', { listingId: '00000000-0000-4000-8000-00000000beef' }],
    ['another process', { processName: 'default-download' }],
    ["someone else's", { customerId: 'cleo' }],
    ['one already ordered', { state: 'state/purchased' }],
  ])('starts a new order instead of continuing %s inquiry', async (_what, inquiry) => {
    const { calls, argsOf } = setup({ listing: mugs, inquiry });
    const url = inquiryUrl;
    await loadCheckout(argsOf(url));
    const response = await thrownResponse(
      submitCheckout(argsOf(url, { ...PICKUP_ORDER, inquiryId: INQUIRY_ID })),
    );
    expect(response.headers.get('location')).toBe('/order/tx-1');
    expect(calls.map((c) => `${c.who} ${c.what}`)).toEqual([
      'trusted initiateSpeculative',
      'trusted initiate',
      'user transition',
    ]);
  });
});
