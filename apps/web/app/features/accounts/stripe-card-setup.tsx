import { PAYMENT_METHODS_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/payment-methods-page';
import { type FormEvent, useState } from 'react';
import { Form, useSubmit } from 'react-router';
import { StripeCardFieldset } from '../../components/stripe-card-fieldset.tsx';
import { useTexts } from '../../lib/texts.ts';
import { useStripeCard } from '../../lib/use-stripe-card.ts';

/**
 * Saves or replaces the card in Stripe's own card field: Stripe.js confirms the page's SetupIntent
 * in the browser (card numbers never reach the marketplace), then the page posts the payment
 * method Stripe made of it. Without scripts it says why nothing can be typed.
 */
export function StripeCardSetup(props: {
  intent: 'save' | 'replace';
  publishableKey: string;
  clientSecret: string;
  doneId: string | null;
}) {
  const t = useTexts(PAYMENT_METHODS_PAGE_TEXTS);
  const submit = useSubmit();
  const field = useStripeCard(props.publishableKey, props.doneId);
  const { state, setError, current } = field;
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ready = current();
    if (!ready || busy) return;
    setBusy(true);
    setError(null);
    const result = await ready.stripe.confirmCardSetup(props.clientSecret, {
      payment_method: { card: ready.card },
    });
    const paymentMethod = result.setupIntent?.payment_method;
    if (result.error || !paymentMethod) {
      setError(result.error?.message ?? t('failed'));
      setBusy(false);
      return;
    }
    await submit({ intent: props.intent, paymentMethodId: paymentMethod }, { method: 'post' });
    setBusy(false);
  }

  return (
    <Form method="post" className="form" onSubmit={onSubmit}>
      <StripeCardFieldset field={field} legend={t('stripeFieldLabel')} />
      <button type="submit" className="button" disabled={state !== 'ready' || busy}>
        {busy ? t('saving') : t(props.intent)}
      </button>
    </Form>
  );
}
