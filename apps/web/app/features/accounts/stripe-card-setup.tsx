import { PAYMENT_METHODS_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/payment-methods-page';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form, useSubmit } from 'react-router';
import { loadStripeJs, type StripeCardElement, type StripeJs } from '../../lib/stripe-js.ts';
import { useTexts } from '../../lib/texts.ts';

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
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeJs; card: StripeCardElement } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new field after each save (doneId).
  useEffect(() => {
    let cancelled = false;
    loadStripeJs().then(
      (Stripe) => {
        if (cancelled || !mountRef.current) return;
        const stripe = Stripe(props.publishableKey);
        const card = stripe.elements().create('card', { hidePostalCode: true });
        card.mount(mountRef.current);
        card.on('change', (event) => setError(event.error?.message ?? null));
        stripeRef.current = { stripe, card };
        setState('ready');
      },
      () => !cancelled && setState('unavailable'),
    );
    return () => {
      cancelled = true;
      stripeRef.current?.card.destroy();
      stripeRef.current = null;
    };
  }, [props.publishableKey, props.doneId]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ready = stripeRef.current;
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
      <fieldset className="field stripe-card-field">
        <legend>{t('stripeFieldLabel')}</legend>
        {/* Stripe.js owns what is inside: React renders nothing there. */}
        <div ref={mountRef} className="stripe-card" />
        <noscript>
          <p className="field__hint">{t('stripeNeedsScripts')}</p>
        </noscript>
        {state === 'loading' ? <p className="field__hint">{t('stripeLoading')}</p> : null}
        {state === 'unavailable' ? <p className="field__error">{t('stripeUnavailable')}</p> : null}
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
      <button type="submit" className="button" disabled={state !== 'ready' || busy}>
        {busy ? t('saving') : t(props.intent)}
      </button>
    </Form>
  );
}
