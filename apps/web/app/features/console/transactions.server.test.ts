import { describe, expect, it } from 'vitest';
import { adminTransaction, CUSTOMER, INCLUDED, LISTING, PROVIDER } from './console-transaction-fakes.ts';
import { TRANSACTION_PROCESSES, transactionRowOf, transactionsFiltersOf } from './transactions.server.ts';

const filtersOf = (query: string) => transactionsFiltersOf(new URL(`http://x/console/transactions?${query}`));

describe('the transactions list', () => {
  it('reads its filters from the address, as the dashboard and a person’s page link to it', () => {
    expect(filtersOf('states=state/disputed')).toEqual({ states: 'state/disputed' });
    expect(filtersOf('processName=default-booking&states=state/preauthorized')).toEqual({
      processName: 'default-booking',
      states: 'state/preauthorized',
    });
    expect(filtersOf(`partyId=${CUSTOMER}&page=2`)).toEqual({ partyId: CUSTOMER });
    expect(filtersOf(`listingId=${LISTING}&createdAtStart=2026-11-23&createdAtEnd=2026-11-30`)).toEqual({
      listingId: LISTING,
      createdAtStart: '2026-11-23',
      createdAtEnd: '2026-11-30',
    });
    // Several states with commas, bare names given their prefix, repeats and malformed names
    // dropped; empty and malformed values ignored.
    expect(
      filtersOf('states=state/accepted,%20declined,state/accepted,State%20X&processName=Default%20booking'),
    ).toEqual({ states: 'state/accepted,state/declined' });
    expect(filtersOf('states=,&partyId=%20%20&processName=')).toEqual({});
  });

  it('filters by the processes deployed with the marketplace, with their states', () => {
    const names = TRANSACTION_PROCESSES.map((process) => process.name);
    expect(names).toEqual(
      expect.arrayContaining(['default-booking', 'default-purchase', 'default-inquiry', 'default-download']),
    );
    expect(new Set(names).size).toBe(names.length);
    const booking = TRANSACTION_PROCESSES.find((process) => process.name === 'default-booking');
    expect(booking?.states).toContain('state/preauthorized');
  });

  it('shows a transaction’s parties, listing, pay-in and last transition', () => {
    expect(transactionRowOf(adminTransaction(), INCLUDED)).toEqual({
      id: 'tx-1',
      createdAt: '2026-11-29T04:27:10.000Z',
      processName: 'default-booking',
      state: 'preauthorized',
      listing: { id: LISTING, title: 'Sourdough baking workshop', deleted: false },
      customer: { id: CUSTOMER, name: 'Ben Customer', email: 'ben@example.com' },
      provider: { id: PROVIDER, name: 'Ada Provider', email: 'ada@example.com' },
      payinTotal: '$65.00',
      lastTransition: 'confirm-payment',
      lastTransitionedAt: '2026-11-29T04:28:00.000Z',
    });
    // Nothing included (a party or listing the API could not name), no payment, an unknown currency.
    expect(transactionRowOf(adminTransaction({ payinTotal: null }), [])).toMatchObject({
      listing: { id: LISTING, title: null },
      customer: { id: CUSTOMER, name: null, email: null },
      payinTotal: null,
    });
    expect(
      transactionRowOf(adminTransaction({ payinTotal: { amount: 500, currency: 'XTS' } }), INCLUDED)
        .payinTotal,
    ).toBe('500 XTS');
  });
});
