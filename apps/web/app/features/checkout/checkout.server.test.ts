import { SdkError } from '@mercato/sdk/sdk-error';
import { describe, expect, it } from 'vitest';
import type { ActionArgs, LoaderArgs } from '../../lib/context.ts';
import { type BookingCheckoutData, loadCheckout, submitCheckout } from './checkout.server.ts';

const LISTING_ID = '11111111-2222-4333-8444-555555555555';
const START = '2026-12-07T09:00:00.000Z';
const INQUIRY_ID = '22222222-3333-4444-8555-666666666666';
const END = '2026-12-07T10:00:00.000Z';
/** The card holder's billing address as the checkout form posts it. */
const BILLING = {
  billingName: 'Ben Customer',
  billingLine1: '1 Market St',
  billingCity: 'San Francisco',
  billingState: 'CA',
  billingPostalCode: '94105',
  billingCountry: 'US',
};
const BILLING_ADDRESS = {
  name: 'Ben Customer',
  addressLine1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
  country: 'US',
};

const listing = {
  id: LISTING_ID,
  type: 'listing',
  attributes: {
    title: 'Sourdough baking workshop',
    availabilityPlan: { type: 'availability-plan/time', timezone: 'Europe/Berlin', entries: [] },
    publicData: { transactionProcessAlias: 'default-booking/release-1' },
  },
};

const speculative = {
  id: 'spec',
  type: 'transaction',
  attributes: {
    lineItems: [
      {
        code: 'line-item/hour',
        unitPrice: { amount: 6500, currency: 'USD' },
        lineTotal: { amount: 6500, currency: 'USD' },
        quantity: '1',
        reversal: false,
        includeFor: ['customer', 'provider'],
      },
    ],
    payinTotal: { amount: 6500, currency: 'USD' },
  },
};

const lessons = {
  ...listing,
  attributes: {
    ...listing.attributes,
    title: 'Beginner guitar lessons',
    price: { amount: 2500, currency: 'USD' },
    publicData: {
      transactionProcessAlias: 'default-booking/release-1',
      unitType: 'fixed',
      priceVariationsEnabled: true,
      priceVariants: [
        { name: 'Taster lesson', priceInSubunits: 2500, bookingLengthInMinutes: 30 },
        { name: 'Song workshop', priceInSubunits: 5500, bookingLengthInMinutes: 90 },
      ],
    },
  },
};

const mugs = {
  ...listing,
  attributes: {
    ...listing.attributes,
    title: 'Hand-thrown mug',
    price: { amount: 2500, currency: 'USD' },
    availabilityPlan: null,
    publicData: {
      transactionProcessAlias: 'default-purchase/release-1',
      unitType: 'item',
      pickupEnabled: true,
      shippingEnabled: true,
      shippingPriceInSubunitsOneItem: 900,
      shippingPriceInSubunitsAdditionalItems: 300,
    },
  },
};

const STOCK_ID = '33333333-4444-4555-8666-777777777777';
/** Aprons sold by version: natural ones left, charcoal sold out. */
const aprons = {
  ...mugs,
  attributes: {
    ...mugs.attributes,
    title: 'Linen apron',
    publicData: {
      ...mugs.attributes.publicData,
      priceVariationsEnabled: true,
      priceVariants: [
        { name: 'Natural', priceInSubunits: 3200 },
        { name: 'Charcoal', priceInSubunits: 3600 },
      ],
    },
  },
  relationships: { currentStock: { data: { id: STOCK_ID, type: 'stock' } } },
};
const apronStock = {
  id: STOCK_ID,
  type: 'stock',
  attributes: { quantity: 2, variants: { Natural: 2, Charcoal: 0 } },
};

function setup(
  options: {
    initiateFails?: SdkError;
    speculateFails?: SdkError;
    confirmFails?: SdkError;
    listing?: typeof listing | typeof lessons | typeof mugs | typeof aprons;
    included?: unknown[];
    /** The inquiry `transactions/show` answers (by default Ben's, about this listing, still an inquiry). */
    inquiry?: { listingId?: string; customerId?: string; processName?: string; state?: string };
  } = {},
) {
  const calls: { who: string; what: string; body: unknown }[] = [];
  const trusted = {
    transactions: {
      initiateSpeculative: async (body: unknown) => {
        calls.push({ who: 'trusted', what: 'initiateSpeculative', body });
        if (options.speculateFails) throw options.speculateFails;
        return { data: speculative, included: [], meta: {} };
      },
      transitionSpeculative: async (body: unknown) => {
        calls.push({ who: 'trusted', what: 'transitionSpeculative', body });
        return { data: speculative, included: [], meta: {} };
      },
      transition: async (body: unknown) => {
        calls.push({ who: 'trusted', what: 'transition', body });
        const protectedData = {
          stripePaymentIntents: { default: { stripePaymentIntentId: 'pi_sandbox_2' } },
        };
        return { data: { id: INQUIRY_ID, attributes: { protectedData } }, included: [], meta: {} };
      },
      initiate: async (body: unknown) => {
        calls.push({ who: 'trusted', what: 'initiate', body });
        if (options.initiateFails) throw options.initiateFails;
        const protectedData = {
          stripePaymentIntents: { default: { stripePaymentIntentId: 'pi_sandbox_1' } },
        };
        return { data: { id: 'tx-1', attributes: { protectedData } }, included: [], meta: {} };
      },
    },
  };
  const sdk = {
    // No operator's texts: the pages word everything in Mercato's English.
    assets: { translations: async () => ({ data: {}, version: null }) },
    currentUser: {
      show: async () => ({
        data: { id: 'ben', type: 'currentUser', attributes: {} },
        included: [],
        meta: {},
      }),
    },
    listings: {
      show: async () => ({ data: options.listing ?? listing, included: options.included ?? [], meta: {} }),
    },
    transactions: {
      show: async () => {
        const inquiry = {
          listingId: LISTING_ID,
          customerId: 'ben',
          processName: 'default-purchase',
          state: 'state/inquiry',
          ...options.inquiry,
        };
        return {
          data: {
            id: INQUIRY_ID,
            type: 'transaction',
            attributes: { processName: inquiry.processName, state: inquiry.state },
            relationships: {
              listing: { data: { id: inquiry.listingId, type: 'listing' } },
              customer: { data: { id: inquiry.customerId, type: 'user' } },
            },
          },
          included: [
            { id: inquiry.listingId, type: 'listing', attributes: {} },
            { id: inquiry.customerId, type: 'user', attributes: {} },
          ],
          meta: {},
        };
      },
      transition: async (body: unknown) => {
        calls.push({ who: 'user', what: 'transition', body });
        if (options.confirmFails) throw options.confirmFails;
        return { data: {}, included: [], meta: {} };
      },
    },
  };
  const session = { sdk, isLoggedIn: true, trustedSdk: async () => trusted };
  const argsOf = (url: string, form?: Record<string, string>) =>
    ({
      request: new Request(url, form ? { method: 'POST', body: new URLSearchParams(form) } : {}),
      params: { id: LISTING_ID },
      context: { session },
    }) as unknown as LoaderArgs & ActionArgs;
  return { calls, argsOf };
}

const checkoutUrl = `https://shop.test/l/${LISTING_ID}/checkout?bookingStart=${START}&bookingEnd=${END}`;
const declined = new SdkError(402, [
  {
    status: 402,
    code: 'transaction-payment-failed',
    title: 'Payment failed',
    meta: { stripeMessage: 'Your card was declined.' },
  },
]);

async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
  }
  throw new Error('expected a thrown response');
}

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
    const answer = (await submitCheckout(
      argsOf(variantUrl('Drum lesson'), {
        bookingStart: START,
        bookingEnd: END,
        priceVariantName: 'Drum lesson',
        cardNumber: '4242 4242 4242 4242',
        ...BILLING,
      }),
    )) as { data: { formError: string }; init: { status: number } };
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
          cardNumber: '4242 4242 4242 4242',
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
  const form = { bookingStart: START, bookingEnd: END, cardNumber: '4242 4242 4242 4242', ...BILLING };

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
    const answer = (await submitCheckout(
      argsOf(checkoutUrl, { ...form, cardNumber: '4000 0000 0000 0002' }),
    )) as {
      data: { formError: string };
      init: { status: number };
    };
    expect(answer.init.status).toBe(402);
    expect(answer.data.formError).toBe('Your card was declined.');
    expect(calls.map((c) => c.what)).toEqual(['initiate']);
  });

  it('checks the card number before calling the platform', async () => {
    const { calls, argsOf } = setup();
    const answer = (await submitCheckout(argsOf(checkoutUrl, { ...form, cardNumber: '1234' }))) as {
      data: { errors: Record<string, string> };
    };
    expect(answer.data.errors.cardNumber).toBe('Your card number is incomplete.');
    expect(calls).toEqual([]);
  });
});

describe('buying items', () => {
  const buyUrl = (query: string) => `https://shop.test/l/${LISTING_ID}/checkout?${query}`;
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
    const page = await loadCheckout(argsOf(buyUrl('quantity=2&deliveryMethod=shipping')));
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
      const response = await thrownResponse(loadCheckout(argsOf(buyUrl(query))));
      expect(response.headers.get('location')).toBe(`/l/hand-thrown-mug/${LISTING_ID}`);
    }
  });

  it('checks the shipping address before ordering, then orders with it in the protected data', async () => {
    const { calls, argsOf } = setup({ listing: mugs });
    const base = {
      quantity: '1',
      deliveryMethod: 'shipping',
      cardNumber: '4242 4242 4242 4242',
      billingSameAsShipping: 'on',
    };
    const bad = (await submitCheckout(
      argsOf(buyUrl('quantity=1&deliveryMethod=shipping'), {
        ...base,
        ...address,
        shippingPostalCode: '123',
      }),
    )) as { data: { errors: Record<string, string> }; init: { status: number } };
    expect(bad.init.status).toBe(400);
    expect(bad.data.errors).toEqual({ shippingPostalCode: 'postal code must be 5 or 9 digits' });
    const noStreet = (await submitCheckout(
      argsOf(buyUrl('quantity=1&deliveryMethod=shipping'), { ...base, ...address, shippingLine1: '' }),
    )) as { data: { errors: Record<string, string> } };
    expect(Object.keys(noStreet.data.errors)).toEqual(['shippingLine1']);
    // Nine digits are no US number: the action checks the country's numbering plan.
    const badPhone = (await submitCheckout(
      argsOf(buyUrl('quantity=1&deliveryMethod=shipping'), {
        ...base,
        ...address,
        shippingPhone: '555 123 456',
      }),
    )) as { data: { errors: Record<string, string> }; init: { status: number } };
    expect(badPhone.init.status).toBe(400);
    expect(badPhone.data.errors).toEqual({
      shippingPhone: 'phone number is not a number of the chosen country',
    });
    expect(calls).toEqual([]);

    const response = await thrownResponse(
      submitCheckout(
        argsOf(buyUrl('quantity=1&deliveryMethod=shipping'), {
          ...base,
          ...address,
          shippingPhone: '(718) 555-0134',
        }),
      ),
    );
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
    const url = buyUrl('quantity=1&deliveryMethod=shipping');
    const shipped = {
      quantity: '1',
      deliveryMethod: 'shipping',
      cardNumber: '4242 4242 4242 4242',
      ...address,
    };
    const missing = (await submitCheckout(argsOf(url, shipped))) as {
      data: { errors: Record<string, string>; entered: Record<string, string> };
      init: { status: number };
    };
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
    const answer = (await submitCheckout(
      argsOf(buyUrl('quantity=3&deliveryMethod=pickup'), {
        quantity: '3',
        deliveryMethod: 'pickup',
        cardNumber: '4242 4242 4242 4242',
        ...BILLING,
      }),
    )) as { data: { formError: string }; init: { status: number } };
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
  const buyUrl = (query: string) => `https://shop.test/l/${LISTING_ID}/checkout?${query}`;
  const form = {
    quantity: '1',
    deliveryMethod: 'pickup',
    cardNumber: '4242 4242 4242 4242',
    ...BILLING,
  };

  it('quotes and orders the chosen version, keeping its name with the order', async () => {
    const { calls, argsOf } = setup({ listing: aprons, included: [apronStock] });
    const page = await loadCheckout(argsOf(buyUrl('variant=Natural&quantity=1&deliveryMethod=pickup')));
    expect(page).toMatchObject({ kind: 'purchase', variantName: 'Natural', error: null });
    expect(calls[0]?.body).toMatchObject({
      params: { priceVariantName: 'Natural', stockReservationQuantity: 1 },
    });
    await thrownResponse(
      submitCheckout(argsOf(buyUrl('variant=Natural'), { ...form, priceVariantName: 'Natural' })),
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
    const soldOut = await loadCheckout(argsOf(buyUrl('variant=Charcoal&quantity=1&deliveryMethod=pickup')));
    expect(soldOut).toMatchObject({ breakdown: null, error: 'There is no stock for the selected variant.' });
    const gone = await loadCheckout(argsOf(buyUrl('variant=Rust&quantity=1&deliveryMethod=pickup')));
    expect(gone).toMatchObject({
      breakdown: null,
      error: 'The selected product variant is not available. Please, select another variant.',
    });
    const posted = (await submitCheckout(
      argsOf(buyUrl('variant=Rust'), { ...form, priceVariantName: 'Rust' }),
    )) as { data: { formError: string }; init: { status: number } };
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
    const posted = (await submitCheckout(
      argsOf(buyUrl('variant=Natural'), { ...form, priceVariantName: 'Natural' }),
    )) as { data: { formError: string } };
    expect(posted.data.formError).toBe('There is no stock for the selected variant.');
  });
});

describe('ordering after an inquiry', () => {
  it('quotes and places the order on the inquiry with request-payment-after-inquiry', async () => {
    const { calls, argsOf } = setup({ listing: mugs });
    const url = `https://shop.test/l/${LISTING_ID}/checkout?quantity=1&deliveryMethod=pickup&inquiry=${INQUIRY_ID}`;
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
      submitCheckout(
        argsOf(url, {
          quantity: '1',
          deliveryMethod: 'pickup',
          inquiryId: INQUIRY_ID,
          cardNumber: '4242 4242 4242 4242',
          ...BILLING,
          ...BILLING,
        }),
      ),
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
    const url = `https://shop.test/l/${LISTING_ID}/checkout?quantity=1&deliveryMethod=pickup&inquiry=${INQUIRY_ID}`;
    await loadCheckout(argsOf(url));
    const response = await thrownResponse(
      submitCheckout(
        argsOf(url, {
          quantity: '1',
          deliveryMethod: 'pickup',
          inquiryId: INQUIRY_ID,
          cardNumber: '4242 4242 4242 4242',
          ...BILLING,
        }),
      ),
    );
    expect(response.headers.get('location')).toBe('/order/tx-1');
    expect(calls.map((c) => `${c.who} ${c.what}`)).toEqual([
      'trusted initiateSpeculative',
      'trusted initiate',
      'user transition',
    ]);
  });
});
