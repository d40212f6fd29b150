import { createHash } from 'node:crypto';
import type { LineItem } from '@mercato/core/pricing/line-item';
import type { ProcessTransition } from '@mercato/core/processes/process-types';
import { type Resource, refOf } from '../../http/envelope.ts';
import { WireDecimal, WireMoney, WireUuid, type WireValue } from '../../http/wire-values.ts';
import type { Booking } from '../bookings/booking.ts';
import type { Transaction } from './transaction.ts';

const money = (m: { amount: number; currency: string } | null) =>
  m ? new WireMoney(m.amount, m.currency) : null;
const decimal = (value: number | string | undefined) =>
  value === undefined ? undefined : new WireDecimal(String(value));

/** A line item on the wire: money as Money, quantities and percentages as exact decimals. */
export function presentLineItem(item: LineItem): WireValue {
  const out: Record<string, WireValue> = {
    code: item.code,
    unitPrice: money(item.unitPrice),
    lineTotal: money(item.lineTotal),
    reversal: item.reversal,
    includeFor: [...item.includeFor],
  };
  if (item.quantity !== undefined) out.quantity = decimal(item.quantity);
  if (item.percentage !== undefined) out.percentage = decimal(item.percentage);
  if (item.units !== undefined) out.units = decimal(item.units);
  if (item.seats !== undefined) out.seats = item.seats;
  return out;
}

/** The `transaction` resource (spec §3, api notes §5), without relationships. */
export function presentTransaction(tx: Transaction): Resource {
  return {
    id: new WireUuid(tx.id),
    type: 'transaction',
    attributes: {
      createdAt: tx.createdAt,
      processName: tx.processName,
      processVersion: tx.processVersion,
      state: tx.state,
      lastTransition: tx.lastTransition,
      lastTransitionedAt: tx.lastTransitionedAt,
      lastMessageAt: tx.lastMessageAt,
      transitions: tx.transitions.map((t) => ({
        transition: t.transition,
        createdAt: t.createdAt,
        by: t.by,
      })),
      lineItems: tx.lineItems.map(presentLineItem),
      payinTotal: money(tx.payinTotal),
      payoutTotal: money(tx.payoutTotal),
      protectedData: tx.protectedData as WireValue,
      metadata: tx.metadata as WireValue,
    },
  };
}

/** The `booking` resource. */
export function presentBooking(booking: Booking): Resource {
  return {
    id: new WireUuid(booking.id),
    type: 'booking',
    attributes: {
      seats: booking.seats,
      start: booking.start,
      end: booking.end,
      displayStart: booking.displayStart,
      displayEnd: booking.displayEnd,
      state: booking.state,
    },
    relationships: { transaction: { data: refOf('transaction', booking.transactionId) } },
  };
}

/** A stable UUID for a process transition, so clients can key on it. */
function transitionId(processName: string, name: string): string {
  const hex = createHash('sha1').update(`${processName}:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The `processTransition` resource (api notes §5). */
export function presentProcessTransition(processName: string, t: ProcessTransition): Resource {
  return {
    id: new WireUuid(transitionId(processName, t.name)),
    type: 'processTransition',
    attributes: {
      name: t.name,
      actor: [...t.actors],
      actions: t.actions.map((a) => a.name),
      params: {},
    },
  };
}
