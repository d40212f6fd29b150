import { describe, expect, it } from 'vitest';
import { transactionPageAction } from './transaction-actions.server.ts';
import { loadTransactionPage } from './transaction-page.server.ts';
import { ADA, args, BEN, refusedAnswer, sdkFor, statusOf, TX_ID } from './transaction-page-fakes.ts';

describe('transactionPageAction', () => {
  it('lets the provider accept a request, and refuses an answer once it is answered', async () => {
    const { sdk, transitions } = sdkFor(ADA);
    const accept = { intent: 'transition', transition: 'transition/accept' };
    expect(await statusOf(transactionPageAction(args(sdk, accept), 'provider'))).toBe(302);
    expect(transitions).toEqual([{ id: TX_ID, transition: 'transition/accept' }]);

    const answered = sdkFor(ADA, { state: 'state/accepted' });
    const decline = { intent: 'transition', transition: 'transition/decline' };
    const refused = await refusedAnswer(transactionPageAction(args(answered.sdk, decline), 'provider'));
    expect(refused.init.status).toBe(409);
    expect(refused.data.formError).toBe('Oops, declining failed. Please try again.');
    expect(answered.transitions).toEqual([]);
  });

  it('does not let the customer answer their own request, and sends messages with text only', async () => {
    const { sdk, transitions, sent } = sdkFor(BEN);
    const customerAnswer = await refusedAnswer(
      transactionPageAction(args(sdk, { intent: 'transition', transition: 'transition/accept' }), 'customer'),
    );
    expect(customerAnswer.init.status).toBe(409);
    expect(customerAnswer.data.formError).toBe('Oops, accepting failed. Please try again.');
    const made = await refusedAnswer(
      transactionPageAction(
        args(sdk, { intent: 'transition', transition: 'transition/request-payment' }),
        'customer',
      ),
    );
    expect(made.init.status).toBe(409);
    expect(made.data.formError).toMatch(/no longer available/);
    expect(transitions).toEqual([]);
    const blank = await refusedAnswer(
      transactionPageAction(args(sdk, { intent: 'message', content: '   ' }), 'customer'),
    );
    expect(blank.data.errors.content).toBe('Write a message first.');
    expect(
      await statusOf(transactionPageAction(args(sdk, { intent: 'message', content: 'Hi' }), 'customer')),
    ).toBe(302);
    expect(sent).toEqual([{ transactionId: TX_ID, content: 'Hi' }]);
  });

  it("offers and takes files only where the listing's type lets messages carry them", async () => {
    const fileId = '99999999-0000-4000-8000-000000000009';
    const withFiles = { intent: 'message', content: 'The plan', fileIds: fileId };
    const allowed = sdkFor(BEN, { withListing: true });
    expect((await loadTransactionPage(args(allowed.sdk, {}), 'customer')).canAttachFiles).toBe(true);
    expect(await statusOf(transactionPageAction(args(allowed.sdk, withFiles), 'customer'))).toBe(302);
    expect(allowed.sent).toEqual([
      { transactionId: TX_ID, content: 'The plan', publicFileAttachments: [{ fileId }] },
    ]);

    const closed = sdkFor(BEN, { withListing: true, fileAttachments: false });
    expect((await loadTransactionPage(args(closed.sdk, {}), 'customer')).canAttachFiles).toBe(false);
    const refused = await refusedAnswer(transactionPageAction(args(closed.sdk, withFiles), 'customer'));
    expect(refused.init.status).toBe(400);
    expect(refused.data.errors.attachments).toBe(
      'Files cannot be sent in the messages of this kind of listing.',
    );
    expect(closed.sent).toEqual([]);
    // Text alone still goes.
    const text = { intent: 'message', content: 'Just words' };
    expect(await statusOf(transactionPageAction(args(closed.sdk, text), 'customer'))).toBe(302);
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
    const blank = await refusedAnswer(
      transactionPageAction(args(sdk, { intent: 'dispute', disputeReason: ' ' }), 'customer'),
    );
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
    const refused = await refusedAnswer(
      transactionPageAction(args(provider.sdk, { intent: 'dispute', disputeReason: 'No' }), 'provider'),
    );
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
    const second = await refusedAnswer(
      transactionPageAction(
        args(sdk, { intent: 'transition', transition: 'transition/decline' }),
        'provider',
      ),
    );
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
    const noStars = await refusedAnswer(
      transactionPageAction(
        args(sdk, { intent: 'review', reviewRating: '0', reviewContent: 'Fine' }),
        'customer',
      ),
    );
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
    const refused = await refusedAnswer(
      transactionPageAction(args(expired.sdk, { intent: 'confirm-payment' }), 'customer'),
    );
    expect(refused.data.formError).toBe(
      'The payment was not completed within 15 minutes. Please start the order again.',
    );
    expect(expired.transitions).toEqual([]);
  });
});
