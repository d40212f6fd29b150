import { z } from 'zod';
import type { UnitType } from '../config/listing-types.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

/** How a purchase reaches the customer. */
export const DELIVERY_METHODS = ['shipping', 'pickup'] as const;

/** One of the delivery methods. */
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Texts of the order rules. */
export const ORDER_MESSAGES = {
  quantity: (max: number) => `quantity must be between 1 and ${max}`,
  seats: (max: number) => `seats must be between 1 and ${max}`,
  endAfterStart: 'the end must be after the start',
  deliveryMethod: 'please choose a delivery method',
  invalidDate: 'please choose a valid date',
} as const;

/** What the order panel knows about the listing being ordered. */
export interface OrderRules {
  unitType: UnitType;
  /** Delivery methods the listing offers; purchases of listings with none need no choice. */
  deliveryMethods?: readonly DeliveryMethod[];
  /** Units in stock; purchases may not exceed it. */
  maxQuantity?: number;
  /** Seats the chosen time has; bookings may not exceed it. */
  maxSeats?: number;
  /** The customer is the listing's author (spec §5: you can't book your own listing). */
  isOwnListing?: boolean;
}

const BOOKING_UNITS: readonly UnitType[] = ['day', 'night', 'hour', 'fixed'];

const DateValueSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
  error: ORDER_MESSAGES.invalidDate,
});

function checkRange(
  value: number | undefined,
  max: number,
  message: string,
  path: string,
  context: z.RefinementCtx,
): void {
  if (value === undefined)
    context.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.required, path: [path] });
  else if (!Number.isInteger(value) || value < 1 || value > max)
    context.addIssue({ code: 'custom', message, path: [path] });
}

/**
 * The order panel (spec §5 Order): purchases need a quantity within stock and a delivery method;
 * bookings need dates with the end after the start and seats within the available ones.
 */
export function orderFormSchema(rules: OrderRules) {
  return z
    .object({
      deliveryMethod: z.enum(DELIVERY_METHODS, { error: ORDER_MESSAGES.deliveryMethod }).optional(),
      quantity: z.number().optional(),
      bookingStart: DateValueSchema.optional(),
      bookingEnd: DateValueSchema.optional(),
      seats: z.number().optional(),
    })
    .superRefine((form, context) => {
      if (rules.isOwnListing)
        context.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.ownListing, path: [] });
      if (rules.unitType === 'item') {
        const max = rules.maxQuantity ?? Number.MAX_SAFE_INTEGER;
        checkRange(form.quantity, max, ORDER_MESSAGES.quantity(max), 'quantity', context);
        const offered = rules.deliveryMethods ?? [];
        if (offered.length > 0 && (!form.deliveryMethod || !offered.includes(form.deliveryMethod))) {
          context.addIssue({
            code: 'custom',
            message: ORDER_MESSAGES.deliveryMethod,
            path: ['deliveryMethod'],
          });
        }
      }
      if (BOOKING_UNITS.includes(rules.unitType)) {
        for (const key of ['bookingStart', 'bookingEnd'] as const) {
          if (!form[key])
            context.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.required, path: [key] });
        }
        if (
          form.bookingStart &&
          form.bookingEnd &&
          Date.parse(form.bookingEnd) <= Date.parse(form.bookingStart)
        ) {
          context.addIssue({ code: 'custom', message: ORDER_MESSAGES.endAfterStart, path: ['bookingEnd'] });
        }
        const maxSeats = rules.maxSeats ?? 1;
        if (form.seats !== undefined || maxSeats > 1) {
          checkRange(form.seats, maxSeats, ORDER_MESSAGES.seats(maxSeats), 'seats', context);
        }
      }
    });
}
/** Parsed order panel. */
export type OrderForm = z.infer<ReturnType<typeof orderFormSchema>>;
