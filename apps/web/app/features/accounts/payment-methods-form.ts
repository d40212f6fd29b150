import { z } from 'zod';
import { schemaForm } from '../../lib/forms/validate-form.ts';
import { CardNumberSchema } from '../checkout/checkout-form.ts';

// The payment-methods page's card form (spec §2 `/account/payment-methods`): with the sandbox, a
// test card's number, which the platform keeps as its test payment method id (never the number).

/** What the page's forms do: save a first card, replace the saved one, or remove it. */
export const PAYMENT_METHOD_INTENTS = ['save', 'replace', 'remove'] as const;
export type PaymentMethodIntent = (typeof PAYMENT_METHOD_INTENTS)[number];

/** The card form's rules (the card number texts of spec §8, as at checkout). */
export const paymentMethodForm = schemaForm(z.object({ cardNumber: CardNumberSchema }), ['cardNumber']);
