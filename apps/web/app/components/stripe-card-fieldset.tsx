import { PAYMENT_METHODS_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/payment-methods-page';
import type { ReactNode } from 'react';
import { useTexts } from '../lib/texts.ts';
import type { useStripeCard } from '../lib/use-stripe-card.ts';

/**
 * Stripe's card field as every page shows it: its legend, the node Stripe.js mounts its field in
 * (React renders nothing there), what it says without scripts, while loading or when Stripe.js
 * could not load, and Stripe's own check of what is typed. `children` go inside (a hidden input).
 */
export function StripeCardFieldset(props: {
  field: ReturnType<typeof useStripeCard>;
  legend: string;
  children?: ReactNode;
}) {
  const t = useTexts(PAYMENT_METHODS_PAGE_TEXTS);
  const { field } = props;
  return (
    <fieldset className="field stripe-card-field">
      <legend>{props.legend}</legend>
      <div ref={field.mountRef} className="stripe-card" />
      {props.children}
      <noscript>
        <p className="field__hint">{t('stripeNeedsScripts')}</p>
      </noscript>
      {field.state === 'loading' ? <p className="field__hint">{t('stripeLoading')}</p> : null}
      {field.state === 'unavailable' ? <p className="field__error">{t('stripeUnavailable')}</p> : null}
      {field.error ? (
        <p className="field__error" role="alert">
          {field.error}
        </p>
      ) : null}
    </fieldset>
  );
}
