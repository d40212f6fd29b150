import { SdkError } from '@mercato/sdk/sdk-error';
import type { ActionArgs, LoaderArgs } from '../../lib/context.ts';
import type { CheckoutActionData } from './checkout-order.server.ts';

// The checkout's tests: listings to book or buy, a fake platform (the user's SDK and the trusted
// one) that records its calls, and how the loader or action answered.

export const LISTING_ID = '11111111-2222-4333-8444-555555555555';
export const START = '2026-12-07T09:00:00.000Z';
export const INQUIRY_ID = '22222222-3333-4444-8555-666666666666';
export const END = '2026-12-07T10:00:00.000Z';
/** The card holder's billing address as the checkout form posts it. */
export const BILLING = {
  billingName: 'Ben Customer',
  billingLine1: '1 Market St',
  billingCity: 'San Francisco',
  billingState: 'CA',
  billingPostalCode: '94105',
  billingCountry: 'US',
};
export const BILLING_ADDRESS = {
  name: 'Ben Customer',
  addressLine1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
  country: 'US',
};

export const listing = {
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

export const lessons = {
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

export const mugs = {
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

export const STOCK_ID = '33333333-4444-4555-8666-777777777777';
/** Aprons sold by version: natural ones left, charcoal sold out. */
export const aprons = {
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
export const apronStock = {
  id: STOCK_ID,
  type: 'stock',
  attributes: { quantity: 2, variants: { Natural: 2, Charcoal: 0 } },
};

export function setup(
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

export const checkoutUrl = `https://shop.test/l/${LISTING_ID}/checkout?bookingStart=${START}&bookingEnd=${END}`;
export const declined = new SdkError(402, [
  {
    status: 402,
    code: 'transaction-payment-failed',
    title: 'Payment failed',
    meta: { stripeMessage: 'Your card was declined.' },
  },
]);

export async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
  }
  throw new Error('expected a thrown response');
}

/** The card every test pays with unless it means another. */
export const CARD = '4242 4242 4242 4242';

/** One item picked up, paid with the card and billed to the card holder's address. */
export const PICKUP_ORDER = { quantity: '1', deliveryMethod: 'pickup', cardNumber: CARD, ...BILLING };

/** The checkout page of LISTING_ID with `query`. */
export const checkoutUrlWith = (query: string) => `https://shop.test/l/${LISTING_ID}/checkout?${query}`;

/** The answer of an action that placed no order: its messages, what was typed, and its status. */
export async function refusedAnswer(
  action: Promise<unknown>,
): Promise<{ data: Required<CheckoutActionData>; init: { status: number } }> {
  return (await action) as { data: Required<CheckoutActionData>; init: { status: number } };
}
