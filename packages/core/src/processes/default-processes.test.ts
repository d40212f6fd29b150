import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_PROCESS } from './default-booking.ts';
import { DEFAULT_PURCHASE_PROCESS } from './default-purchase.ts';
import { deriveStates } from './process-builders.ts';
import { DEFAULT_PROCESSES } from './process-registry.ts';
import { findProcessProblems } from './process-validation.ts';

const find = (process: typeof DEFAULT_BOOKING_PROCESS, name: string) =>
  process.transitions.find((t) => t.name === `transition/${name}`);

describe.each(DEFAULT_PROCESSES.map((p) => [p.name, p] as const))('%s', (_name, process) => {
  it('is a valid process', () => {
    expect(findProcessProblems(process)).toEqual([]);
  });

  it('lists its states in the order the transitions introduce them', () => {
    expect(process.states).toEqual(deriveStates(process.transitions));
  });

  it('uses prefixed names throughout', () => {
    for (const t of process.transitions) {
      expect(t.name).toMatch(/^transition\//);
      expect(t.to).toMatch(/^state\//);
      for (const a of t.actions) expect(a.name).toMatch(/^action\//);
    }
  });
});

describe('table facts', () => {
  it('counts transitions and notifications as in process-tables.md', () => {
    expect(DEFAULT_PROCESSES.map((p) => [p.name, p.transitions.length, p.notifications.length])).toEqual([
      ['default-booking', 20, 18],
      ['default-purchase', 25, 30],
      ['default-inquiry', 1, 1],
      ['default-negotiation', 47, 64],
      ['default-download', 14, 17],
    ]);
  });

  it('makes only the payment requests privileged in booking and purchase', () => {
    for (const process of [DEFAULT_BOOKING_PROCESS, DEFAULT_PURCHASE_PROCESS]) {
      expect(process.transitions.filter((t) => t.privileged).map((t) => t.name)).toEqual([
        'transition/request-payment',
        'transition/request-payment-after-inquiry',
      ]);
    }
  });

  it('books time-based slots on payment request', () => {
    expect(find(DEFAULT_BOOKING_PROCESS, 'request-payment')?.actions[1]).toEqual({
      name: 'action/create-pending-booking',
      config: { type: 'time' },
    });
  });

  it('expires a booking request at the earliest of three deadlines', () => {
    expect(find(DEFAULT_BOOKING_PROCESS, 'expire')?.at).toEqual({
      fn: 'min',
      times: [
        {
          fn: 'plus',
          time: { fn: 'timepoint', timepoint: 'first-entered-state', state: 'state/preauthorized' },
          periods: ['P6D'],
        },
        { fn: 'plus', time: { fn: 'timepoint', timepoint: 'booking-start' }, periods: ['P1D'] },
        { fn: 'timepoint', timepoint: 'booking-end' },
      ],
    });
  });

  it('spells the booking cancel state with two l and the purchase one with one', () => {
    expect(find(DEFAULT_BOOKING_PROCESS, 'cancel')?.to).toBe('state/cancelled');
    expect(find(DEFAULT_PURCHASE_PROCESS, 'cancel')?.to).toBe('state/canceled');
  });

  it('sends the purchase receipt with the payment, not 15 minutes later as the reference does', () => {
    const receipt = DEFAULT_PURCHASE_PROCESS.notifications.find(
      (n) => n.template === 'purchase-order-receipt',
    );
    expect(receipt).toEqual({
      name: 'notification/confirm-payment-purchase-order-receipt',
      on: 'transition/confirm-payment',
      to: 'customer',
      template: 'purchase-order-receipt',
      at: null,
    });
  });
});
