import { describe, expect, it } from 'vitest';
import { loadTransactionPage } from './transaction-page.server.ts';
import { ADA, args, BEN, LISTING_ID, sdkFor, statusOf, TX_ID } from './transaction-page-fakes.ts';

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
