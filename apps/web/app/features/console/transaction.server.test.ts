import { describe, expect, it } from 'vitest';
import { adminTransaction, CUSTOMER, INCLUDED, LISTING, PROVIDER } from './console-transaction-fakes.ts';
import { transactionViewOf, transitionOfForm } from './transaction.server.ts';

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
};

describe('a transaction’s console page', () => {
  it('shows what `show` returns: facts, line items, operator transitions, history, messages, reviews, payments', () => {
    const base = adminTransaction({
      operatorTransitions: [
        {
          name: 'transition/operator-accept',
          to: 'state/accepted',
          actions: ['action/accept-booking', 'action/stripe-capture-payment-intent'],
        },
        { name: 'transition/operator-decline', to: 'state/declined', actions: [] },
      ],
      payments: {
        provider: 'sandbox',
        intent: {
          id: 'pi_1',
          status: 'requires_capture',
          amount: { amount: 6500, currency: 'USD' },
          amountCaptured: { amount: 0, currency: 'USD' },
          amountRefunded: { amount: 0, currency: 'USD' },
        },
        intentError: null,
        operations: [
          {
            id: 'op1',
            kind: 'authorize',
            status: 'succeeded',
            amount: { amount: 6500, currency: 'USD' },
            recipientId: null,
            createdAt: '2026-11-29T04:28:00.000Z',
          },
          {
            id: 'op2',
            kind: 'payout',
            status: 'succeeded',
            amount: { amount: 5850, currency: 'USD' },
            recipientId: PROVIDER,
            createdAt: '2026-11-30T04:28:00.000Z',
          },
        ],
        journal: [
          {
            id: 'j1',
            transition: 'transition/operator-accept',
            state: 'failed',
            callerRole: 'operator',
            attempts: 3,
            lastError: 'card declined',
            leaseUntil: '2026-11-29T05:00:00.000Z',
            createdAt: '2026-11-29T04:30:00.000Z',
          },
        ],
      },
    });
    const tx = {
      ...base,
      relationships: {
        ...base.relationships,
        booking: { data: { id: 'b1', type: 'booking' } },
        messages: {
          data: [
            { id: 'm1', type: 'message' },
            { id: 'm2', type: 'message' },
          ],
        },
        reviews: { data: [{ id: 'r1', type: 'review' }] },
      },
    };
    const included = [
      ...INCLUDED,
      {
        id: 'b1',
        type: 'booking',
        attributes: {
          seats: 2,
          start: '2026-12-05T10:00:00.000Z',
          end: '2026-12-05T11:00:00.000Z',
          displayStart: '2026-12-05T10:00:00.000Z',
          displayEnd: '2026-12-05T11:00:00.000Z',
          state: 'pending',
        },
      },
      // In the order `show` relates them, not the order of `included`.
      {
        id: 'm2',
        type: 'message',
        attributes: { content: 'At ten.', createdAt: '2026-11-29T05:00:00.000Z', deleted: false },
        relationships: { sender: { data: { id: PROVIDER, type: 'user' } } },
      },
      {
        id: 'm1',
        type: 'message',
        attributes: { content: 'When do we meet?', createdAt: '2026-11-29T04:40:00.000Z', deleted: false },
        relationships: { sender: { data: { id: CUSTOMER, type: 'user' } } },
      },
      {
        id: 'r1',
        type: 'review',
        attributes: {
          type: 'ofProvider',
          state: 'pending',
          rating: 5,
          content: 'Lovely loaf.',
          createdAt: '2026-12-08T10:00:00.000Z',
          deleted: false,
        },
        relationships: {
          author: { data: { id: CUSTOMER, type: 'user' } },
          subject: { data: { id: PROVIDER, type: 'user' } },
          listing: { data: { id: LISTING, type: 'listing' } },
        },
      },
    ];
    const view = transactionViewOf(tx, included);
    expect(view).toMatchObject({
      id: 'tx-1',
      processName: 'default-booking',
      processVersion: 1,
      state: 'preauthorized',
      lastTransition: 'confirm-payment',
      listing: { id: LISTING, title: 'Sourdough baking workshop' },
      customer: { id: CUSTOMER, name: 'Ben Customer', email: 'ben@example.com' },
      provider: { id: PROVIDER, name: 'Ada Provider' },
      booking: {
        start: '2026-12-05T10:00:00.000Z',
        end: '2026-12-05T11:00:00.000Z',
        seats: 2,
        state: 'pending',
      },
      payinTotal: '$65.00',
      payoutTotal: '$58.50',
    });
    expect(view.lineItems).toEqual([
      {
        code: 'line-item/hour',
        quantity: '1',
        seats: 1,
        unitPrice: '$65.00',
        lineTotal: '$65.00',
        includeFor: ['customer', 'provider'],
        reversal: false,
      },
      {
        code: 'line-item/provider-commission',
        quantity: '-10 %',
        seats: null,
        unitPrice: '$65.00',
        lineTotal: '-$6.50',
        includeFor: ['provider'],
        reversal: false,
      },
    ]);
    expect(view.operatorTransitions).toEqual([
      { name: 'operator-accept', to: 'accepted' },
      { name: 'operator-decline', to: 'declined' },
    ]);
    expect(view.history).toEqual([
      { transition: 'request-payment', at: '2026-11-29T04:27:10.000Z', by: 'customer' },
      { transition: 'confirm-payment', at: '2026-11-29T04:28:00.000Z', by: 'customer' },
    ]);
    expect(view.messages.map((m) => [m.sender?.name, m.content])).toEqual([
      ['Ben Customer', 'When do we meet?'],
      ['Ada Provider', 'At ten.'],
    ]);
    expect(view.reviews).toEqual([
      {
        id: 'r1',
        type: 'ofProvider',
        state: 'pending',
        rating: 5,
        content: 'Lovely loaf.',
        at: '2026-12-08T10:00:00.000Z',
        author: { id: CUSTOMER, name: 'Ben Customer', email: 'ben@example.com' },
      },
    ]);
    expect(view.payments).toEqual({
      provider: 'sandbox',
      intent: {
        id: 'pi_1',
        status: 'requires_capture',
        amount: '$65.00',
        captured: '$0.00',
        refunded: '$0.00',
      },
      intentError: null,
      operations: [
        {
          id: 'op1',
          kind: 'authorize',
          status: 'succeeded',
          amount: '$65.00',
          recipient: null,
          at: '2026-11-29T04:28:00.000Z',
        },
        {
          id: 'op2',
          kind: 'payout',
          status: 'succeeded',
          amount: '$58.50',
          recipient: { id: PROVIDER, name: 'Ada Provider', email: 'ada@example.com' },
          at: '2026-11-30T04:28:00.000Z',
        },
      ],
      journal: [
        {
          id: 'j1',
          transition: 'operator-accept',
          state: 'failed',
          callerRole: 'operator',
          attempts: 3,
          lastError: 'card declined',
          at: '2026-11-29T04:30:00.000Z',
        },
      ],
    });
  });

  it('shows an inquiry without booking, money, payments or operator transitions', () => {
    const view = transactionViewOf(
      adminTransaction({ state: 'state/free-inquiry', lineItems: [], payinTotal: null, payoutTotal: null }),
      [],
    );
    expect(view).toMatchObject({
      state: 'free-inquiry',
      booking: null,
      lineItems: [],
      payinTotal: null,
      payoutTotal: null,
      operatorTransitions: [],
      messages: [],
      reviews: [],
      payments: null,
      customer: { id: CUSTOMER, name: null },
    });
  });

  it('runs the transition its form names, and nothing else', () => {
    expect(transitionOfForm(formOf({ intent: 'transition', transition: 'operator-accept' }))).toBe(
      'transition/operator-accept',
    );
    expect(transitionOfForm(formOf({ intent: 'transition', transition: 'transition/cancel' }))).toBe(
      'transition/cancel',
    );
    expect(transitionOfForm(formOf({ intent: 'transition', transition: '' }))).toBeNull();
    expect(transitionOfForm(formOf({ intent: 'transition', transition: 'state/accepted' }))).toBeNull();
    expect(transitionOfForm(formOf({ intent: 'approve', transition: 'operator-accept' }))).toBeNull();
  });
});
