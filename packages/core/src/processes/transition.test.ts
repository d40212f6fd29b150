import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_PROCESS } from './default-booking.ts';
import { DEFAULT_NEGOTIATION_PROCESS } from './default-negotiation.ts';
import { DEFAULT_PURCHASE_PROCESS } from './default-purchase.ts';
import { defineNotification, defineProcess, defineTransition } from './process-builders.ts';
import { ignoreIfPast, timepoint } from './time-expression.ts';
import {
  type TransactionSnapshot,
  type TransitionCaller,
  type TransitionOutcome,
  timesAfter,
  transition,
} from './transition.ts';

const t = (iso: string) => Date.parse(iso);
const MINUTE = 60_000;
const DAY = 86_400_000;
const customer = { role: 'customer' } as const;
const trustedCustomer = { role: 'customer', trusted: true } as const;
const provider = { role: 'provider' } as const;
const operator = { role: 'operator', trusted: true } as const;
const system = { role: 'system', trusted: true } as const;
const fresh: TransactionSnapshot = { state: null, transitions: [] };

function ok(result: ReturnType<typeof transition>): TransitionOutcome {
  if (!result.ok) throw new Error(`expected success, got ${result.code}: ${result.message}`);
  return result;
}

/** A booking snapshot after the given transitions, one minute apart from `start`. */
function bookingAt(state: string, names: string[], start = t('2024-05-01T10:00:00Z')): TransactionSnapshot {
  return {
    state,
    createdAt: start,
    transitions: names.map((transition, i) => ({ transition, createdAt: start + i * MINUTE })),
    booking: { start: t('2024-06-01T10:00:00Z'), end: t('2024-06-01T12:00:00Z') },
  };
}

/** Runs `name` as `actor` at `at` on a booking in `state` that has no history, expecting success. */
function runOnBooking(state: string, name: string, actor: TransitionCaller, at: number) {
  return ok(transition(DEFAULT_BOOKING_PROCESS, bookingAt(state, []), name, actor, at));
}

describe('refusals', () => {
  it('answers 409 when the transition does not leave the current state', () => {
    const result = transition(
      DEFAULT_BOOKING_PROCESS,
      bookingAt('state/pending-payment', []),
      'transition/accept',
      provider,
      0,
    );
    expect(result).toMatchObject({ ok: false, code: 'transaction-invalid-transition', status: 409 });
  });

  it('answers 409 for an unknown transition', () => {
    expect(transition(DEFAULT_BOOKING_PROCESS, fresh, 'transition/nope', customer, 0)).toMatchObject({
      ok: false,
      code: 'transaction-invalid-transition',
    });
  });

  it('answers 409 for an initial transition on an existing transaction, and a later one on a new one', () => {
    const existing = bookingAt('state/inquiry', ['transition/inquire']);
    expect(transition(DEFAULT_BOOKING_PROCESS, existing, 'transition/inquire', customer, 0)).toMatchObject({
      code: 'transaction-invalid-transition',
    });
    expect(
      transition(DEFAULT_BOOKING_PROCESS, fresh, 'transition/confirm-payment', customer, 0),
    ).toMatchObject({
      code: 'transaction-invalid-transition',
    });
  });

  it('answers 403 to the wrong role', () => {
    const requested = bookingAt('state/preauthorized', []);
    expect(transition(DEFAULT_BOOKING_PROCESS, requested, 'transition/accept', customer, 0)).toMatchObject({
      ok: false,
      code: 'forbidden',
      status: 403,
    });
    expect(
      transition(DEFAULT_BOOKING_PROCESS, requested, 'transition/operator-accept', provider, 0),
    ).toMatchObject({
      code: 'forbidden',
    });
  });

  it('answers 403 to a privileged transition without a trusted caller', () => {
    expect(
      transition(DEFAULT_BOOKING_PROCESS, fresh, 'transition/request-payment', customer, 0),
    ).toMatchObject({
      code: 'forbidden',
      message: expect.stringContaining('privileged'),
    });
    expect(
      transition(
        DEFAULT_BOOKING_PROCESS,
        fresh,
        'transition/request-payment',
        { role: 'customer', trusted: false },
        0,
      ),
    ).toMatchObject({
      code: 'forbidden',
    });
  });

  it('lets only the system run delayed transitions, and the system nothing else', () => {
    const pending = bookingAt('state/pending-payment', ['transition/request-payment']);
    for (const caller of [customer, provider, operator]) {
      expect(
        transition(DEFAULT_BOOKING_PROCESS, pending, 'transition/expire-payment', caller, 0),
      ).toMatchObject({
        code: 'forbidden',
      });
    }
    expect(transition(DEFAULT_BOOKING_PROCESS, pending, 'transition/expire-payment', system, 0).ok).toBe(
      true,
    );
    expect(
      transition(DEFAULT_BOOKING_PROCESS, pending, 'transition/confirm-payment', system, 0),
    ).toMatchObject({
      code: 'forbidden',
    });
  });
});

describe('booking flow', () => {
  const now = t('2024-05-01T10:00:00Z');

  it('requests payment: ordered actions, payment expiry in 15 minutes, history record', () => {
    const result = ok(
      transition(
        DEFAULT_BOOKING_PROCESS,
        { ...fresh, booking: bookingAt('x', []).booking },
        'transition/request-payment',
        trustedCustomer,
        new Date(now),
      ),
    );
    expect(result.fromState).toBeNull();
    expect(result.nextState).toBe('state/pending-payment');
    expect(result.actions.map((a) => a.name)).toEqual([
      'action/update-protected-data',
      'action/create-pending-booking',
      'action/privileged-set-line-items',
      'action/stripe-create-payment-intent',
    ]);
    expect(result.scheduled).toEqual([{ transition: 'transition/expire-payment', dueAt: now + 15 * MINUTE }]);
    expect(result.notifications).toEqual([]);
    expect(result.record).toEqual({
      transition: 'transition/request-payment',
      createdAt: now,
      by: 'customer',
    });
  });

  it('confirms payment: notifies the provider now and schedules expiry at the earliest deadline', () => {
    const tx = bookingAt('state/pending-payment', ['transition/request-payment'], now);
    const confirmedAt = now + 5 * MINUTE;
    const result = ok(
      transition(DEFAULT_BOOKING_PROCESS, tx, 'transition/confirm-payment', customer, confirmedAt),
    );
    expect(result.nextState).toBe('state/preauthorized');
    // min(entered + 6 days, booking start + 1 day, booking end): 6 days wins for a booking a month ahead.
    expect(result.scheduled).toEqual([{ transition: 'transition/expire', dueAt: confirmedAt + 6 * DAY }]);
    expect(result.notifications).toEqual([
      {
        name: 'notification/confirm-payment-booking-new-request',
        template: 'booking-new-request',
        to: 'provider',
        dueAt: confirmedAt,
      },
    ]);
  });

  it('expires at booking end when the booking is sooner than six days', () => {
    const tx = {
      ...bookingAt('state/pending-payment', ['transition/request-payment'], now),
      booking: { start: now + DAY, end: now + DAY + 2 * 3_600_000 },
    };
    const result = ok(transition(DEFAULT_BOOKING_PROCESS, tx, 'transition/confirm-payment', customer, now));
    expect(result.scheduled[0]?.dueAt).toBe(now + DAY + 2 * 3_600_000);
  });

  it('completes two days after the booking ends, then opens the review period', () => {
    const accepted = runOnBooking('state/preauthorized', 'transition/accept', provider, now);
    expect(accepted.scheduled).toEqual([
      { transition: 'transition/complete', dueAt: t('2024-06-03T12:00:00Z') },
    ]);
    expect(accepted.actions.map((a) => a.name)).toEqual([
      'action/accept-booking',
      'action/stripe-capture-payment-intent',
    ]);

    const completed = runOnBooking(
      'state/accepted',
      'transition/complete',
      system,
      t('2024-06-03T12:00:00Z'),
    );
    expect(completed.record.by).toBe('system');
    expect(completed.scheduled).toEqual([
      { transition: 'transition/expire-review-period', dueAt: t('2024-06-08T12:00:00Z') },
    ]);
    expect(completed.notifications.map((n) => [n.to, n.template])).toEqual([
      ['provider', 'booking-money-paid'],
      ['provider', 'booking-review-by-provider-wanted'],
      ['customer', 'booking-review-by-customer-wanted'],
    ]);
  });

  it('schedules nothing from a final state', () => {
    const result = runOnBooking('state/accepted', 'transition/cancel', operator, now);
    expect(result.nextState).toBe('state/cancelled');
    expect(result.scheduled).toEqual([]);
  });

  it('lets the operator run operator transitions', () => {
    expect(runOnBooking('state/preauthorized', 'transition/operator-decline', operator, now).nextState).toBe(
      'state/declined',
    );
  });
});

describe('purchase flow', () => {
  const now = t('2024-05-01T10:00:00Z');
  const tx = (state: string, names: string[]): TransactionSnapshot => ({
    state,
    createdAt: now,
    transitions: names.map((transition) => ({ transition, createdAt: now })),
  });

  it('sends the receipt with the payment and delays the shipping reminder', () => {
    const result = ok(
      transition(
        DEFAULT_PURCHASE_PROCESS,
        tx('state/pending-payment', ['transition/request-payment']),
        'transition/confirm-payment',
        customer,
        now,
      ),
    );
    expect(result.notifications.map((n) => [n.template, n.dueAt])).toEqual([
      ['purchase-order-receipt', now],
      ['purchase-new-order', now],
      ['purchase-shipping-reminder', now + 3 * DAY],
    ]);
    expect(result.scheduled).toEqual([{ transition: 'transition/auto-cancel', dueAt: now + 14 * DAY }]);
  });

  it('auto-completes as soon as the order is received', () => {
    const later = now + 2 * DAY;
    const result = ok(
      transition(
        DEFAULT_PURCHASE_PROCESS,
        tx('state/purchased', ['transition/request-payment', 'transition/confirm-payment']),
        'transition/mark-received-from-purchased',
        customer,
        later,
      ),
    );
    expect(result.scheduled).toEqual([{ transition: 'transition/auto-complete', dueAt: later }]);
  });

  it('measures the review period from when the order was first received', () => {
    const receivedAt = now + DAY;
    const history: TransactionSnapshot = {
      state: 'state/received',
      transitions: [
        { transition: 'transition/request-payment', createdAt: now },
        { transition: 'transition/confirm-payment', createdAt: now },
        { transition: 'transition/mark-received-from-purchased', createdAt: new Date(receivedAt) },
      ],
    };
    const result = ok(
      transition(DEFAULT_PURCHASE_PROCESS, history, 'transition/auto-complete', system, receivedAt + MINUTE),
    );
    expect(result.scheduled).toEqual([
      { transition: 'transition/expire-review-period', dueAt: receivedAt + 7 * DAY },
    ]);
  });
});

describe('history-based timepoints', () => {
  it('uses the last entry for last-entered-state and the first for first-entered-state', () => {
    const start = t('2024-01-01T00:00:00Z');
    const names = [
      'transition/make-offer',
      'transition/request-payment-to-accept-offer',
      'transition/confirm-payment',
      'transition/deliver',
      'transition/request-changes',
    ];
    const tx: TransactionSnapshot = {
      state: 'state/changes-requested',
      transitions: [
        ...names.map((transition, i) => ({ transition, createdAt: start + i * DAY })),
        { transition: 'transition/from-an-older-version', createdAt: start },
      ],
    };
    const redeliveredAt = start + 10 * DAY;
    const result = ok(
      transition(
        DEFAULT_NEGOTIATION_PROCESS,
        tx,
        'transition/deliver-changes',
        { role: 'provider' },
        redeliveredAt,
      ),
    );
    expect(result.scheduled).toEqual([
      { transition: 'transition/auto-accept-deliverable', dueAt: redeliveredAt + 14 * DAY },
    ]);
  });

  it('falls back to the first transition, then to now, for tx-initiated', () => {
    const process = defineProcess(
      'timed',
      1,
      ['a', 'b'],
      [
        defineTransition('start', null, 'a', 'customer'),
        defineTransition('go', 'a', 'b', 'customer'),
        defineTransition('timeout', 'b', 'a', timepoint('tx-initiated')),
      ],
      [defineNotification('go', 'provider', 'late', ignoreIfPast(timepoint('tx-initiated')))],
    );
    const started = { state: 'state/a', transitions: [{ transition: 'transition/start', createdAt: 1000 }] };
    const result = ok(transition(process, started, 'transition/go', customer, 5000));
    expect(result.scheduled).toEqual([{ transition: 'transition/timeout', dueAt: 1000 }]);
    expect(result.notifications[0]?.dueAt).toBeNull();
    const bare = ok(
      transition(process, { state: 'state/a', transitions: [] }, 'transition/go', customer, 5000),
    );
    expect(bare.scheduled[0]?.dueAt).toBe(5000);
    expect(bare.notifications[0]?.dueAt).toBe(5000);
  });
});

describe('timesAfter', () => {
  it('measures delayed transitions from a booking the transition itself creates', () => {
    const process = defineProcess(
      'booked-at-once',
      1,
      ['booked', 'ended'],
      [
        defineTransition('book', null, 'booked', 'customer'),
        defineTransition('end', 'booked', 'ended', timepoint('booking-end')),
      ],
      [],
    );
    const outcome = ok(transition(process, fresh, 'transition/book', customer, 1000));
    // Before the booking exists nothing can fall due at its end...
    expect(outcome.scheduled).toEqual([{ transition: 'transition/end', dueAt: null }]);
    // ...and with the booking the plan creates, it falls due when the booking ends.
    const booking = { start: t('2024-06-01T10:00:00Z'), end: t('2024-06-01T12:00:00Z') };
    expect(timesAfter(process, { ...fresh, booking }, outcome.transition, 1000).scheduled).toEqual([
      { transition: 'transition/end', dueAt: booking.end },
    ]);
  });
});
