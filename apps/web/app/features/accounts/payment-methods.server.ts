import { PAYMENT_METHODS_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/payment-methods-page';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data } from 'react-router';
import { requireUser } from '../../lib/auth.server.ts';
import type { ActionArgs, LoaderArgs } from '../../lib/context.ts';
import { formRefusalOf } from '../../lib/forms/refusals.ts';
import type { FieldErrors } from '../../lib/forms/validate-form.ts';
import { serverTexts } from '../../lib/texts.server.ts';
import { cardDigitsOf } from '../checkout/checkout-form.ts';
import {
  PAYMENT_METHOD_INTENTS,
  type PaymentMethodIntent,
  paymentMethodForm,
} from './payment-methods-form.ts';
import { loadSavedCard, saveCard } from './saved-card.server.ts';

/** What every answer of the action carries. */
export interface PaymentMethodActionData {
  intent: PaymentMethodIntent | null;
  errors: FieldErrors;
  formError: string | null;
  /** New after each change, so the forms empty. */
  doneId: string | null;
}

function answer(fields: Partial<PaymentMethodActionData>, status = 200) {
  return data<PaymentMethodActionData>(
    { intent: null, errors: {}, formError: null, doneId: null, ...fields },
    { status },
  );
}

/**
 * The saved card, and how a card is added here: the sandbox's card field, or with Stripe its own
 * card field (Stripe.js) confirming a SetupIntent made for this page view, as Sharetribe's
 * template does; null when neither is possible.
 */
export async function loadPaymentMethods({ request, context }: LoaderArgs) {
  const { session } = context;
  await requireUser(request, session);
  const publishableKey = context.stripePublishableKey ?? null;
  const [card, setupIntent] = await Promise.all([
    loadSavedCard(session),
    publishableKey ? session.sdk.stripeSetupIntents.create() : null,
  ]);
  const adding: CardAdding =
    context.testPayments === true
      ? { kind: 'sandbox' }
      : publishableKey && setupIntent
        ? { kind: 'stripe', publishableKey, clientSecret: setupIntent.data.attributes.clientSecret }
        : null;
  return { card, adding };
}

/** How the page adds a card. */
export type CardAdding =
  | { kind: 'sandbox' }
  | { kind: 'stripe'; publishableKey: string; clientSecret: string }
  | null;

/** A payment method id as Stripe.js gives it after confirming the SetupIntent. */
const STRIPE_PAYMENT_METHOD = /^pm_[A-Za-z0-9]{1,200}$/;

/**
 * Saves, replaces or removes the user's card (spec §2): with the sandbox, the typed test card is
 * saved through the same endpoints a Stripe.js page uses (`stripe_customer/*`); a replacement
 * removes the saved card first, as one card a user is kept.
 */
export async function changePaymentMethod({ request, context }: ActionArgs) {
  const user = await requireUser(request, context.session);
  const form = await request.formData();
  const intent = PAYMENT_METHOD_INTENTS.find((known) => known === form.get('intent'));
  if (!intent) return answer({}, 400);
  const { sdk } = context.session;
  const t = await serverTexts(context, PAYMENT_METHODS_PAGE_TEXTS);
  try {
    if (intent === 'remove') {
      await sdk.stripeCustomer.deletePaymentMethod();
      return answer({ intent, doneId: crypto.randomUUID() });
    }
    // With Stripe, Stripe.js saved the card in the browser and sends its payment method.
    const stripeMethod = form.get('paymentMethodId');
    if (context.stripePublishableKey && typeof stripeMethod === 'string') {
      if (!STRIPE_PAYMENT_METHOD.test(stripeMethod)) return answer({ intent, formError: t('failed') }, 400);
      await saveCard(context.session, stripeMethod, user.attributes.email);
      return answer({ intent, doneId: crypto.randomUUID() });
    }
    if (context.testPayments !== true) return answer({ intent, formError: t('stripeOnly') }, 400);
    const parsed = paymentMethodForm(form);
    if (!parsed.ok) return answer({ intent, errors: parsed.errors }, 400);
    await saveCard(context.session, cardDigitsOf(parsed.data.cardNumber), user.attributes.email);
    return answer({ intent, doneId: crypto.randomUUID() });
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    const reason = error.errors[0]?.meta?.stripeMessage;
    const { status, errors, formError } = formRefusalOf(error, {
      inputOf: (path) => (path === 'stripePaymentMethodId' ? 'cardNumber' : undefined),
      worded: [
        ...(typeof reason === 'string'
          ? [
              {
                when: 'stripe-customer-refused' as const,
                field: 'cardNumber',
                message: t('refusedCard', { reason }),
              },
            ]
          : []),
      ],
      fallback: t('failed'),
    });
    return answer({ intent, errors, formError }, status);
  }
}
