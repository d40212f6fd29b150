import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { TRANSACTION_FORM_MESSAGES } from '@mercato/core/texts/messages/transaction';
import { z } from 'zod';
import { joinForms, schemaForm } from '../../lib/forms/validate-form.ts';
import { billingAddressForm } from './billing-address-form.ts';

// The checkout's "Confirm and pay" form (spec §2 CheckoutPage): the booking's instants, carried
// over from the listing page, and the card of the sandbox payment provider with its billing address.

/** A card number without its spaces and dashes. */
export function cardDigitsOf(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The most seats one checkout books. */
export const MAX_SEATS = 100;

const Instant = z.iso.datetime({ offset: true });

/** A card number: an incomplete one or one failing its checksum gets the card texts of spec §8. */
export const CardNumberSchema = z.string().superRefine((value, ctx) => {
  const digits = cardDigitsOf(value);
  if (!/^\d*$/.test(digits)) {
    ctx.addIssue({ code: 'custom', message: SCREEN_ERROR_MESSAGES['card.incorrectNumber'] });
  } else if (digits.length < 13) {
    ctx.addIssue({ code: 'custom', message: SCREEN_ERROR_MESSAGES['card.incompleteNumber'] });
  } else if (digits.length > 19 || !passesLuhn(digits)) {
    ctx.addIssue({ code: 'custom', message: SCREEN_ERROR_MESSAGES['card.incorrectNumber'] });
  }
});

/** The radio that chooses the saved card or a new one, and the checkbox that saves the new one. */
export const PAYMENT_CHOICE_FIELD = 'paymentChoice';
export const STRIPE_PAYMENT_METHOD_FIELD = 'stripePaymentMethodId';
export const SAVE_CARD_FIELD = 'saveCard';

/**
 * How a checkout pays (both checkouts share it): the customer's saved card, or a new card's number,
 * saved for later when they ask. Checked by {@link requireCardUnlessSaved}.
 */
export const CardPaymentShape = {
  [PAYMENT_CHOICE_FIELD]: z.enum(['saved', 'new']).default('new'),
  cardNumber: z.string().optional(),
  /** With Stripe, the new card as Stripe.js made it a payment method (no number reaches us). */
  [STRIPE_PAYMENT_METHOD_FIELD]: z
    .string()
    .regex(/^pm_[A-Za-z0-9_]{1,200}$/)
    .optional(),
  [SAVE_CARD_FIELD]: z.boolean().default(false),
};

/** The payment inputs of a checkout form, by name. */
export const CARD_PAYMENT_FIELDS = [PAYMENT_CHOICE_FIELD, 'cardNumber', STRIPE_PAYMENT_METHOD_FIELD] as const;

/**
 * A new card's number must be a card number (spec §8 texts); the saved card needs none, nor a card
 * Stripe.js made a payment method of (Stripe checked it).
 */
export function requireCardUnlessSaved(
  form: {
    paymentChoice: 'saved' | 'new';
    cardNumber?: string | undefined;
    stripePaymentMethodId?: string | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  if (form.paymentChoice === 'saved' || form.stripePaymentMethodId) return;
  const card = CardNumberSchema.safeParse(form.cardNumber ?? '');
  for (const issue of card.success ? [] : card.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: ['cardNumber'] });
  }
}

/** The booking checkout form's rules. */
export const CheckoutFormSchema = z
  .object({
    bookingStart: Instant,
    bookingEnd: Instant,
    seats: z.coerce.number().int().min(1).max(MAX_SEATS).default(1),
    /** The price variant booked, for listings booked by variant. */
    priceVariantName: z.string().max(200).optional(),
    ...CardPaymentShape,
  })
  .superRefine(requireCardUnlessSaved)
  .refine((form) => Date.parse(form.bookingStart) < Date.parse(form.bookingEnd), {
    path: ['bookingEnd'],
    message: TRANSACTION_FORM_MESSAGES.bookingEndAfterStart,
  });

/** The checkout form's parser, for the browser and the action alike: the booking, card and billing address. */
export const checkoutForm = joinForms(
  schemaForm(
    CheckoutFormSchema,
    ['bookingStart', 'bookingEnd', 'seats', 'priceVariantName', ...CARD_PAYMENT_FIELDS],
    [SAVE_CARD_FIELD],
  ),
  billingAddressForm,
  (booking, billingAddress) => ({ ...booking, billingAddress }),
);
