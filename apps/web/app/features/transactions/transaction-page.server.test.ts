import { SdkError } from '@mercato/sdk/sdk-error';
import { describe, expect, it } from 'vitest';
import type { ActionArgs, LoaderArgs } from '../../lib/context.ts';
import { loadTransactionPage, transactionPageAction } from './transaction-page.server.ts';

const TX_ID = '11111111-2222-4333-8444-555555555555';
const BEN = 'b0000000-0000-4000-8000-000000000001';
const ADA = 'a0000000-0000-4000-8000-000000000002';
const LISTING_ID = 'c0ffee00-0000-4000-8000-000000000003';

interface FakeOptions {
  state?: string;
  showFails?: number;
  processName?: string;
  lastTransition?: string;
  protectedData?: Record<string, unknown>;
  /** Include the listing (id LISTING_ID, "Hand-thrown mug"). */
  withListing?: boolean;
  /** Resolves when the platform may answer a transition (to hold one in flight). */
  transitionGate?: Promise<void>;
}

function sdkFor(userId: string, options: FakeOptions = {}) {
  const transitions: unknown[] = [];
  const sent: unknown[] = [];
  const sdk = {
    // No operator's texts: the pages word everything in Mercato's English.
    assets: { translations: async () => ({ data: {}, version: null }) },
    currentUser: {
      show: async () => ({
        data: { id: userId, type: 'currentUser', attributes: {} },
        included: [],
        meta: {},
      }),
    },
    transactions: {
      show: async () => {
        if (options.showFails)
          throw new SdkError(options.showFails, [
            { status: options.showFails, code: 'not-found', title: 'no' },
          ]);
        return {
          data: {
            id: TX_ID,
            type: 'transaction',
            attributes: {
              processName: options.processName ?? 'default-booking',
              processVersion: 1,
              state: options.state ?? 'state/preauthorized',
              lastTransition: options.lastTransition ?? 'transition/confirm-payment',
              transitions: [
                {
                  transition: 'transition/request-payment',
                  createdAt: '2026-12-01T10:00:00.000Z',
                  by: 'customer',
                },
              ],
              lineItems: [],
              protectedData: options.protectedData ?? {},
              payinTotal: { amount: 6500, currency: 'USD' },
              payoutTotal: { amount: 5850, currency: 'USD' },
            },
            relationships: {
              customer: { data: { id: BEN, type: 'user' } },
              provider: { data: { id: ADA, type: 'user' } },
              ...(options.withListing ? { listing: { data: { id: LISTING_ID, type: 'listing' } } } : {}),
            },
          },
          included: options.withListing
            ? [{ id: LISTING_ID, type: 'listing', attributes: { title: 'Hand-thrown mug', publicData: {} } }]
            : [],
          meta: {},
        };
      },
      transition: async (body: unknown) => {
        transitions.push(body);
        await options.transitionGate;
        return { data: {}, included: [], meta: {} };
      },
    },
    messages: {
      query: async () => ({ data: [], included: [], meta: {} }),
      send: async (body: unknown) => {
        sent.push(body);
        return { data: {}, included: [], meta: {} };
      },
    },
  };
  return { sdk, transitions, sent };
}

function args(sdk: unknown, form?: Record<string, string>) {
  const body = form ? new URLSearchParams(form) : undefined;
  return {
    request: new Request(`https://shop.test/sale/${TX_ID}`, body ? { method: 'POST', body } : {}),
    params: { id: TX_ID },
    context: { session: { sdk, isLoggedIn: true } },
  } as unknown as LoaderArgs & ActionArgs;
}

async function statusOf(promise: Promise<unknown>): Promise<number | string> {
  try {
    await promise;
    return 'answered';
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: { status?: number } }).init;
    return init?.status ?? String(thrown);
  }
}

describe('loadTransactionPage', () => {
  it('shows the provider the sale with Accept and Decline while it awaits the answer', async () => {
    const page = await loadTransactionPage(args(sdkFor(ADA).sdk), 'provider');
    expect(page).toMatchObject({ stateLabel: 'Waiting for your answer', role: 'provider' });
    expect(page.actions.map((a) => [a.label, a.transition])).toEqual([
      ['Accept', 'transition/accept'],
      ['Decline', 'transition/decline'],
    ]);
    expect(page.refetchAgainAfterMs).toBeNull();
    expect(page.feed.map((item) => item.kind)).toEqual(['transition']);
  });

  it('gives the customer of a request no buttons: only the provider answers', async () => {
    const page = await loadTransactionPage(args(sdkFor(BEN).sdk), 'customer');
    expect(page.actions).toEqual([]);
  });

  it('offers the buttons of the purchase process by state and party, read from the process', async () => {
    const purchased = { processName: 'default-purchase', state: 'state/purchased' };
    const sale = await loadTransactionPage(args(sdkFor(ADA, purchased).sdk), 'provider');
    expect(sale.actions.map((a) => a.label)).toEqual(['Mark delivered']);
    const order = await loadTransactionPage(args(sdkFor(BEN, purchased).sdk), 'customer');
    expect(order.actions.map((a) => [a.label, a.transition])).toEqual([
      ['Mark received', 'transition/mark-received-from-purchased'],
    ]);
    const unknown = await loadTransactionPage(
      args(sdkFor(ADA, { processName: 'retired-process' }).sdk),
      'provider',
    );
    expect(unknown.actions).toEqual([]);
  });

  it('refetches once more after 8 seconds when the order was just marked received', async () => {
    const received = sdkFor(BEN, {
      processName: 'default-purchase',
      state: 'state/received',
      lastTransition: 'transition/mark-received-from-purchased',
    });
    expect((await loadTransactionPage(args(received.sdk), 'customer')).refetchAgainAfterMs).toBe(8000);
  });

  it('answers 404 to a user who is not a party, and when the platform hides the transaction', async () => {
    expect(
      await statusOf(
        loadTransactionPage(args(sdkFor('c0000000-0000-4000-8000-000000000003').sdk), 'customer'),
      ),
    ).toBe(404);
    expect(await statusOf(loadTransactionPage(args(sdkFor(BEN, { showFails: 404 }).sdk), 'customer'))).toBe(
      404,
    );
    expect(await statusOf(loadTransactionPage(args(sdkFor(BEN, { showFails: 403 }).sdk), 'customer'))).toBe(
      404,
    );
  });

  it('sends a party on the other side’s path to their own page', async () => {
    expect(await statusOf(loadTransactionPage(args(sdkFor(BEN).sdk), 'provider'))).toBe(302);
  });
});

describe('transactionPageAction', () => {
  it('lets the provider accept a request, and refuses an answer once it is answered', async () => {
    const { sdk, transitions } = sdkFor(ADA);
    const accept = { intent: 'transition', transition: 'transition/accept' };
    expect(await statusOf(transactionPageAction(args(sdk, accept), 'provider'))).toBe(302);
    expect(transitions).toEqual([{ id: TX_ID, transition: 'transition/accept' }]);

    const answered = sdkFor(ADA, { state: 'state/accepted' });
    const decline = { intent: 'transition', transition: 'transition/decline' };
    const refused = (await transactionPageAction(args(answered.sdk, decline), 'provider')) as {
      data: { formError: string };
      init: { status: number };
    };
    expect(refused.init.status).toBe(409);
    expect(refused.data.formError).toBe('Oops, declining failed. Please try again.');
    expect(answered.transitions).toEqual([]);
  });

  it('does not let the customer answer their own request, and sends messages with text only', async () => {
    const { sdk, transitions, sent } = sdkFor(BEN);
    const customerAnswer = (await transactionPageAction(
      args(sdk, { intent: 'transition', transition: 'transition/accept' }),
      'customer',
    )) as { data: { formError: string }; init: { status: number } };
    expect(customerAnswer.init.status).toBe(409);
    expect(customerAnswer.data.formError).toBe('Oops, accepting failed. Please try again.');
    const made = (await transactionPageAction(
      args(sdk, { intent: 'transition', transition: 'transition/request-payment' }),
      'customer',
    )) as { data: { formError: string }; init: { status: number } };
    expect(made.init.status).toBe(409);
    expect(made.data.formError).toMatch(/no longer available/);
    expect(transitions).toEqual([]);
    const blank = (await transactionPageAction(
      args(sdk, { intent: 'message', content: '   ' }),
      'customer',
    )) as {
      data: { errors: Record<string, string> };
    };
    expect(blank.data.errors.content).toBe('Write a message first.');
    expect(
      await statusOf(transactionPageAction(args(sdk, { intent: 'message', content: 'Hi' }), 'customer')),
    ).toBe(302);
    expect(sent).toEqual([{ transactionId: TX_ID, content: 'Hi' }]);
  });
});

describe('orders of items (purchase process)', () => {
  const shipped = {
    processName: 'default-purchase',
    state: 'state/delivered',
    protectedData: {
      deliveryMethod: 'shipping',
      shippingDetails: {
        name: 'Ben Customer',
        phoneNumber: '555123456',
        address: { line1: '220 Kent Ave', city: 'Brooklyn', state: 'NY', postalCode: '11249', country: 'US' },
      },
    },
  };

  it('shows the shipping address, the order wording, and lets the customer dispute with a reason', async () => {
    const { sdk, transitions } = sdkFor(BEN, shipped);
    const page = await loadTransactionPage(args(sdk), 'customer');
    expect(page).toMatchObject({
      kind: 'order',
      stateLabel: 'Delivered',
      canDispute: true,
      canReview: false,
    });
    expect(page.delivery).toEqual({
      method: 'Shipping',
      variantName: null,
      lines: ['Ben Customer', '220 Kent Ave', 'Brooklyn NY 11249', 'US', 'Phone 555123456'],
    });
    expect(page.actions.map((a) => a.transition)).toEqual(['transition/mark-received']);
    const blank = (await transactionPageAction(
      args(sdk, { intent: 'dispute', disputeReason: ' ' }),
      'customer',
    )) as {
      data: { errors: Record<string, string> };
    };
    expect(blank.data.errors.disputeReason).toBe('Tell the marketplace what went wrong.');
    expect(transitions).toEqual([]);
    expect(
      await statusOf(
        transactionPageAction(
          args(sdk, { intent: 'dispute', disputeReason: 'Arrived cracked.' }),
          'customer',
        ),
      ),
    ).toBe(302);
    expect(transitions).toEqual([
      {
        id: TX_ID,
        transition: 'transition/dispute',
        params: { protectedData: { disputeReason: 'Arrived cracked.' } },
      },
    ]);
  });

  it('does not let the provider dispute, and offers reviews once the order is completed', async () => {
    const provider = sdkFor(ADA, shipped);
    expect((await loadTransactionPage(args(provider.sdk), 'provider')).canDispute).toBe(false);
    const refused = (await transactionPageAction(
      args(provider.sdk, { intent: 'dispute', disputeReason: 'No' }),
      'provider',
    )) as { init: { status: number } };
    expect(refused.init.status).toBe(409);
    expect(provider.transitions).toEqual([]);
    const completed = sdkFor(BEN, { ...shipped, state: 'state/completed' });
    const page = await loadTransactionPage(args(completed.sdk), 'customer');
    expect(page.canReview).toBe(true);
    expect(
      await statusOf(
        transactionPageAction(
          args(completed.sdk, { intent: 'review', reviewRating: '4', reviewContent: 'Nice mug' }),
          'customer',
        ),
      ),
    ).toBe(302);
    expect(completed.transitions).toMatchObject([{ transition: 'transition/review-1-by-customer' }]);
  });

  it('shows a pickup at the listing’s address, and the version of an item sold by variant', async () => {
    const { sdk } = sdkFor(ADA, {
      ...shipped,
      protectedData: { deliveryMethod: 'pickup', priceVariantName: 'Charcoal' },
    });
    expect((await loadTransactionPage(args(sdk), 'provider')).delivery).toEqual({
      method: 'Pickup',
      variantName: 'Charcoal',
      lines: [],
    });
  });
});

describe('after an inquiry', () => {
  it('offers the customer the way on to the order, keeping the inquiry; not the provider', async () => {
    const inquiry = { processName: 'default-purchase', state: 'state/inquiry' };
    const customer = await loadTransactionPage(args(sdkFor(BEN, inquiry).sdk), 'customer');
    expect(customer.continueOrder).toBeNull(); // The listing was not included: no page to go to.
    const withListing = await loadTransactionPage(
      args(sdkFor(BEN, { ...inquiry, withListing: true }).sdk),
      'customer',
    );
    expect(withListing.continueOrder).toEqual({
      label: 'Buy now',
      path: `/l/hand-thrown-mug/${LISTING_ID}?inquiry=${TX_ID}`,
    });
    const booked = await loadTransactionPage(
      args(sdkFor(BEN, { state: 'state/inquiry', withListing: true }).sdk),
      'customer',
    );
    expect(booked.continueOrder?.label).toBe('Request to book');
    const paid = await loadTransactionPage(args(sdkFor(BEN, { withListing: true }).sdk), 'customer');
    expect(paid.continueOrder).toBeNull();
    const booking = { state: 'state/inquiry' };
    const provider = await loadTransactionPage(args(sdkFor(ADA, booking).sdk), 'provider');
    expect(provider.continueOrder).toBeNull();
  });
});

describe('one transition at a time', () => {
  it("answers 'Transition already in progress' to a second post while the first is running", async () => {
    let release = () => {};
    const transitionGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { sdk, transitions } = sdkFor(ADA, { transitionGate });
    const first = statusOf(
      transactionPageAction(args(sdk, { intent: 'transition', transition: 'transition/accept' }), 'provider'),
    );
    // Let the first reach the platform before the second arrives.
    while (transitions.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    const second = (await transactionPageAction(
      args(sdk, { intent: 'transition', transition: 'transition/decline' }),
      'provider',
    )) as { data: { formError: string }; init: { status: number } };
    expect(second.init.status).toBe(409);
    expect(second.data.formError).toBe('Transition already in progress');
    release();
    expect(await first).toBe(302);
    expect(transitions).toEqual([{ id: TX_ID, transition: 'transition/accept' }]);
    // Once the first is done, the next transition may run.
    expect(
      await statusOf(
        transactionPageAction(
          args(sdkFor(ADA).sdk, { intent: 'transition', transition: 'transition/accept' }),
          'provider',
        ),
      ),
    ).toBe(302);
  });
});

describe('reviews', () => {
  it('lets each party review once the booking is delivered, with 1 to 5 stars and text', async () => {
    const { sdk, transitions } = sdkFor(BEN, { state: 'state/delivered' });
    const page = await loadTransactionPage(args(sdk), 'customer');
    expect(page.canReview).toBe(true);
    const noStars = (await transactionPageAction(
      args(sdk, { intent: 'review', reviewRating: '0', reviewContent: 'Fine' }),
      'customer',
    )) as { data: { errors: Record<string, string> } };
    expect(noStars.data.errors.reviewRating).toBe('Choose 1 to 5 stars.');
    expect(
      await statusOf(
        transactionPageAction(
          args(sdk, { intent: 'review', reviewRating: '5', reviewContent: 'Great bread' }),
          'customer',
        ),
      ),
    ).toBe(302);
    expect(transitions).toEqual([
      {
        id: TX_ID,
        transition: 'transition/review-1-by-customer',
        params: { reviewRating: 5, reviewContent: 'Great bread' },
      },
    ]);
  });

  it('offers no review before the booking is delivered', async () => {
    const page = await loadTransactionPage(args(sdkFor(ADA, { state: 'state/accepted' }).sdk), 'provider');
    expect(page.canReview).toBe(false);
  });
});

describe('completing a payment', () => {
  it('lets the customer confirm a pending payment, and says it expired once it is not pending', async () => {
    const pending = sdkFor(BEN, { state: 'state/pending-payment' });
    expect((await loadTransactionPage(args(pending.sdk), 'customer')).canCompletePayment).toBe(true);
    expect(
      await statusOf(transactionPageAction(args(pending.sdk, { intent: 'confirm-payment' }), 'customer')),
    ).toBe(302);
    expect(pending.transitions).toEqual([{ id: TX_ID, transition: 'transition/confirm-payment' }]);

    const expired = sdkFor(BEN, { state: 'state/payment-expired' });
    const refused = (await transactionPageAction(
      args(expired.sdk, { intent: 'confirm-payment' }),
      'customer',
    )) as {
      data: { formError: string };
    };
    expect(refused.data.formError).toBe(
      'The payment was not completed within 15 minutes. Please start the order again.',
    );
    expect(expired.transitions).toEqual([]);
  });
});
