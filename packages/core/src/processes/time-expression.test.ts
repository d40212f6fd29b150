import { describe, expect, it } from 'vitest';
import {
  evaluateTimeExpression,
  firstEnteredState,
  firstTransitioned,
  ignoreIfPast,
  lastEnteredState,
  minOf,
  minus,
  plus,
  type TimeContext,
  timepoint,
  toEpochMs,
} from './time-expression.ts';

const t = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const ctx: TimeContext = {
  now: t('2024-05-10T12:00:00Z'),
  txInitiatedAt: t('2024-05-01T08:00:00Z'),
  history: [
    {
      transition: 'transition/request-payment',
      state: 'state/pending-payment',
      at: t('2024-05-01T08:00:00Z'),
    },
    { transition: 'transition/confirm-payment', state: 'state/preauthorized', at: t('2024-05-01T08:05:00Z') },
    { transition: 'transition/loop', state: 'state/preauthorized', at: t('2024-05-02T08:00:00Z') },
  ],
  booking: { start: new Date('2024-06-01T10:00:00Z'), end: t('2024-06-01T12:00:00Z') },
};

describe('timepoints', () => {
  it('resolves transaction and history timepoints', () => {
    expect(iso(evaluateTimeExpression(timepoint('tx-initiated'), ctx))).toBe('2024-05-01T08:00:00.000Z');
    expect(iso(evaluateTimeExpression(firstEnteredState('preauthorized'), ctx))).toBe(
      '2024-05-01T08:05:00.000Z',
    );
    expect(iso(evaluateTimeExpression(lastEnteredState('preauthorized'), ctx))).toBe(
      '2024-05-02T08:00:00.000Z',
    );
    expect(iso(evaluateTimeExpression(firstTransitioned('confirm-payment'), ctx))).toBe(
      '2024-05-01T08:05:00.000Z',
    );
  });

  it('yields nothing for a state never entered', () => {
    expect(evaluateTimeExpression(firstEnteredState('accepted'), ctx)).toBeNull();
    expect(evaluateTimeExpression(firstTransitioned('accept'), ctx)).toBeNull();
  });

  it('resolves booking times, display times defaulting to start and end', () => {
    expect(iso(evaluateTimeExpression(timepoint('booking-start'), ctx))).toBe('2024-06-01T10:00:00.000Z');
    expect(iso(evaluateTimeExpression(timepoint('booking-end'), ctx))).toBe('2024-06-01T12:00:00.000Z');
    expect(iso(evaluateTimeExpression(timepoint('booking-display-start'), ctx))).toBe(
      '2024-06-01T10:00:00.000Z',
    );
    expect(iso(evaluateTimeExpression(timepoint('booking-display-end'), ctx))).toBe(
      '2024-06-01T12:00:00.000Z',
    );
    const display = {
      ...ctx,
      booking: {
        ...ctx.booking!,
        displayStart: t('2024-06-01T00:00:00Z'),
        displayEnd: t('2024-06-02T00:00:00Z'),
      },
    };
    expect(iso(evaluateTimeExpression(timepoint('booking-display-start'), display))).toBe(
      '2024-06-01T00:00:00.000Z',
    );
    expect(iso(evaluateTimeExpression(timepoint('booking-display-end'), display))).toBe(
      '2024-06-02T00:00:00.000Z',
    );
  });

  it('yields nothing for booking timepoints without a booking', () => {
    const noBooking = { ...ctx, booking: null };
    for (const name of [
      'booking-start',
      'booking-end',
      'booking-display-start',
      'booking-display-end',
    ] as const) {
      expect(evaluateTimeExpression(timepoint(name), noBooking)).toBeNull();
    }
  });
});

describe('functions', () => {
  it('adds and subtracts several periods', () => {
    expect(iso(evaluateTimeExpression(plus(timepoint('booking-end'), 'P1D', 'PT30M'), ctx))).toBe(
      '2024-06-02T12:30:00.000Z',
    );
    expect(iso(evaluateTimeExpression(minus(timepoint('booking-start'), 'P1D'), ctx))).toBe(
      '2024-05-31T10:00:00.000Z',
    );
    expect(evaluateTimeExpression(plus(firstEnteredState('accepted'), 'P1D'), ctx)).toBeNull();
  });

  it('refuses a period that is not ISO-8601', () => {
    expect(() => evaluateTimeExpression(plus(timepoint('booking-end'), '7 days'), ctx)).toThrow(
      'Invalid ISO-8601',
    );
  });

  it('takes the earliest known time', () => {
    const expr = minOf(
      plus(firstEnteredState('preauthorized'), 'P6D'),
      plus(timepoint('booking-start'), 'P1D'),
      timepoint('booking-end'),
    );
    expect(iso(evaluateTimeExpression(expr, ctx))).toBe('2024-05-07T08:05:00.000Z');
    expect(
      iso(evaluateTimeExpression(minOf(firstEnteredState('accepted'), timepoint('booking-end')), ctx)),
    ).toBe('2024-06-01T12:00:00.000Z');
    expect(evaluateTimeExpression(minOf(firstEnteredState('accepted')), ctx)).toBeNull();
  });

  it('keeps a past time unless wrapped in ignore-if-past', () => {
    const past = plus(firstEnteredState('pending-payment'), 'PT15M');
    expect(iso(evaluateTimeExpression(past, ctx))).toBe('2024-05-01T08:15:00.000Z');
    expect(evaluateTimeExpression(ignoreIfPast(past), ctx)).toBeNull();
    expect(iso(evaluateTimeExpression(ignoreIfPast(timepoint('booking-start')), ctx))).toBe(
      '2024-06-01T10:00:00.000Z',
    );
    expect(
      evaluateTimeExpression(ignoreIfPast(timepoint('booking-start')), { ...ctx, booking: null }),
    ).toBeNull();
  });

  it('treats "now" itself as not past', () => {
    expect(
      evaluateTimeExpression(ignoreIfPast(timepoint('tx-initiated')), { ...ctx, now: ctx.txInitiatedAt }),
    ).toBe(ctx.txInitiatedAt);
  });
});

describe('toEpochMs', () => {
  it('accepts Dates and numbers', () => {
    expect(toEpochMs(new Date(5))).toBe(5);
    expect(toEpochMs(5)).toBe(5);
  });
});
